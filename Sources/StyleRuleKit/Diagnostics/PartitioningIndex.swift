extension RandomAccessCollection {
  /// The index of the first element for which `isInSecondPartition` is true, in a
  /// collection where every such element follows every other one; `endIndex` when there
  /// is none.
  ///
  /// A binary search: the line that holds a byte offset, given the lines' first offsets,
  /// is `lineStarts.partitioningIndex { $0 > offset } - 1`. It is `package`, not public,
  /// so that it never clashes with swift-algorithms' method of the same name in an app
  /// that embeds StyleRuleKit.
  /// - Complexity: O(log n).
  package func partitioningIndex(where isInSecondPartition: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if isInSecondPartition(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
