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
    rebuilt(from: 0, replacing: (choice, alternative))
  }

  /// The tree of the node at `index` and everything under it, that node its root, with the
  /// relation it has to its parent here; the order (parents before their children) kept.
  func subtree(at index: Int) -> HierarchyTree {
    rebuilt(from: index, replacing: nil)
  }

  /// The nodes under `start`, re-indexed parents first with a work list; with `replacing`,
  /// the node at its `node` index is replaced by the one at its `by` index, which takes its
  /// relation and place.
  private func rebuilt(from start: Int, replacing: (node: Int, by: Int)?) -> HierarchyTree {
    var result: [HierarchyTreeNode] = []
    // Old index, the new parent's index, and the node it replaces, if any.
    var stack: [(old: Int, parent: Int?, replacing: HierarchyTreeNode?)] = [(start, nil, nil)]
    while let (old, parent, replaced) = stack.popLast() {
      guard nodes.indices.contains(old) else { continue }
      if let replacing, old == replacing.node {
        stack.append((replacing.by, parent, nodes[old]))
        continue
      }
      var node = nodes[old]
      if let replaced {
        node.relation = replaced.relation
        node.placedAt = replaced.placedAt
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

extension CodeHierarchyBuilder {
  /// The most combinations of alternatives one transition or window is played with.
  static let maximumPlayedAlternatives = 16

  /// The comment on each of the `count` trees a tree holding choices is played as: where
  /// the choices are made.
  static func playedChoiceComment(count: Int, of tree: HierarchyTree) -> String {
    let origins = tree.nodes.filter(\.isChoice).map { "chosen at \($0.origin)" }
    return "one of \(count) combinations of controllers the code chooses at run time "
      + "(\(origins.joined(separator: "; "))): each is played in turn"
  }
}
