extension StatusBarWalk {
  // MARK: - Style

  /// The deciding controller's `preferredStatusBarStyle` and what it shows.
  ///
  /// When its override returns another controller's value, the walk follows it (see
  /// ``followValue(from:fallback:own:)``); what the value shows still follows the decider's traits,
  /// as UIKit resolves what the decider returned.
  mutating func resolveStyle(of winner: ControllerID) -> (StatusBarStyle, StatusBarContent) {
    if case .decided(let answer)? = visits[winner], case .hostingPrivateChild = answer.reason {
      let controller = model.controllers[winner.index]
      let settings = model.effectiveSettings(of: winner)
      if let style = statusBarColorSchemeStyle(of: winner, settings: settings) {
        return (style, content(of: style, shownBy: winner))
      }
      let ignored = settings.range(of: .preferredStatusBarStyle)
      step(
        .controller(winner), "preferredStatusBarStyle?",
        "default: SwiftUI's private child of '\(controller.name)' answers"
          + (ignored != nil ? ", and the override of preferredStatusBarStyle is not asked" : ""),
        cite(.r21PrivateChild), at: ignored ?? controller.nameRange)
      return (.default, content(of: .default, shownBy: winner))
    }
    noteOpaqueValue(of: winner, member: .preferredStatusBarStyle)
    let raw = followValue(from: winner, fallback: { $0?.fallbackStyle ?? .default }) {
      walk, id in walk.ownStyle(of: id)
    }
    return (raw, content(of: raw, shownBy: winner))
  }

  /// A controller's own `preferredStatusBarStyle`: its override, or UIKit's, recording the
  /// step; or the override that returns another controller's.
  private mutating func ownStyle(of id: ControllerID) -> ValueAnswer<StatusBarStyle> {
    if let observed = observedStyle(of: id) { return .value(observed) }
    let controller = model.controllers[id.index]
    let settings = model.effectiveSettings(of: id)
    let subject = TraceSubject.controller(id)
    let question = "preferredStatusBarStyle?"
    if let origin = settings.origin(of: .preferredStatusBarStyle),
      let range = settings.range(of: .preferredStatusBarStyle)
    {
      let ignored =
        controller.kind == .navigation && origin == .extensionOf(.navigationController)
        ? apply(.r17ExtensionPreferredStyle) : nil
      if let ignored, ignored.effect == .no {
        step(
          subject, question,
          "the override in extension UINavigationController is reported not to be called from "
            + "iOS 13.4, so UINavigationController's own implementation answers",
          ignored.citation, at: range)
      } else if let forwarding = settings.preferredStatusBarStyleForwarding {
        usedValueOverride = true
        return .forwards(forwarding)
      } else if let preference = settings.preferredStatusBarStyle {
        ask(preference)
        usedValueOverride = true
        let citation: RuleCitation
        if case .extensionOf = preference.origin {
          citation = cite(.r17ExtensionReplaces)
        } else {
          citation = cite(.r8Override)
        }
        step(
          subject, question,
          "\(preference.value.rawValue), overridden in \(preference.origin.phrase)", citation,
          at: preference.range)
        return .value(preference.value)
      }
    }
    if controller.kind == .navigation {
      return .value(navigationControllerStyle(id, settings: settings))
    }
    if let style = statusBarColorSchemeStyle(of: id, settings: settings) {
      return .value(style)
    }
    step(
      subject, question, "default: '\(controller.name)' does not override it",
      cite(.r8DefaultPreference), at: controller.nameRange)
    return .value(.default)
  }

  /// UINavigationController's own `preferredStatusBarStyle` (R15; in the new design, R38).
  private mutating func navigationControllerStyle(_ id: ControllerID, settings: PropertySet)
    -> StatusBarStyle
  {
    if environment.design.mode == .newDesign {
      return newDesignNavigationControllerStyle(id, settings: settings)
    }
    let controller = model.controllers[id.index]
    if environment.design.mode == .compatibility,
      let bar = settings.navigationBarUserInterfaceStyle
        ?? settings.navigationBarAppearanceUserInterfaceStyle
    {
      ask(bar)
      let reason =
        "'\(controller.name)' sets its navigation bar's user interface style, which a deciding "
        + "navigation controller follows in the new design (R38); whether compatibility mode "
        + "follows it too is not known, so the earlier rule answers (R15)"
      noteCannotTell(reason)
    }
    let barStyle = settings.navigationBarStyle
    ask(barStyle)
    let dark = barStyle?.value.isDark ?? false
    let subject = TraceSubject.controller(id)
    let question = "preferredStatusBarStyle?"
    let barText = "navigationBar.barStyle is \(barStyle?.value.rawValue ?? "default")"
    let location = barStyle?.range ?? controller.nameRange
    let rule = apply(dark ? .r15DarkBar : .r15LightBar)
    switch rule.effect {
    case .style(let style):
      step(
        subject, question,
        "\(style.rawValue): not overridden; UINavigationController's own style follows its bar, "
          + "and \(barText)", rule.citation, at: location)
      return style
    default:
      if let inherited = model.extensionMembers(for: .viewController).preferredStatusBarStyle {
        step(
          subject, question,
          "\(inherited.value.rawValue): not overridden; UINavigationController returns super's "
            + "value, which extension UIViewController overrides", rule.citation,
          at: inherited.range)
        return inherited.value
      }
      step(
        subject, question,
        "default: not overridden; UINavigationController returns super's value, and \(barText)",
        rule.citation, at: location)
      return .default
    }
  }

  /// UINavigationController's own `preferredStatusBarStyle` in the new design: its bar's user
  /// interface style, from iOS 27's bar appearance override, the bar's own override, else
  /// the navigation controller's traits through super's default (R38).
  private mutating func newDesignNavigationControllerStyle(
    _ id: ControllerID, settings: PropertySet
  ) -> StatusBarStyle {
    let controller = model.controllers[id.index]
    let subject = TraceSubject.controller(id)
    let question = "preferredStatusBarStyle?"
    let follows =
      "not overridden; in the new design UINavigationController follows its navigation bar's "
      + "user interface style"
    func fixed(_ override: Setting<UserInterfaceStyle>, _ member: String, _ citation: RuleCitation)
      -> StatusBarStyle
    {
      let style: StatusBarStyle = override.value == .dark ? .lightContent : .darkContent
      step(
        subject, question,
        "\(style.rawValue): \(follows), and \(member) is \(override.value.rawValue)",
        citation, at: override.range)
      return style
    }
    if let appearance = settings.navigationBarAppearanceUserInterfaceStyle,
      appearance.value != .unspecified
    {
      ask(appearance)
      let rule = apply(.r38AppearanceOverride)
      if rule.effect == .yes {
        return fixed(
          appearance, "navigationBar.standardAppearance.overrideUserInterfaceStyle",
          rule.citation)
      }
      let reason =
        "navigationBar.standardAppearance.overrideUserInterfaceStyle comes with iOS 27; on iOS "
        + "\(ios) it does not exist, so it is left out (R38)"
      noteCannotTell(reason)
    }
    if let bar = settings.navigationBarUserInterfaceStyle, bar.value != .unspecified {
      ask(bar)
      return fixed(bar, "navigationBar.overrideUserInterfaceStyle", cite(.r38BarInterfaceStyle))
    }
    let barStyle = settings.navigationBarStyle
    ask(barStyle)
    if let barStyle, barStyle.value.isDark {
      let reason =
        "'\(controller.name)' sets navigationBar.barStyle = \(barStyle.value.rawValue), but in "
        + "the new design UINavigationController reads its bar's user interface style: whether "
        + "a black bar style still gives light content there is not known (R38)"
      noteCannotTell(reason)
    }
    step(
      subject, question,
      "default: \(follows), which follows the navigation controller's traits, so super's "
        + "default answers", cite(.r38BarInterfaceStyle), at: controller.nameRange)
    return .default
  }

  /// The claim that says what a style shows at this version (R6, R29).
  func contentRule(of style: StatusBarStyle, at version: OSVersion? = nil) -> AppliedRule {
    let version = version ?? ios
    return switch style {
    case .default: CatalogueClaim.r6Default.applied(at: version)
    case .lightContent: CatalogueClaim.r6LightContent.applied(at: version)
    case .blackTranslucent: CatalogueClaim.r6BlackTranslucent.applied(at: version)
    case .blackOpaque: CatalogueClaim.r6BlackOpaque.applied(at: version)
    case .darkContent: CatalogueClaim.r29DarkContent.applied(at: version)
    }
  }

  /// What `style` shows when `controller` decides, recording the step.
  private mutating func content(of style: StatusBarStyle, shownBy controller: ControllerID)
    -> StatusBarContent
  {
    let subject = TraceSubject.controller(controller)
    let question = "what does \(style.rawValue) show?"
    let rule = contentRule(of: style)
    if case .content(let fixed) = rule.effect {
      step(subject, question, fixedContentAnswer(style, fixed), rule.citation, at: nil)
      return fixed
    }
    if style != .default {
      step(
        subject, question, "it is treated like default, resolved from traits", rule.citation,
        at: nil)
    }
    let shown = traitContent(shownBy: controller, subject: subject, question: question)
    noteContentAdaptation(subject, shown: shown)
    return shown
  }

  /// What default shows from the traits where `controller` decides: the nearest
  /// overrideUserInterfaceStyle, the window's, the Info.plist's or the system appearance
  /// (R31, R32), recording the step.
  private mutating func traitContent(
    shownBy controller: ControllerID, subject: TraceSubject, question: String
  ) -> StatusBarContent {
    // The nearest overrideUserInterfaceStyle among the controller, its parents and its
    // presenters (R31).
    let source = facts.traitSource[controller.index]
    askTraits(from: controller, upTo: source)
    let sourceSettings = source >= 0 ? model.effectiveSettings(of: ControllerID(source)) : nil
    if let settings = sourceSettings, let override = settings.traitsOverride {
      let shown: StatusBarContent = override.value == .dark ? .light : .dark
      let sourceName = name(ControllerID(source))
      if let own = settings.overrideUserInterfaceStyle, own.value != .unspecified {
        step(
          subject, question,
          "\(shown.rawValue) content: '\(sourceName)' sets overrideUserInterfaceStyle = "
            + "\(override.value.rawValue) (\(override.origin.phrase))",
          cite(.r31OverrideTraits), at: override.range)
      } else {
        step(
          subject, question,
          "\(shown.rawValue) content: the SwiftUI view of '\(sourceName)' sets "
            + "preferredColorScheme(.\(override.value.rawValue))", cite(.r21ColorScheme),
          at: override.range)
      }
      return shown
    }
    let window = facts.window[controller.index]
    if window >= 0, let traits = model.windows[window].overrideUserInterfaceStyle {
      ask(traits)
      if traits.value != .unspecified {
        let shown: StatusBarContent = traits.value == .dark ? .light : .dark
        step(
          subject, question,
          "\(shown.rawValue) content: \(model.windows[window].label(index: window)) sets "
            + "overrideUserInterfaceStyle = \(traits.value.rawValue)",
          cite(.r31WindowTraits), at: traits.range)
        return shown
      }
    }
    if let fixed = model.plist.userInterfaceStyle, fixed.value != .unspecified {
      let shown: StatusBarContent = fixed.value == .dark ? .light : .dark
      let name = fixed.value == .dark ? "Dark" : "Light"
      step(
        subject, question,
        "\(shown.rawValue) content: Info.plist UIUserInterfaceStyle = \(name) fixes the app's "
          + "appearance, whatever the system's", cite(.r31PlistInterfaceStyle),
        at: fixed.range)
      return shown
    }
    let appearance = environment.values.appearance
    let shown: StatusBarContent = appearance == .dark ? .light : .dark
    step(
      subject, question,
      "\(shown.rawValue) content: default follows the \(appearance.rawValue) appearance",
      cite(.r32DefaultFromTraits), at: environmentAppearanceRange)
    return shown
  }

  private func fixedContentAnswer(_ style: StatusBarStyle, _ content: StatusBarContent) -> String {
    switch style {
    case .default:
      let note =
        environment.values.appearance == .dark ? " (iOS \(ios) has no dark appearance)" : ""
      return "\(content.rawValue) content: default is dark content on iOS \(ios)\(note)"
    case .darkContent:
      // The claim's first declared variant is the one before darkContent existed.
      return CatalogueClaim.r29DarkContent.declaration(at: ios) != 0
        ? "dark content, whatever the appearance"
        : "dark content: darkContent does not exist on iOS \(ios) and is taken as default"
    case .blackTranslucent: return "light content: it is an alias of lightContent"
    default: return "\(content.rawValue) content"
    }
  }

  /// What an application-level style shows (R3, R6, R32).
  mutating func applicationContent(of style: StatusBarStyle) -> StatusBarContent {
    let question = "what does \(style.rawValue) show?"
    let rule = contentRule(of: style)
    if case .content(let fixed) = rule.effect {
      step(.application, question, fixedContentAnswer(style, fixed), rule.citation, at: nil)
      return fixed
    }
    let appearance = environment.values.appearance
    let shown: StatusBarContent = appearance == .dark ? .light : .dark
    step(
      .application, question,
      "\(shown.rawValue) content: taken to follow the \(appearance.rawValue) appearance",
      cite(.r32ApplicationDefault), at: environmentAppearanceRange)
    return shown
  }

  /// What a style shows with no controller's traits involved, as on the launch screen.
  ///
  /// That is the table's content, or the system appearance for a style that follows traits.
  func contentBeforeAnyController(of style: StatusBarStyle) -> StatusBarContent {
    if case .content(let fixed) = contentRule(of: style).effect { return fixed }
    return environment.values.appearance == .dark ? .light : .dark
  }

  /// What UIKit's fallback `.default` shows when no controller decides.
  mutating func fallbackContent() -> StatusBarContent {
    let rule = contentRule(of: .default)
    if case .content(let fixed) = rule.effect {
      step(
        .scene, "what does default show?", fixedContentAnswer(.default, fixed), rule.citation,
        at: nil)
      return fixed
    }
    let appearance = environment.values.appearance
    let shown: StatusBarContent = appearance == .dark ? .light : .dark
    step(
      .scene, "what does default show?",
      "\(shown.rawValue) content: default follows the \(appearance.rawValue) appearance",
      cite(.r32DefaultFromTraits), at: environmentAppearanceRange)
    noteContentAdaptation(.scene, shown: shown)
    return shown
  }

  /// Records that default, resolved from the traits, is documented to adapt to the content
  /// under the status bar from iOS 17 (R37): the content found is the fallback, and what
  /// the status bar shows depends on the content, while Apple's header and the iOS 18.2 code
  /// still resolve it from the traits (D11).
  private mutating func noteContentAdaptation(_ subject: TraceSubject, shown: StatusBarContent) {
    let adaptation = CatalogueClaim.r37ContentAdaptive.applied(at: ios)
    guard adaptation.effect == .yes else { return }
    // Light content is for dark backgrounds, dark content for light ones.
    let other: StatusBarContent = shown == .light ? .dark : .light
    let otherBackground = shown == .light ? "a light background" : "a dark background"
    step(
      subject, "does default follow the content under the status bar?",
      "documented to, from iOS 17: it adapts to the content below it, so over "
        + "\(otherBackground) it may show \(other.rawValue) content; \(shown.rawValue) content "
        + "is its value from the traits, the fallback (D11)", adaptation.citation, at: nil)
    contentNote =
      "default is documented to adapt to the content under the status bar from iOS 17 (R37): "
      + "\(shown.rawValue) content is its value from the traits, the fallback; over "
      + "\(otherBackground) it may show \(other.rawValue) content. Apple's header and the iOS "
      + "18.2 code still resolve it from the traits (D11)"
  }

  /// The environment line's appearance, when the value used came from the file.
  private var environmentAppearanceRange: SourceRange? {
    environment.appearanceOrigin == .file ? model.environmentRanges[.appearance] : nil
  }

  /// Notes that the decider's value is unknown when its class is opaque and the file does
  /// not say what it returns.
  private mutating func noteOpaqueValue(of winner: ControllerID, member: PropertyKey) {
    guard let opaque = model.opaqueClass(of: winner),
      model.effectiveSettings(of: winner).range(of: member) == nil,
      model.observed(winner)?.observesValue(
        of: member == .preferredStatusBarStyle ? .style : .hidden)
        != true
    else { return }
    let what =
      model.controllers[winner.index].hasUnknownClass
      ? "of a class the file does not state (unknown)"
      : "an instance of class \(opaque), which is opaque"
    let reason =
      "'\(name(winner))' is \(what): what it returns for "
      + "\(member.rawValue) is not in the file, so UIKit's default is shown"
    noteCannotTell(reason)
    fileLeavesUnsaid = true
  }

  // MARK: - Hidden

  /// The deciding controller's `prefersStatusBarHidden` (R9), following an override that
  /// returns another controller's.
  mutating func resolveHidden(of winner: ControllerID) -> Bool {
    noteOpaqueValue(of: winner, member: .prefersStatusBarHidden)
    return followValue(from: winner, fallback: { $0?.fallbackHidden ?? false }) { walk, id in
      walk.ownHidden(of: id)
    }
  }

  /// A controller's own `prefersStatusBarHidden`: its override, or UIKit's default,
  /// recording the step; or the override that returns another controller's.
  private mutating func ownHidden(of id: ControllerID) -> ValueAnswer<Bool> {
    if let observed = observedHidden(of: id) { return .value(observed) }
    let controller = model.controllers[id.index]
    let subject = TraceSubject.controller(id)
    let question = "prefersStatusBarHidden?"
    let settings = model.effectiveSettings(of: id)
    if let forwarding = settings.prefersStatusBarHiddenForwarding {
      usedValueOverride = true
      return .forwards(forwarding)
    }
    if let preference = settings.prefersStatusBarHidden {
      ask(preference)
      usedValueOverride = true
      let citation: RuleCitation
      if case .extensionOf = preference.origin {
        citation = cite(.r17ExtensionReplaces)
      } else {
        citation = cite(.r9Override)
      }
      step(
        subject, question, "\(preference.value), overridden in \(preference.origin.phrase)",
        citation, at: preference.range)
      return .value(preference.value)
    }
    if let hidden = statusBarVisibilityHidden(of: id, settings: settings) {
      return .value(hidden)
    }
    if controller.kind == .hosting, let swiftUI = settings.swiftUIStatusBarHidden {
      ask(swiftUI)
      step(
        subject, question,
        "\(swiftUI.value): UIHostingController answers with its SwiftUI view's "
          + "statusBarHidden(\(swiftUI.value))", cite(.r21Hidden), at: swiftUI.range)
      return .value(swiftUI.value)
    }
    let rule = apply(.r9CompactHiding)
    let compact = environment.values.isVerticallyCompact
    let hidden = rule.effect == .yes && compact
    let answer: String
    if rule.effect != .yes {
      answer =
        "false: '\(controller.name)' does not override it, and before iOS 8 the default is false"
    } else if compact {
      let place =
        environment.values.device.isPhone && environment.heightOrigin == .derived
        ? "on an iPhone in landscape (vertically compact)"
        : "in a vertically compact environment (compact height, \(environment.heightPhrase))"
      answer =
        "true: '\(controller.name)' does not override it, and the default hides the status bar "
        + place
    } else {
      answer =
        "false: '\(controller.name)' does not override it, and the screen is not vertically compact"
        + (environment.heightOrigin == .derived
          ? "" : " (regular height, \(environment.heightPhrase))")
    }
    step(subject, question, answer, rule.citation, at: controller.nameRange)
    return .value(hidden)
  }
}
