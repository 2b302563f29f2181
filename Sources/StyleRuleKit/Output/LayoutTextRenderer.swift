/// Renders layouts for people: the status bar, then each controller on screen with every
/// number and the rules behind it; with `why`, the derivation step by step; with several
/// versions, the numbers side by side.
public struct LayoutTextRenderer: ReportRenderer {
  /// How to decorate the text.
  public let style: TextStyle
  /// Whether to print the derivation step by step (`--why`).
  public let why: Bool

  /// Creates a renderer.
  public init(style: TextStyle = .plain, why: Bool = false) {
    self.style = style
    self.why = why
  }

  /// Renders the report: one layout, or several side by side.
  public func render(_ report: LayoutReport) -> String {
    let lines = report.layouts.count > 1 ? comparison(report) : single(report)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: One layout

  private func single(_ report: LayoutReport) -> [String] {
    guard let layout = report.layouts.first else { return [] }
    var lines = ["Layout: " + style.apply(.emphasis, layout.environment.screenPhrase)]
    if let step = report.step { lines.append(step.phrase) }
    if !report.alternatives.isEmpty {
      lines.append("Controllers chosen at run time: laid out with " + report.alternatives)
    }
    lines.append("")
    lines += statusBarLines(layout.statusBar, in: layout)
    if let unknown = layout.unknownPhrase { lines += ["", unknown] }
    lines.append("")
    let shown = report.shown(layout)
    if shown.isEmpty {
      lines.append("No controller on screen.")
    } else {
      lines.append(
        "On screen, in hierarchy order; frames (x, y, width, height) in window coordinates, "
          + "insets top/left/bottom/right, in points:")
      for controller in shown {
        lines.append("")
        lines += controllerLines(
          controller, in: layout, indent: report.controller == nil ? controller.depth : 0)
      }
    }
    if !layout.notes.isEmpty {
      lines.append("")
      lines.append("Notes:")
      lines += layout.notes.map { "  " + $0.text }
    }
    let unsure = layout.statusBar.uncertain + shown.flatMap(\.uncertain)
    if !unsure.isEmpty {
      lines.append("")
      lines.append(
        "Unsure: the reference's sources disagree (D) or leave it open (Q); 'stylerule rules "
          + "ID' shows each.")
    }
    if why {
      lines.append("")
      lines.append("How it is laid out:")
      for (number, step) in report.shownSteps(layout).enumerated() {
        lines += stepLines(step, number: number + 1)
      }
    }
    return lines
  }

  private func cited<Value>(_ label: String, _ value: String, _ cited: Cited<Value>, indent: String)
    -> String
  {
    let rules = cited.rulesPhrase
    return indent + label + " " + style.apply(.emphasis, value)
      + (rules.isEmpty ? "" : style.apply(.secondary, " · " + rules))
  }

  private func statusBarLines(_ bar: StatusBarLayout, in layout: ScreenLayout) -> [String] {
    var lines: [String] = []
    let shown = bar.hidden.value ? "hidden" : "shown"
    lines.append(
      "Status bar: " + style.apply(.emphasis, shown) + ", style \(bar.style.rawValue) "
        + (bar.contentNote == nil
          ? "(\(bar.content.rawValue) content, which moves nothing: L1.3)"
          : "(what the content under it calls for, R37, else \(bar.content.rawValue) content "
            + "from the traits; the style moves nothing: L1.3)"))
    lines.append(
      cited(
        "frame", layout.text(bar.frame.value, "statusBar.frame", of: nil), bar.frame,
        indent: "  "))
    lines.append(cited("hidden", bar.hidden.value ? "yes" : "no", bar.hidden, indent: "  "))
    lines.append(
      cited("overlaps the app", bar.overlapsApp.value ? "yes" : "no", bar.overlapsApp, indent: "  ")
    )
    lines += bar.uncertain.map { unsureLine($0, indent: "  ") }
    return lines
  }

  private func controllerLines(
    _ controller: ControllerLayout, in layout: ScreenLayout, indent depth: Int
  ) -> [String] {
    let name = controller.name
    let pad = String(repeating: "  ", count: depth)
    let inner = pad + "  "
    var heading = "\(controller.name): \(controller.className)"
    if let parent = controller.parentName {
      heading += controller.presentationStyle == nil ? ", in \(parent)" : ", presented by \(parent)"
    }
    if let presentation = controller.presentationStyle {
      heading += " (\(presentation.rawValue))"
    }
    var lines = [pad + style.apply(.emphasis, heading)]
    lines.append(
      cited(
        "view", layout.text(controller.viewFrame.value, "viewFrame", of: name),
        controller.viewFrame, indent: inner))
    if let safe = controller.safeAreaInsets {
      lines.append(
        cited("safe area", layout.text(safe.value, "safeAreaInsets", of: name), safe, indent: inner)
      )
    }
    if let top = controller.topLayoutGuide {
      lines.append(
        cited(
          "top layout guide", layout.text(top.value, "topLayoutGuide", of: name), top, indent: inner
        ))
    }
    if let bottom = controller.bottomLayoutGuide {
      lines.append(
        cited(
          "bottom layout guide", layout.text(bottom.value, "bottomLayoutGuide", of: name), bottom,
          indent: inner))
    }
    if let bar = controller.navigationBar {
      let kind =
        (bar.isTranslucent ? "translucent" : "opaque")
        + (bar.showsLargeTitle ? ", large title" : "")
      lines.append(
        cited(
          "navigation bar (\(kind))", layout.text(bar.frame.value, "navigationBar.frame", of: name),
          bar.frame, indent: inner))
      lines.append(
        cited(
          "navigation bar background",
          layout.text(bar.backgroundFrame.value, "navigationBar.backgroundFrame", of: name),
          bar.backgroundFrame,
          indent: inner))
    }
    if let bar = controller.toolbar {
      lines.append(
        cited(
          "toolbar (\(bar.isTranslucent ? "translucent" : "opaque"))",
          layout.text(bar.frame.value, "toolbar.frame", of: name),
          bar.frame, indent: inner))
    }
    if let bar = controller.tabBar {
      lines.append(
        cited(
          "tab bar (\(bar.isTranslucent ? "translucent" : "opaque"))",
          layout.text(bar.frame.value, "tabBar.frame", of: name),
          bar.frame, indent: inner))
    }
    if let scroll = controller.scrollView {
      lines.append(
        cited(
          "scroll view contentInset",
          layout.text(scroll.contentInset.value, "scrollView.contentInset", of: name),
          scroll.contentInset,
          indent: inner))
      if let adjusted = scroll.adjustedContentInset {
        let behavior = scroll.adjustmentBehavior.map { " (\($0.rawValue))" } ?? ""
        lines.append(
          cited(
            "scroll view adjustedContentInset\(behavior)",
            layout.text(adjusted.value, "scrollView.adjustedContentInset", of: name), adjusted,
            indent: inner))
      }
    }
    for group in layout.notKnownGroups() where group.controller == name {
      lines.append(
        inner + style.apply(.warning, "not known") + " "
          + group.quantities.joined(separator: ", ") + " (\(group.question)): " + group.note)
    }
    lines += controller.uncertain.map { unsureLine($0, indent: inner) }
    return lines
  }

  private func unsureLine(_ doubt: LayoutUncertainty, indent: String) -> String {
    let kind = RuleCatalogue.layoutQuestion(doubt.question)?.kind.phrase ?? "question"
    var text =
      indent + style.apply(.warning, "unsure") + " \(doubt.quantity) "
      + LayoutNumber.text(doubt.value)
    if !doubt.alternatives.isEmpty {
      text += ", or " + doubt.alternatives.map(LayoutNumber.text).joined(separator: " or ")
    }
    return text + " (\(doubt.question), \(kind)): \(doubt.note)"
  }

  private func stepLines(_ step: LayoutStep, number: Int) -> [String] {
    var lines = [
      "\(String(number).padded(to: 3)) \(step.subjectName) · \(step.quantity) = "
        + style.apply(.emphasis, step.value)
    ]
    lines.append("    " + step.reason)
    if !step.citations.isEmpty {
      lines.append(
        "    "
          + style.apply(
            .secondary,
            step.citations.map { "\($0.rule) \($0.claim) · \($0.confidence.phrase)" }
              .joined(separator: "; ")))
    }
    return lines
  }

  // MARK: Several versions

  private func comparison(_ report: LayoutReport) -> [String] {
    let layouts = report.layouts
    guard let first = layouts.first else { return [] }
    let versions = layouts.map { "iOS \($0.environment.ios)" }
    let models = Set(layouts.map(\.environment.model))
    let device = models.count == 1 ? first.environment.model.name + ", " : ""
    var lines = [
      "\(report.file) on \(versions.joined(separator: ", ")) (\(device)"
        + "\(first.environment.orientation.rawValue)); frames in window coordinates, insets "
        + "top/left/bottom/right, in points"
    ]
    if let step = report.step { lines.append(step.phrase) }
    lines.append("")
    // Rows grouped by controller, in the order controllers first appear, then by field.
    var labels: [String] = []
    var cells: [String: [String]] = [:]
    var groups: [String: Int] = ["": 0]
    var keys: [String: (Int, Int)] = [:]
    func put(_ group: String, _ field: Int, _ label: String, _ value: String, at index: Int) {
      if cells[label] == nil {
        if groups[group] == nil { groups[group] = groups.count }
        keys[label] = (groups[group] ?? 0, field)
        labels.append(label)
        cells[label] = Array(repeating: "–", count: layouts.count)
      }
      cells[label]?[index] = value
    }
    for (index, layout) in layouts.enumerated() {
      if models.count > 1 { put("", 0, "device", layout.environment.model.name, at: index) }
      let bar = layout.statusBar
      put(
        "", 1, "status bar",
        bar.hidden.value ? "hidden" : layout.text(bar.frame.value, "statusBar.frame", of: nil),
        at: index)
      put("", 2, "status bar overlaps the app", bar.overlapsApp.value ? "yes" : "no", at: index)
      for controller in report.shown(layout) {
        for (field, (name, value)) in comparedFields(controller, in: layout).enumerated() {
          guard let value else { continue }
          put(controller.name, field, "\(controller.name) \(name)", value, at: index)
        }
      }
    }
    labels.sort { (keys[$0] ?? (0, 0)) < (keys[$1] ?? (0, 0)) }
    let rows = labels.map { ($0, cells[$0] ?? []) }
    let labelWidth = (labels.map(\.count).max() ?? 0) + 2
    var widths = versions.map(\.count)
    for (_, values) in rows {
      for (index, value) in values.enumerated() { widths[index] = max(widths[index], value.count) }
    }
    func line(_ mark: String, _ label: String, _ values: [String]) -> String {
      var text = mark + " " + label.padded(to: labelWidth)
      for (index, value) in values.enumerated() { text += value.padded(to: widths[index] + 2) }
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
    lines.append(line(" ", "", versions))
    var anyDiffers = false
    for (label, values) in rows {
      let differs = Set(values).count > 1
      anyDiffers = anyDiffers || differs
      let text = line(differs ? "*" : " ", label, values)
      lines.append(differs ? style.apply(.emphasis, text) : text)
    }
    lines.append("")
    lines.append(anyDiffers ? "* differs between versions." : "The versions lay out the same.")
    for layout in layouts {
      let unsure = layout.statusBar.uncertain + report.shown(layout).flatMap(\.uncertain)
      guard !unsure.isEmpty else { continue }
      lines.append("")
      lines.append("Unsure on iOS \(layout.environment.ios):")
      lines += unsure.map { unsureLine($0, indent: "  ") }
    }
    for layout in layouts {
      guard let unknown = layout.unknownPhrase else { continue }
      lines.append("")
      lines.append("On iOS \(layout.environment.ios): \(unknown)")
    }
    lines.append("")
    lines.append("Run with one --ios version for the rules behind each number.")
    return lines
  }

  /// The fields of a controller compared between versions, always in this order; a field
  /// that does not apply is `nil`.
  private func comparedFields(_ controller: ControllerLayout, in layout: ScreenLayout)
    -> [(String, String?)]
  {
    let name = controller.name
    func rect(_ value: LayoutRect?, _ quantity: String) -> String? {
      value.map { layout.text($0, quantity, of: name) }
    }
    func insets(_ value: LayoutInsets?, _ quantity: String) -> String? {
      value.map { layout.text($0, quantity, of: name) }
    }
    func number(_ value: Double?, _ quantity: String) -> String? {
      value.map { layout.text($0, quantity, of: name) }
    }
    let scroll = controller.scrollView
    return [
      ("view", rect(controller.viewFrame.value, "viewFrame")),
      ("safe area", insets(controller.safeAreaInsets?.value, "safeAreaInsets")),
      ("top layout guide", number(controller.topLayoutGuide?.value, "topLayoutGuide")),
      ("bottom layout guide", number(controller.bottomLayoutGuide?.value, "bottomLayoutGuide")),
      ("navigation bar", rect(controller.navigationBar?.frame.value, "navigationBar.frame")),
      (
        "navigation bar background",
        rect(controller.navigationBar?.backgroundFrame.value, "navigationBar.backgroundFrame")
      ),
      ("toolbar", rect(controller.toolbar?.frame.value, "toolbar.frame")),
      ("tab bar", rect(controller.tabBar?.frame.value, "tabBar.frame")),
      ("contentInset", insets(scroll?.contentInset.value, "scrollView.contentInset")),
      (
        "adjustedContentInset",
        insets(scroll?.adjustedContentInset?.value, "scrollView.adjustedContentInset")
      ),
    ]
  }
}
