/// Renders a scan summary as the plain text the command prints on standard error.
public struct ScanSummaryRenderer: Sendable {
  /// At most this many "could not determine" items are listed; the rest are counted.
  public var maximumItems: Int

  /// Creates a renderer.
  public init(maximumItems: Int = 50) {
    self.maximumItems = maximumItems
  }

  /// The summary, then each problem, as lines of text ending in a newline.
  public func render(_ summary: ScanSummary, problems: [ScanProblem] = []) -> String {
    var lines: [String] = []
    if let target = summary.target {
      lines.append(
        "Target: \(target.name) (\(target.projectPath), \(target.configuration) configuration)")
    }
    let kinds = summary.filesRead.keys.sorted().map { kind in
      "\(summary.filesRead[kind] ?? 0) \(kind.pluralName)"
    }
    lines.append(
      "Files read: \(summary.totalFilesRead)"
        + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
        + (summary.filesSkipped > 0 ? ", \(summary.filesSkipped) skipped" : "")
        + (summary.filesOutsideTarget > 0
          ? ", \(summary.filesOutsideTarget) outside the target not read" : ""))
    lines.append("View controller classes: \(summary.viewControllerClasses)")
    let placed = summary.placedViewControllerClasses.map(String.init) ?? "?"
    lines.append(
      "Screens: \(placed) of \(summary.viewControllerClasses) view controller classes placed; "
        + "transitions: \(summary.transitionSites.determined) of \(summary.transitionSites.sites) "
        + "destinations determined")
    for (reason, count) in summary.undeterminedByReason {
      lines.append("  \(count) \(reason.rawValue)")
    }
    let exact = summary.overrides[.exact] ?? 0
    let dynamic = summary.overrides[.dynamic] ?? 0
    let unknown = summary.overrides[.unknown] ?? 0
    lines.append(
      "Status bar overrides: \(exact + dynamic + unknown) (\(exact) exact, \(dynamic) dynamic, \(unknown) unknown)"
    )
    lines.append("Windows: \(summary.windows), scenes: \(summary.scenes)")
    lines.append("Presentations: \(summary.presentations)")
    lines.append("setNeedsStatusBarAppearanceUpdate() calls: \(summary.appearanceUpdates)")
    if !summary.undetermined.isEmpty {
      lines.append("Could not determine (\(summary.undetermined.count)):")
      for item in summary.undetermined.prefix(maximumItems) {
        let place = item.origin.map { "\($0): " } ?? ""
        lines.append("  \(place)\(item.what)")
      }
      if summary.undetermined.count > maximumItems {
        lines.append("  … and \(summary.undetermined.count - maximumItems) more")
      }
    }
    if !summary.notes.isEmpty {
      lines.append("Notes (\(summary.notes.count)):")
      for note in summary.notes.prefix(maximumItems) {
        let place = note.origin.map { "\($0): " } ?? ""
        lines.append("  \(place)\(note.what)")
      }
      if summary.notes.count > maximumItems {
        lines.append("  … and \(summary.notes.count - maximumItems) more")
      }
    }
    if !problems.isEmpty {
      lines.append("Problems (\(problems.count)):")
      for problem in problems.prefix(maximumItems) { lines.append("  \(problem)") }
      if problems.count > maximumItems {
        lines.append("  … and \(problems.count - maximumItems) more")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
