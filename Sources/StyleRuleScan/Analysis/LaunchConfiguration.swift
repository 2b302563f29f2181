import StyleRuleKit

/// What the app's Info.plist states for launch: the status bar keys, written as `plist`
/// lines, and the storyboard whose initial controller becomes the window's root.
struct LaunchConfiguration {
  /// The storyboard the app launches with, and where the plist names it.
  struct LaunchStoryboard {
    /// Its name (`Main`), without extension.
    var name: String
    /// Where the plist names it (`UISceneStoryboardFile` or `UIMainStoryboardFile`).
    var origin: SourceOrigin
    /// Whether a scene configuration names it (else `UIMainStoryboardFile`).
    var isSceneStoryboard: Bool
  }

  /// The status bar keys, as `plist` lines.
  var entries: [PlistEntryFact] = []
  /// The launch storyboard, when the plist names one.
  var launchStoryboard: LaunchStoryboard?
  /// Whether the app declares a scene manifest.
  var usesScenes = false
  /// Where the scene manifest is declared (the plist key, or the setting that generates it).
  var sceneManifestOrigin: SourceOrigin?
  /// The scene delegate's class as the manifest writes it, for the code hierarchy.
  var sceneDelegateClass: ReaderValue<String>?
  /// The Info.plist file read, relative to the scanned folder.
  var infoPlistPath: String?
  /// `UILaunchStoryboardName`: the launch screen, which is never the window's root.
  var launchScreenName: String?
  /// What could not be determined.
  var undetermined: [UndeterminedFact] = []
  /// Notes.
  var notes: [ScanNote] = []

  /// The keys written as `plist` lines.
  static let statusBarKeys: Set<InfoPlistKey> = [
    .viewControllerBasedStatusBarAppearance, .statusBarStyle, .statusBarHidden,
    .userInterfaceStyle, .designRequiresCompatibility,
  ]

  /// The configuration from merged Info.plist entries and scene manifest.
  init(entries: [InfoPlistEntry], sceneManifest: InfoPlistSceneManifest?, path: String?) {
    infoPlistPath = path
    for entry in entries where Self.statusBarKeys.contains(entry.key) {
      if let fact = Self.plistFact(entry) {
        self.entries.append(fact)
      } else {
        undetermined.append(
          UndeterminedFact(
            what:
              "Info.plist \(entry.plistKey) has a value the scan cannot write (\(Self.describe(entry.value))); left out",
            origin: entry.origin, reason: .valueNotReadable))
      }
    }
    launchScreenName =
      entries.first { $0.key == .launchStoryboardName && $0.device == nil }?.value.stringValue
    let mainStoryboard = entries.first { $0.key == .mainStoryboardFile && $0.device == nil }
    for entry in entries where entry.key == .mainStoryboardFile && entry.device != nil {
      notes.append(
        ScanNote(
          what:
            "\(entry.plistKey) names the storyboard for that device only; the scan follows UIMainStoryboardFile",
          origin: entry.origin))
    }
    if let manifest = sceneManifest {
      usesScenes = true
      sceneManifestOrigin = manifest.origin
      let application = manifest.configurations.filter {
        $0.role == "UIWindowSceneSessionRoleApplication"
      }
      if application.count > 1 {
        undetermined.append(
          UndeterminedFact(
            what:
              "the scene manifest lists \(application.count) application scene configurations; which one a scene uses is chosen in code, so no storyboard root is written",
            origin: manifest.origin, reason: .storyboardNotFollowed))
      } else if let configuration = application.first {
        sceneDelegateClass = configuration.delegateClassName
        if let storyboard = configuration.storyboardName, !storyboard.value.isEmpty {
          launchStoryboard = LaunchStoryboard(
            name: storyboard.value, origin: storyboard.origin, isSceneStoryboard: true)
        }
      }
      if launchStoryboard == nil, let main = mainStoryboard, application.count <= 1 {
        undetermined.append(
          UndeterminedFact(
            what:
              "UIMainStoryboardFile names \(Self.describe(main.value)), but the app has a scene manifest whose configuration names no storyboard; the window's root is left to the code",
            origin: main.origin))
      }
    } else if let main = mainStoryboard {
      if let name = main.value.stringValue, !name.isEmpty {
        launchStoryboard = LaunchStoryboard(
          name: name, origin: main.origin, isSceneStoryboard: false)
      }
    }
    if let storyboard = launchStoryboard, storyboard.name.contains("$(") {
      undetermined.append(
        UndeterminedFact(
          what:
            "the launch storyboard is named through a build setting (\(storyboard.name)); not followed",
          origin: storyboard.origin, reason: .storyboardNotFollowed))
      launchStoryboard = nil
    }
  }

  /// No Info.plist.
  init() {}

  /// The `plist` line for an entry, or nil when its value is not one the language holds.
  static func plistFact(_ entry: InfoPlistEntry) -> PlistEntryFact? {
    let key = entry.plistKey
    let isBoolean = [
      .viewControllerBasedStatusBarAppearance, .statusBarHidden, .designRequiresCompatibility,
    ]
    .contains(entry.key)
    switch entry.value {
    case .bool(let flag) where isBoolean:
      return PlistEntryFact(
        key: key, value: flag ? "YES" : "NO", isString: false, origin: entry.origin)
    case .integer(let number) where isBoolean && (number == 0 || number == 1):
      return PlistEntryFact(key: key, value: String(number), isString: false, origin: entry.origin)
    case .string(let text) where isBoolean && (text == "YES" || text == "NO"):
      return PlistEntryFact(key: key, value: text, isString: true, origin: entry.origin)
    case .string(let text) where entry.key == .statusBarStyle && styles.contains(text):
      return PlistEntryFact(key: key, value: text, isString: true, origin: entry.origin)
    case .string(let text) where entry.key == .userInterfaceStyle && interfaceStyles.contains(text):
      return PlistEntryFact(key: key, value: text, isString: true, origin: entry.origin)
    default:
      return nil
    }
  }

  /// The `UIStatusBarStyle` values the rules language takes.
  static let styles: Set<String> = [
    "UIStatusBarStyleDefault", "UIStatusBarStyleLightContent", "UIStatusBarStyleDarkContent",
    "UIStatusBarStyleBlackOpaque", "UIStatusBarStyleBlackTranslucent",
  ]
  /// The `UIUserInterfaceStyle` values the rules language takes.
  static let interfaceStyles: Set<String> = ["Light", "Dark", "Automatic"]

  /// A property list value in words, for messages.
  static func describe(_ value: PropertyListValue) -> String {
    switch value {
    case .string(let text): return "\"\(text)\""
    case .integer(let number): return String(number)
    case .real(let number): return String(number)
    case .bool(let flag): return flag ? "YES" : "NO"
    case .date: return "a date"
    case .data: return "data"
    case .array: return "an array"
    case .dictionary: return "a dictionary"
    }
  }
}
