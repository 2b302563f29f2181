/// A `UIStatusBarStyle` value, as returned by `preferredStatusBarStyle` or set on the app.
public enum StatusBarStyle: String, CaseIterable, Sendable, Codable {
  /// `.default`: dark content before iOS 13; chosen from the appearance from iOS 13 (R6, R32).
  case `default`
  /// `.lightContent`: light (white) content, for dark backgrounds.
  case lightContent
  /// `.darkContent`: dark content, for light backgrounds; iOS 13 and later (R29).
  case darkContent
  /// `.blackOpaque`: deprecated since iOS 7 (R6).
  case blackOpaque
  /// `.blackTranslucent`: deprecated since iOS 7, an alias of `.lightContent` (R6).
  case blackTranslucent

  /// The Info.plist spelling, such as `UIStatusBarStyleLightContent`.
  public var plistName: String {
    switch self {
    case .default: "UIStatusBarStyleDefault"
    case .lightContent: "UIStatusBarStyleLightContent"
    case .darkContent: "UIStatusBarStyleDarkContent"
    case .blackOpaque: "UIStatusBarStyleBlackOpaque"
    case .blackTranslucent: "UIStatusBarStyleBlackTranslucent"
    }
  }

  /// The Swift spelling with a leading dot, such as `.lightContent`.
  public var swiftName: String { ".\(rawValue)" }

  /// Whether the value is deprecated (since iOS 7).
  public var isDeprecated: Bool { self == .blackOpaque || self == .blackTranslucent }

  /// The style whose Info.plist spelling is `name`, if any.
  public init?(plistName name: String) {
    guard let match = Self.allCases.first(where: { $0.plistName == name }) else { return nil }
    self = match
  }
}

/// What a status bar style means on screen: the colour of the status bar's text and icons.
public enum StatusBarContent: String, CaseIterable, Sendable, Codable {
  /// Dark (black) content, readable on light backgrounds.
  case dark
  /// Light (white) content, readable on dark backgrounds.
  case light

  /// A phrase such as "dark content (black text, for light backgrounds)".
  public var phrase: String {
    switch self {
    case .dark: "dark content (black text and icons, for light backgrounds)"
    case .light: "light content (white text and icons, for dark backgrounds)"
    }
  }
}
