import StyleRuleKit

/// The Info.plist an application target builds with: its file, the generated keys, and the
/// merged values the status bar decision reads, each with its origin.
struct AppInfoPlist: Hashable, Sendable {
  /// The target's name.
  var targetName: String
  /// The build configuration resolved (Release unless asked otherwise).
  var configurationName: String
  /// `INFOPLIST_FILE` expanded, relative to the project's folder, at the assignment that set it.
  var infoPlistFile: ReaderValue<String>?
  /// The same file relative to the scanned folder; nil when there is none, it lies outside
  /// or it cannot be read.
  var infoPlistPath: String?
  /// `GENERATE_INFOPLIST_FILE`, at the assignment that set it.
  var generatesInfoPlist: ReaderValue<Bool>?
  /// The merged values: the file's keys, with generated keys over them.
  var entries: [InfoPlistEntry]
  /// The merged scene manifest.
  var sceneManifest: InfoPlistSceneManifest?
  /// Missing files, settings that cannot be expanded, settings Xcode ignores, overrides.
  var problems: [ReaderProblem]
  /// `IPHONEOS_DEPLOYMENT_TARGET`, which Xcode writes into the built Info.plist as
  /// `MinimumOSVersion`, at the assignment that set it; nil when unset or not expandable.
  var deploymentTarget: ReaderValue<String>? = nil

  /// The merged entry for `key` and `device`.
  func entry(_ key: InfoPlistKey, device: InfoPlistDevice? = nil) -> InfoPlistEntry? {
    entries.first { $0.key == key && $0.device == device }
  }
}

/// Finds each application target's Info.plist and merges the keys Xcode generates over it.
///
/// How Xcode merges (swiftlang/swift-build, `InfoPlistProcessorTaskAction.swift` at commit
/// 41aee626: `defaultInfoPlistContent` and `addAdditionalContent`): when
/// `GENERATE_INFOPLIST_FILE` is `YES`, a fixed list of keys is generated from the
/// `INFOPLIST_KEY_<key>` build settings that are assigned, and merged over the `INFOPLIST_FILE`
/// contents: a scalar replaces the file's value, a dictionary is merged one level deep.
/// `UIApplicationSceneManifest_Generation = YES` generates
/// `{ UIApplicationSupportsMultipleScenes = YES; UISceneConfigurations = {}; }`, which replaces
/// the file's `UISceneConfigurations`. Of the keys the scan reads, the list holds
/// `UIStatusBarHidden`, `UIStatusBarStyle`, `UIUserInterfaceStyle`, `UIMainStoryboardFile`,
/// `UILaunchStoryboardName` and `UIDesignRequiresCompatibility` — not `UIViewControllerBasedStatusBarAppearance` and no `~ipad`
/// variant; such settings have no effect and are reported.
enum InfoPlistLocator {
  /// The keys Xcode generates from `INFOPLIST_KEY_<key>`, and whether each is a Boolean.
  static let generatedKeys: [InfoPlistKey: Bool] = [
    .statusBarHidden: true, .statusBarStyle: false, .userInterfaceStyle: false,
    .mainStoryboardFile: false, .launchStoryboardName: false, .designRequiresCompatibility: true,
  ]
  /// The build setting that generates a scene manifest.
  static let sceneManifestGeneration = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"

  /// The Info.plist of every application target of `project`, in the project's order.
  ///
  /// `configuration` names the build configuration (default: each target's
  /// `defaultConfigurationName`, else `Release`, else its first); `sdk` is matched against
  /// `[sdk=…]` conditions; `load` returns a file's bytes by its path relative to the scanned
  /// folder (xcconfigs and plists are read through it).
  static func locate(
    project: XcodeProject, configuration: String? = nil, sdk: String = "iphoneos",
    load: (String) -> [UInt8]?
  ) -> [AppInfoPlist] {
    project.applicationTargets.map { target in
      locate(target: target, in: project, configuration: configuration, sdk: sdk, load: load)
    }
  }

  /// The Info.plist of one target.
  static func locate(
    target: XcodeTarget, in project: XcodeProject, configuration: String? = nil,
    sdk: String = "iphoneos", load: (String) -> [UInt8]?
  ) -> AppInfoPlist {
    let names = target.configurations.map(\.name)
    let name =
      configuration ?? target.defaultConfigurationName
      ?? (names.contains("Release") ? "Release" : names.first) ?? "Release"
    var result = AppInfoPlist(
      targetName: target.name, configurationName: name, infoPlistFile: nil, infoPlistPath: nil,
      generatesInfoPlist: nil, entries: [], sceneManifest: nil, problems: [])
    let resolver = settingsResolver(
      target: target, in: project, configuration: name, sdk: sdk, load: load,
      problems: &result.problems)

    if let target = resolver.resolve("IPHONEOS_DEPLOYMENT_TARGET"), target.isComplete,
      let assignment = target.assignment, !target.value.isEmpty
    {
      result.deploymentTarget = ReaderValue(target.value, at: assignment.setting.origin)
    }

    // The file.
    var info: InfoPlist?
    if let file = resolver.resolve("INFOPLIST_FILE"), !file.value.isEmpty {
      let origin = file.assignment?.setting.origin ?? SourceOrigin(path: project.path)
      if !file.isComplete {
        result.problems.append(
          ReaderProblem(
            .unsupported,
            "INFOPLIST_FILE = \(file.value) names a file through settings the scan cannot "
              + "expand (\(file.unexpanded.joined(separator: ", ")))", at: origin))
      } else {
        let relative = ProjectPath.normalize(file.value)
        result.infoPlistFile = ReaderValue(relative, at: origin)
        if ProjectPath.isAbsolute(relative) {
          result.problems.append(
            ReaderProblem(
              .unsupported, "INFOPLIST_FILE is absolute (\(relative)); not read", at: origin))
        } else {
          let path = ProjectPath.join(project.sourceRoot, relative)
          if let bytes = load(path) {
            result.infoPlistPath = path
            let read = InfoPlistReader.read(path: path, bytes: bytes)
            result.problems += read.problems
            info = read
          } else {
            result.problems.append(
              ReaderProblem(
                .missingFile, "INFOPLIST_FILE names \(path), which cannot be read", at: origin))
          }
        }
      }
    }
    result.entries = info?.entries ?? []
    result.sceneManifest = info?.sceneManifest

    // The generated keys.
    if let generate = resolver.resolve("GENERATE_INFOPLIST_FILE"), let flag = generate.boolValue,
      let assignment = generate.assignment
    {
      result.generatesInfoPlist = ReaderValue(flag, at: assignment.setting.origin)
    }
    let generates = result.generatesInfoPlist?.value == true
    for name in resolver.assignedNames where name.hasPrefix("INFOPLIST_KEY_") {
      guard let resolved = resolver.resolve(name), let assignment = resolved.assignment else {
        continue
      }
      let origin = assignment.setting.origin
      let keyName = String(name.dropFirst("INFOPLIST_KEY_".count))
      if name == sceneManifestGeneration {
        guard generates else {
          result.problems.append(noEffect(name, origin))
          continue
        }
        if resolved.boolValue == true { generateSceneManifest(at: origin, into: &result) }
        continue
      }
      let plistKey = keyName.replacingSuffix("_iPad", with: "~ipad")
        .replacingSuffix("_iPhone", with: "~iphone")
      guard let (key, device) = InfoPlistEntry.parse(plistKey: plistKey) else { continue }
      guard device == nil, let isBoolean = generatedKeys[key] else {
        result.problems.append(
          ReaderProblem(
            .noEffect,
            "\(name) has no effect: Xcode does not generate \(plistKey) "
              + "(write the key in the Info.plist file)", at: origin))
        continue
      }
      guard generates else {
        result.problems.append(noEffect(name, origin))
        continue
      }
      guard resolved.isComplete else {
        result.problems.append(
          ReaderProblem(
            .unsupported,
            "\(name) = \(resolved.value) uses settings the scan cannot expand; value unknown",
            at: origin))
        continue
      }
      let value: PropertyListValue
      if isBoolean {
        guard let flag = resolved.boolValue else {
          result.problems.append(
            ReaderProblem(.malformed, "\(name) = \(resolved.value) is not YES or NO", at: origin))
          continue
        }
        value = .bool(flag)
      } else {
        value = .string(resolved.value)
      }
      let generated = InfoPlistEntry(key: key, value: value, origin: origin)
      if let index = result.entries.firstIndex(where: { $0.key == key && $0.device == nil }) {
        let replaced = result.entries[index]
        if replaced.value != value {
          result.problems.append(
            ReaderProblem(
              .overridden,
              "\(name) overrides \(key.rawValue) written at \(replaced.origin)", at: origin))
        }
        result.entries[index] = generated
      } else {
        result.entries.append(generated)
      }
    }
    result.entries.sort {
      ($0.key, $0.device?.rawValue ?? "") < ($1.key, $1.device?.rawValue ?? "")
    }
    result.problems.sort()
    return result
  }

  /// A problem saying `name` has no effect because the Info.plist is not generated.
  private static func noEffect(_ name: String, _ origin: SourceOrigin) -> ReaderProblem {
    ReaderProblem(
      .noEffect, "\(name) has no effect: GENERATE_INFOPLIST_FILE is not YES", at: origin)
  }

  /// Merges the generated scene manifest over the file's, as Xcode does (one level deep).
  private static func generateSceneManifest(
    at origin: SourceOrigin, into result: inout AppInfoPlist
  ) {
    let key = InfoPlistKey.applicationSceneManifest
    var manifest =
      result.entry(key)?.value.dictionaryValue ?? [:]
    if let existing = result.sceneManifest, !existing.configurations.isEmpty {
      result.problems.append(
        ReaderProblem(
          .overridden,
          "\(sceneManifestGeneration) replaces the UISceneConfigurations written at "
            + "\(existing.origin) with an empty dictionary", at: origin))
    }
    manifest["UIApplicationSupportsMultipleScenes"] = .bool(true)
    manifest["UISceneConfigurations"] = .dictionary([:])
    let entry = InfoPlistEntry(key: key, value: .dictionary(manifest), origin: origin)
    result.entries.removeAll { $0.key == key && $0.device == nil }
    result.entries.append(entry)
    result.sceneManifest = InfoPlistSceneManifest(
      supportsMultipleScenes: ReaderValue(true, at: origin), configurations: [], origin: origin)
  }

  /// The resolver over the four levels of `target` in configuration `name`.
  static func settingsResolver(
    target: XcodeTarget, in project: XcodeProject, configuration name: String, sdk: String,
    load: (String) -> [UInt8]?, problems: inout [ReaderProblem]
  ) -> BuildSettingResolver {
    func fileSettings(_ configuration: XcodeBuildConfiguration?) -> [XcodeBuildSetting] {
      guard let reference = configuration?.baseConfigurationPath else { return [] }
      let resolution = XCConfigReader.resolve(path: reference.value, load: load)
      for problem in resolution.problems {
        if problem.kind == .missingFile, problem.origin.path == reference.value {
          problems.append(
            ReaderProblem(
              .missingFile, "the configuration file \(reference.value) cannot be read",
              at: reference.origin))
        } else {
          problems.append(problem)
        }
      }
      return resolution.settings
    }
    let projectConfiguration = project.configurations.first { $0.name == name }
    let targetConfiguration = target.configuration(named: name)
    if targetConfiguration == nil {
      problems.append(
        ReaderProblem(
          .missingFile, "the target \(target.name) has no configuration \(name)",
          at: target.origin))
    }
    let projectName =
      project.path.split(separator: "/").first { $0.hasSuffix(".xcodeproj") }
      .map { String($0.dropLast(".xcodeproj".count)) } ?? ""
    return BuildSettingResolver(
      projectConfigurationFile: fileSettings(projectConfiguration),
      project: projectConfiguration?.settings ?? [],
      targetConfigurationFile: fileSettings(targetConfiguration),
      target: targetConfiguration?.settings ?? [],
      builtins: [
        "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".", "TARGET_NAME": target.name,
        "PRODUCT_NAME": target.name, "PROJECT_NAME": projectName, "CONFIGURATION": name,
      ],
      conditionValues: ["sdk": sdk, "config": name])
  }
}

extension String {
  /// The string with `suffix` replaced by `replacement` when it ends with it.
  fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
  }
}
