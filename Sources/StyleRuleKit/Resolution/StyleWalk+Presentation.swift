extension StyleWalk {
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
    let verdict: PresentationVerdict
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
        at: model.effectiveSettings(of: presented).modalPresentationStyle?.range ?? original.range)
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
      step(
        .controller(presented), "does the presentation hand over control?",
        "no: \(reason)", base.citation,
        at: model.effectiveSettings(of: presented).modalPresentationStyle?.range ?? original.range)
    }
    verdicts[index] = verdict
    return verdict
  }

  /// The style a presentation uses, resolving a missing or `.automatic` style (R25).
  private mutating func effectiveStyle(of presentation: Presentation) -> PresentationStyle {
    let setting = model.effectiveSettings(of: presentation.presented).modalPresentationStyle
    if let setting, setting.value != .automatic { return setting.value }
    let resolved: PresentationStyle = ios >= OSVersion(13) ? .pageSheet : .fullScreen
    let written = setting == nil ? "is not set, so it is the default" : "is .automatic"
    let answer =
      ios >= OSVersion(13)
      ? "\(resolved.rawValue): modalPresentationStyle \(written), .automatic, which is a page "
        + "sheet for this controller"
      : "\(resolved.rawValue): modalPresentationStyle \(written), which is .fullScreen before iOS 13"
    step(
      .controller(presentation.presented), "which presentation style applies?", answer,
      cite("R25", "automatic"), at: setting?.range ?? presentation.range)
    return resolved
  }

  /// The per-style table of R25, before the capture flag.
  private func tableVerdict(style: PresentationStyle, presentation: Presentation) -> (
    controls: Bool, style: PresentationStyle, citation: RuleCitation, reason: String
  ) {
    let presenter = "'\(name(presentation.presenter))'"
    let phone = environment.values.device.isPhone
    switch style {
    case .fullScreen:
      return (true, style, cite("R25", "fullScreen"), "fullScreen hands over control")
    case .overFullScreen:
      return (
        false, style, cite("R25", "overFullScreen"), "overFullScreen keeps \(presenter) in control"
      )
    case .currentContext:
      return (
        true, style, cite("R25", "currentContext"),
        "currentContext hands over control when its context is not inside a presentation"
      )
    case .overCurrentContext:
      return (
        false, style, cite("R25", "overCurrentContext"),
        "overCurrentContext keeps \(presenter) in control"
      )
    case .pageSheet, .formSheet:
      if !phone {
        return (
          false, style, cite("R25", "sheet-ipad"),
          "a \(style.rawValue) on iPad keeps \(presenter) in control"
        )
      }
      if ios < OSVersion(13) {
        return (
          true, style, cite("R25", "sheet-adapted"),
          "a \(style.rawValue) adapts to full screen on iPhone before iOS 13, which hands over control"
        )
      }
      return (
        false, style, cite("R25", "sheet-card"),
        "a \(style.rawValue) on iPhone from iOS 13 is a card that keeps \(presenter) in control"
      )
    case .popover:
      if phone {
        return (
          true, style, cite("R25", "popover-adapted"),
          "a popover adapts to full screen on iPhone, which hands over control"
        )
      }
      return (
        false, style, cite("R25", "popover-ipad"), "a popover on iPad keeps \(presenter) in control"
      )
    case .custom:
      let citation = cite("R25", "custom")
      if ios < OSVersion(8, 3) {
        return (
          false, style, citation,
          "a custom presentation on iOS \(ios) keeps \(presenter) in control"
        )
      }
      if ios < OSVersion(10) {
        return (true, style, citation, "a custom presentation on iOS 8.3–9 hands over control")
      }
      let removes =
        model.effectiveSettings(of: presentation.presented).shouldRemovePresentersView?.value
        ?? false
      return removes
        ? (
          true, style, citation,
          "a custom presentation whose shouldRemovePresentersView is true hands over control"
        )
        : (
          false, style, citation,
          "a custom presentation keeps \(presenter) in control unless its presentation "
            + "controller's shouldRemovePresentersView is true"
        )
    case .automatic:
      // Resolved by effectiveStyle before the table is consulted.
      return (false, .pageSheet, cite("R25", "automatic"), "automatic")
    }
  }
}
