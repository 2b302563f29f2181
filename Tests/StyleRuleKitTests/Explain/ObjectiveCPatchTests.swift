import Foundation
import StyleRuleKit
import Testing

/// Fixes written in the Objective-C files a scanned fact came from (issue 25): an override
/// added before the `@end` of the class's own implementation, or an existing override's
/// method replaced, in the file's indentation.
@Suite("explain: fixes in Objective-C files")
struct ObjectiveCPatchTests {
  /// A scanned rules file where 'Home' does not decide because navigation controller 'Nav',
  /// of the Objective-C class AppNavigationController declared in `Nav.h`, does not
  /// forward; `member` is a line of its body, if any.
  static func rules(member: String = "") -> String {
    """
    scanned "."
    class HomeViewController: UIViewController @ "Home.swift:1:7" {
      preferredStatusBarStyle = lightContent @ "Home.swift:2:3"
    }
    class AppNavigationController: UINavigationController @ "Nav.h:3:12" {
    \(member)
    }
    window Main {
      Nav: AppNavigationController @ "Scene.swift:1:11" {
        Home: HomeViewController
      }
    }

    """
  }

  static let header =
    "#import <UIKit/UIKit.h>\n\n@interface AppNavigationController : UINavigationController\n@end\n"

  /// The first fix's patch, with `files` as the app's files.
  static func firstPatch(_ rules: String, files: [String: String]) throws -> AppPatch {
    let model = try RulesFile.parse(SourceFile(path: "scan.rules", text: rules)).model
    let explanation = try Explainer(model: model).explain("Home")
    let planner = AppPatchPlanner(explanation: explanation)
    // The header's implementation file is read with it.
    #expect(Set(planner.filesToRead).isSuperset(of: ["Nav.h", "Nav.m"]))
    let patches = planner.patches(
      files: files.mapValues { Array($0.utf8) }, currentDirectory: nil)
    return try #require(patches.first)
  }

  static let method = [
    "+- (UIViewController *)childViewControllerForStatusBarStyle {",
    "+\treturn self.visibleViewController;", "+}",
  ]

  @Test(
    "an override is added before the @end of the class's own implementation",
    arguments: [
      (
        "a plain implementation, indented with a tab",
        "@implementation AppNavigationController\n- (void)viewDidLoad {\n\t[super viewDidLoad];\n}\n@end\n"
      ),
      (
        "a category of the same name first, and @end in a comment and a string",
        """
        @implementation AppNavigationController (Helpers)
        - (void)help {
        \tNSLog(@"@end");
        }
        @end
        // @end
        @implementation AppNavigationController
        {
        \tNSString *_title;
        }
        - (NSString *)title {
        \treturn @"}@end{";
        }
        @end
        """
      ),
    ])
  func added(name: String, implementation: String) throws {
    let patch = try Self.firstPatch(
      Self.rules(), files: ["Nav.h": Self.header, "Nav.m": implementation])
    let diff = try #require(patch.diff, "\(name): \(patch.unavailableReason ?? "")")
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains("+++ b/Nav.m"), "\(name):\n\(diff)")
    let start = try #require(lines.firstIndex(of: Self.method[0]), "\(name):\n\(diff)")
    #expect(Array(lines[start..<(start + 3)]) == Self.method, "\(name):\n\(diff)")
    // Followed by a blank line and the class's own @end, the last line of the file.
    #expect(lines[start + 3] == "+" && lines[start + 4] == " @end", "\(name):\n\(diff)")
  }

  @Test("an override the .m already has is replaced, body and all")
  func replaced() throws {
    let implementation = """
      @implementation AppNavigationController

      - (UIViewController *)childViewControllerForStatusBarStyle {
          if (self.locked) { return nil; }
          return nil;
      }

      @end
      """
    let rules = Self.rules(member: "  childForStatusBarStyle = nil @ \"Nav.m:3:1\"")
    let patch = try Self.firstPatch(rules, files: ["Nav.h": Self.header, "Nav.m": implementation])
    let diff = try #require(patch.diff, "\(patch.unavailableReason ?? "")")
    #expect(diff.contains("-    if (self.locked) { return nil; }\n-    return nil;\n"), "\(diff)")
    // The explainer's child (the top or visible controller), in the file's four spaces.
    #expect(
      diff.contains("+    return self.topViewController;\n")
        || diff.contains("+    return self.visibleViewController;\n"), "\(diff)")
    #expect(!diff.contains("-@end"), "\(diff)")
  }

  @Test("the code to write by hand is Objective-C where the class is")
  func handWritten() throws {
    let model = try RulesFile.parse(SourceFile(path: "scan.rules", text: Self.rules())).model
    let step = try #require(try Explainer(model: model).explain("Home").fixes.first?.steps.first)
    #expect(
      step.swiftCode
        == "// In @implementation AppNavigationController:\n"
        + "- (UIViewController *)childViewControllerForStatusBarStyle {\n"
        + "    return self.visibleViewController;\n}", "\(step.swiftCode)")
  }

  @Test("without the implementation file, no diff, and why")
  func missingImplementation() throws {
    let patch = try Self.firstPatch(Self.rules(), files: ["Nav.h": Self.header])
    #expect(patch.diff == nil)
    #expect(
      patch.unavailableReason?.contains(
        "the @implementation of AppNavigationController is not in Nav.m or Nav.mm") == true,
      "\(patch.unavailableReason ?? "")")
  }
}
