import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// The `plist UIApplicationSceneManifest` line the scan writes for R41's lint: `YES` at a
/// manifest, `NO` only where a read Info.plist has none and no code adopts scenes, and no
/// line where the sources do not settle it.
@Suite("Scene life cycle from the sources")
struct SceneLifeCycleFindingTests {
  /// Swift that adopts the scene life cycle without a manifest, or does not.
  @Test(
    "code that adopts scenes without a manifest is recorded where it does",
    arguments: [
      ("final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}", 1),
      ("@main struct Orbit: App { var body: some Scene { WindowGroup { Text(\"\") } } }", 1),
      (
        "class AppDelegate: UIResponder, UIApplicationDelegate {\n"
          + "  func application(_ application: UIApplication, configurationForConnecting "
          + "session: UISceneSession, options: UIScene.ConnectionOptions) -> "
          + "UISceneConfiguration { fatalError() }\n}", 1
      ),
      ("class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }", 0),
    ])
  func adoptions(source: String, count: Int) throws {
    let output = SwiftFileReader.declarations(in: source, path: "App.swift")
    let declarations = try #require(output.declarations)
    #expect(declarations.hierarchy.sceneLifeCycleAdoptions.count == count)
  }

  /// A launch configuration, the adoptions in code, and the line expected.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let manifest: Bool
    let plistRead: Bool
    let adopted: Bool
    let value: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "a manifest: YES", manifest: true, plistRead: true, adopted: false, value: "YES"),
    Case(
      name: "a read plist without one, no code: NO", manifest: false, plistRead: true,
      adopted: false, value: "NO"),
    Case(
      name: "a scene delegate or App without a manifest: not settled", manifest: false,
      plistRead: true, adopted: true, value: nil),
    Case(
      name: "no Info.plist read: not settled", manifest: false, plistRead: false,
      adopted: false, value: nil),
  ]

  @Test("the line says only what the sources show", arguments: cases)
  func entry(_ scenario: Case) {
    var launch = LaunchConfiguration()
    let plist = SourceOrigin(path: "App/Info.plist", line: 4, column: 2)
    if scenario.plistRead { launch.infoPlistPath = "App/Info.plist" }
    if scenario.manifest {
      launch.usesScenes = true
      launch.sceneManifestOrigin = plist
    }
    let adoptions = scenario.adopted ? [SourceOrigin(path: "App/SceneDelegate.swift")] : []
    let entry = SceneLifeCycleFinding.entry(launch: launch, adoptions: adoptions)
    #expect(entry?.value == scenario.value)
    if let entry {
      #expect(entry.key == "UIApplicationSceneManifest")
      #expect(entry.origin.path == "App/Info.plist")
    }
  }
}
