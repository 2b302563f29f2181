import StyleRuleKit

/// Whether the app adopts the scene life cycle, as the `plist UIApplicationSceneManifest`
/// line that lint's `sdk27-without-scenes` reads (R41).
///
/// The line says only what the sources show: `YES` at the Info.plist's scene manifest (or
/// the build setting that generates it); `NO` when the app's Info.plist (read from its
/// file, or generated for the target) has no manifest and no code adopts scenes another
/// way (a `UIWindowSceneDelegate`, a SwiftUI `App`, an
/// `application(_:configurationForConnecting:options:)`); no line otherwise, so that an
/// app the scan cannot see whole is never said to lack scenes.
enum SceneLifeCycleFinding {
  /// The key the line writes.
  static let key = "UIApplicationSceneManifest"

  /// The line for an app, or nil when the sources do not settle it.
  static func entry(launch: LaunchConfiguration, adoptions: [SourceOrigin]) -> PlistEntryFact? {
    if launch.usesScenes, let origin = launch.sceneManifestOrigin {
      return PlistEntryFact(key: key, value: "YES", isString: false, origin: origin)
    }
    guard !launch.usesScenes, adoptions.isEmpty, let path = launch.infoPlistPath else {
      return nil
    }
    return PlistEntryFact(key: key, value: "NO", isString: false, origin: SourceOrigin(path: path))
  }
}
