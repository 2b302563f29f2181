/// Runs every lint check over a checked app model.
public enum Linter {
  /// Every check, in the order of the catalogue.
  static let checks: [any LintCheck] = [
    DeadOverrideCheck(),
    OverridesIgnoredByPlistCheck(),
    ApplicationStyleIgnoredCheck(),
    ApplicationHiddenIgnoredCheck(),
    PresentationWithoutCaptureCheck(),
    ExtensionOverrideCheck(),
    VisibleDiffersFromTopCheck(),
    DarkContentBeforeIOS13Check(),
    DeprecatedStyleCheck(),
    DefaultInDarkModeCheck(),
    BarStyleIgnoredCheck(),
    ContainerDoesNotForwardCheck(),
    DeprecatedSwiftUIStatusBarHiddenCheck(),
    LaunchStyleMismatchCheck(),
    SceneLifeCycleRequiredCheck(),
    MissingAppearanceUpdateCheck(),
    SelectorNotADescendantCheck(),
    ContentUnderBarCheck(),
    ScrollInsetsFlagIgnoredCheck(),
    OpaqueBarNotExtendedCheck(),
    ExtendedLayoutIgnoredCheck(),
    FullScreenLayoutIgnoredCheck(),
    LargeTitleWithoutScrollViewCheck(),
  ]

  /// The description of every check.
  public static var catalogue: [LintCheckDescription] {
    checks.map { type(of: $0).description }
  }

  /// The description of the check with an ID.
  public static func check(_ id: String) -> LintCheckDescription? {
    catalogue.first { $0.id == id }
  }

  /// The most combinations of dynamic values linted one by one; beyond, lint checks the
  /// launch values only and says so in each finding.
  public static let maximumCombinations = 256

  /// The findings of every check, sorted by position, then check.
  ///
  /// When the answer depends on dynamic values, every combination of the values the
  /// walks ask is linted: a finding that holds under every combination is reported as it
  /// is, and one that holds under some only says under which.
  ///
  /// With several scenes (R34) each is linted with its own walk; a finding inside one
  /// scene's block is kept from that scene's lint only, and one outside every scene (a
  /// class, an extension, Info.plist) once.
  public static func lint(
    _ model: AppModel, overrides: EnvironmentLayers = EnvironmentLayers()
  )
    -> [LintFinding]
  {
    guard model.scenes.count > 1 else { return lint(model, overrides: overrides, scene: 0) }
    let ranges = model.scenes.compactMap(\.range)
    var seen: Set<FindingKey> = []
    var result: [LintFinding] = []
    for (index, scene) in model.scenes.enumerated() {
      for finding in lint(model, overrides: overrides, scene: index) {
        let start = finding.range.start
        let inside = { (range: SourceRange) in start >= range.start && start < range.end }
        if let own = scene.range, !inside(own), ranges.contains(where: inside) { continue }
        if seen.insert(FindingKey(finding)).inserted { result.append(finding) }
      }
    }
    return sorted(result)
  }

  /// The findings for one scene's walk, over the combinations of its dynamic values.
  private static func lint(_ model: AppModel, overrides: EnvironmentLayers, scene: Int)
    -> [LintFinding]
  {
    let (launch, exploration) = StatusBarResolver(model: model).explore(
      overrides: overrides, scene: scene)
    let combinations = exploration.outcomes.flatMap(\.combinations)
    guard exploration.isDynamic else {
      return sorted(findings(in: model, overrides: overrides, scene: scene, resolution: launch))
    }
    guard exploration.isComplete, exploration.omittedOutcomes == 0,
      combinations.count <= maximumCombinations
    else {
      let note =
        " (under the launch values only: the answer depends on \(exploration.dependsOn.count) "
        + "dynamic values, too many combinations to check each)"
      return sorted(
        findings(in: model, overrides: overrides, scene: scene).map { $0.appending(note) })
    }
    // Each finding, by check and place, with the combinations under which it holds.
    var found: [FindingKey: (finding: LintFinding, combinations: [DynamicChoices])] = [:]
    var order: [FindingKey] = []
    for combination in combinations {
      var seen: Set<FindingKey> = []
      for finding in findings(
        in: model.choosing(combination), overrides: overrides, scene: scene)
      {
        let key = FindingKey(finding)
        guard seen.insert(key).inserted else { continue }
        if found[key] == nil {
          found[key] = (finding, [])
          order.append(key)
        }
        found[key]?.combinations.append(combination)
      }
    }
    let stated = StatedChoices(model: model, combinations: combinations)
    let result = order.compactMap { key -> LintFinding? in
      guard let (finding, holding) = found[key] else { return nil }
      guard holding.count < combinations.count else { return finding }
      // A finding that holds for some values of a `dynamic` written alone, and not for
      // others, is about a value the file does not state: it is not reported.
      guard let stable = stated.holding(holding) else { return nil }
      guard stable.count < stated.count else { return finding }
      let listed = exploration.dependsOn.filter { model[$0].isListed }
      let condition = model.conditionPhrase(stable, order: listed)
      return finding.appending(" (only when \(condition))")
    }
    return sorted(result)
  }

  /// The findings of every check on one model, for one scene's walk.
  private static func findings(
    in model: AppModel, overrides: EnvironmentLayers, scene: Int,
    resolution: StatusBarResolution? = nil
  ) -> [LintFinding] {
    let context = LintContext(
      model: model, overrides: overrides, scene: scene, resolution: resolution)
    // Before iOS 7 no view controller decides the status bar: the checks of the status bar
    // rules (R1–R34) do not apply there.
    let applicable = checks.filter {
      context.ios.isModelled || !type(of: $0).description.isAboutViewControllerAppearance
    }
    guard let layout = context.layout, layout.usesStandIns else {
      return applicable.flatMap { $0.findings(in: context) }
    }
    return applicable.flatMap { check in
      type(of: check).readsLayout
        ? standInFindings(of: check, in: context, layout: layout, model: model, scene: scene)
        : check.findings(in: context)
    }
  }

  /// A layout check's findings where a device inset is not known: those it finds under
  /// every stand-in of the inset (``SafeAreaStandIn``), so that none rests on a stand-in.
  ///
  /// A number of the message or the fix that is not the same under every stand-in is
  /// written "?", and the finding says what "?" stands for; a finding whose words differ
  /// otherwise is not reported.
  private static func standInFindings(
    of check: any LintCheck, in context: LintContext, layout: LintLayout, model: AppModel,
    scene: Int
  ) -> [LintFinding] {
    var kept = check.findings(in: context).map { ($0, [$0.message], [$0.fix]) }
    for standIn in SafeAreaStandIn.allCases where standIn != layout.standIn {
      let other = context.replacingLayout(
        LintLayout(model: model, resolution: context.resolution, scene: scene, standIn: standIn))
      var found: [FindingKey: LintFinding] = [:]
      for finding in check.findings(in: other) { found[FindingKey(finding)] = finding }
      kept = kept.compactMap { finding, messages, fixes in
        guard let match = found[FindingKey(finding)] else { return nil }
        return (finding, messages + [match.message], fixes + [match.fix])
      }
    }
    let unknown = LayoutEngine.layout(layout.input, in: layout.environment).unknownSafeArea
    return kept.compactMap { finding, messages, fixes in
      guard let message = UnknownWords.merge(messages), let fix = UnknownWords.merge(fixes)
      else { return nil }
      guard message != finding.message || fix != finding.fix else { return finding }
      let note = unknown.map { " (? = not known: \($0.note))" } ?? ""
      // A command to run asks for a number: "--top ?" becomes the placeholder "--top <y>".
      return LintFinding(
        check: finding.check, severity: finding.severity, message: message + note,
        range: finding.range, notes: finding.notes,
        fix: fix.replacing("--top ?", with: "--top <y>"), rules: finding.rules)
    }
  }

  private static func sorted(_ findings: [LintFinding]) -> [LintFinding] {
    findings.sorted {
      ($0.range.start, $0.check, $0.message) < ($1.range.start, $1.check, $1.message)
    }
  }
}

/// What makes two findings under different values the same finding: the check, the place,
/// and the places its notes point at (two findings of one check at one controller differ by
/// the override they are about).
private struct FindingKey: Hashable {
  let check: String
  let range: SourceRange
  let notes: [SourceRange?]

  init(_ finding: LintFinding) {
    check = finding.check
    range = finding.range
    notes = finding.notes.map(\.range)
  }
}

extension LintFinding {
  /// The same finding with words added to its message.
  func appending(_ words: String) -> LintFinding {
    LintFinding(
      check: check, severity: severity, message: message + words, range: range, notes: notes,
      fix: fix, rules: rules)
  }
}
