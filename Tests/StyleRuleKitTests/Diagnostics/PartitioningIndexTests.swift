import Testing

@testable import StyleRuleKit

@Suite("partitioningIndex")
struct PartitioningIndexTests {
  @Test(
    "the first element of the second partition, or the end",
    arguments: [
      ([], 5, 0),
      ([0], 0, 1),
      ([0, 10, 20, 30], -1, 0),
      ([0, 10, 20, 30], 0, 1),
      ([0, 10, 20, 30], 9, 1),
      ([0, 10, 20, 30], 10, 2),
      ([0, 10, 20, 30], 29, 3),
      ([0, 10, 20, 30], 30, 4),
      ([0, 10, 10, 10, 20], 10, 4),
    ])
  func index(starts: [Int], offset: Int, expected: Int) {
    #expect(starts.partitioningIndex { $0 > offset } == expected)
    // The same answer as a linear search.
    #expect(
      starts.partitioningIndex { $0 > offset }
        == (starts.firstIndex { $0 > offset } ?? starts.count))
  }

  @Test("a slice's indices are its own")
  func slice() {
    let slice = [0, 10, 20, 30, 40][2...]
    #expect(slice.partitioningIndex { $0 >= 30 } == 3)
    #expect(slice.partitioningIndex { $0 >= 100 } == 5)
  }
}
