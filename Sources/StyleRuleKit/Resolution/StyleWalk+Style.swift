extension StyleWalk {
  /// The deciding controller's `preferredStatusBarStyle` and what it shows.
  mutating func resolveStyle(of winner: ControllerID) -> (StatusBarStyle, StatusBarContent) {
    let controller = model.controllers[winner.index]
    let settings = model.effectiveSettings(of: winner)
    let subject = TraceSubject.controller(winner)
    let question = "preferredStatusBarStyle?"
    var raw = StatusBarStyle.default
    var decided = false
    if let preference = settings.preferredStatusBarStyle {
      let ignoredExtension =
        controller.kind == .navigation && preference.origin == .extensionOf(.navigationController)
        && ios >= OSVersion(13, 4)
      if ignoredExtension {
        step(
          subject, question,
          "the override in extension UINavigationController is reported not to be called from "
            + "iOS 13.4, so UINavigationController's own implementation answers",
          cite("R17", "extension-style-ignored"), at: preference.range)
      } else {
        raw = preference.value
        decided = true
        usedStyleOverride = true
        let citation: RuleCitation
        if case .extensionOf = preference.origin {
          citation = cite("R17", "extension-replaces")
        } else {
          citation = cite("R8", "override")
        }
        step(
          subject, question, "\(raw.rawValue), overridden in \(preference.origin.phrase)", citation,
          at: preference.range)
      }
    }
    if !decided {
      if controller.kind == .navigation {
        raw = navigationControllerStyle(winner, settings: settings)
      } else {
        step(
          subject, question, "default: '\(controller.name)' does not override it",
          cite("R8", "default-preference"), at: controller.nameRange)
      }
    }
    return (raw, content(of: raw, shownBy: winner))
  }

  /// UINavigationController's own `preferredStatusBarStyle` (R15).
  private mutating func navigationControllerStyle(_ id: ControllerID, settings: PropertySet)
    -> StatusBarStyle
  {
    let controller = model.controllers[id.index]
    let barStyle = settings.navigationBarStyle
    let dark = barStyle?.value.isDark ?? false
    let subject = TraceSubject.controller(id)
    let question = "preferredStatusBarStyle?"
    let barText = "navigationBar.barStyle is \(barStyle?.value.rawValue ?? "default")"
    let location = barStyle?.range ?? controller.nameRange
    if ios < OSVersion(13) {
      let style: StatusBarStyle = dark ? .lightContent : .default
      step(
        subject, question,
        "\(style.rawValue): not overridden; UINavigationController's own style follows its bar, "
          + "and \(barText)",
        cite("R15", "bar-style"), at: location)
      return style
    }
    if dark {
      step(
        subject, question,
        "lightContent: not overridden; \(barText), which is reported to give light content",
        cite("R15", "bar-style-black"), at: location)
      return .lightContent
    }
    if let inherited = model.extensionMembers(for: .viewController).preferredStatusBarStyle {
      step(
        subject, question,
        "\(inherited.value.rawValue): not overridden; UINavigationController returns super's value, "
          + "which extension UIViewController overrides",
        cite("R15", "returns-super"), at: inherited.range)
      return inherited.value
    }
    step(
      subject, question,
      "default: not overridden; UINavigationController returns super's value, and \(barText)",
      cite("R15", "returns-super"), at: location)
    return .default
  }

  /// What a style shows when a controller decides (R6, R29, R31, R32).
  func contentWithoutTraits(of style: StatusBarStyle) -> (
    StatusBarContent?, RuleCitation, String
  ) {
    let before13 = ios < OSVersion(13)
    switch style {
    case .lightContent:
      return (.light, cite("R6", "light-content"), "light content")
    case .blackTranslucent:
      return (
        .light, cite("R6", "black-translucent-alias"),
        "light content: it is an alias of lightContent"
      )
    case .darkContent:
      if before13 {
        return (
          .dark, cite("R6", "dark-content-unavailable"),
          "dark content: darkContent does not exist before iOS 13 and is taken as default"
        )
      }
      return (.dark, cite("R29", "dark-content"), "dark content, whatever the appearance")
    case .blackOpaque:
      if before13 {
        return (.light, cite("R6", "black-opaque-light"), "light content")
      }
      return (nil, cite("R6", "black-opaque-as-default"), "")
    case .default:
      if before13 {
        let note =
          environment.values.appearance == .dark ? " (iOS \(ios) has no dark appearance)" : ""
        return (
          .dark, cite("R6", "default-dark"),
          "dark content: before iOS 13, default is dark content\(note)"
        )
      }
      return (nil, cite("R6", "default-automatic"), "")
    }
  }

  /// What `style` shows when `controller` decides, recording the step.
  private mutating func content(of style: StatusBarStyle, shownBy controller: ControllerID)
    -> StatusBarContent
  {
    let subject = TraceSubject.controller(controller)
    let question = "what does \(style.rawValue) show?"
    let (fixed, citation, answer) = contentWithoutTraits(of: style)
    if let fixed {
      step(subject, question, answer, citation, at: nil)
      return fixed
    }
    if style == .blackOpaque {
      step(
        subject, question, "it is treated like default from iOS 13, resolved from traits", citation,
        at: nil)
    }
    // Walk up parents and presenters for the nearest overrideUserInterfaceStyle (R31).
    var current: ControllerID? = controller
    while let id = current {
      if let override = model.effectiveSettings(of: id).overrideUserInterfaceStyle,
        override.value != .unspecified
      {
        let shown: StatusBarContent = override.value == .dark ? .light : .dark
        step(
          subject, question,
          "\(shown.rawValue) content: '\(name(id))' sets overrideUserInterfaceStyle = "
            + "\(override.value.rawValue) (\(override.origin.phrase))",
          cite("R31", "override-traits"), at: override.range)
        return shown
      }
      switch model.controllers[id.index].parent {
      case .container(let parent): current = parent
      case .presentation(let index): current = model.presentations[index].presenter
      case .window, nil: current = nil
      }
    }
    let appearance = environment.values.appearance
    let shown: StatusBarContent = appearance == .dark ? .light : .dark
    step(
      subject, question,
      "\(shown.rawValue) content: default follows the \(appearance.rawValue) appearance",
      cite("R32", "default-from-traits"), at: environmentAppearanceRange)
    return shown
  }

  /// What an application-level style shows (R3, R6, R32).
  mutating func applicationContent(of style: StatusBarStyle) -> StatusBarContent {
    let (fixed, citation, answer) = contentWithoutTraits(of: style)
    let question = "what does \(style.rawValue) show?"
    if let fixed {
      step(.application, question, answer, citation, at: nil)
      return fixed
    }
    let appearance = environment.values.appearance
    let shown: StatusBarContent = appearance == .dark ? .light : .dark
    step(
      .application, question,
      "\(shown.rawValue) content: taken to follow the \(appearance.rawValue) appearance",
      cite("R32", "application-default"), at: environmentAppearanceRange)
    return shown
  }

  /// What UIKit's fallback `.default` shows when no controller decides.
  mutating func fallbackContent() -> StatusBarContent {
    if ios < OSVersion(13) {
      step(
        .scene, "what does default show?", "dark content: before iOS 13, default is dark content",
        cite("R6", "default-dark"), at: nil)
      return .dark
    }
    let appearance = environment.values.appearance
    let shown: StatusBarContent = appearance == .dark ? .light : .dark
    step(
      .scene, "what does default show?",
      "\(shown.rawValue) content: default follows the \(appearance.rawValue) appearance",
      cite("R32", "default-from-traits"), at: environmentAppearanceRange)
    return shown
  }

  /// The environment line's appearance, when the value used came from the file.
  private var environmentAppearanceRange: SourceRange? {
    environment.appearanceOrigin == .file ? model.environment.appearance?.range : nil
  }
}
