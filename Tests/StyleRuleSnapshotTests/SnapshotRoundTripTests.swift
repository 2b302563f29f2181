import StyleRuleKit
import StyleRuleSnapshot
import StyleRuleTestSupport
import Testing

/// The snapshot of the app each rules file describes resolves as the file does.
///
/// For every file, test doubles build the app as the file places it, each controller
/// answering every status bar member as the engine says UIKit would; the snapshot of those
/// doubles is parsed and resolved, and for each scene the same controller decides (by the
/// snapshot's name for it), with the same style, content and hidden state.
@Suite("Snapshot round trip")
struct SnapshotRoundTripTests {
  /// Every rules file under `Rules/cases`.
  static let caseFiles = PackagePaths.files(under: "Rules/cases", withExtension: "rules")

  /// The other rules files of the repository, whose apps have scenes, SwiftUI, sheets,
  /// overlay windows and the Info.plist switch NO; not those of iOS 6, which a snapshot never
  /// describes (it writes iOS 7 and later, where view controllers decide).
  static let otherFiles = RulesFixtures.allRulesFiles.filter { file in
    guard !file.hasPrefix("Rules/cases/") else { return false }
    let ios = (try? RulesFixtures.load(file))?.model.environment.ios
    return (ios?.major ?? 18) >= 7
  }

  /// Who decided, in terms that survive the renaming: the snapshot's name for a controller.
  enum Decision: Equatable, CustomStringConvertible {
    case controller(String)
    case application
    case fallback
    case system(String)

    var description: String {
      switch self {
      case .controller(let name): "'\(name)'"
      case .application: "UIApplication"
      case .fallback: "UIKit's fallback"
      case .system(let rule): "the system (\(rule))"
      }
    }
  }

  /// A decider of the original file, named as the snapshot names its controller.
  @MainActor
  static func decision(
    _ decider: StatusBarDecider, live: LiveApp, snapshot: StyleRuleSnapshot.StatusBarSnapshot
  )
    -> Decision
  {
    switch decider {
    case .controller(let id):
      .controller(snapshot.name(of: live.controllers[id.index].identity) ?? "(not in the snapshot)")
    case .application: .application
    case .fallback: .fallback
    case .system(let rule): .system(rule.rawValue)
    }
  }

  /// A decider of the snapshot.
  static func decision(_ decider: StatusBarDecider, in model: AppModel) -> Decision {
    switch decider {
    case .controller(let id): .controller(model[id].name)
    case .application: .application
    case .fallback: .fallback
    case .system(let rule): .system(rule.rawValue)
    }
  }

  /// A style as UIKit has it: `blackTranslucent` is the value of `lightContent`.
  static func uikitStyle(_ style: StatusBarStyle) -> StatusBarStyle {
    style == .blackTranslucent ? .lightContent : style
  }

  @Test("the case files were found")
  func found() {
    #expect(Self.caseFiles.count >= 18)
    #expect(Self.otherFiles.count >= 10)
  }

  @Test("the snapshot of every case resolves as the case does", arguments: caseFiles)
  @MainActor
  func caseRoundTrip(_ file: String) throws {
    try checkRoundTrip(file)
  }

  @Test("the snapshot of every other rules file resolves as the file does", arguments: otherFiles)
  @MainActor
  func otherRoundTrip(_ file: String) throws {
    try checkRoundTrip(file)
  }

  /// Snapshots the app `file` describes and compares the resolutions, scene by scene.
  @MainActor
  func checkRoundTrip(_ file: String) throws {
    let model = try RulesFixtures.load(file).model
    let live = LiveApp(model)
    let snapshot = StyleRuleSnapshot.StatusBarSnapshot.capture(of: live.app)
    let loaded: LoadedRules
    do {
      loaded = try RulesFixtures.parse(snapshot.text, path: "snapshot of \(file)")
    } catch {
      Issue.record(
        "the snapshot of \(file) does not load: \(error.diagnostics.map(\.message))\n\(snapshot.text)"
      )
      return
    }
    let problems = loaded.warnings.filter { $0.severity != .note }
    #expect(problems.isEmpty, "\(file): \(problems.map(\.message))\n\(snapshot.text)")
    let scenes = model.scenes.indices.filter { !model.scenes[$0].windows.isEmpty }
    #expect(loaded.model.scenes.count == max(scenes.count, 1), "\(file)")
    let original = StatusBarResolver(model: model)
    let copy = StatusBarResolver(model: loaded.model)
    for (position, scene) in scenes.enumerated() {
      let expected = original.resolve(scene: scene)
      let actual = copy.resolve(scene: position)
      let label = "\(file), scene \(scene + 1)"
      #expect(
        Self.decision(actual.styleAnswer.decider, in: loaded.model)
          == Self.decision(expected.styleAnswer.decider, live: live, snapshot: snapshot),
        "\(label): who decides the style\n\(snapshot.text)")
      #expect(Self.uikitStyle(actual.style) == Self.uikitStyle(expected.style), "\(label)")
      #expect(actual.content == expected.content, "\(label)")
      #expect(
        Self.decision(actual.hiddenAnswer.decider, in: loaded.model)
          == Self.decision(expected.hiddenAnswer.decider, live: live, snapshot: snapshot),
        "\(label): who decides hidden\n\(snapshot.text)")
      #expect(actual.hidden == expected.hidden, "\(label)")
    }
  }
}
