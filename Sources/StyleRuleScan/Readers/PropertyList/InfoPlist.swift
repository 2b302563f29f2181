import StyleRuleKit

/// The Info.plist keys the status bar decision depends on.
enum InfoPlistKey: String, CaseIterable, Hashable, Sendable, Comparable {
  /// `UIViewControllerBasedStatusBarAppearance`: whether view controllers decide (default YES).
  case viewControllerBasedStatusBarAppearance = "UIViewControllerBasedStatusBarAppearance"
  /// `UIStatusBarStyle`: the initial (and, with the switch off, app-wide) style.
  case statusBarStyle = "UIStatusBarStyle"
  /// `UIStatusBarHidden`: whether the status bar starts hidden.
  case statusBarHidden = "UIStatusBarHidden"
  /// `UIUserInterfaceStyle`: `Light`/`Dark` forces the appearance the default style follows.
  case userInterfaceStyle = "UIUserInterfaceStyle"
  /// `UIDesignRequiresCompatibility`: YES keeps an app linked with the iOS 26 SDK in
  /// compatibility mode (R36).
  case designRequiresCompatibility = "UIDesignRequiresCompatibility"
  /// `UIApplicationSceneManifest`: scene configurations.
  case applicationSceneManifest = "UIApplicationSceneManifest"
  /// `UIMainStoryboardFile`: the storyboard loaded into the main window without scenes.
  case mainStoryboardFile = "UIMainStoryboardFile"
  /// `UILaunchStoryboardName`: the launch screen storyboard.
  case launchStoryboardName = "UILaunchStoryboardName"

  /// Orders by raw key name.
  static func < (lhs: InfoPlistKey, rhs: InfoPlistKey) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// A device-specific variant of an Info.plist key (`KEY~ipad`, `KEY~iphone`).
enum InfoPlistDevice: String, Hashable, Sendable, Comparable {
  /// `~ipad`.
  case ipad
  /// `~iphone`.
  case iphone

  /// Orders by raw name.
  static func < (lhs: InfoPlistDevice, rhs: InfoPlistDevice) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// One Info.plist key the scan cares about, with its value and where it is written.
struct InfoPlistEntry: Hashable, Sendable {
  /// The key.
  var key: InfoPlistKey
  /// The device variant, when the key is written `KEY~ipad` or `KEY~iphone`.
  var device: InfoPlistDevice?
  /// The value as written.
  var value: PropertyListValue
  /// Where it is written: the plist's `<key>` line, or a build setting's line.
  var origin: SourceOrigin

  /// Creates an entry.
  init(
    key: InfoPlistKey, device: InfoPlistDevice? = nil, value: PropertyListValue,
    origin: SourceOrigin
  ) {
    self.key = key
    self.device = device
    self.value = value
    self.origin = origin
  }

  /// The key as written in a plist: `UIStatusBarStyle~ipad`.
  var plistKey: String {
    device.map { "\(key.rawValue)~\($0.rawValue)" } ?? key.rawValue
  }

  /// Splits a plist key into a known key and device variant; nil for other keys.
  static func parse(plistKey: String) -> (InfoPlistKey, InfoPlistDevice?)? {
    let parts = plistKey.split(separator: "~", maxSplits: 1).map(String.init)
    guard let first = parts.first, let key = InfoPlistKey(rawValue: first) else { return nil }
    guard parts.count == 2 else { return (key, nil) }
    guard let device = InfoPlistDevice(rawValue: parts[1]) else { return nil }
    return (key, device)
  }
}

/// One scene configuration of `UIApplicationSceneManifest`.
struct InfoPlistSceneConfiguration: Hashable, Sendable {
  /// The session role the configuration is listed under (`UIWindowSceneSessionRoleApplication`).
  var role: String
  /// `UISceneConfigurationName`.
  var name: ReaderValue<String>?
  /// `UISceneDelegateClassName` as written (often `$(PRODUCT_MODULE_NAME).SceneDelegate`).
  var delegateClassName: ReaderValue<String>?
  /// `UISceneStoryboardFile`: the storyboard whose initial controller becomes the root.
  var storyboardName: ReaderValue<String>?
  /// `UISceneClassName`.
  var sceneClassName: ReaderValue<String>?
  /// Where the configuration's dictionary is listed.
  var origin: SourceOrigin

  /// The delegate's type name without a module prefix (`App.SceneDelegate` → `SceneDelegate`).
  var delegateTypeName: String? {
    delegateClassName.map { name in
      name.value.split(separator: ".").last.map(String.init) ?? name.value
    }
  }
}

/// `UIApplicationSceneManifest`: whether the app has scenes, and their configurations.
struct InfoPlistSceneManifest: Hashable, Sendable {
  /// `UIApplicationSupportsMultipleScenes`.
  var supportsMultipleScenes: ReaderValue<Bool>?
  /// The configurations, by role then position.
  var configurations: [InfoPlistSceneConfiguration]
  /// Where the manifest key is written.
  var origin: SourceOrigin
}

/// What an Info.plist file states about the status bar, scenes and storyboards.
struct InfoPlist: Hashable, Sendable {
  /// The file's path, as given to the reader.
  var path: String
  /// The property list format; nil when the bytes are in none.
  var format: PropertyListDocument.Format?
  /// The known keys present, sorted by key then device.
  var entries: [InfoPlistEntry]
  /// The scene manifest, when `UIApplicationSceneManifest` is a dictionary.
  var sceneManifest: InfoPlistSceneManifest?
  /// What could not be read.
  var problems: [ReaderProblem]

  /// The entry for `key` and `device` (nil device: the unsuffixed key).
  func entry(_ key: InfoPlistKey, device: InfoPlistDevice? = nil) -> InfoPlistEntry? {
    entries.first { $0.key == key && $0.device == device }
  }
}
