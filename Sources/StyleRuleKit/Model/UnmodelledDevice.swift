/// A device people hold that stylerule knows of but has no model for (T7), named so that an
/// environment naming it is answered as not modelled instead of as an unknown word.
///
/// The iPhone Duo can put its status bar in a vertical strip on one side of the screen
/// (R43), which the tool's model of a status bar at the top does not describe; the iPhone
/// 18 Pro and Pro Max shipped with iOS 27 without any screen size or inset in the
/// references (T7, Q26).
public enum UnmodelledDevice: String, CaseIterable, Sendable {
  /// The folding iPhone Duo (iOS 27.1).
  case iphoneDuo = "iphone-duo"
  /// The iPhone 18 Pro (iOS 27).
  case iphone18Pro = "iphone-18-pro"
  /// The iPhone 18 Pro Max (iOS 27).
  case iphone18ProMax = "iphone-18-pro-max"

  /// Why the device has no model, as a clause such as "the iPhone Duo (iOS 27.1) can put
  /// its status bar in a vertical strip on one side of the screen (R43, Q26) …".
  public var reason: String {
    switch self {
    case .iphoneDuo:
      "the iPhone Duo (iOS 27.1) can put its status bar in a vertical strip on one side of the "
        + "screen, and how preferredStatusBarStyle applies there is not documented (R43, Q26); "
        + "stylerule models a status bar at the top of the screen only"
    case .iphone18Pro, .iphone18ProMax:
      "the \(name) (iOS 27) has no known screen size or safe area (T7, Q26)"
    }
  }

  /// The device's name, such as "iPhone 18 Pro".
  public var name: String {
    switch self {
    case .iphoneDuo: "iPhone Duo"
    case .iphone18Pro: "iPhone 18 Pro"
    case .iphone18ProMax: "iPhone 18 Pro Max"
    }
  }

  /// The message for an environment that names the device: "'iphone-duo' is not modelled:
  /// …".
  public var rejection: String { "'\(rawValue)' is not modelled: \(reason)" }
}
