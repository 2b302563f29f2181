import StyleRuleKit

/// One Info.plist entry, from a plist file or a build setting (`INFOPLIST_KEY_…`).
struct PlistEntryFact: Sendable, Hashable {
  /// The key (`UIViewControllerBasedStatusBarAppearance`).
  var key: String
  /// The value as a rules file writes it: `YES`/`NO` for Booleans, the string otherwise.
  var value: String
  /// Whether `value` is written as a quoted string in the rules file.
  var isString: Bool
  /// Where the entry is (the plist, or the build setting's line).
  var origin: SourceOrigin
}

/// A call to a deprecated `UIApplication` status bar setter, or an assignment to one.
struct ApplicationStatusBarFact: Sendable, Hashable {
  /// Which app-level value it sets.
  enum Setting: String, Sendable, Hashable {
    /// `statusBarStyle` / `setStatusBarStyle(_:animated:)`.
    case style
    /// `isStatusBarHidden` / `setStatusBarHidden(_:with:)`.
    case hidden
  }

  /// The value set.
  var setting: Setting
  /// The literal value (`lightContent`, `true`), or nil when the code computes it.
  var value: String?
  /// The Swift text as written, for comments.
  var text: String
  /// Where the call is.
  var origin: SourceOrigin
  /// Whether it runs at launch whatever happens: in the app or scene delegate's launch method,
  /// under no condition, loop or closure there.
  var isAtLaunch = false
}

/// A call to `setNeedsStatusBarAppearanceUpdate()`: who refreshes the status bar, and where.
struct AppearanceUpdateFact: Sendable, Hashable {
  /// The Swift name of the type whose code makes the call, if it is inside one.
  var callerType: String?
  /// The function, accessor or property it is in (`viewWillAppear(_:)`, `style.didSet`).
  var context: String?
  /// The receiver as written (`self` when there is none).
  var receiver: String
  /// Where the call is.
  var origin: SourceOrigin
}

/// Something the scan looked for and could not determine, with where it looked.
struct UndeterminedFact: Sendable, Hashable, Comparable {
  /// What could not be determined, in words.
  var what: String
  /// Where the scan looked.
  var origin: SourceOrigin?
  /// The kind of obstacle, which the summary counts.
  var reason: UndeterminedReason = .other
  /// The view controller classes of the controllers this item keeps off screen.
  ///
  /// A transition's destinations, as the rules file names their classes; the summary
  /// gives the item as the reason such a class is not placed.
  var unplacedClasses: [String] = []

  /// Orders by origin (items without one last), then text.
  static func < (lhs: UndeterminedFact, rhs: UndeterminedFact) -> Bool {
    switch (lhs.origin, rhs.origin) {
    case (let left?, let right?) where left != right: return left < right
    case (nil, _?): return false
    case (_?, nil): return true
    default: return lhs.what < rhs.what
    }
  }
}
