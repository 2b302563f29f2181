import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// Names are written so that the engine reads the same name back; strings are written byte
/// by byte when they are ASCII, which these tests hold to the character-by-character reading.
@Suite struct RulesTextWriterTests {
  static let texts: [String] = [
    "", "Home", "HomeViewController", "_private", "a-b~c", "1abc", "-a", "~", "class",
    "UIApplication", "Outer.Inner", "with space", "tab\there", "line\nbreak", "cr\rlf\r\n",
    "quote\"d", "back\\slash", "back`tick", "del\u{7F}", "nul\u{0}", "Ünïcode", "naïve-name",
    "e\u{301}", "zero\u{200B}width", "emoji🙂", "Sources/Home/HomeViewController.swift:12:7",
    "App/Info.plist", "a\u{2028}b", "\u{85}", "dynamic", "opaque", "unknown", "initially",
    "scanned", "presents", "scene", "Café", "日本語",
  ]

  /// A name the language can hold (no backtick, line break or invisible control) is read
  /// back as itself, and as no dynamic value: declared as a controller, and named as a tab
  /// bar's selected tab when it has no dot, as a tab's name cannot.
  @Test(arguments: texts)
  func namesAreReadBackByTheEngine(text: String) throws {
    let holdable =
      !text.isEmpty
      && text.allSatisfy { character in
        character != "`" && !character.isNewline
          && !character.unicodeScalars.contains {
            $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
          }
      }
    guard holdable else {
      #expect(RulesTextWriter.name(text).hasPrefix("`"))
      return
    }
    let name = RulesTextWriter.name(text)
    let selects = !text.contains(".")
    let rules = """
      window Main {
        Tabs: UITabBarController {
          \(selects ? "selectedViewController = \(name)" : "")
          First: UIViewController
          \(name): UIViewController
        }
      }

      """
    let loaded = try RulesFile.parse(SourceFile(path: "names.rules", text: rules))
    #expect(loaded.model.controller(named: text) != nil, "\(rules)")
    #expect(loaded.model.dynamicValues.isEmpty, "\(rules)")
    if selects {
      let tabs = try #require(loaded.model.controller(named: "Tabs"))
      let selected = try #require(tabs.selectedTab?.value)
      #expect(loaded.model.controllers[selected.index].name == text)
    }
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
