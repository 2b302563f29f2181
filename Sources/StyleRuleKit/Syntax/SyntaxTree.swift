/// A name as written in the rules file.
struct Identifier: Hashable, Sendable {
  /// The name, without backticks.
  let text: String
  /// Where the name is written.
  let range: SourceRange
}

/// A value on the right of `=`, or after an environment key.
struct ValueSyntax: Hashable, Sendable {
  /// Whether the value is written as a name or a number.
  enum Kind: Hashable, Sendable {
    /// A name or dotted path such as `lightContent`, `.lightContent` or `children.last`.
    case name
    /// A number or version such as `13.4` or `-1`.
    case number
    /// `dynamic(…)`, with or without `initially …`; the parts are in ``PropertySyntax/dynamic``.
    case dynamic
    /// A double-quoted string such as `"NO"` (Info.plist values only); the text is its
    /// contents, unescaped, and the range includes the quotes.
    case string
    /// A value of several parts after `=`: a list in brackets, `[top, bottom]`, or edges
    /// with their insets, `top 20, bottom 10`; the text is the parts as ``CompositeValueSyntax``
    /// spells them.
    case composite(CompositeValueSyntax)
  }

  /// Whether the value is a name or a number.
  let kind: Kind
  /// The value's text, without a leading dot.
  let text: String
  /// Where the value is written.
  let range: SourceRange
}

/// The parts of a value written in several parts: `[top, bottom]` (a list in brackets, its
/// items unlabelled) or `top 20, bottom 10` (labelled numbers, without brackets).
///
/// A class, so that ``ValueSyntax/Kind`` stays one word: a value of one part, by far the most
/// common, pays nothing for it.
final class CompositeValueSyntax: Hashable, Sendable {
  /// One part: a value, with the name before it in the labelled form.
  struct Item: Hashable, Sendable {
    /// The name before the value (`top` in `top 20`), or `nil` in a list in brackets.
    let label: Identifier?
    /// The value.
    let value: ValueSyntax
  }

  /// The parts, in order.
  let items: [Item]
  /// Whether the parts are written in brackets, `[top, bottom]`.
  let isBracketed: Bool

  /// Creates the parts of a composite value.
  init(items: [Item], isBracketed: Bool) {
    self.items = items
    self.isBracketed = isBracketed
  }

  /// The parts as one line: `[top, bottom]` or `top 20, bottom 10`.
  var spelling: String {
    let parts = items.map { item in
      item.label.map { "\($0.text) \(item.value.text)" } ?? item.value.text
    }
    let joined = parts.joined(separator: ", ")
    return isBracketed ? "[\(joined)]" : joined
  }

  /// Two composite values are equal when they are written alike, at the same place.
  static func == (lhs: CompositeValueSyntax, rhs: CompositeValueSyntax) -> Bool {
    lhs.items == rhs.items && lhs.isBracketed == rhs.isBracketed
  }

  /// Hashes what ``==`` compares.
  func hash(into hasher: inout Hasher) {
    hasher.combine(items)
    hasher.combine(isBracketed)
  }
}

extension ValueSyntax {
  /// The parts of a composite value, or `nil` for a value of one part.
  var composite: CompositeValueSyntax? {
    if case .composite(let parts) = kind { return parts }
    return nil
  }
}

/// A `name = value` line: a property, a member override or a plist entry.
struct PropertySyntax: Hashable, Sendable {
  /// The dotted name, such as `navigationBar.barStyle`.
  let name: String
  /// Where the name is written.
  let nameRange: SourceRange
  /// The value assigned.
  let value: ValueSyntax
  /// The parts of a `dynamic` value, if the value is one (`dynamic` alone included).
  var dynamic: DynamicSyntax? = nil
  /// `?? value` after the value, if written (boxed: most properties have none).
  var fallback: FallbackSyntax? = nil
  /// The whole line, from the name to the end of the value (or of its fallback).
  var range: SourceRange { nameRange.extended(to: fallback?.value.range ?? value.range) }
}

/// `?? value` after a value forwarded from another controller, such as the `?? lightContent`
/// of `preferredStatusBarStyle = topViewController.preferredStatusBarStyle ?? lightContent`.
///
/// Indirect, so that a property without one pays one word for it.
indirect enum FallbackSyntax: Hashable, Sendable {
  /// The `??` operator and the value after it.
  case coalescing(operator: SourceRange, value: ValueSyntax)

  /// The `??` operator.
  var operatorRange: SourceRange {
    switch self {
    case .coalescing(let range, _): range
    }
  }

  /// The value after `??`.
  var value: ValueSyntax {
    switch self {
    case .coalescing(_, let value): value
    }
  }
}

/// A value chosen at run time: `dynamic`, `dynamic(a, b)`, optionally `initially a`.
///
/// A class, so that ``PropertySyntax`` holds one reference for it: stored inline, its
/// parts would make every property of the tree about twice as large (32 MB more at the
/// peak of a 1,000,000-line file, where few properties are dynamic).
final class DynamicSyntax: Hashable, Sendable {
  /// The `dynamic` keyword.
  let keyword: SourceRange
  /// The values listed between the parentheses; empty for `dynamic` alone.
  let options: [ValueSyntax]
  /// Whether the values are listed (`dynamic(…)`), rather than `dynamic` alone.
  let hasList: Bool
  /// The value after `initially`, if written.
  let initially: ValueSyntax?

  /// Creates the parts of a dynamic value.
  init(keyword: SourceRange, options: [ValueSyntax], hasList: Bool, initially: ValueSyntax?) {
    self.keyword = keyword
    self.options = options
    self.hasList = hasList
    self.initially = initially
  }

  /// Two dynamic values are equal when they are written alike, at the same place.
  static func == (lhs: DynamicSyntax, rhs: DynamicSyntax) -> Bool {
    lhs.keyword == rhs.keyword && lhs.options == rhs.options && lhs.hasList == rhs.hasList
      && lhs.initially == rhs.initially
  }

  /// Hashes what ``==`` compares.
  func hash(into hasher: inout Hasher) {
    hasher.combine(keyword)
    hasher.combine(options)
    hasher.combine(hasList)
    hasher.combine(initially)
  }
}

/// A controller declaration: `Name: Class { properties and children }`.
struct ControllerSyntax: Sendable {
  /// The controller's name.
  let name: Identifier
  /// The controller's class, or `nil` if it was missing (already reported).
  let className: Identifier?
  /// The properties set in its body, in order.
  var properties: [PropertySyntax] = []
  /// The declaration, from the name to the closing brace.
  var range: SourceRange
  /// The body, from `{` to `}`, if it has one.
  var body: SourceRange?
}

/// Where a controller is placed: as a window's root, a container's child, or a presented controller.
struct PlacementSyntax: Sendable {
  /// The controller, window or presenter that receives the placed controller.
  enum Parent: Sendable {
    /// The root view controller of window number `index`.
    case window(Int)
    /// A child of the controller declared at `index`.
    case container(Int)
    /// Presented by the enclosing controller declared at `index` (`presents X` in a body).
    case presentedByEnclosing(Int, keyword: SourceRange)
    /// Presented by a controller named at the top level (`A presents X`).
    case presentedByName(Identifier, keyword: SourceRange)
  }

  /// The controller being placed.
  enum Target: Sendable {
    /// Declared right here; the index into ``SyntaxTree/controllers``.
    case declaration(Int)
    /// Declared elsewhere and referred to by name.
    case reference(Identifier)
    /// A controller the app chooses at run time among alternatives (`choice Root { … }`);
    /// the index into ``SyntaxTree/choices``.
    case choice(Int)
  }

  /// Who receives the controller.
  let parent: Parent
  /// Which controller is placed.
  let target: Target
  /// The placement as written.
  let range: SourceRange
}

/// A controller chosen at run time: `choice Root initially Tabs { Tabs: … ; Onboarding }`.
struct ChoiceSyntax: Sendable {
  /// The `choice` keyword.
  let keyword: SourceRange
  /// The choice's name.
  let name: Identifier
  /// The alternative written after `initially`, if any (not `unknown`).
  let initially: Identifier?
  /// Whether the file writes `initially unknown`: the launch alternative is not known.
  let isLaunchUnknown: Bool
  /// The alternatives, in order: declared here or named.
  var alternatives: [PlacementSyntax.Target] = []
  /// The block, from the keyword to the closing brace.
  var range: SourceRange
  /// The body, from `{` to `}`.
  var body: SourceRange?
}

/// A `window Name { … }` block.
struct WindowSyntax: Sendable {
  /// The `window` keyword.
  let keyword: SourceRange
  /// The optional name.
  let name: Identifier?
  /// `windowLevel`, `isHidden` and similar settings.
  var properties: [PropertySyntax] = []
  /// The block, from the keyword to the closing brace.
  var range: SourceRange
  /// The body, from `{` to `}`.
  var body: SourceRange?
  /// The scene whose body holds the window (an index into ``SyntaxTree/scenes``), if any.
  var scene: Int?
  /// Whether a scenario event declares the window: the scenario creates it.
  var inScenario = false

  init(keyword: SourceRange, name: Identifier?, range: SourceRange, scene: Int? = nil) {
    self.keyword = keyword
    self.name = name
    self.range = range
    self.scene = scene
  }
}

/// A `scene Name { windows }` block.
struct SceneSyntax: Sendable {
  /// The `scene` keyword.
  let keyword: SourceRange
  /// The optional name.
  let name: Identifier?
  /// The block, from the keyword to the closing brace.
  var range: SourceRange
  /// The body, from `{` to `}`.
  var body: SourceRange?
}

/// A `class Name: Superclass { members }` declaration.
struct ClassSyntax: Sendable {
  /// The class name.
  let name: Identifier
  /// The superclass, or `nil` if it was missing (already reported).
  let superclass: Identifier?
  /// The overridden members, in order.
  var members: [PropertySyntax] = []
  /// The declaration, from `class` to the closing brace.
  var range: SourceRange
  /// The body, from `{` to `}`, if it has one.
  var body: SourceRange?
  /// Whether the superclass is written `opaque`: a class from a library whose status bar
  /// code the file does not describe.
  var isOpaque = false

  init(name: Identifier, superclass: Identifier?, range: SourceRange, isOpaque: Bool = false) {
    self.name = name
    self.superclass = superclass
    self.range = range
    self.isOpaque = isOpaque
  }
}

/// An `extension UIKitClass { members }` declaration.
struct ExtensionSyntax: Sendable {
  /// The extended class.
  let typeName: Identifier
  /// The overridden members, in order.
  var members: [PropertySyntax] = []
  /// The declaration, from `extension` to the closing brace.
  var range: SourceRange
  /// The body, from `{` to `}`.
  var body: SourceRange?
}

/// One `key value` item of an `environment` line.
struct EnvironmentSettingSyntax: Sendable {
  /// The setting's name, such as `ios`.
  let key: Identifier
  /// Its value, such as `12`; `nil` for a setting written alone, such as `in-call`.
  let value: ValueSyntax?

  /// The setting as written, from its key to its value.
  var range: SourceRange { value.map { key.range.extended(to: $0.range) } ?? key.range }
}

/// A `UIApplication.shared.…` statement.
struct ApplicationSettingSyntax: Sendable {
  /// The property (`statusBarStyle`) or method (`setStatusBarStyle`) name.
  let member: Identifier
  /// The value assigned or passed.
  let value: ValueSyntax
  /// The `animated:` argument of a setter call, if written.
  let animated: ValueSyntax?
  /// Whether the statement is a call (`setStatusBarStyle(…)`) rather than an assignment.
  let isCall: Bool
  /// The whole statement.
  let range: SourceRange
  /// The assignment as a property, when its value is `dynamic` (alone or with a list).
  var dynamic: PropertySyntax? = nil
}

/// One argument of a call in a scenario event: `true`, `animated: true`.
struct ArgumentSyntax: Sendable {
  /// The label, if written.
  let label: Identifier?
  /// The value.
  let value: ValueSyntax
}

/// A scenario event that replaces the children of a navigation or tab bar controller.
struct ViewControllersSyntax: Sendable {
  /// The navigation or tab bar controller.
  let container: Identifier
  /// `setViewControllers` or `viewControllers`, as written.
  let member: Identifier
  /// Whether it is a call (`setViewControllers([…], animated: true)`) rather than an
  /// assignment (`viewControllers = […]`).
  let isCall: Bool
  /// The controllers listed, in order: declared in the list or named.
  var items: [PlacementSyntax.Target] = []
  /// The arguments after the list, in a call (`animated: true`).
  var arguments: [ArgumentSyntax] = []
  /// Whether the event was read to its end; one with a syntax error is not checked further.
  var isComplete = false
}

/// One event of a `scenario` block.
struct EventSyntax: Sendable {
  /// What happens.
  enum Kind: Sendable {
    /// `A presents B` or `A presents B: Class { … }`.
    case present(presenter: Identifier, target: PlacementSyntax.Target)
    /// `dismiss B`.
    case dismiss(Identifier)
    /// `NC pushes B` or `NC pushes B: Class { … }`.
    case push(navigation: Identifier, target: PlacementSyntax.Target)
    /// `NC pops`.
    case pop(Identifier)
    /// `TBC selects B`.
    case select(tabBar: Identifier, tab: Identifier)
    /// `X.property = value`, where X is a controller, a class or a window.
    case set(target: Identifier, property: PropertySyntax)
    /// `X.method()` or `X.method(value, label: value)`.
    case call(target: Identifier, method: Identifier, arguments: [ArgumentSyntax])
    /// `X.setViewControllers([A, B: Class { … }], animated: true)` or `X.viewControllers = [A]`.
    case viewControllers(ViewControllersSyntax)
    /// `UIApplication.shared.statusBarStyle = …` or one of its setters.
    case application(ApplicationSettingSyntax)
    /// `appearance dark`, `orientation landscape` or `in-call on`.
    case environment(key: Identifier, value: ValueSyntax)
    /// `window Name { … }`: the scenario creates a window, an index into
    /// ``SyntaxTree/windows``.
    case window(Int)
    /// `release Name`: a window is released.
    case release(Identifier)
  }

  /// What happens.
  let kind: Kind
  /// The event as written.
  let range: SourceRange
  /// Whether it starts a line; an event that does not follows a `;` and happens together
  /// with the events before it on that statement.
  var startsLine = true
}

/// `@ "path:line:column"` after a statement: where the fact it states was found.
struct OriginSyntax: Sendable {
  /// The origin, read from the string.
  let origin: SourceOrigin
  /// The annotation, from `@` to the closing quote.
  let annotation: SourceRange
  /// The statement annotated, from its first token to its end (a block's closing brace).
  var statement: SourceRange
}

/// The parsed form of a rules file: flat tables linked by index.
///
/// Nesting is recorded in ``placements`` rather than in nested values, so a
/// deeply nested file neither overflows the stack when parsed nor when freed.
struct SyntaxTree: Sendable {
  /// `plist Key = Value` lines.
  var plistEntries: [PropertySyntax] = []
  /// `UIApplication.shared…` statements.
  var applicationSettings: [ApplicationSettingSyntax] = []
  /// `environment` items, in order.
  var environmentSettings: [EnvironmentSettingSyntax] = []
  /// Class declarations, in order.
  var classes: [ClassSyntax] = []
  /// Extensions, in order.
  var extensions: [ExtensionSyntax] = []
  /// Windows, in order (later windows are in front).
  var windows: [WindowSyntax] = []
  /// `scene` blocks, in order.
  var scenes: [SceneSyntax] = []
  /// Every controller declaration, in source order.
  var controllers: [ControllerSyntax] = []
  /// Every placement, in source order.
  var placements: [PlacementSyntax] = []
  /// Every `choice` block, in source order.
  var choices: [ChoiceSyntax] = []
  /// The `observed` lines of controller bodies, in source order.
  var observations: [ObservationSyntax] = []
  /// The `scenario` block's events, in order.
  var events: [EventSyntax] = []
  /// The `scenario` keyword, if the file has one.
  var scenario: SourceRange?
  /// The statements' origins, in source order.
  var origins: [OriginSyntax] = []
  /// The folder of `scanned "…"`, and where the statement is written.
  var scanned: (path: String, range: SourceRange)?
  /// The names written in statements that failed to parse, declared or referred to there
  /// (including in blocks skipped with them), so that the model does not report them as
  /// unknown where they are used.
  var brokenNames: Set<String> = []
  /// Where each syntax error starts, in order; empty when the file parsed.
  var errorOffsets: [Int] = []
  /// Whether the parser stopped before the end (too many errors, nesting too deep): the
  /// tree is then too partial to build a model from.
  var isTruncated = false
}
