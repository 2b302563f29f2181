import StyleRuleKit

/// A transition a function of the module makes of a controller it is passed, or from one: a
/// helper such as
/// `func presentOnTopmost(_ vc: UIViewController) { topMost().present(vc, animated: true) }`,
/// `static func show(_ vc: UIViewController, from presenter: UIViewController)`, or
/// `func confirmDelete(from controller: UIViewController)` presenting an alert it makes.
///
/// Each call that passes a controller for ``label`` makes the transition, with that controller;
/// for a helper that places a controller of its own, each call that passes the presenter (see
/// ``SwiftHierarchyAssembly/parameterCallSitePlacements()``).
struct ParameterTransition {
  /// Who the callee makes the transition from, in its own terms.
  enum Presenter: Hashable {
    /// The callee's `self`: the controller the method is called on.
    case calleeSelf
    /// The controller the caller passes for another parameter, by its label
    /// (`from presenter: UIViewController` → `from`).
    case parameter(label: String)
    /// A controller related to the callee's `self` (`navigationController`).
    case related(String)
    /// A controller related to the controller the caller passes for another parameter
    /// (`sender.navigationController` for `from sender: UIViewController` → `from`,
    /// `navigationController`).
    case parameterRelated(label: String, path: String)
    /// Whatever is on top at that moment, as written (`topMost()`,
    /// `UIApplication.shared.keyWindow?.rootViewController?.topMost`).
    case topOfState(String)
  }

  /// The argument label of the parameter it places (`_` when callers write none); nil when it
  /// places a controller of its own (`controller.present(alert, animated: true)`), from a
  /// parameter (``Presenter/parameter(label:)``).
  var label: String?
  /// The callee's call that places it (its operation, `animated:` and origin).
  var action: HierarchyAction
  /// The file of ``action``.
  var file: Int
  /// Who it is made from.
  var presenter: Presenter
  /// Whether the callee makes it only under a condition or in a closure (its own, or one of a
  /// helper it hands the controller on to).
  var isConditional: Bool
  /// What the callee sets on the parameter (`controller.modalPresentationStyle = .fullScreen`).
  var settings: [HierarchyPresentationSetting] = []

  /// Whether a receiver, as written, names whatever is on top at that moment: a member whose
  /// name says `topMost`/`topmost`, or `topViewController`/`topController`, on `self`, on a
  /// type (`UIApplication.shared`, `Self`) or on a window's root; not a navigation
  /// controller's own `topViewController` (`navController.topViewController`).
  static func isTopOfState(_ text: String) -> Bool {
    var components: [String] = text.split(separator: ".").map { component in
      var name = Substring(component)
      while let last = name.last, last == "?" || last == "!" || last == ")" || last == "(" {
        name = name.dropLast()
      }
      return String(name)
    }
    guard let last = components.popLast() else { return false }
    let lowered = last.lowercased()
    guard
      lowered.contains("topmost") || lowered == "topviewcontroller"
        || lowered == "topcontroller"
    else { return false }
    let windowPath: Set<String> = [
      "self", "shared", "keyWindow", "window", "rootViewController", "windows", "first", "last",
      "sceneDelegate", "appDelegate",
    ]
    return components.allSatisfy { component in
      windowPath.contains(component) || SwiftHierarchySyntax.isTypeLike(component)
    }
  }
}
