/// What a `scenario` event changes: a controller, a declared class (and its subclasses), the
/// UIKit class an extension overrides, or a window.
public enum EventTarget: Hashable, Sendable {
  /// A controller instance.
  case controller(ControllerID)
  /// A class declared in the file: the value its override returns changes.
  case declaredClass(ClassID)
  /// A UIKit class whose extension overrides the member: the value it returns changes.
  case uikitClass(UIKitClass)
  /// A window, by index.
  case window(Int)
}

/// One event of a scenario, with names resolved.
public struct ScenarioEvent: Sendable {
  /// What happens.
  public enum Kind: Sendable {
    /// `caller` calls `present(presented)`.
    case present(caller: ControllerID, presented: ControllerID)
    /// The presented controller is dismissed (with everything it presents).
    case dismiss(ControllerID)
    /// A controller is pushed onto a navigation controller.
    case push(navigation: ControllerID, pushed: ControllerID)
    /// The top controller is popped from a navigation controller.
    case pop(navigation: ControllerID)
    /// A tab is selected.
    case select(tabBar: ControllerID, tab: ControllerID)
    /// A property changes, or the value an override returns.
    case set(target: EventTarget, change: PropertyChange)
    /// `setNeedsStatusBarAppearanceUpdate()` is called on a controller.
    case setNeedsUpdate(ControllerID)
    /// A navigation controller's stack or a tab bar controller's tabs are replaced.
    case setViewControllers(ViewControllersChange)
    /// `UIApplication.shared` sets the app-level style or hidden state (R2, R3).
    case application(ApplicationChange)
    /// The system appearance changes.
    case appearance(Appearance)
    /// The device rotates.
    case orientation(Orientation)
    /// A call (or Personal Hotspot, or a recording) starts or ends: the double-height status
    /// bar shows or goes (`in-call on`, `in-call off`; L1.8–L1.10).
    case inCall(Bool)
    /// `window Name { … }`: a window is created, in front of the first scene's windows at
    /// its level, with its root view controller (an index into ``AppModel/windows``).
    case createWindow(Int)
    /// `release Name`: a window is released; its controllers leave the hierarchy with
    /// everything they present.
    case releaseWindow(Int)
  }

  /// What happens.
  public let kind: Kind
  /// The event as written.
  public let range: SourceRange
  /// The event's text, for display.
  public let text: String
  /// Whether it follows the event before it with `;`, in the same statement: events
  /// joined so happen together, in one function.
  public var joinsPrevious = false
}

/// Why an event cannot happen in the state it meets.
struct ScenarioError: Error, Sendable {
  let message: String
  let range: SourceRange
}

/// A change of a property, or of the value an override returns, in a scenario.
public struct PropertyChange: Sendable {
  /// The property, such as `preferredStatusBarStyle` or `isHidden`.
  public let name: String
  /// The new value as written.
  public let valueText: String
  /// The parsed change.
  let value: Value
  /// The setter call that made the change, as the canonical printer writes it back, such as
  /// `setNavigationBarHidden(true, animated: true)`; `nil` for an assignment.
  public internal(set) var call: String? = nil

  /// The parsed forms a change can take.
  enum Value: Sendable {
    /// A controller property or override.
    case property(PropertyKey, PropertyValue)
    /// A window's `isHidden`.
    case windowHidden(Bool)
    /// A window's `windowLevel`.
    case windowLevel(WindowLevel)
  }
}

/// A value set on `UIApplication.shared`, at the top level or by a scenario event.
public struct ApplicationChange: Sendable {
  /// What is set.
  public enum Value: Sendable {
    /// `statusBarStyle` or `setStatusBarStyle(_:animated:)`.
    case style(StatusBarStyle)
    /// `isStatusBarHidden` or `setStatusBarHidden(_:with:)`.
    case hidden(Bool)
  }

  /// What is set.
  public let value: Value
  /// The statement in canonical form, such as
  /// `UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)`.
  public let spelling: String
}

/// `setViewControllers(_:animated:)` or `viewControllers = […]` on a navigation or tab bar
/// controller.
public struct ViewControllersChange: Sendable {
  /// The navigation or tab bar controller.
  public let container: ControllerID
  /// Its new children, in order: the stack (the last is the top) or the tabs.
  public let controllers: [ControllerID]
  /// The `animated:` argument of a call; `nil` for an assignment to `viewControllers`.
  public let animated: Bool?
}
