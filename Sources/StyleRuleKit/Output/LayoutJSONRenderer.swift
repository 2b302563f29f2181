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
    var fields: [String: JSONValue] = [
      "environment": environment(layout.environment),
      "statusBar": statusBar(layout.statusBar, in: layout),
      "controllers": .array(report.shown(layout).map { controller($0, in: layout) }),
      "derivation": .array(report.shownSteps(layout).map(step)),
    ]
    if !layout.notKnown.isEmpty {
      fields["notKnown"] = .array(
        layout.notKnown.map {
          [
            "controller": .string($0.controller), "field": .string($0.quantity),
            "question": .string($0.question), "note": .string($0.note),
          ]
        })
    }
    if !layout.notes.isEmpty {
      fields["notes"] = .array(
        layout.notes.map {
          [
            "rule": .string($0.citation.rule.rawValue), "claim": .string($0.citation.claim),
            "text": .string($0.text),
          ]
        })
    }
    if let unknown = layout.unknownSafeArea {
      fields["unknown"] = [
        "question": .string(unknown.question), "note": .string(unknown.note),
        "fields": .array(
          unknown.unknowns.map {
            ["controller": .optional($0.controller), "field": .string($0.quantity)]
          }),
      ]
    }
    return fields
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

  /// The status bar, with `null` for each number of its frame that is not known.
  static func statusBar(_ bar: StatusBarLayout, in layout: ScreenLayout) -> JSONValue {
    [
      "frame": rect(
        bar.frame.value, known: { !layout.isUnknown("statusBar.frame.\($0)", of: nil) }),
      "hidden": .bool(bar.hidden.value),
      "overlapsApp": .bool(bar.overlapsApp.value),
      "style": .string(bar.style.rawValue),
      "content": .string(bar.content.rawValue),
      "contentNote": .optional(bar.contentNote),
      "rules": rules(bar.frame.basis + bar.hidden.basis + bar.overlapsApp.basis),
      "basis": [
        "frame": citations(bar.frame.basis), "hidden": citations(bar.hidden.basis),
        "overlapsApp": citations(bar.overlapsApp.basis),
      ],
      "uncertain": .array(bar.uncertain.map(uncertainty)),
    ]
  }

  /// A controller, with `null` for each number that is not known.
  static func controller(_ controller: ControllerLayout, in layout: ScreenLayout) -> JSONValue {
    let name = controller.name
    func known(_ prefix: String) -> (String) -> Bool {
      { !layout.isUnknown("\(prefix).\($0)", of: name) }
    }
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
      "viewFrame": rect(controller.viewFrame.value, known: known("viewFrame")),
      "safeAreaInsets": controller.safeAreaInsets.map {
        insets($0.value, known: known("safeAreaInsets"))
      } ?? .null,
      "topLayoutGuide": controller.topLayoutGuide.map {
        !layout.isUnknown("topLayoutGuide", of: name) ? .number($0.value) : .null
      } ?? .null,
      "bottomLayoutGuide": controller.bottomLayoutGuide.map {
        !layout.isUnknown("bottomLayoutGuide", of: name) ? .number($0.value) : .null
      } ?? .null,
      "navigationBar": controller.navigationBar.map { bar in
        [
          "frame": rect(bar.frame.value, known: known("navigationBar.frame")),
          "backgroundFrame": rect(
            bar.backgroundFrame.value, known: known("navigationBar.backgroundFrame")),
          "translucent": .bool(bar.isTranslucent), "largeTitle": .bool(bar.showsLargeTitle),
        ]
      } ?? .null,
      "tabBar": controller.tabBar.map { bottomBar($0, known: known("tabBar.frame")) } ?? .null,
      "toolbar": controller.toolbar.map { bottomBar($0, known: known("toolbar.frame")) } ?? .null,
      "scrollView": controller.scrollView.map { scroll in
        [
          "contentInset": insets(
            scroll.contentInset.value, known: known("scrollView.contentInset")),
          "adjustedContentInset": scroll.adjustedContentInset.map {
            insets($0.value, known: known("scrollView.adjustedContentInset"))
          } ?? .null,
          "adjustmentBehavior": .optional(scroll.adjustmentBehavior?.rawValue),
        ]
      } ?? .null,
      "rules": .array(controller.rules.map { .string($0.rawValue) }),
      "basis": .object(basis),
      "uncertain": .array(controller.uncertain.map(uncertainty)),
    ]
  }

  static func bottomBar(_ bar: BarLayout, known: (String) -> Bool) -> JSONValue {
    ["frame": rect(bar.frame.value, known: known), "translucent": .bool(bar.isTranslucent)]
  }

  /// A rectangle; a component `known` rejects is `null`.
  static func rect(_ rect: LayoutRect, known: (String) -> Bool = { _ in true }) -> JSONValue {
    numbers([("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)], known)
  }

  /// Insets; a component `known` rejects is `null`.
  static func insets(_ insets: LayoutInsets, known: (String) -> Bool = { _ in true }) -> JSONValue {
    numbers(
      [
        ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
        ("right", insets.right),
      ],
      known)
  }

  private static func numbers(_ parts: [(String, Double)], _ known: (String) -> Bool) -> JSONValue {
    .object(
      Dictionary(uniqueKeysWithValues: parts.map { ($0.0, known($0.0) ? .number($0.1) : .null) }))
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
