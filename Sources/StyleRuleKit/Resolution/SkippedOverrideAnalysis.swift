/// Lists every override UIKit never asked during a resolution, each with where the walk
/// left the path to it (see ``PathAnalysis``), for both questions.
struct SkippedOverrideAnalysis {
  /// The style walk's record, then the hidden walk's.
  let records: [WalkRecord]

  func run() -> [SkippedOverride] {
    var result: [SkippedOverride] = []
    guard let first = records.first else { return result }
    let model = first.model
    // Before iOS 7 the app-level values are what the status bar shows, whatever the switch.
    if model.plist.viewControllersDecide, first.ios.isModelled {
      let setters: [(String, String, SourceRange?)] = [
        model.application.statusBarStyle.map { ("statusBarStyle", $0.value.rawValue, $0.range) },
        model.application.isStatusBarHidden.map {
          ("isStatusBarHidden", String($0.value), $0.range)
        },
      ].compactMap { $0 }
      for (member, value, range) in setters {
        result.append(
          SkippedOverride(
            subject: .application, subjectName: "UIApplication", member: member, value: value,
            location: range,
            reason:
              "UIViewControllerBasedStatusBarAppearance is YES (or absent), so the app-level "
              + "value has no effect; it is deprecated since iOS 9",
            citation: first.cite(.r2SettersIgnored)))
      }
    }
    for record in records {
      let analysis = PathAnalysis(record: record)
      let question = record.question
      // Controllers whose value the decider's override read were asked, by that override.
      var readByDecider = Set<ControllerID>()
      if record.decider == record.winner.map(StatusBarDecider.controller) {
        readByDecider.formUnion(record.valueChain)
      }
      for controller in model.controllers
      where controller.parent != nil && record.isInScene(controller.id) {
        let settings = model.effectiveSettings(of: controller.id)
        // The overrides a class or an extension gives this controller: member, value, place.
        var overrides: [(String, String, SourceRange)] = []
        if let origin = question.valueOrigin(in: settings), origin != .instance,
          let range = question.valueRange(in: settings),
          !(record.decider == .controller(controller.id) && record.usedValueOverride),
          !readByDecider.contains(controller.id)
        {
          overrides.append((question.valueMember, valueText(question, settings), range))
        }
        if let observed = observedEntry(controller.id, question, in: model),
          !(record.decider == .controller(controller.id) && record.usedValueOverride),
          !readByDecider.contains(controller.id)
        {
          overrides.append(observed)
        }
        if let child = question.childSelector(in: settings), child.origin != .instance,
          !childConsulted(controller.id, in: record)
        {
          overrides.append((question.childMember, child.value.spelling, child.range))
        }
        guard !overrides.isEmpty else { continue }
        let departure = analysis.departure(for: controller.id)
        for (member, value, range) in overrides {
          result.append(
            SkippedOverride(
              subject: .controller(controller.id), subjectName: controller.name, member: member,
              value: value, location: departure.location ?? range, reason: departure.reason,
              citation: departure.citation))
        }
      }
    }
    return result
  }

  private func valueText(_ question: StatusBarQuestion, _ settings: PropertySet) -> String {
    if let forwarding = question.valueForwarding(in: settings) {
      return forwarding.value.spelling(member: question.valueMember)
    }
    return switch question {
    case .style: settings.preferredStatusBarStyle?.value.rawValue ?? ""
    case .hidden: settings.prefersStatusBarHidden.map { String($0.value) } ?? ""
    }
  }

  private func childConsulted(_ id: ControllerID, in record: WalkRecord) -> Bool {
    switch record.visits[id] {
    case .decided, .forwarded, .childYieldedNothing: true
    case .presentedControls, .notControlling, nil: false
    }
  }
}
