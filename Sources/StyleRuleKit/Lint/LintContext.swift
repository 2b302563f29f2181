/// What the checks share about one file: the model, its resolution, and helpers to ask
/// UIKit's questions about any controller without a full walk.
struct LintContext {
  /// The app model.
  let model: AppModel
  /// The environment the file describes, with any overrides.
  let environment: ResolvedEnvironment
  /// The resolution in that environment.
  let resolution: StatusBarResolution
  private let analysis: PathAnalysis
  private var scratch: StatusBarWalk

  init(model: AppModel, overrides: EnvironmentOverrides) {
    self.model = model
    let resolution = StatusBarResolver(model: model).resolve(overrides: overrides)
    self.environment = resolution.environment
    self.resolution = resolution
    self.analysis = PathAnalysis(record: resolution.styleAnswer.record)
    self.scratch = StatusBarWalk(model: model, environment: resolution.environment)
  }

  /// The iOS version resolved for.
  var ios: OSVersion { environment.values.ios }

  /// Where the walk leaves the path to a controller.
  func departure(for id: ControllerID) -> PathDeparture {
    analysis.departure(for: id)
  }

  /// Whether a presentation hands over control, as UIKit would judge it.
  func verdict(of presentation: Int) -> PresentationVerdict {
    var walk = scratch
    return walk.presentationVerdict(presentation)
  }

  /// A controller's answer to `childForStatusBarStyle`.
  func forwardAnswer(for id: ControllerID) -> ForwardAnswer {
    var walk = scratch
    return walk.forwardAnswer(for: id)
  }

  /// The controller whose preference a controller's forwarding chain ends at.
  func forwardingEnd(from id: ControllerID) -> ControllerID {
    var current = id
    var steps = 0
    while let child = forwardAnswer(for: current).child, steps < model.controllers.count {
      current = child
      steps += 1
    }
    return current
  }

  /// Controllers placed in a window (directly or through containers and presentations).
  var placedControllers: [Controller] {
    model.controllers.filter { resolution.styleAnswer.record.facts.window[$0.id.index] >= 0 }
  }

  /// A style override a class or an extension gives a controller (not one set on the instance).
  func styleOverride(of id: ControllerID) -> Setting<StatusBarStyle>? {
    guard let setting = model.effectiveSettings(of: id).preferredStatusBarStyle,
      setting.origin != .instance
    else { return nil }
    return setting
  }

  /// `"class SampleViewController"` or `"extension UINavigationController"` for a setting.
  func origin(_ origin: SettingOrigin) -> String { origin.phrase }
}
