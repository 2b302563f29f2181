import Foundation
import StyleRuleKit
import StyleRuleSnapshot
import StyleRuleTestSupport
import Testing

/// `Rules/examples/live-app-snapshot.rules`, the snapshot Docs/snapshot.md shows, is what
/// the snapshot writes for the app it describes: a player presented over full screen from
/// the first tab, which does not take control of the status bar.
///
/// With `STYLERULE_RECORD=1` the file is written again; a missing file is a failure.
@Suite("Snapshot example")
@MainActor
struct SnapshotExampleTests {
  /// Where the example is.
  static let path = "Rules/examples/live-app-snapshot.rules"

  /// The app, as a rules file with the overrides in its classes, as its sources are.
  static let app = """
    plist UIViewControllerBasedStatusBarAppearance = YES
    environment ios 17.4, device iphone-face-id, appearance light
    class BaseViewController: UIViewController
    class HomeViewController: BaseViewController
    class SettingsViewController: BaseViewController
    class MainTabBarController: UITabBarController
    class PlayerViewController: UIViewController {
      preferredStatusBarStyle = lightContent
      prefersStatusBarHidden = true
    }
    window {
      Tabs: MainTabBarController {
        HomeNav: UINavigationController { Home: HomeViewController }
        SettingsNav: UINavigationController { Settings: SettingsViewController }
      }
    }
    Home presents Player: PlayerViewController { modalPresentationStyle = overFullScreen }
    """

  @Test("the example is the snapshot of the app it describes")
  func example() throws {
    let model = try RulesFixtures.parse(Self.app).model
    let text = StyleRuleSnapshot.StatusBarSnapshot.capture(of: LiveApp(model).app).text
    let url = PackagePaths.url(Self.path)
    if Golden.isRecording {
      try Data(text.utf8).write(to: url, options: .atomic)
      return
    }
    let written = try? PackagePaths.contents(of: Self.path)
    #expect(
      written == text,
      "\(Self.path) differs (STYLERULE_RECORD=1 writes it again):\n\(Golden.lineDiff(written ?? "", text))"
    )
  }

  @Test("Docs/snapshot.md shows the example as it is")
  func documentation() throws {
    let blocks = try MarkdownCodeBlock.blocks(in: "Docs/snapshot.md").filter { $0.info == "rules" }
    let shown = try #require(blocks.first).lines.joined(separator: "\n") + "\n"
    #expect(shown == (try PackagePaths.contents(of: Self.path)))
  }
}
