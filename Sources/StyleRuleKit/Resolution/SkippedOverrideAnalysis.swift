/// Lists every override UIKit never asked during a resolution, each with where the walk
/// left the path to it (see ``PathAnalysis``).
struct SkippedOverrideAnalysis {
  let record: WalkRecord

  private var model: AppModel { record.model }

  func run() -> [SkippedOverride] {
    var result: [SkippedOverride] = []
    if model.plist.viewControllersDecide, let setter = model.application.statusBarStyle {
      result.append(
        SkippedOverride(
          subject: .application, subjectName: "UIApplication", member: "statusBarStyle",
          value: setter.value.rawValue, location: setter.range,
          reason:
            "UIViewControllerBasedStatusBarAppearance is YES (or absent), so the app-level value "
            + "has no effect; it is deprecated since iOS 9",
          citation: record.cite("R2", "setters-ignored")))
    }
    let analysis = PathAnalysis(record: record)
    for controller in model.controllers where controller.parent != nil {
      let settings = model.effectiveSettings(of: controller.id)
      // The overrides a class or an extension gives this controller: member, value, place.
      var overrides: [(PropertyKey, String, SourceRange)] = []
      if let preference = settings.preferredStatusBarStyle, preference.origin != .instance,
        !styleConsulted(controller.id)
      {
        overrides.append((.preferredStatusBarStyle, preference.value.rawValue, preference.range))
      }
      if let child = settings.childForStatusBarStyle, child.origin != .instance,
        !childConsulted(controller.id)
      {
        overrides.append((.childForStatusBarStyle, child.value.spelling, child.range))
      }
      guard !overrides.isEmpty else { continue }
      let departure = analysis.departure(for: controller.id)
      for (member, value, range) in overrides {
        result.append(
          SkippedOverride(
            subject: .controller(controller.id), subjectName: controller.name,
            member: member.rawValue, value: value, location: departure.location ?? range,
            reason: departure.reason, citation: departure.citation))
      }
    }
    return result
  }

  private func styleConsulted(_ id: ControllerID) -> Bool {
    record.decider == .controller(id) && record.usedStyleOverride
  }

  private func childConsulted(_ id: ControllerID) -> Bool {
    switch record.visits[id] {
    case .decided, .forwarded, .childYieldedNothing: true
    case .presentedControls, .notControlling, nil: false
    }
  }
}
