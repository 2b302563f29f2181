extension StatusBarWalk {
  /// Decides whether a presentation hands status bar control to the presented controller
  /// (R24, R25), recording each consideration as a step.
  mutating func presentationVerdict(_ index: Int) -> PresentationVerdict {
    let original = model.presentations[index]
    let presented = original.presented
    let capture = model.effectiveSettings(of: presented).capturesStatusBarAppearance
    var current = index
    var base: (controls: Bool, style: PresentationStyle, citation: RuleCitation, reason: String)
    // Current-context presentations inside another presentation take its answer; follow
    // the enclosing presentations outward, iteratively.
    while true {
      let presentation = model.presentations[current]
      let style = effectiveStyle(of: presentation)
      if style.usesPresentationContext,
        let enclosing = facts.enclosingPresentation(of: presentation.presenter, in: model)
      {
        let outer = model.presentations[enclosing]
        step(
          .controller(presentation.presented), "does the presentation hand over control?",
          "'\(name(presentation.presented))' is presented \(style.rawValue) from "
            + "'\(name(presentation.presenter))', which is inside the presentation of "
            + "'\(name(outer.presented))': it takes that presentation's answer",
          cite("R25", "inherits-enclosing"), at: presentation.range)
        current = enclosing
        continue
      }
      base = tableVerdict(style: style, presentation: presentation)
      break
    }
    let location =
      model.effectiveSettings(of: presented).modalPresentationStyle?.range ?? original.range
    var verdict: PresentationVerdict
    if base.controls {
      var answer = "yes: \(base.reason)"
      if capture?.value == true && base.style == .fullScreen {
        answer += " (modalPresentationCapturesStatusBarAppearance is ignored for full screen)"
      }
      verdict = PresentationVerdict(
        presentation: index, controls: true, effectiveStyle: base.style, byCapture: false,
        citation: base.citation, reason: base.reason)
      step(
        .controller(presented), "does the presentation hand over control?", answer, base.citation,
        at: location)
    } else if let capture, capture.value {
      let reason =
        "modalPresentationCapturesStatusBarAppearance = true (\(capture.origin.phrase)), although "
        + "\(base.reason)"
      verdict = PresentationVerdict(
        presentation: index, controls: true, effectiveStyle: base.style, byCapture: true,
        citation: cite("R24", "capture"), reason: reason)
      step(
        .controller(presented), "does the presentation hand over control?", "yes: \(reason)",
        cite("R24", "capture"), at: capture.range)
    } else {
      let reason =
        "\(base.reason), and '\(name(presented))' does not set "
        + "modalPresentationCapturesStatusBarAppearance"
      verdict = PresentationVerdict(
        presentation: index, controls: false, effectiveStyle: base.style, byCapture: false,
        citation: base.citation, reason: reason)
      let values = environment.values
      verdict.isCard =
        (base.style == .pageSheet || base.style == .formSheet) && values.device.isPhone
        && values.orientation == .portrait && current == index
      step(
        .controller(presented), "does the presentation hand over control?", "no: \(reason)",
        base.citation, at: location)
    }
    verdicts[index] = verdict
    return verdict
  }

  /// The style a presentation uses, resolving a missing or `.automatic` style (R25).
  private mutating func effectiveStyle(of presentation: Presentation) -> PresentationStyle {
    let setting = model.effectiveSettings(of: presentation.presented).modalPresentationStyle
    if let setting, setting.value != .automatic { return setting.value }
    let rule = apply("R25", "automatic")
    guard case .presentation(let resolved) = rule.effect else { return .fullScreen }
    let written = setting == nil ? "is not set, so it is the default" : "is .automatic"
    let answer =
      resolved == .fullScreen
      ? "fullScreen: modalPresentationStyle \(written), which is .fullScreen before iOS 13"
      : "\(resolved.rawValue): modalPresentationStyle \(written), .automatic, which is a "
        + "\(resolved.rawValue) for this controller"
    step(
      .controller(presentation.presented), "which presentation style applies?", answer,
      rule.citation, at: setting?.range ?? presentation.range)
    return resolved
  }

  /// The per-style table of R25, before the capture flag.
  private func tableVerdict(style: PresentationStyle, presentation: Presentation) -> (
    controls: Bool, style: PresentationStyle, citation: RuleCitation, reason: String
  ) {
    let presenter = "'\(name(presentation.presenter))'"
    let values = environment.values
    let key: String
    switch style {
    case .pageSheet, .formSheet:
      if !values.device.isPhone {
        key = "sheet-ipad"
      } else {
        key = values.orientation == .landscape ? "sheet-iphone-landscape" : "sheet-iphone"
      }
    case .popover: key = values.device.isPhone ? "popover-iphone" : "popover-ipad"
    case .automatic: key = "automatic"
    default: key = style.rawValue
    }
    let rule = apply("R25", key)
    var controls: Bool
    switch rule.effect {
    case .yes: controls = true
    case .dependsOnPresentationController:
      controls =
        model.effectiveSettings(of: presentation.presented).shouldRemovePresentersView?.value
        ?? false
    default: controls = false
    }
    let reason: String
    switch (style, controls) {
    case (.fullScreen, _): reason = "fullScreen hands over control"
    case (.overFullScreen, _): reason = "overFullScreen keeps \(presenter) in control"
    case (.currentContext, _):
      reason = "currentContext hands over control when its context is not inside a presentation"
    case (.overCurrentContext, _): reason = "overCurrentContext keeps \(presenter) in control"
    case (.pageSheet, true), (.formSheet, true):
      reason =
        key == "sheet-iphone-landscape"
        ? "a \(style.rawValue) in landscape on iPhone fills the screen, which hands over control"
        : "a \(style.rawValue) adapts to full screen on iPhone, which hands over control"
    case (.pageSheet, false), (.formSheet, false):
      reason =
        values.device.isPhone
        ? "a \(style.rawValue) on iPhone is a card that keeps \(presenter) in control"
        : "a \(style.rawValue) on iPad keeps \(presenter) in control"
    case (.popover, true):
      reason = "a popover adapts to full screen on iPhone, which hands over control"
    case (.popover, false): reason = "a popover on iPad keeps \(presenter) in control"
    case (.custom, true):
      reason =
        rule.effect == .dependsOnPresentationController
        ? "a custom presentation whose shouldRemovePresentersView is true hands over control"
        : "a custom presentation on iOS \(ios) hands over control"
    case (.custom, false):
      reason =
        rule.effect == .dependsOnPresentationController
        ? "a custom presentation keeps \(presenter) in control unless its presentation "
          + "controller's shouldRemovePresentersView is true"
        : "a custom presentation on iOS \(ios) keeps \(presenter) in control"
    case (.automatic, _): reason = "automatic"
    }
    return (controls, style, rule.citation, reason)
  }
}
