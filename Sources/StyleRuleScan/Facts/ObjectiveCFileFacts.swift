import StyleRuleKit

/// What one Objective-C file (`.h`, `.m`, `.mm`) declares that matters to the status bar:
/// its class interfaces and the status bar overrides its implementations define.
///
/// A class's interface and its implementation are usually in two files; ``ObjectiveCModule``
/// joins them.
struct ObjectiveCFileFacts: Sendable, Hashable {
  /// `@interface Name : Superclass`, `@interface Name (Category)` or `@interface Name ()`.
  struct Interface: Sendable, Hashable {
    /// The class's name.
    var className: String
    /// The superclass, for a class's own interface.
    var superclass: String?
    /// The category's name, `""` for a class extension; nil for the class's own interface.
    var category: String?
    /// Where the class's name is.
    var origin: SourceOrigin
    /// Its `@property` declarations and instance variables, each with the value it has
    /// before any code sets it:
    /// Objective-C makes an object with its instance variables zero (`NO`,
    /// `UIStatusBarStyleDefault`, `UIStatusBarAnimationNone`); nil for other types.
    var properties: [SwiftStoredProperty] = []
  }

  /// `@implementation Name` or `@implementation Name (Category)`, with its status bar
  /// overrides.
  struct Implementation: Sendable, Hashable {
    /// The class's name.
    var className: String
    /// The category's name; nil for the class's own implementation.
    var category: String?
    /// Where the class's name is.
    var origin: SourceOrigin
    /// The overrides its methods define, in source order.
    var members: [SwiftMemberDeclaration]
    /// Its instance variables (`{ UIStatusBarStyle _style; }`), each as the property its
    /// name gives, starting at Objective-C's zero (``Interface/properties``).
    var instanceVariables: [SwiftStoredProperty] = []
    /// The set-up methods it defines without `[super …]` among their statements
    /// (``SwiftTypeDeclaration/setUpMethodsWithoutSuper``), by Swift name.
    var setUpMethodsWithoutSuper: [String] = []
  }

  /// The file's path relative to the scanned root.
  var path: String

  /// The facts of a file that states nothing yet.
  init(path: String) {
    self.path = path
    hierarchy = SwiftHierarchyFacts(path: path)
  }
  /// Its interfaces, in source order.
  var interfaces: [Interface] = []
  /// Its implementations, in source order.
  var implementations: [Implementation] = []
  /// The `UIApplication` status bar setters its methods call
  /// (`[[UIApplication sharedApplication] setStatusBarStyle:… animated:…]`,
  /// `[UIApplication sharedApplication].statusBarHidden = YES`).
  var applicationSettings: [ApplicationStatusBarFact] = []
  /// Its methods' `[… setNeedsStatusBarAppearanceUpdate]` calls.
  var appearanceUpdates: [AppearanceUpdateFact] = []
  /// The values its methods give their object's properties (`self.style = …`, `_style = …`).
  var assignments: [SwiftPropertyAssignment] = []
  /// The capitalized names it mentions other than where it declares them
  /// (``TypeNameMentions``).
  var mentionedTypeNames: Set<String> = []
  /// What its methods state about windows and controllers, as the Swift reader states it.
  var hierarchy: SwiftHierarchyFacts
  /// Its first `#if`, `#ifdef` or `#ifndef` line: every branch is read, as if each
  /// condition held, and macros are not expanded.
  var firstConditional: SourceOrigin?
  /// What could not be read, if anything (the declarations before it were read).
  var problem: ScanProblem?
}
