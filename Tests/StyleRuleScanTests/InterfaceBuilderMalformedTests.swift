import Foundation
import Testing

@testable import StyleRuleScan

@Suite struct InterfaceBuilderMalformedTests {
  /// Inputs that are not valid storyboards; each must give a located problem and no crash.
  static let malformed: [(name: String, bytes: [UInt8])] = [
    ("empty", []),
    ("blank", Array("  \n\t".utf8)),
    ("binary garbage", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }),
    ("not XML", Array("hello, world".utf8)),
    ("mismatched tags", Array("<document><scenes></document>".utf8)),
    (
      "entity expansion",
      Array("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaa\">]>\n<d>&a;</d>".utf8)
    ),
  ]

  @Test(arguments: malformed.map(\.name))
  func reportsALocatedProblem(name: String) throws {
    let bytes = try #require(Self.malformed.first { $0.name == name }).bytes
    let document = InterfaceBuilderReader.read(path: "Bad.storyboard", bytes: bytes)
    #expect(document.problems.count == 1)
    #expect(document.problems.first?.origin.path == "Bad.storyboard")
  }

  @Test func keepsWhatWasReadBeforeATruncation() throws {
    let text = """
      <document initialViewController="A">
        <scenes>
          <scene sceneID="1"><objects>
            <viewController id="A" customClass="First" sceneMemberID="viewController"/>
          </objects></scene>
          <scene sceneID="2"><objects>
            <viewController id="B" customClass="Seco
      """
    let document = InterfaceBuilderReader.read(path: "T.storyboard", bytes: Array(text.utf8))
    #expect(document.controller(id: "A")?.className == "First")
    #expect(document.initialViewController?.id == "A")
    let problem = try #require(document.problems.first)
    #expect(problem.kind == .malformed)
    #expect((problem.origin.line ?? 0) >= 7)
  }

  @Test func readsNestingOneHundredThousandLevelsDeepWithoutOverflowing() {
    let depth = 100_000
    var bytes = Array("<document><scenes><scene sceneID=\"s\"><objects>".utf8)
    bytes += Array(repeating: Array("<view>".utf8), count: depth).flatMap { $0 }
    bytes += Array("<viewController id=\"deep\" sceneMemberID=\"viewController\"/>".utf8)
    bytes += Array(repeating: Array("</view>".utf8), count: depth).flatMap { $0 }
    bytes += Array("</objects></scene></scenes></document>".utf8)
    let document = InterfaceBuilderReader.read(path: "Deep.storyboard", bytes: bytes)
    // libxml2 either reads it or stops with a located error; either way there is no crash.
    if document.problems.isEmpty {
      #expect(document.controller(id: "deep") != nil)
    } else {
      #expect(document.problems.allSatisfy { $0.origin.path == "Deep.storyboard" })
    }
  }
}
