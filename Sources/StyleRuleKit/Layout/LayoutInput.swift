/// What the layout engine lays out: the controllers on screen with their layout properties,
/// and the status bar as the style engine decides it.
///
/// ``LayoutEngine/input(overrides:scene:)`` builds it from an app model; tests and other
/// callers may build one directly.
public struct LayoutInput: Hashable, Sendable {
  /// The controllers on screen, each after its container or presenter: the window's root
  /// first.
  public var nodes: [LayoutNode]
  /// The status bar's hidden state and style, as the style engine decides them.
  public var statusBar: LayoutStatusBarInput

  /// An input.
  public init(nodes: [LayoutNode], statusBar: LayoutStatusBarInput) {
    self.nodes = nodes
    self.statusBar = statusBar
  }
}

/// The part a controller plays in layout.
public enum LayoutRole: String, CaseIterable, Hashable, Sendable {
  /// A controller that shows content: a plain view controller, a table or collection view
  /// controller, a SwiftUI hosting controller, a system controller.
  case content
  /// A `UINavigationController`: a navigation bar, maybe a toolbar, and its top child.
  case navigation
  /// A `UITabBarController`: a tab bar and its selected child.
  case tabBar
  /// A custom container (`addChild`), a split view or a page view controller: children in
  /// its view, with no bars of its own.
  case container
}

/// Where a controller on screen is placed.
public enum LayoutPlacement: Hashable, Sendable {
  /// The window's root view controller.
  case windowRoot
  /// A child of a container, by its index in ``LayoutInput/nodes``: a navigation
  /// controller's top, a tab bar controller's selected tab, a custom container's child.
  case child(of: Int)
  /// Presented by the controller at an index in ``LayoutInput/nodes``, in a style (as
  /// written: `.automatic` resolves by the iOS version, L10).
  case presented(by: Int, style: PresentationStyle)
}

/// A controller on screen, for layout.
public struct LayoutNode: Hashable, Sendable {
  /// The controller's name.
  public var name: String
  /// Its class, as written.
  public var className: String
  /// The part it plays.
  public var role: LayoutRole
  /// Where it is placed.
  public var placement: LayoutPlacement
  /// Its layout properties as the rules file states them; `nil` values are UIKit's
  /// defaults for the version laid out.
  public var properties: ControllerLayoutProperties

  /// A node.
  public init(
    name: String, className: String, role: LayoutRole, placement: LayoutPlacement,
    properties: ControllerLayoutProperties = .unset
  ) {
    self.name = name
    self.className = className
    self.role = role
    self.placement = placement
    self.properties = properties
  }
}

/// The status bar as the style engine decides it for the state laid out.
public struct LayoutStatusBarInput: Hashable, Sendable {
  /// Whether the app's preferences hide it (before the system's own rules for the device
  /// and orientation, L1.5 and L1.6, which the engine applies).
  public var hidden: Bool
  /// Who decided the hidden state: a controller's name, `UIApplication` or `UIKit`.
  public var hiddenDecidedBy: String
  /// The style rule of the decisive step of the style engine's hidden trace, if any.
  public var hiddenBasis: [RuleCitation]
  /// Whether it is hidden only by the default of a vertically compact environment (R9:
  /// nobody overrides `prefersStatusBarHidden`), which L1.5 gives only to apps linked
  /// against iOS 8 or later.
  public var hiddenByLandscapeDefault: Bool
  /// The style.
  public var style: StatusBarStyle
  /// What the style shows.
  public var content: StatusBarContent
  /// Why what the style shows depends on the content under the status bar (R37), when it
  /// does; ``content`` is then the fallback, from the traits.
  public var contentNote: String?

  /// A status bar input.
  public init(
    hidden: Bool, hiddenDecidedBy: String = "UIKit", hiddenBasis: [RuleCitation] = [],
    hiddenByLandscapeDefault: Bool = false, style: StatusBarStyle = .default,
    content: StatusBarContent = .dark, contentNote: String? = nil
  ) {
    self.contentNote = contentNote
    self.hiddenBasis = hiddenBasis
    self.hidden = hidden
    self.hiddenDecidedBy = hiddenDecidedBy
    self.hiddenByLandscapeDefault = hiddenByLandscapeDefault
    self.style = style
    self.content = content
  }
}
