/// The screens an app reaches, with what every `screens` renderer needs to name places and
/// scenes.
public struct ScreensReport: Sendable {
  /// The enumeration.
  public let enumeration: ScreenEnumeration

  /// Creates a report.
  public init(_ enumeration: ScreenEnumeration) {
    self.enumeration = enumeration
  }

  var model: AppModel { enumeration.model }
  var source: SourceFile { enumeration.model.source }

  /// The environment the screens were resolved in.
  var environment: ResolvedEnvironment {
    ResolvedEnvironment(model: model, layers: enumeration.overrides)
  }

  /// Where a range comes from: its origin in the app's sources when the file states one,
  /// else its position in the rules file.
  func place(_ range: SourceRange?) -> String? {
    guard let range else { return nil }
    if let origin = source.resolvedOrigin(of: range) { return origin.description }
    return source.position(of: range)
  }

  /// "scene 'Main'" when the file declares scenes, else `nil`.
  func sceneLabel(_ scene: Int) -> String? {
    let scenes = model.scenes
    guard scenes.indices.contains(scene), scenes[scene].keywordRange != nil else { return nil }
    return scenes[scene].label(index: scene)
  }

  /// "Home (HomeViewController)", the way `resolve` names who decides.
  func deciderPhrase(_ decider: ScreenDecider) -> String {
    decider.className.map { "\(decider.name) (\($0))" } ?? decider.name
  }

  /// "certain", or "not certain: …; depends on Home.isDark".
  func surePhrase(_ screen: Screen) -> String {
    guard !screen.isCertain else { return "certain" }
    var reasons = screen.cannotTell
    if !screen.dependsOn.isEmpty {
      let labels = screen.dependsOn.map { model[$0].label }
      reasons.append("depends on " + labels.joined(separator: ", "))
    }
    return "not certain: " + reasons.joined(separator: "; ")
  }

  /// The note on what the limit left out, if it left anything out.
  var limitNote: String? {
    guard !enumeration.isComplete else { return nil }
    let count = enumeration.statesNotExamined
    return "Stopped at the limit of \(enumeration.limit) screens: \(count) more state"
      + (count == 1 ? " was" : "s were") + " not examined (some may show a screen listed)."
  }
}
