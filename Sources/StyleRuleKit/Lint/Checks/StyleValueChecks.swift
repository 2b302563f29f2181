/// Every place a rules file writes a status bar style, for the checks on style values.
struct StyleOccurrence {
  let style: StatusBarStyle
  let range: SourceRange
  /// "class Popup", "Info.plist UIStatusBarStyle", "UIApplication.shared.statusBarStyle".
  let place: String

  static func all(in model: AppModel) -> [StyleOccurrence] {
    var occurrences: [StyleOccurrence] = []
    if let style = model.plist.statusBarStyle, let range = style.range {
      occurrences.append(
        .init(style: style.value, range: range, place: "Info.plist UIStatusBarStyle"))
    }
    if let style = model.application.statusBarStyle, let range = style.range {
      let place = "UIApplication.shared.statusBarStyle"
      if let id = model.application.statusBarStyleDynamic {
        // Each value the file lists; none for `dynamic` alone, whose values it does not state.
        for case .style(let listed) in model[id].isListed ? model[id].values : [] {
          occurrences.append(
            .init(style: listed, range: range, place: "\(place), one of its dynamic values"))
        }
      } else {
        occurrences.append(.init(style: style.value, range: range, place: place))
      }
    }
    for declared in model.classes {
      if let style = declared.ownMembers.preferredStatusBarStyle {
        occurrences += each(style, place: "class \(declared.name)", in: model)
      }
    }
    for (uikit, members) in model.extensions {
      if let style = members.preferredStatusBarStyle {
        occurrences += each(style, place: "extension \(uikit.rawValue)", in: model)
      }
    }
    return occurrences.sorted { $0.range.start < $1.range.start }
  }

  /// The style a setting returns, or, for a dynamic value, each style it lists, whichever
  /// the walk would ask; none for `dynamic` alone, whose values the file does not state.
  private static func each(_ setting: Setting<StatusBarStyle>, place: String, in model: AppModel)
    -> [StyleOccurrence]
  {
    guard let id = setting.dynamic else {
      return [.init(style: setting.value, range: setting.range, place: place)]
    }
    guard model[id].isListed else { return [] }
    return model[id].values.compactMap { value in
      guard case .style(let style) = value else { return nil }
      return .init(style: style, range: setting.range, place: "\(place), one of its dynamic values")
    }
  }
}

/// `dark-content-before-ios13`: `darkContent` in an app that supports iOS 12 or earlier.
struct DarkContentBeforeIOS13Check: LintCheck {
  static let description = LintCheckDescription(
    id: "dark-content-before-ios13", title: "darkContent before iOS 13", severity: .error,
    summary:
      "darkContent is used while the deployment target (or the file's iOS version) is below "
      + "iOS 13, where it does not exist.",
    rationale:
      "UIStatusBarStyle.darkContent was added in iOS 13 (R29). On earlier versions the value "
      + "is not one UIKit knows; stylerule assumes it is treated as default (R6), so the code "
      + "behaves differently on the older versions the app supports, and Swift requires an "
      + "availability check to use it.",
    fix:
      "Return darkContent only behind 'if #available(iOS 13, *)' and default otherwise, or "
      + "raise the deployment target to iOS 13.",
    rules: [.r29, .r6],
    triggering: [
      LintExample(
        """
        environment ios 17, deployment-target 12
        class Dark: UIViewController { 1️⃣preferredStatusBarStyle = darkContent }
        window { Root: Dark }
        """),
      LintExample(
        """
        environment ios 12
        plist 1️⃣UIStatusBarStyle = UIStatusBarStyleDarkContent
        window { Root: UIViewController }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        environment ios 17, deployment-target 13
        class Dark: UIViewController { preferredStatusBarStyle = darkContent }
        window { Root: Dark }
        """)
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    // The deployment target, else the version linted for (the file's, or --ios).
    let deploymentTarget = context.model.deploymentTarget?.value
    let target = deploymentTarget ?? context.ios
    guard target < OSVersion(13) else { return [] }
    let which: String
    if deploymentTarget != nil {
      which = "deployment-target \(target)"
    } else {
      switch context.environment.iosOrigin {
      case .override: which = "--ios \(target)"
      case .file: which = "the file's ios \(target)"
      case .configuration: which = "the configuration's ios \(target)"
      case .assumed, .derived: which = "the assumed iOS \(target)"
      }
    }
    return StyleOccurrence.all(in: context.model).filter { $0.style == .darkContent }.map {
      finding(
        "darkContent (\($0.place)) needs iOS 13, but the app runs on iOS \(target) (\(which)); "
          + "before iOS 13 it is taken as default, dark content",
        at: $0.range)
    }
  }
}

/// `deprecated-style`: `blackOpaque`, `blackTranslucent` and the deprecated bar style.
struct DeprecatedStyleCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "deprecated-style", title: "Deprecated style", severity: .warning,
    summary:
      "blackOpaque or blackTranslucent (deprecated since iOS 7) is used as a status bar style, "
      + "or blackTranslucent as a navigation bar style.",
    rationale:
      "The values are deprecated since iOS 7. blackTranslucent is only an alias of lightContent, "
      + "and from iOS 13 a controller's blackOpaque is reported to be resolved like default, "
      + "so it may show dark content (R6).",
    fix: "Use lightContent (or darkContent from iOS 13); for a navigation bar, use black.",
    rules: [.r6],
    triggering: [
      LintExample(
        """
        class Opaque: UIViewController { 1️⃣preferredStatusBarStyle = blackOpaque }
        window { Root: Opaque }
        """),
      LintExample(
        """
        window { NC: UINavigationController { 1️⃣navigationBar.barStyle = blackTranslucent
          Root: UIViewController } }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        window { NC: UINavigationController { navigationBar.barStyle = black
          Root: Light } }
        """)
    ])

  func findings(in context: LintContext) -> [LintFinding] {
    let model = context.model
    var findings = StyleOccurrence.all(in: model).filter(\.style.isDeprecated).map {
      finding(
        "\($0.style.rawValue) (\($0.place)) is deprecated since iOS 7; use lightContent",
        at: $0.range)
    }
    var ranges: Set<SourceRange> = []
    for index in model.controllers.indices where model.controllers[index].kind == .navigation {
      if let barStyle = model.effectiveSettings(of: ControllerID(index)).navigationBarStyle,
        barStyle.value == .blackTranslucent, ranges.insert(barStyle.range).inserted
      {
        findings.append(
          finding(
            "navigationBar.barStyle = blackTranslucent is deprecated; use black",
            at: barStyle.range,
            fix: "Use black (and isTranslucent for translucency)."))
      }
    }
    return findings
  }
}

/// `default-in-dark-mode`: an explicit `default` that shows light content in dark mode.
struct DefaultInDarkModeCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "default-in-dark-mode", title: "default in dark mode", severity: .warning,
    summary:
      "A controller returns default explicitly, and on iOS 13 or later in a dark appearance that "
      + "shows light content, where dark text was probably meant.",
    rationale:
      "Before iOS 13 default meant dark content; from iOS 13 it follows the user interface style "
      + "(R6, R32), so an override written as 'dark text' turns light in dark mode. darkContent "
      + "(R29) is dark in every appearance.",
    fix: "Return darkContent for dark text in every appearance, or lightContent for light text.",
    rules: [.r6, .r32, .r29, .r37],
    triggering: [
      LintExample(
        """
        environment ios 17, appearance dark
        class Popup: UIViewController { 1️⃣preferredStatusBarStyle = default }
        window { Root: Popup }
        """),
      LintExample(
        """
        environment ios 17, appearance light
        class Popup: UIViewController { 1️⃣preferredStatusBarStyle = default }
        window { Root: Popup { overrideUserInterfaceStyle = dark } }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        environment ios 17, appearance light
        class Popup: UIViewController { preferredStatusBarStyle = default }
        window { Root: Popup }
        """),
      LintExample(
        """
        environment ios 12, appearance dark
        class Popup: UIViewController { preferredStatusBarStyle = default }
        window { Root: Popup }
        """),
    ])

  /// What the finding adds from iOS 17, where default is documented to adapt to the content
  /// under the status bar (R37).
  private let contentAdaptive =
    " (from iOS 17 it is documented to adapt to the content under the status bar, so light "
    + "content is its fallback, R37)"

  func findings(in context: LintContext) -> [LintFinding] {
    guard context.ios >= OSVersion(13) else { return [] }
    var findings: [LintFinding] = []
    var reported: Set<SourceRange> = []
    let model = context.model
    for id in context.placedControllers {
      // `dynamic` alone is no value the file states, though its launch value is default.
      guard let preference = context.styleOverride(of: id), preference.value == .default,
        preference.dynamic.map({ model[$0].isListed }) ?? true,
        !reported.contains(preference.range), isDark(id, in: context)
      else { continue }
      let controller = model[id]
      reported.insert(preference.range)
      findings.append(
        finding(
          "'\(controller.name)' returns default (\(preference.origin.phrase)), which shows light "
            + "content in dark mode from iOS 13\(context.ios >= OSVersion(17) ? contentAdaptive : "")"
            + "; if dark text is meant, return darkContent",
          at: preference.range,
          notes: [
            Diagnostic.Note(
              "'\(controller.name)' is declared here", at: model[controller.id].nameRange)
          ]))
    }
    return findings
  }

  /// Whether the controller's traits are dark: its nearest override, else the appearance.
  private func isDark(_ id: ControllerID, in context: LintContext) -> Bool {
    let source = context.resolution.styleAnswer.record.facts.traitSource[id.index]
    guard source >= 0,
      let override = context.model.effectiveSettings(of: context.model.controllers[source].id)
        .overrideUserInterfaceStyle
    else { return context.environment.values.appearance == .dark }
    return override.value == .dark
  }
}
