/// What one controller answers when UIKit asks it each status bar member, as the file
/// describes the app: the values a running app would return, which a snapshot records with
/// `observed` lines.
///
/// Each answer is the one the resolver uses when it asks that controller, wherever the walk
/// stands: its overrides (following a value read from another controller), an observed
/// answer, or UIKit's own implementation and defaults (R8–R10, R14–R21). The rules that do
/// not belong to one controller (R9's "no room" on an iPhone with Face ID in landscape,
/// R28's card sheet) are not part of it.
public struct ControllerAnswers: Hashable, Sendable {
  /// What `preferredStatusBarStyle` returns.
  public let preferredStatusBarStyle: StatusBarStyle
  /// What `prefersStatusBarHidden` returns.
  public let prefersStatusBarHidden: Bool
  /// The controller `childForStatusBarStyle` returns, or `nil` when the controller decides
  /// itself.
  ///
  /// A `UIHostingController` from iOS 16 answers through a private child of SwiftUI's that
  /// the file does not name (R21): then it is `nil`, and ``preferredStatusBarStyle`` is what
  /// that child gives.
  public let childForStatusBarStyle: ControllerID?
  /// The controller `childForStatusBarHidden` returns, or `nil` when the controller decides
  /// itself.
  public let childForStatusBarHidden: ControllerID?
}

extension StatusBarResolver {
  /// What `controller` answers for each status bar member, in the file's environment with
  /// `overrides` applied.
  public func answers(
    of controller: ControllerID, overrides: EnvironmentLayers = EnvironmentLayers()
  ) -> ControllerAnswers {
    let environment = ResolvedEnvironment(model: model, layers: overrides)
    return answers(of: controller, in: environment, facts: HierarchyFacts(model: model))
  }

  /// What every controller answers, by ``ControllerID/index``: the facts about the
  /// hierarchy are computed once, so this is linear in the number of controllers.
  public func allAnswers(overrides: EnvironmentLayers = EnvironmentLayers())
    -> [ControllerAnswers]
  {
    let environment = ResolvedEnvironment(model: model, layers: overrides)
    let facts = HierarchyFacts(model: model)
    return model.controllers.indices.map {
      answers(of: ControllerID($0), in: environment, facts: facts)
    }
  }

  /// What `controller` answers, each member asked as the walk asks it.
  private func answers(
    of controller: ControllerID, in environment: ResolvedEnvironment, facts: HierarchyFacts
  ) -> ControllerAnswers {
    var style = StatusBarWalk(
      model: model, environment: environment, facts: facts, question: .style)
    let styleChild = style.forwardAnswer(for: controller)
    // Asked as the decider, so that a hosting controller answers through its private child.
    style.visits[controller] = .decided(ForwardAnswer(child: nil, reason: styleChild.reason))
    let (preferred, _) = style.resolveStyle(of: controller)
    var hidden = StatusBarWalk(
      model: model, environment: environment, facts: facts, question: .hidden)
    let hiddenChild = hidden.forwardAnswer(for: controller)
    let prefersHidden = hidden.resolveHidden(of: controller)
    return ControllerAnswers(
      preferredStatusBarStyle: preferred, prefersStatusBarHidden: prefersHidden,
      childForStatusBarStyle: styleChild.child, childForStatusBarHidden: hiddenChild.child)
  }
}
