import Foundation
import Testing

@testable import StyleRuleScan

@Suite struct PropertyListMalformedTests {
  /// Bytes that are no property list; each must give a located problem, no root, no crash.
  static let malformed: [(name: String, bytes: [UInt8])] = [
    ("empty", []),
    (
      "truncated XML",
      Array("<?xml version=\"1.0\"?><plist><dict><key>UIStatusBarStyle</key><str".utf8)
    ),
    ("binary garbage", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }),
    ("bplist header then garbage", Array("bplist00".utf8) + Array(repeating: 0xFF, count: 64)),
    ("XML not a plist", Array("<?xml version=\"1.0\"?><html><body/></html>".utf8)),
    ("text", Array("hello".utf8)),
  ]

  @Test(arguments: malformed.map(\.name))
  func reportsAProblemWithoutARoot(name: String) throws {
    let bytes = try #require(Self.malformed.first { $0.name == name }).bytes
    let document = PropertyListReader.read(path: "Info.plist", bytes: bytes)
    #expect(document.root == nil)
    #expect(!document.problems.isEmpty)
    #expect(document.problems.allSatisfy { $0.origin.path == "Info.plist" })
    let info = InfoPlistReader.read(path: "Info.plist", bytes: bytes)
    #expect(info.entries.isEmpty)
  }

  @Test(arguments: ["dict", "array"])
  func refusesXMLNestedOneHundredThousandLevelsDeep(container: String) {
    let depth = 100_000
    let open = container == "dict" ? "<dict><key>k</key>" : "<array>"
    let text =
      "<?xml version=\"1.0\"?><plist version=\"1.0\">"
      + String(repeating: open, count: depth) + "<true/>"
      + String(repeating: "</\(container)>", count: depth) + "</plist>"
    let document = PropertyListReader.read(path: "Deep.plist", bytes: Array(text.utf8))
    #expect(document.root == nil)
    #expect(!document.problems.isEmpty)
  }

  @Test func refusesOpenStepNestedOneHundredThousandLevelsDeep() {
    let depth = 100_000
    let text = String(repeating: "{a=", count: depth) + "b" + String(repeating: ";}", count: depth)
    let document = PropertyListReader.read(path: "Deep.plist", bytes: Array(text.utf8))
    #expect(document.problems.map(\.kind) == [.tooDeep])
    #expect(document.problems.first?.origin.line == 1)
  }

  @Test func refusesABinaryPlistNestedOneHundredThousandLevelsDeep() {
    // Each object is a one-element array holding a reference to the next; the last is empty.
    let depth = 100_000
    func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
      (0..<size).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for index in 0..<depth {
      offsets.append(bytes.count)
      bytes += index == depth - 1 ? [0xA0] : [0xA1] + bigEndian(index + 1, 4)
    }
    let table = bytes.count
    for offset in offsets { bytes += bigEndian(offset, 4) }
    bytes += [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian(depth, 8) + bigEndian(0, 8) + bigEndian(table, 8)
    let document = PropertyListReader.read(path: "Deep.plist", bytes: bytes)
    #expect(document.format == .binary)
    // Foundation either refuses it or the conversion stops at its bound; never a crash.
    if document.root != nil {
      #expect(document.problems.map(\.kind) == [.tooDeep])
    } else {
      #expect(!document.problems.isEmpty)
    }
  }
}
