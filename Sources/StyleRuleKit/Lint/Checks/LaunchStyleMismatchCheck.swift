/// `launch-style-mismatch`: the launch screen's style differs from the first screen's.
struct LaunchStyleMismatchCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "launch-style-mismatch", title: "Launch style differs from the first screen",
    severity: .warning,
    summary:
      "Info.plist UIStatusBarStyle (the style at launch) shows different content from the first "
      + "screen's status bar.",
    rationale:
      "The launch screen uses UIStatusBarStyle before any code runs (R4); when the first screen "
      + "then asks for the other content, the status bar flips as the app starts. TN3105 "
      + "recommends setting UIStatusBarStyle to match the initial view controller. Nothing flips "
      + "when Info.plist UIStatusBarHidden hides the status bar at launch, when the first screen "
      + "hides it, or when the first screen's style cannot be told (an unknown or opaque "
      + "controller on the walk): the check is then silent.",
    fix: "Set Info.plist UIStatusBarStyle to the first screen's style.",
    rules: [.r4],
    triggering: [
      LintExample(
        """
        environment ios 17
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { 1️⃣Home: Light }
        """),
      LintExample(
        """
        environment ios 17
        plist 1️⃣UIStatusBarStyle = UIStatusBarStyleLightContent
        window { Home: UIViewController }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        environment ios 17
        plist UIStatusBarStyle = UIStatusBarStyleLightContent
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { Home: Light }
        """),
      LintExample(
        """
        environment ios 17
        plist UIStatusBarStyle = UIStatusBarStyleLightContent
        plist UIStatusBarHidden = YES
        window { Home: UIViewController }
        """),
      LintExample(
        """
        environment ios 17
        plist UIStatusBarStyle = UIStatusBarStyleLightContent
        class Immersive: UIViewController { prefersStatusBarHidden = true }
        window { Home: Immersive }
        """),
      LintExample(
        """
        environment ios 17
        plist UIStatusBarStyle = UIStatusBarStyleLightContent
        window { Root: unknown }
        """),
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    let model = context.model
    let resolution = context.resolution
    guard model.plist.viewControllersDecide, case .controller(let decider) = resolution.decider,
      model.plist.statusBarHidden?.value != true, !resolution.hidden,
      resolution.styleAnswer.cannotTell.isEmpty
    else { return [] }
    let launchStyle = model.plist.statusBarStyle?.value ?? .default
    let launch = launchContent(of: launchStyle, in: context)
    guard launch != resolution.content else { return [] }
    let plistText =
      model.plist.statusBarStyle.map { "Info.plist UIStatusBarStyle = \($0.value.plistName)" }
      ?? "Info.plist UIStatusBarStyle is not set"
    let wanted: StatusBarStyle = resolution.content == .light ? .lightContent : .darkContent
    let range = model.plist.statusBarStyle?.range ?? model[decider].nameRange
    return [
      finding(
        "the launch screen shows \(launch.rawValue) content (\(plistText)), but the first screen "
          + "shows \(resolution.content.rawValue) content ('\(model[decider].name)' decides), so "
          + "the status bar changes as the app starts",
        at: range,
        fix: "Set Info.plist UIStatusBarStyle to \(wanted.plistName).")
    ]
  }

  /// What a style shows at launch, before any controller: the appearance resolves default.
  private func launchContent(of style: StatusBarStyle, in context: LintContext) -> StatusBarContent
  {
    switch style {
    case .lightContent, .blackTranslucent: return .light
    case .darkContent: return .dark
    case .blackOpaque, .default:
      // Before iOS 13 each has a fixed content; from iOS 13 both follow the appearance.
      if context.ios < OSVersion(13) { return style == .blackOpaque ? .light : .dark }
      return context.environment.values.appearance == .dark ? .light : .dark
    }
  }
}
