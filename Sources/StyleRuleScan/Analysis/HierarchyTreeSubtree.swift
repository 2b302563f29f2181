extension HierarchyTree {
  /// The tree of the node at `index` and everything under it, that node its root, with the
  /// relation it has to its parent here; the order (parents before their children) kept.
  func subtree(at index: Int) -> HierarchyTree {
    var result: [HierarchyTreeNode] = []
    var stack: [(old: Int, parent: Int?)] = [(index, nil)]
    while let (old, parent) = stack.popLast() {
      guard nodes.indices.contains(old) else { continue }
      var node = nodes[old]
      node.parent = parent
      node.children = []
      let new = result.count
      if let parent { result[parent].children.append(new) }
      result.append(node)
      for child in nodes[old].children.reversed() { stack.append((child, new)) }
    }
    return HierarchyTree(nodes: result)
  }
}
