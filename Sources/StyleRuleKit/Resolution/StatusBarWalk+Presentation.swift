/// R25's per-style answer for one presentation, before the capture flag: for a
/// current-context presentation inside another presentation, the enclosing one's answer.
struct TableVerdict: Sendable {
  let controls: Bool
  let style: PresentationStyle
  let citation: RuleCitation
  let reason: String
  /// Whether the answer is the presentation's own, not an enclosing presentation's.
  let isOwn: Bool
}

extension StatusBarWalk {
  /// Decides whether a presentation hands status bar control to the presented controller
  /// (R24, R25), recording each consideration as a step.
  ///
  /// Verdicts are cached: a presentation judged before (a walk can come back through
  /// `visibleViewController`) adds one step with the same answer, and a current-context
  /// presentation takes its enclosing presentation's cached answer, so a chain of
  /// presentations costs time linear in its length.
  mutating func presentationVerdict(_ index: Int) -> PresentationVerdict {
    let original = model.presentations[index]
    let presented = original.presented
    let location =
      model.effectiveSettings(of: presented).modalPresentationStyle?.range ?? original.range
    if let cached = verdicts[index] {
      step(
        .controller(presented), "does the presentation hand over control?",
        "\(cached.controls ? "yes" : "no"), as before: \(cached.reason)", cached.citation,
        at: cached.byCapture ? nil : location)
      return cached
    }
    let capture = model.effectiveSettings(of: presented).capturesStatusBarAppearance
    ask(capture)
    let base: TableVerdict
    let style = effectiveStyle(of: original, recordingStep: true)
    if style.usesPresentationContext,
      let enclosing = facts.enclosingPresentation(of: original.presenter, in: model)
    {
      step(
        .controller(presented), "does the presentation hand over control?",
        "'\(name(presented))' is presented \(style.rawValue) from '\(name(original.presenter))', "
          + "which is inside the presentation of '\(name(model.presentations[enclosing].presented))'"
          + ": it takes that presentation's answer",
        cite(.r25InheritsEnclosing), at: original.range)
      base = tableVerdict(of: index)
    } else {
      base = ownTableVerdict(style: style, presentation: original)
      tableVerdicts[index] = base
    }
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
        citation: cite(.r24Capture), reason: reason)
      step(
        .controller(presented), "does the presentation hand over control?", "yes: \(reason)",
        cite(.r24Capture), at: capture.range)
    } else {
      let reason =
        "\(base.reason), and '\(name(presented))' does not set "
        + "modalPresentationCapturesStatusBarAppearance"
      verdict = PresentationVerdict(
        presentation: index, controls: false, effectiveStyle: base.style, byCapture: false,
        citation: base.citation, reason: reason)
      let values = environment.values
      // R28's card is an iPhone's, in regular height (portrait); on an iPad in compact
      // width it is not established (Q7), and the claim the verdict cites says so.
      verdict.isCard =
        (base.style == .pageSheet || base.style == .formSheet) && values.device.isPhone
        && !values.isVerticallyCompact && base.isOwn
      step(
        .controller(presented), "does the presentation hand over control?", "no: \(reason)",
        base.citation, at: location)
    }
    verdicts[index] = verdict
    return verdict
  }

  /// R25's answer for a presentation before the capture flag, cached per presentation.
  ///
  /// A current-context presentation whose presenter is inside another presentation takes
  /// that presentation's answer; the chain of enclosing presentations is followed
  /// iteratively and every answer on it is cached, without trace steps.
  private mutating func tableVerdict(of index: Int) -> TableVerdict {
    var chain: [Int] = []
    var current = index
    var answer: TableVerdict
    while true {
      if let cached = tableVerdicts[current] {
        answer = cached
        break
      }
      let presentation = model.presentations[current]
      let style = effectiveStyle(of: presentation, recordingStep: false)
      if style.usesPresentationContext,
        let enclosing = facts.enclosingPresentation(of: presentation.presenter, in: model)
      {
        chain.append(current)
        current = enclosing
        continue
      }
      answer = ownTableVerdict(style: style, presentation: presentation)
      tableVerdicts[current] = answer
      break
    }
    let inherited = TableVerdict(
      controls: answer.controls, style: answer.style, citation: answer.citation,
      reason: answer.reason, isOwn: false)
    for link in chain { tableVerdicts[link] = inherited }
    return tableVerdicts[index] ?? answer
  }

  /// The style a presentation uses, resolving a missing or `.automatic` style (R25).
  private mutating func effectiveStyle(of presentation: Presentation, recordingStep: Bool)
    -> PresentationStyle
  {
    let setting = model.effectiveSettings(of: presentation.presented).modalPresentationStyle
    ask(setting)
    if let setting, setting.value != .automatic { return setting.value }
    if isAlertWithItsOwnPresentation(presentation.presented) {
      if recordingStep {
        step(
          .controller(presentation.presented), "which presentation style applies?",
          "custom: a UIAlertController presents itself with its own alert presentation "
            + "controller", cite(.r22AlertPresentation),
          at: model[presentation.presented].nameRange)
      }
      return .custom
    }
    let rule = apply(.r25Automatic)
    guard case .presentation(let resolved) = rule.effect else { return .fullScreen }
    guard recordingStep else { return resolved }
    let written =
      setting == nil ? "is not set, so it is the default, .automatic" : "is .automatic"
    let answer =
      resolved == .fullScreen
      ? "fullScreen: modalPresentationStyle \(written), which is .fullScreen before iOS 13"
      : "\(resolved.rawValue): modalPresentationStyle \(written), which is a "
        + "\(resolved.rawValue) for this controller"
    step(
      .controller(presentation.presented), "which presentation style applies?", answer,
      rule.citation, at: setting?.range ?? presentation.range)
    return resolved
  }

  /// Whether a presented controller is a UIAlertController left to its own presentation.
  private func isAlertWithItsOwnPresentation(_ id: ControllerID) -> Bool {
    model[id].uikitBase == .alertController
      && model.effectiveSettings(of: id).modalPresentationStyle == nil
  }

  /// The per-style table of R25 for a presentation's own style, before the capture flag.
  private func ownTableVerdict(style: PresentationStyle, presentation: Presentation)
    -> TableVerdict
  {
    if isAlertWithItsOwnPresentation(presentation.presented) {
      return TableVerdict(
        controls: false, style: .custom, citation: cite(.r22AlertPresentation),
        reason: "a UIAlertController is presented by its own alert presentation controller, "
          + "which does not take control", isOwn: true)
    }
    let presenter = "'\(name(presentation.presenter))'"
    let values = environment.values
    let claim: CatalogueClaim
    // The size classes decide, not the device alone: an iPad in Split View is compact
    // width, a large iPhone in landscape regular width (R25).
    switch style {
    case .pageSheet, .formSheet:
      if !values.device.isPhone {
        claim =
          values.isHorizontallyCompact || values.isVerticallyCompact
          ? .r25SheetIpadCompact : .r25SheetIpad
      } else if values.isVerticallyCompact {
        claim =
          values.isHorizontallyCompact
          ? .r25SheetIphoneLandscape : .r25SheetIphoneLandscapeRegularWidth
      } else {
        claim = .r25SheetIphone
      }
    case .popover:
      switch (values.device.isPhone, values.isHorizontallyCompact) {
      case (true, true): claim = .r25PopoverIphone
      case (true, false): claim = .r25PopoverIphoneRegularWidth
      case (false, true): claim = .r25PopoverIpadCompactWidth
      case (false, false): claim = .r25PopoverIpad
      }
    case .automatic: claim = .r25Automatic
    case .fullScreen: claim = .r25FullScreen
    case .overFullScreen: claim = .r25OverFullScreen
    case .currentContext: claim = .r25CurrentContext
    case .overCurrentContext: claim = .r25OverCurrentContext
    case .custom: claim = .r25Custom
    }
    let rule = apply(claim)
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
      switch claim {
      case .r25SheetIphoneLandscape, .r25SheetIphoneLandscapeRegularWidth:
        reason =
          "a \(style.rawValue) in landscape on iPhone (compact height) fills the screen, which "
          + "hands over control"
      case .r25SheetIpadCompact:
        reason =
          "a \(style.rawValue) on an iPad in a compact size class is taken to adapt to full screen "
          + "as on iPhone, which hands over control (not established)"
      default:
        reason = "a \(style.rawValue) adapts to full screen on iPhone, which hands over control"
      }
    case (.pageSheet, false), (.formSheet, false):
      switch claim {
      case .r25SheetIphoneLandscapeRegularWidth:
        reason =
          "a \(style.rawValue) on a large iPhone in landscape (regular width) is taken to stay a "
          + "sheet, as on iPad, keeping \(presenter) in control (not established)"
      case .r25SheetIpadCompact:
        reason =
          "a \(style.rawValue) on an iPad in a compact size class is taken to be a card as on "
          + "iPhone, keeping \(presenter) in control (not established; R28's light status bar is "
          + "not applied there)"
      default:
        reason =
          values.device.isPhone
          ? "a \(style.rawValue) on iPhone is a card that keeps \(presenter) in control"
          : "a \(style.rawValue) on iPad keeps \(presenter) in control"
      }
    case (.popover, true):
      reason =
        values.device.isPhone
        ? "a popover adapts to full screen on iPhone, which hands over control"
        : "a popover on an iPad in compact width is taken to adapt to full screen as on iPhone, "
          + "which hands over control"
    case (.popover, false):
      reason =
        values.device.isPhone
        ? "a popover on a large iPhone in landscape (regular width) is taken to stay a popover, "
          + "keeping \(presenter) in control"
        : "a popover on iPad keeps \(presenter) in control"
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
    return TableVerdict(
      controls: controls, style: style, citation: rule.citation, reason: reason, isOwn: true)
  }
}
