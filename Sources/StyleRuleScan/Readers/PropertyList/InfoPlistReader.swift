import StyleRuleKit

/// Reads an Info.plist file into an ``InfoPlist``: the keys the status bar decision uses.
enum InfoPlistReader {
  /// Reads the Info.plist `bytes` (XML, binary or OpenStep); `path` names the file in origins.
  static func read(path: String, bytes: [UInt8]) -> InfoPlist {
    let document = PropertyListReader.read(path: path, bytes: bytes)
    return interpret(document)
  }

  /// The Info.plist facts of an already read property list.
  static func interpret(_ document: PropertyListDocument) -> InfoPlist {
    var info = InfoPlist(
      path: document.path, format: document.format, entries: [], sceneManifest: nil,
      problems: document.problems)
    guard let root = document.root else { return info }
    guard let dictionary = root.dictionaryValue else {
      info.problems.append(
        ReaderProblem(
          .malformed, "the root of an Info.plist must be a dictionary",
          at: SourceOrigin(path: document.path)))
      return info
    }
    for (plistKey, value) in dictionary {
      guard let (key, device) = InfoPlistEntry.parse(plistKey: plistKey) else { continue }
      info.entries.append(
        InfoPlistEntry(
          key: key, device: device, value: value,
          origin: document.origin(ofKeyPath: [plistKey])))
    }
    info.entries.sort { ($0.key, $0.device?.rawValue ?? "") < ($1.key, $1.device?.rawValue ?? "") }
    if let manifest = dictionary[InfoPlistKey.applicationSceneManifest.rawValue] {
      info.sceneManifest = sceneManifest(manifest, in: document)
    }
    return info
  }

  /// Reads the scene manifest dictionary.
  static func sceneManifest(_ value: PropertyListValue, in document: PropertyListDocument)
    -> InfoPlistSceneManifest?
  {
    let manifestKey = InfoPlistKey.applicationSceneManifest.rawValue
    guard let manifest = value.dictionaryValue else { return nil }
    var result = InfoPlistSceneManifest(
      supportsMultipleScenes: nil, configurations: [],
      origin: document.origin(ofKeyPath: [manifestKey]))
    if let multiple = manifest["UIApplicationSupportsMultipleScenes"]?.boolValue {
      result.supportsMultipleScenes = ReaderValue(
        multiple,
        at: document.origin(ofKeyPath: [manifestKey, "UIApplicationSupportsMultipleScenes"]))
    }
    let configurationsKey = "UISceneConfigurations"
    let roles = manifest[configurationsKey]?.dictionaryValue ?? [:]
    for role in roles.keys.sorted() {
      guard let list = roles[role]?.arrayValue else { continue }
      for (index, item) in list.enumerated() {
        guard let configuration = item.dictionaryValue else { continue }
        let base = [manifestKey, configurationsKey, role, String(index)]
        func string(_ key: String) -> ReaderValue<String>? {
          configuration[key]?.stringValue.map {
            ReaderValue($0, at: document.origin(ofKeyPath: base + [key]))
          }
        }
        result.configurations.append(
          InfoPlistSceneConfiguration(
            role: role, name: string("UISceneConfigurationName"),
            delegateClassName: string("UISceneDelegateClassName"),
            storyboardName: string("UISceneStoryboardFile"),
            sceneClassName: string("UISceneClassName"),
            origin: document.origin(ofKeyPath: [manifestKey, configurationsKey, role])))
      }
    }
    return result
  }
}
