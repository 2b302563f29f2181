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
    if summary.classesNamedNowhere > 0, let placed = summary.placedViewControllerClasses {
      // A class named nowhere is never placed: the classes the target can make.
      let made = summary.viewControllerClasses - summary.classesNamedNowhere
      let share = made > 0 ? " (\((placed * 100 + made / 2) / made)%)" : ""
      lines.append(
        "  \(placed) of the \(made) the files name beyond their declarations\(share); "
          + "\(summary.classesNamedNowhere) named nowhere else, which nothing in the target makes")
    }
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
    lines += list(
      "Could not determine",
      summary.undetermined.map { item in (item.origin.map { "\($0): " } ?? "") + item.what })
    lines += list(
      "Not placed", summary.unplacedClasses.map { "\($0.name) (\($0.origin)): \($0.reason)" })
    lines += list(
      "Notes", summary.notes.map { note in (note.origin.map { "\($0): " } ?? "") + note.what })
    lines += list("Problems", problems.map(String.init(describing:)))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A titled list of at most ``maximumItems`` items, counting the rest; nothing when
  /// there is no item.
  private func list(_ title: String, _ items: [String]) -> [String] {
    guard !items.isEmpty else { return [] }
    var lines = ["\(title) (\(items.count)):"]
    lines += items.prefix(maximumItems).map { "  " + $0 }
    if items.count > maximumItems {
      lines.append("  … and \(items.count - maximumItems) more (--full-summary lists them all)")
    }
    return lines
  }
}
