/// A picture of an app's hierarchy and of one status bar decision, independent of any
/// drawing format: windows, controllers, containment and presentations, the path UIKit's
/// walk took, the controller that decided and the overrides it never asked.
///
/// ``DecisionGraphBuilder`` makes one from a model and its resolution; the DOT and
/// Mermaid renderers draw it.
public struct DecisionGraph: Sendable {
  /// A window, drawn as a frame around the controllers shown in it.
  public struct Window: Sendable {
    /// A stable identifier, such as `w0`.
    public let id: String
    /// The window's name, such as `window 'Toast'` or `window #1`.
    public let name: String
    /// The title, such as `window 'Toast' (level alert)`.
    public let title: String
    /// Whether the window controls the status bar (R33).
    public let controls: Bool
    /// Whether the window is hidden.
    public let isHidden: Bool
  }

  /// A controller, or `UIApplication` when the Info.plist switch is NO.
  public struct Node: Sendable {
    /// A stable identifier, such as `c3`.
    public let id: String
    /// The controller's name.
    public let name: String
    /// Its class, such as `UINavigationController`.
    public let className: String
    /// The index of the window it is shown in, or `nil` when it is not placed.
    public let window: Int?
    /// Lines describing what it overrides and, for the decider, what it decides.
    public let details: [String]
    /// Whether the walk went through it.
    public let isOnPath: Bool
    /// Whether it decides the answer.
    public let decides: Bool
    /// Whether it has an override UIKit never asked.
    public let hasSkippedOverride: Bool
  }

  /// A link between a window and its root, or between two controllers.
  public struct Edge: Sendable {
    /// What the link is.
    public enum Kind: Sendable, Equatable {
      /// A window's root view controller.
      case root
      /// A child of a container.
      case child
      /// A presentation; `controls` says whether it hands over control (R24, R25).
      case presentation(controls: Bool)
      /// An alternative of a choice that is not the one placed, from where the choice stands.
      case alternative
    }

    /// The identifier of the window or controller it starts at.
    public let from: String
    /// The identifier of the controller it leads to.
    public let to: String
    /// What it is.
    public let kind: Kind
    /// A short label, such as `top` or `presents (overCurrentContext): keeps control`.
    public let label: String
    /// Whether the walk followed it.
    public let isOnPath: Bool
  }

  /// Which of UIKit's questions the graph shows the decision of.
  public let question: StatusBarQuestion
  /// A title: the file and the answer.
  public let title: String
  /// The windows, in declaration order.
  public let windows: [Window]
  /// The controllers (and `UIApplication`, if it decides).
  public let nodes: [Node]
  /// The links.
  public let edges: [Edge]
}
