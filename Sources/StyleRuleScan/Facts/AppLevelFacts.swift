import StyleRuleKit

/// One Info.plist entry, from a plist file or a build setting (`INFOPLIST_KEY_…`).
public struct PlistEntryFact: Sendable, Hashable {
  /// The key (`UIViewControllerBasedStatusBarAppearance`).
  public var key: String
  /// The value as a rules file writes it: `YES`/`NO` for Booleans, the string otherwise.
  public var value: String
  /// Whether `value` is written as a quoted string in the rules file.
  public var isString: Bool
  /// Where the entry is (the plist, or the build setting's line).
  public var origin: SourceOrigin

  /// Creates a plist entry.
  public init(key: String, value: String, isString: Bool, origin: SourceOrigin) {
    self.key = key
    self.value = value
    self.isString = isString
    self.origin = origin
  }
}

/// A call to a deprecated `UIApplication` status bar setter, or an assignment to one.
public struct ApplicationStatusBarFact: Sendable, Hashable {
  /// Which app-level value it sets.
  public enum Setting: String, Sendable, Hashable {
    /// `statusBarStyle` / `setStatusBarStyle(_:animated:)`.
    case style
    /// `isStatusBarHidden` / `setStatusBarHidden(_:with:)`.
    case hidden
  }

  /// The value set.
  public var setting: Setting
  /// The literal value (`lightContent`, `true`), or nil when the code computes it.
  public var value: String?
  /// The Swift text as written, for comments.
  public var text: String
  /// Where the call is.
  public var origin: SourceOrigin

  /// Creates an application fact.
  public init(setting: Setting, value: String?, text: String, origin: SourceOrigin) {
    self.setting = setting
    self.value = value
    self.text = text
    self.origin = origin
  }
}

/// A call to `setNeedsStatusBarAppearanceUpdate()`: who refreshes the status bar, and where.
public struct AppearanceUpdateFact: Sendable, Hashable {
  /// The Swift name of the type whose code makes the call, if it is inside one.
  public var callerType: String?
  /// The function, accessor or property it is in (`viewWillAppear(_:)`, `style.didSet`).
  public var context: String?
  /// The receiver as written (`self` when there is none).
  public var receiver: String
  /// Where the call is.
  public var origin: SourceOrigin

  /// Creates an appearance update fact.
  public init(callerType: String?, context: String?, receiver: String, origin: SourceOrigin) {
    self.callerType = callerType
    self.context = context
    self.receiver = receiver
    self.origin = origin
  }
}

/// Something the scan looked for and could not determine, with where it looked.
public struct UndeterminedFact: Sendable, Hashable, Comparable {
  /// What could not be determined, in words.
  public var what: String
  /// Where the scan looked.
  public var origin: SourceOrigin?

  /// Creates an item.
  public init(what: String, origin: SourceOrigin?) {
    self.what = what
    self.origin = origin
  }

  /// Orders by origin (items without one last), then text.
  public static func < (lhs: UndeterminedFact, rhs: UndeterminedFact) -> Bool {
    switch (lhs.origin, rhs.origin) {
    case (let left?, let right?) where left != right: return left < right
    case (nil, _?): return false
    case (_?, nil): return true
    default: return lhs.what < rhs.what
    }
  }
}
