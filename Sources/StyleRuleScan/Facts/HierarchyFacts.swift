import StyleRuleKit

/// A controller placed in a window, a container or a presentation.
///
/// The hierarchy readers (code, storyboards) fill these; the emitter writes them without
/// recursion, so a deep hierarchy cannot exhaust the stack.
struct ControllerFact: Sendable, Hashable {
  /// The controller's name in the rules file (unique in the file).
  var name: String
  /// Its class's rules name (possibly with generic arguments), or nil when the sources do not
  /// state it (written `Name: unknown`).
  var className: String?
  /// Properties set on this instance (`modalPresentationStyle`, `isNavigationBarHidden`…).
  var properties: [PropertyFact]
  /// Its children in order (the stack, the tabs, or `addChild` children).
  var children: [ControllerFact]
  /// Where the code or storyboard states it.
  var origin: SourceOrigin?
  /// What the rules file cannot state about it, written as comments above it.
  var comments: [String]
  /// Whether the code chooses the controller here at run time: ``children`` are then the
  /// alternatives (written `choice Name initially unknown { … }`), and it has no class or
  /// properties of its own.
  var isChoice = false

  /// Creates a controller fact.
  init(
    name: String, className: String?, properties: [PropertyFact] = [],
    children: [ControllerFact] = [], origin: SourceOrigin? = nil, comments: [String] = []
  ) {
    self.name = name
    self.className = className
    self.properties = properties
    self.children = children
    self.origin = origin
    self.comments = comments
  }
}

/// A property set on a window or a controller instance (`windowLevel = alert`).
struct PropertyFact: Sendable, Hashable {
  /// The property's path as a rules file writes it (`navigationBar.barStyle`).
  var name: String
  /// The value as a rules file writes it (`alert`, `true`, `dynamic(false, true)`).
  var value: String
  /// Where it is set.
  var origin: SourceOrigin?

  /// Creates a property fact.
  init(name: String, value: String, origin: SourceOrigin? = nil) {
    self.name = name
    self.value = value
    self.origin = origin
  }
}

/// A window and its root controller.
struct WindowFact: Sendable, Hashable {
  /// Its name in the rules file.
  var name: String
  /// Its properties (`windowLevel`, `isHidden`…).
  var properties: [PropertyFact]
  /// Its root controller; nil when the sources do not state one (written `Root: unknown`).
  var root: ControllerFact?
  /// Where the code, storyboard or plist states it.
  var origin: SourceOrigin?

  /// Creates a window fact.
  init(
    name: String, properties: [PropertyFact] = [], root: ControllerFact?,
    origin: SourceOrigin? = nil
  ) {
    self.name = name
    self.properties = properties
    self.root = root
    self.origin = origin
  }
}

/// A window scene and its windows.
struct SceneFact: Sendable, Hashable {
  /// Its name in the rules file.
  var name: String
  /// Its windows, back to front.
  var windows: [WindowFact]
  /// Where it is stated (the scene delegate, the scene manifest).
  var origin: SourceOrigin?

  /// Creates a scene fact.
  init(name: String, windows: [WindowFact], origin: SourceOrigin? = nil) {
    self.name = name
    self.windows = windows
    self.origin = origin
  }
}

/// A transition the code or a storyboard states: a presentation or a push, which happens
/// after launch (on a user's action, or when code runs), never on the first screen.
///
/// The emitter writes every transition in the `scenario`, each followed by its undoing
/// (`dismiss B`, `NC pops`), nested under the transition that puts its ``trigger`` on
/// screen: see ``RulesFileEmitter``.
struct PresentationFact: Sendable, Hashable {
  /// What the transition does.
  enum Kind: String, Sendable, Hashable {
    /// `presenter.present(presented, animated:)`: a modal presentation.
    case present
    /// `presenter.pushViewController(presented, animated:)`, where `presenter` is a
    /// navigation controller.
    case push
  }

  /// The presenting controller's name (for a push, the navigation controller's).
  var presenter: String
  /// The controller presented (declared here, or a name alone when `className` is nil and it
  /// is declared elsewhere: see ``isReference``).
  var presented: ControllerFact
  /// Whether `presented` only names a controller declared elsewhere in the file.
  var isReference: Bool
  /// Where the `present` call or segue is.
  var origin: SourceOrigin?
  /// A presentation or a push.
  var kind: Kind
  /// The controller whose code or segue performs the transition, when it is not `presenter`.
  ///
  /// (A controller in a navigation stack pushes onto its navigation controller).
  /// The transition can happen once this controller is on screen.
  var trigger: String?

  /// Creates a presentation fact.
  init(
    presenter: String, presented: ControllerFact, isReference: Bool = false,
    origin: SourceOrigin? = nil, kind: Kind = .present, trigger: String? = nil
  ) {
    self.presenter = presenter
    self.presented = presented
    self.isReference = isReference
    self.origin = origin
    self.kind = kind
    self.trigger = trigger
  }

  /// The controller that must be on screen for the transition to happen.
  var triggeringController: String { trigger ?? presenter }
}
