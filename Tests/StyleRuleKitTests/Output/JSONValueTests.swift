import Foundation
import StyleRuleKit
import Testing

@Suite("JSON writer")
struct JSONValueTests {
  @Test("sorted keys, two-space indentation, empty containers on one line")
  func layout() {
    let value: JSONValue = ["b": [1, true, nil], "a": [], "c": [:]]
    #expect(
      value.text == """
        {
          "a": [],
          "b": [
            1,
            true,
            null
          ],
          "c": {}
        }

        """)
  }

  @Test(
    "strings are escaped as RFC 8259 requires, and read back intact",
    arguments: [
      "plain", "quote \" backslash \\ slash /", "line\nbreak\ttab", "\u{1}\u{1F}", "日本語 🎉", "",
    ])
  func escaping(_ text: String) throws {
    let written = JSONValue.array([.string(text)]).text
    let decoded = try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String]
    #expect(decoded == [text])
    #expect(!written.contains("\\/"))
  }
}
