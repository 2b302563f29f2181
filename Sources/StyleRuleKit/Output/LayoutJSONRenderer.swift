/// Renders layouts as JSON (documented in `Docs/output-formats.md`): one object for one
/// version, with `environment`, `statusBar` and `controllers` named as issue 13 names them;
/// for several versions, `layouts`, one such object per version.
public struct LayoutJSONRenderer: ReportRenderer {
  /// Creates a renderer.
  public init() {}

  /// Renders the report.
  public func render(_ report: LayoutReport) -> String {
    document(report).text
  }

  /// The report as a JSON value.
  public func document(_ report: LayoutReport) -> JSONValue {
    var fields: [String: JSONValue] = [
      "schemaVersion": .integer(JSONValue.schemaVersion),
      "file": .string(report.file),
      "step": report.step?.json ?? .null,
    ]
    if report.layouts.count == 1, let layout = report.layouts.first {
      for (key, value) in Self.layout(layout, report: report) { fields[key] = value }
    } else {
      fields["layouts"] = .array(report.layouts.map { .object(Self.layout($0, report: report)) })
    }
    return .object(fields)
  }

  /// The fields of one layout: `environment`, `statusBar`, `controllers`, `derivation`.
  static func layout(_ layout: ScreenLayout, report: LayoutReport) -> [String: JSONValue] {
    [
      "environment": environment(layout.environment),
      "statusBar": statusBar(layout.statusBar),
      "controllers": .array(report.shown(layout).map(controller)),
      "derivation": .array(report.shownSteps(layout).map(step)),
    ]
  }

  static func environment(_ environment: LayoutEnvironment) -> JSONValue {
    let screen = environment.screen
    return [
      "ios": .string(environment.ios.description),
      "device": .string(environment.model.rawValue),
      "deviceName": .string(environment.model.name),
      "orientation": .string(environment.orientation.rawValue),
      "inCall": .bool(environment.inCall),
      "linkedSDK": environment.linkedSDK.map { .integer($0) } ?? .null,
      "screen": ["width": .number(screen.width), "height": .number(screen.height)],
    ]
  }

  static func statusBar(_ bar: StatusBarLayout) -> JSONValue {
    [
      "frame": rect(bar.frame.value),
      "hidden": .bool(bar.hidden.value),
      "overlapsApp": .bool(bar.overlapsApp.value),
      "style": .string(bar.style.rawValue),
      "content": .string(bar.content.rawValue),
      "rules": rules(bar.frame.basis + bar.hidden.basis + bar.overlapsApp.basis),
      "basis": [
        "frame": citations(bar.frame.basis), "hidden": citations(bar.hidden.basis),
        "overlapsApp": citations(bar.overlapsApp.basis),
      ],
      "uncertain": .array(bar.uncertain.map(uncertainty)),
    ]
  }

  static func controller(_ controller: ControllerLayout) -> JSONValue {
    var basis: [String: JSONValue] = ["viewFrame": citations(controller.viewFrame.basis)]
    if let safe = controller.safeAreaInsets { basis["safeAreaInsets"] = citations(safe.basis) }
    if let top = controller.topLayoutGuide { basis["topLayoutGuide"] = citations(top.basis) }
    if let bottom = controller.bottomLayoutGuide {
      basis["bottomLayoutGuide"] = citations(bottom.basis)
    }
    if let bar = controller.navigationBar {
      basis["navigationBar.frame"] = citations(bar.frame.basis)
      basis["navigationBar.backgroundFrame"] = citations(bar.backgroundFrame.basis)
    }
    if let bar = controller.tabBar { basis["tabBar.frame"] = citations(bar.frame.basis) }
    if let bar = controller.toolbar { basis["toolbar.frame"] = citations(bar.frame.basis) }
    if let scroll = controller.scrollView {
      basis["scrollView.contentInset"] = citations(scroll.contentInset.basis)
      if let adjusted = scroll.adjustedContentInset {
        basis["scrollView.adjustedContentInset"] = citations(adjusted.basis)
      }
    }
    return [
      "name": .string(controller.name),
      "class": .string(controller.className),
      "depth": .integer(controller.depth),
      "parent": .optional(controller.parentName),
      "presentationStyle": .optional(controller.presentationStyle?.rawValue),
      "viewFrame": rect(controller.viewFrame.value),
      "safeAreaInsets": controller.safeAreaInsets.map { insets($0.value) } ?? .null,
      "topLayoutGuide": controller.topLayoutGuide.map { .number($0.value) } ?? .null,
      "bottomLayoutGuide": controller.bottomLayoutGuide.map { .number($0.value) } ?? .null,
      "navigationBar": controller.navigationBar.map { bar in
        [
          "frame": rect(bar.frame.value), "backgroundFrame": rect(bar.backgroundFrame.value),
          "translucent": .bool(bar.isTranslucent), "largeTitle": .bool(bar.showsLargeTitle),
        ]
      } ?? .null,
      "tabBar": controller.tabBar.map(bottomBar) ?? .null,
      "toolbar": controller.toolbar.map(bottomBar) ?? .null,
      "scrollView": controller.scrollView.map { scroll in
        [
          "contentInset": insets(scroll.contentInset.value),
          "adjustedContentInset": scroll.adjustedContentInset.map { insets($0.value) } ?? .null,
          "adjustmentBehavior": .optional(scroll.adjustmentBehavior?.rawValue),
        ]
      } ?? .null,
      "rules": .array(controller.rules.map { .string($0.rawValue) }),
      "basis": .object(basis),
      "uncertain": .array(controller.uncertain.map(uncertainty)),
    ]
  }

  static func bottomBar(_ bar: BarLayout) -> JSONValue {
    ["frame": rect(bar.frame.value), "translucent": .bool(bar.isTranslucent)]
  }

  static func rect(_ rect: LayoutRect) -> JSONValue {
    [
      "x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width),
      "height": .number(rect.height),
    ]
  }

  static func insets(_ insets: LayoutInsets) -> JSONValue {
    [
      "top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom),
      "right": .number(insets.right),
    ]
  }

  static func rules(_ basis: [RuleCitation]) -> JSONValue {
    var seen: Set<RuleID> = []
    return .array(
      basis.map(\.rule).filter { seen.insert($0).inserted }.map { .string($0.rawValue) })
  }

  static func citations(_ basis: [RuleCitation]) -> JSONValue {
    .array(
      basis.map {
        [
          "rule": .string($0.rule.rawValue), "claim": .string($0.claim),
          "confidence": .string($0.confidence.rawValue),
        ]
      })
  }

  static func uncertainty(_ doubt: LayoutUncertainty) -> JSONValue {
    [
      "question": .string(doubt.question),
      "kind": .optional(RuleCatalogue.layoutQuestion(doubt.question)?.kind.rawValue),
      "field": .string(doubt.quantity),
      "value": .number(doubt.value),
      "alternatives": .array(doubt.alternatives.map { .number($0) }),
      "note": .string(doubt.note),
    ]
  }

  static func step(_ step: LayoutStep) -> JSONValue {
    [
      "subject": .string(step.subjectName),
      "field": .string(step.quantity),
      "value": .string(step.value),
      "reason": .string(step.reason),
      "rules": citations(step.citations),
    ]
  }
}
