import Testing

@testable import StyleRuleScan

/// Names and strings are written byte by byte when they are ASCII; these tests hold that to
/// the character-by-character reading.
@Suite struct RulesTextWriterTests {
  static let texts: [String] = [
    "", "Home", "HomeViewController", "_private", "a-b~c", "1abc", "-a", "~", "class",
    "UIApplication", "Outer.Inner", "with space", "tab\there", "line\nbreak", "cr\rlf\r\n",
    "quote\"d", "back\\slash", "back`tick", "del\u{7F}", "nul\u{0}", "Ünïcode", "naïve-name",
    "e\u{301}", "zero\u{200B}width", "emoji🙂", "Sources/Home/HomeViewController.swift:12:7",
    "App/Info.plist", "a\u{2028}b", "\u{85}",
  ]

  @Test(arguments: texts)
  func namesAreTheCharacterByCharacterNames(text: String) {
    #expect(RulesTextWriter.name(text) == RulesTextWriter.nameByCharacters(text))
  }

  @Test(arguments: texts)
  func stringsAreTheCharacterByCharacterStrings(text: String) {
    #expect(RulesTextWriter.string(text) == RulesTextWriter.stringByCharacters(text))
  }

  @Test func plainTextIsWrittenAsItIs() {
    #expect(RulesTextWriter.name("Home") == "Home")
    #expect(RulesTextWriter.name("class") == "`class`")
    #expect(RulesTextWriter.string("App/Info.plist") == "\"App/Info.plist\"")
    #expect(RulesTextWriter.string("a\"b\\c\nd") == "\"a\\\"b\\\\c?d\"")
  }
}
