/// Who decides a value of the status bar on a screen, and where.
public struct ScreenDecider: Hashable, Sendable {
  /// The controller's name, `UIApplication`, or `UIKit`.
  public let name: String
  /// The deciding controller's class, when a controller decides.
  public let className: String?
  /// The rule behind the decisive step: the last step of the walk that has a place.
  public let citation: RuleCitation?
  /// Where the rules file states what decides: the last step of the walk that has a place
  /// (the override that returns the value, or the controller's placement).
  public let location: SourceRange?

  /// The decider of one answer of a resolution.
  init(_ answer: StatusBarAnswer) {
    name = answer.deciderName
    className = answer.deciderClass
    let decisive = answer.steps.last { $0.location != nil }
    citation = (decisive ?? answer.steps.last)?.citation
    location = decisive?.location
  }
}

/// One screen the app reaches: the way there, what the status bar shows, who decides, and
/// how sure the answer is.
public struct Screen: Sendable {
  /// The scene shown, an index into ``AppModel/scenes``.
  public let scene: Int
  /// The way there.
  public internal(set) var way: ScreenWay
  /// What the status bar shows, as `resolve` answers it in that state.
  public let statusBar: DisplayedStatusBar
  /// Who decides the style.
  public let styleDecider: ScreenDecider
  /// Who decides whether it is hidden.
  public let hiddenDecider: ScreenDecider
  /// Why the answer cannot be told for sure (opaque classes on the walk's path); empty
  /// when it can.
  public let cannotTell: [String]
  /// The dynamic values the walks read: the answer may change with their values.
  public let dependsOn: [DynamicValueID]
  /// The controllers on screen, from the back.
  public let controllersOnScreen: [ControllerID]

  /// Whether the answer is certain: no opaque class on the way and no dynamic value read.
  public var isCertain: Bool { cannotTell.isEmpty && dependsOn.isEmpty }

  /// Whether a controller is on screen.
  public func shows(_ id: ControllerID) -> Bool { controllersOnScreen.contains(id) }

  /// What makes two states the same screen: the controllers on screen and the answer.
  struct Identity: Hashable {
    let scene: Int
    let controllers: [ControllerID]
    let statusBar: DisplayedStatusBar
    let cannotTell: [String]
    let dependsOn: [DynamicValueID]
  }

  /// The screen's identity.
  var identity: Identity {
    Identity(
      scene: scene, controllers: controllersOnScreen, statusBar: statusBar,
      cannotTell: cannotTell, dependsOn: dependsOn)
  }
}
