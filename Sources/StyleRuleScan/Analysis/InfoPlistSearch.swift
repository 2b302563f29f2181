/// Finds the app's Info.plist in a folder without an Xcode project: the one file named
/// `Info.plist` that describes an application.
///
/// An `Info.plist` describes an application unless its root is not a dictionary, it has an
/// `NSExtension` key (an app extension), or its `CFBundlePackageType` is a literal other than
/// `APPL` (a framework, a bundle). With exactly one such file its keys are read; with several,
/// none is chosen and the summary lists them.
enum InfoPlistSearch {
  /// The launch configuration from the folder's Info.plist, if exactly one describes an app.
  static func find(
    files: [ScannedFile], loader: inout ScanFileLoader, findings: inout ReaderFindings
  ) -> LaunchConfiguration {
    var applications: [(path: String, plist: InfoPlist)] = []
    for file in files
    where file.kind == .propertyList && file.relativePath.split(separator: "/").last == "Info.plist"
    {
      guard let bytes = loader.load(file.relativePath) else { continue }
      let document = PropertyListReader.read(path: file.relativePath, bytes: bytes)
      findings.add(document.problems, used: document.root != nil)
      guard let root = document.root?.dictionaryValue, describesApplication(root) else {
        continue
      }
      applications.append((file.relativePath, InfoPlistReader.interpret(document)))
    }
    guard applications.count == 1, let only = applications.first else {
      var configuration = LaunchConfiguration()
      if applications.isEmpty {
        configuration.undetermined.append(
          UndeterminedFact(
            what:
              "no Info.plist of an application was found: the rules file states no Info.plist key",
            origin: nil))
      } else {
        configuration.undetermined.append(
          UndeterminedFact(
            what:
              "\(applications.count) Info.plist files describe an application ("
              + applications.map(\.path).joined(separator: ", ")
              + "); none was chosen, so the rules file states no Info.plist key (an Xcode project would say which)",
            origin: nil))
      }
      return configuration
    }
    return LaunchConfiguration(
      entries: only.plist.entries, sceneManifest: only.plist.sceneManifest, path: only.path)
  }

  /// Whether an Info.plist's root dictionary describes an application.
  static func describesApplication(_ root: [String: PropertyListValue]) -> Bool {
    if root["NSExtension"] != nil { return false }
    if let type = root["CFBundlePackageType"]?.stringValue, !type.contains("$("), type != "APPL" {
      return false
    }
    return true
  }
}
