/// The trees a tree holding controllers chosen at run time stands for, one per alternative:
/// what a transition plays in turn, since a scenario event places one controller, never a
/// choice (the rules language writes a choice only where a controller is placed outside the
/// scenario).
extension HierarchyTree {
  /// Whether a controller of the tree is chosen at run time.
  var holdsChoice: Bool { nodes.contains(where: \.isChoice) }

  /// One tree per combination of its choices' alternatives, in the order written; nil when
  /// there are more than `limit`.
  ///
  /// Each step replaces the first choice left by each of its alternatives, with a work list:
  /// the work is bounded by `limit` trees of the tree's size.
  func choiceExpansions(limit: Int) -> [HierarchyTree]? {
    var expanded: [HierarchyTree] = []
    var pending: [HierarchyTree] = [self]
    while let tree = pending.popLast() {
      guard let choice = tree.nodes.firstIndex(where: \.isChoice) else {
        expanded.append(tree)
        continue
      }
      let alternatives = tree.nodes[choice].children
      guard expanded.count + pending.count + alternatives.count <= limit else { return nil }
      pending += alternatives.reversed().map { tree.choosing($0, at: choice) }
    }
    return expanded
  }

  /// The tree with the choice at index `choice` replaced by its alternative at index
  /// `alternative` (and everything inside it), which takes the choice's place under its
  /// parent; the other alternatives are left out.
  func choosing(_ alternative: Int, at choice: Int) -> HierarchyTree {
    var result: [HierarchyTreeNode] = []
    // Old index, the new parent's index, and the node it replaces (the choice), if any.
    var stack: [(old: Int, parent: Int?, replacing: HierarchyTreeNode?)] = [(0, nil, nil)]
    while let (old, parent, replacing) = stack.popLast() {
      guard nodes.indices.contains(old) else { continue }
      if old == choice {
        stack.append((alternative, parent, nodes[old]))
        continue
      }
      var node = nodes[old]
      if let replacing {
        node.relation = replacing.relation
        node.placedAt = replacing.placedAt
      }
      node.parent = parent
      node.children = []
      let index = result.count
      if let parent { result[parent].children.append(index) }
      result.append(node)
      for child in nodes[old].children.reversed() { stack.append((child, index, nil)) }
    }
    return HierarchyTree(nodes: result)
  }
}
