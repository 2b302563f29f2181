/// Renders a timeline for people: each moment with whether UIKit asked again and what the
/// status bar shows, stale states flagged with the event that refreshes them and the fix.
public struct TimelineTextRenderer: ReportRenderer {
  /// One timeline; ``render(_:)-(AlternativeTimelines)`` renders those of each alternative.
  public typealias Report = Timeline

  /// How to decorate the text.
  public let style: TextStyle
  /// Whether to print each state's traces too.
  public let includesTraces: Bool

  /// Creates a renderer.
  public init(style: TextStyle = .plain, includesTraces: Bool = false) {
    self.style = style
    self.includesTraces = includesTraces
  }

  /// Renders the timeline.
  public func render(_ timeline: Timeline) -> String {
    var lines = header(timeline)
    if !timeline.model.controllerChoices.isEmpty {
      lines.append(
        "Controllers chosen at run time: played with "
          + timeline.model.placedAlternativesPhrase
          + "; 'stylerule resolve' answers for each alternative.")
    }
    lines += states(timeline)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Renders the timelines of each alternative: one after the other, each under a heading
  /// that names the alternatives it plays; a file without choices reads as one timeline.
  public func render(_ timelines: AlternativeTimelines) -> String {
    guard let first = timelines.entries.first else { return "" }
    guard !first.alternatives.isEmpty else { return render(first.timeline) }
    var lines = header(first.timeline)
    let count = timelines.entries.count
    var played =
      "Controllers chosen at run time: the scenario is played under each alternative "
      + "(\(count) timeline\(count == 1 ? "" : "s"))"
    if timelines.combinationsLeftOut > 0 {
      played +=
        ", each alternative once with the other choices as the file places them "
        + "(\(timelines.combinationsLeftOut) combinations not played)"
    }
    lines.append(played + ".")
    for entry in timelines.entries {
      lines.append("")
      lines.append(style.apply(.emphasis, "Under \(entry.alternativesPhrase):"))
      lines += states(entry.timeline)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines that name the file and the environment.
  private func header(_ timeline: Timeline) -> [String] {
    var lines: [String] = ["Timeline of \(timeline.model.source.path)"]
    if let first = timeline.states.compactMap(\.current).first {
      lines.append("Environment: " + first.environment.phrase)
    }
    return lines
  }

  /// Each state of a timeline, then whether any is stale.
  private func states(_ timeline: Timeline) -> [String] {
    let source = timeline.model.source
    var lines: [String] = []
    if timeline.model.scenario.isEmpty {
      lines.append("The file has no scenario: only the launch and the first screen.")
    }
    let width = String(timeline.states.count - 1).count
    for (index, state) in timeline.states.enumerated() {
      lines.append("")
      let number = String(index).padded(to: width)
      var title = "\(number)  \(state.title)"
      if let location = state.location {
        let position = source.location(of: location.start)
        title += "   (line \(position.line)"
        if let origin = source.resolvedOrigin(of: location) { title += ", \(origin)" }
        title += ")"
      }
      lines.append(style.apply(.emphasis, title))
      let indent = String(repeating: " ", count: width + 2)
      let asks = state.refresh.happens ? "yes" : "no"
      lines.append(
        "\(indent)UIKit asks again: \(asks), \(state.refresh.reason) "
          + style.apply(
            .secondary,
            "(\(state.refresh.citation.rule), \(state.refresh.citation.confidence.phrase))"))
      lines.append(
        "\(indent)shows: \(state.shown.phrase); style decided by \(state.shown.decidedBy), "
          + "hidden by \(state.shown.hiddenDecidedBy)")
      if state.isStale {
        lines.append(
          indent + style.apply(.warning, "STALE")
            + ": the current preferences give \(state.currentSnapshot.phrase) "
            + "(\(state.currentSnapshot.decidedBy))")
        if let next = state.refreshedBy {
          lines.append("\(indent)refreshed by: \(next)  \(timeline.states[next].title)")
        } else {
          lines.append(
            "\(indent)refreshed by: nothing in this scenario; the next presentation, dismissal, "
              + "push, pop, tab selection or rotation would")
        }
        if let fix = state.fixNow { lines.append("\(indent)fix now: \(fix)") }
      }
      if includesTraces, let current = state.current {
        for (name, steps) in [
          ("style", current.styleSteps), ("hidden", current.hiddenSteps),
        ] {
          lines.append("\(indent)\(name) trace:")
          for step in steps {
            lines.append(
              "\(indent)  \(step.subjectName): \(step.question) → \(step.answer) "
                + style.apply(.secondary, "(\(step.citation.rule))"))
          }
        }
      }
    }
    lines.append("")
    let stale = timeline.staleStates.count
    lines.append(
      stale == 0
        ? "No stale state: the status bar always shows what the preferences give."
        : "\(stale) stale state\(stale == 1 ? "" : "s"): the status bar shows something the "
          + "preferences no longer give until UIKit asks again (R11).")
    return lines
  }
}

/// Renders a timeline as one JSON object: an array of states, each with its traces.
public struct TimelineJSONRenderer: ReportRenderer {
  /// One timeline; ``render(_:)-(AlternativeTimelines)`` renders those of each alternative.
  public typealias Report = Timeline

  /// Creates a renderer.
  public init() {}

  /// Renders the timeline.
  public func render(_ timeline: Timeline) -> String {
    document(timeline).text
  }

  /// Renders the timelines of each alternative: the file's own placement as for one
  /// timeline, with `alternatives` naming what it plays, and each other combination in
  /// `alternativeTimelines` (its `alternatives`, `states` and `staleStates`).
  public func render(_ timelines: AlternativeTimelines) -> String {
    guard let first = timelines.entries.first else { return "" }
    guard !first.alternatives.isEmpty else { return render(first.timeline) }
    func alternatives(_ entry: AlternativeTimelines.Entry) -> JSONValue {
      .array(
        entry.alternatives.map { played in
          [
            "choice": .string(played.choice), "alternative": .string(played.alternative),
            "atLaunch": played.isLaunchAlternative.map { .bool($0) } ?? .null,
          ]
        })
    }
    guard case .object(var fields) = document(first.timeline) else { return "" }
    fields["alternatives"] = alternatives(first)
    fields["alternativeTimelines"] = .array(
      timelines.entries.dropFirst().map { entry in
        guard case .object(let other) = document(entry.timeline) else { return .null }
        return [
          "alternatives": alternatives(entry), "states": other["states"] ?? [],
          "staleStates": other["staleStates"] ?? [],
        ]
      })
    fields["combinationsNotPlayed"] = .integer(timelines.combinationsLeftOut)
    return JSONValue.object(fields).text
  }

  /// The JSON document of one timeline.
  private func document(_ timeline: Timeline) -> JSONValue {
    let source = timeline.model.source
    func snapshot(_ value: DisplayedStatusBar) -> JSONValue {
      [
        "style": .string(value.style.rawValue), "content": .string(value.content.rawValue),
        "followsContent": .bool(value.followsContent),
        "hidden": .bool(value.hidden), "decidedBy": .string(value.decidedBy),
        "hiddenDecidedBy": .string(value.hiddenDecidedBy),
      ]
    }
    let states: [JSONValue] = timeline.states.enumerated().map { index, state in
      var moment: String
      switch state.moment {
      case .launch: moment = "launch"
      case .firstScreen: moment = "firstScreen"
      case .event: moment = "event"
      }
      return [
        "index": .integer(index),
        "moment": .string(moment),
        "event": state.location == nil ? .null : .string(state.title),
        "location": .location(state.location, in: source),
        "refreshes": .bool(state.refresh.happens),
        "refreshReason": .string(state.refresh.reason),
        "refreshRule": .string(state.refresh.citation.rule.rawValue),
        "refreshConfidence": .string(state.refresh.citation.confidence.rawValue),
        "shown": snapshot(state.shown),
        "current": snapshot(state.currentSnapshot),
        "stale": .bool(state.isStale),
        "refreshedBy": state.refreshedBy.map { .integer($0) } ?? .null,
        "fixNow": .optional(state.fixNow),
        "trace": state.current.map {
          ResolutionJSONRenderer.trace($0.styleSteps, in: source)
        } ?? [],
        "hiddenTrace": state.current.map {
          ResolutionJSONRenderer.trace($0.hiddenSteps, in: source)
        } ?? [],
      ]
    }
    let document: JSONValue = [
      "schemaVersion": .integer(JSONValue.schemaVersion),
      "file": .string(source.path),
      "environment": timeline.states.compactMap(\.current).first?.environment.json ?? .null,
      "states": .array(states),
      "staleStates": .array(
        timeline.states.indices.filter { timeline.states[$0].isStale }.map { .integer($0) }),
    ]
    return document
  }
}
