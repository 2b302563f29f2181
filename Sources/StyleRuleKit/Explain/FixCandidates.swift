/// The changes worth trying where the walk leaves the path to a controller.
///
/// Candidates are only proposals: the explainer applies each one to the rules file,
/// resolves again, and keeps those that verifiably make the controller decide.
enum FixCandidates {
  /// The actions that could repair `departure` for `target`, best first, followed by
  /// those that repair presentations further down the path, which the walk has not
  /// reached yet but which would stop it next (so that one change can repair both, as
  /// presenting full screen from the root does).
  static func actions(
    for departure: PathDeparture, target: ControllerID, in model: AppModel,
    environment: ResolvedEnvironment
  ) -> [FixAction] {
    var actions = repairs(for: departure, target: target, in: model)
    for action in presentationRepairs(onPathTo: target, in: model, environment: environment)
    where !actions.contains(action) {
      actions.append(action)
    }
    return actions
  }

  /// Capture and full-screen changes for every presentation on the path to `target` that
  /// does not hand over control.
  private static func presentationRepairs(
    onPathTo target: ControllerID, in model: AppModel, environment: ResolvedEnvironment
  ) -> [FixAction] {
    var scratch = StatusBarWalk(model: model, environment: environment)
    var actions: [FixAction] = []
    var current: ControllerID? = target
    while let node = current {
      switch model[node].parent {
      case .container(let parent):
        current = parent
      case .presentation(let index):
        let verdict = scratch.presentationVerdict(index)
        if !verdict.controls {
          actions += presentedRepairs(model[node].name, verdict: verdict)
        }
        current = model.presentations[index].presenter
      case .window, nil:
        current = nil
      }
    }
    return actions
  }

  private static func presentedRepairs(_ name: String, verdict: PresentationVerdict) -> [FixAction]
  {
    var actions: [FixAction] = [
      .setInstanceProperty(controller: name, key: .capturesStatusBarAppearance, value: "true")
    ]
    if verdict.effectiveStyle != .fullScreen {
      actions.append(
        .setInstanceProperty(controller: name, key: .modalPresentationStyle, value: "fullScreen"))
    }
    return actions
  }

  /// The actions that repair the departure itself.
  private static func repairs(
    for departure: PathDeparture, target: ControllerID, in model: AppModel
  ) -> [FixAction] {
    let targetName = model[target].name
    switch departure.kind {
    case .decides, .notPlaced, .unreached:
      return []
    case .noControllingWindow:
      return windowActions(showing: target, over: nil, in: model)
    case .coveredByPresentation:
      // The controller is covered by a full-screen presentation: not on screen.
      return []
    case .applicationDecides:
      return [.enableViewControllerAppearance]
    case .imposedBySystem(let forced):
      // A card sheet imposes a light status bar (R28): make the sheet take control instead.
      guard let card = forced.card else { return [] }
      let presented = model.presentations[card].presented
      return [
        .setInstanceProperty(
          controller: model[presented].name, key: .capturesStatusBarAppearance, value: "true"),
        .setInstanceProperty(
          controller: model[presented].name, key: .modalPresentationStyle, value: "fullScreen"),
      ]
    case .otherWindow(let controlling):
      return windowActions(showing: target, over: controlling, in: model)
    case .styleOverrideIgnored:
      guard let preference = model.effectiveSettings(of: target).preferredStatusBarStyle else {
        return []
      }
      if model[target].kind == .hosting {
        // From iOS 16 SwiftUI's private child answers; returning nil from
        // childForStatusBarStyle makes UIKit ask the hosting controller itself (R10, R21).
        return memberActions(for: model[target], value: "nil", in: model)
      }
      return [
        .subclass(
          controller: targetName, member: .preferredStatusBarStyle, value: preference.value.rawValue
        )
      ]
    case .presentedWithoutControl(let presented, let verdict):
      return presentedRepairs(model[presented].name, verdict: verdict)
    case .forwardsToChild(let answer):
      return forwardingActions(at: target, toward: nil, answer: answer, in: model)
    case .ancestorDoesNotForward(let ancestor, let toward, let answer):
      return forwardingActions(at: ancestor, toward: toward, answer: answer, in: model)
    }
  }

  /// Window changes that make the window holding `target` control the status bar (R33):
  /// showing it if it is hidden; else hiding `controlling`, the window that controls it
  /// now, or raising the target's window in front of it.
  ///
  /// Only one window changes at a time: the search tries the next change once this one
  /// is applied and resolved, so that a window shown again can then be raised, or the
  /// window behind a hidden one hidden too.
  private static func windowActions(
    showing target: ControllerID, over controlling: Int?, in model: AppModel
  ) -> [FixAction] {
    guard let shown = window(holding: target, in: model) else {
      return controlling.map { [.hideWindow($0, label: model.windows[$0].label(index: $0))] } ?? []
    }
    let windows = model.windows
    if windows[shown].isHidden.value {
      return [.showWindow(shown, label: windows[shown].label(index: shown))]
    }
    guard let controlling, controlling != shown else { return [] }
    let above = windows[controlling]
    var actions: [FixAction] = [
      .hideWindow(controlling, label: above.label(index: controlling))
    ]
    if windows[shown].level.value <= above.level.value {
      actions.append(
        .raiseWindow(
          shown, label: windows[shown].label(index: shown),
          above: above.label(index: controlling), aboveLevel: above.level.value))
    }
    return actions
  }

  /// The index of the window whose hierarchy holds `id`, or `nil` if none does.
  static func window(holding id: ControllerID, in model: AppModel) -> Int? {
    var current = id
    // Each step goes up one parent; the hierarchy is a tree, so this ends at its root.
    for _ in 0...model.controllers.count {
      switch model[current].parent {
      case .container(let parent): current = parent
      case .presentation(let index): current = model.presentations[index].presenter
      case .window(let index): return index
      case nil: return nil
      }
    }
    return nil
  }

  /// Actions that make `controller` forward to `toward` (or, for `nil`, decide itself).
  private static func forwardingActions(
    at id: ControllerID, toward: ControllerID?, answer: ForwardAnswer, in model: AppModel
  ) -> [FixAction] {
    let controller = model[id]
    let name = controller.name
    guard let toward else {
      // Make the controller decide itself instead of forwarding.
      return memberActions(for: controller, value: "nil", in: model)
    }
    switch answer.reason {
    case .navigationBarHidden:
      // The child is not the top of the stack: it is not on screen.
      return []
    case .selectedTab, .noTabs:
      // Another tab is selected: selecting this one is the user's navigation, never a fix
      // (the explainer explains on the screen where the tab is selected).
      return []
    case .navigationBarVisible:
      guard controller.children.last == toward else { return [] }
      // TN3105 returns visibleViewController; when the controller itself presents
      // something, topViewController keeps the pushed controller in charge (R17).
      let selector = controller.presentation == nil ? "visibleViewController" : "topViewController"
      return memberActions(for: controller, value: selector, in: model)
        + [
          .setExtensionMember(
            .navigationController, member: .childForStatusBarStyle, value: selector),
          .setInstanceProperty(controller: name, key: .isNavigationBarHidden, value: "true"),
        ]
    case .hostingPrivateChild, .system, .opaque, .observed:
      return []
    case .split, .containerDoesNotForward, .noOverride:
      return memberActions(
        for: controller, value: childSelector(for: toward, in: controller, model: model), in: model)
    case .override(let selector, let origin):
      let replacement: String
      switch controller.kind {
      case .navigation:
        guard controller.children.last == toward else { return [] }
        replacement = selector == .topViewController ? "visibleViewController" : "topViewController"
      case .tabBar:
        replacement = "selectedViewController"
        // Another tab is selected: selecting this one is the user's navigation, not a fix.
        if (controller.selectedTab?.value ?? controller.children.first) != toward { return [] }
      default:
        replacement = childSelector(for: toward, in: controller, model: model)
      }
      switch origin {
      case .classDeclaration(let className):
        return [
          .setClassMember(
            className: className, member: .childForStatusBarStyle, value: replacement),
          .subclass(controller: name, member: .childForStatusBarStyle, value: replacement),
        ]
      case .extensionOf(let uikit):
        return [
          .subclass(controller: name, member: .childForStatusBarStyle, value: replacement),
          .setExtensionMember(uikit, member: .childForStatusBarStyle, value: replacement),
        ]
      case .instance:
        return []
      }
    }
  }

  /// Overriding `childForStatusBarStyle` for one controller: in its own declared class when it
  /// has one, else in a new subclass.
  private static func memberActions(for controller: Controller, value: String, in model: AppModel)
    -> [FixAction]
  {
    var actions: [FixAction] = [
      .subclass(controller: controller.name, member: .childForStatusBarStyle, value: value)
    ]
    if case .declared(let id) = controller.classReference {
      actions.insert(
        .setClassMember(
          className: model.classes[id.index].name, member: .childForStatusBarStyle, value: value),
        at: 0)
    }
    return actions
  }

  /// `children.first`, `children.last`, or the child's name.
  private static func childSelector(
    for child: ControllerID, in controller: Controller, model: AppModel
  ) -> String {
    if controller.children.last == child { return "children.last" }
    if controller.children.first == child { return "children.first" }
    return model[child].name
  }
}
