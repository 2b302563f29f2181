/// Which controller a container's code names: what a `childFor…` override returns, or the
/// controller whose value a forwarding override reads.
public enum ControllerSelector: Sendable, Hashable {
  /// `nil`: no child decides.
  case none
  /// `topViewController` (navigation controllers).
  case topViewController
  /// `visibleViewController` (navigation controllers).
  case visibleViewController
  /// `selectedViewController` (tab bar controllers).
  case selectedViewController
  /// `children.first` (or `viewControllers.first`, the same list for the UIKit containers).
  case firstChild
  /// `children.last` (or `viewControllers.last`).
  case lastChild
  /// A stored property of the class that holds a controller, by its Swift name. A rules file
  /// can name it only when the hierarchy has a controller of that name.
  case storedProperty(String)

  /// The selector as a rules file writes it; a stored property is written by its name.
  public var rulesText: String {
    switch self {
    case .none: return "nil"
    case .topViewController: return "topViewController"
    case .visibleViewController: return "visibleViewController"
    case .selectedViewController: return "selectedViewController"
    case .firstChild: return "children.first"
    case .lastChild: return "children.last"
    case .storedProperty(let name): return name
    }
  }
}
