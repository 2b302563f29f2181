import StyleRuleKit

/// What a `project.pbxproj` states about targets, their build settings and their files.
struct XcodeProject: Hashable, Sendable {
  /// The path of the `project.pbxproj`, as given to the reader.
  var path: String
  /// The folder holding the `.xcodeproj` (relative to the scanned folder; `.` for the root).
  var projectFolder: String
  /// `SRCROOT`: the project folder joined with the project's `projectDirPath`.
  var sourceRoot: String
  /// The project-level build configurations (the level below every target's).
  var configurations: [XcodeBuildConfiguration]
  /// The project's `defaultConfigurationName`.
  var defaultConfigurationName: String?
  /// The native targets, in the project's order.
  var targets: [XcodeTarget]
  /// What could not be read.
  var problems: [ReaderProblem]
  /// Folders the project refers to that may hold a local Swift package.
  ///
  /// An `XCLocalSwiftPackageReference`'s path, a folder reference, a synchronised root group
  /// (relative to the scanned folder). Those with a `Package.swift` at or just below them are
  /// packages.
  var packageFolderCandidates: [String] = []

  /// The target named `name`.
  func target(named name: String) -> XcodeTarget? {
    targets.first { $0.name == name }
  }

  /// The application targets.
  var applicationTargets: [XcodeTarget] {
    targets.filter(\.isApplication)
  }
}

/// A native target: its product type, configurations and member files.
struct XcodeTarget: Hashable, Sendable {
  /// The target's `name` (`TARGET_NAME`).
  var name: String
  /// `productType`, such as `com.apple.product-type.application`.
  var productType: String?
  /// The build configurations of the target (each the top level of its settings).
  var configurations: [XcodeBuildConfiguration]
  /// The configuration list's `defaultConfigurationName`.
  var defaultConfigurationName: String?
  /// The files of the Sources build phase.
  var sourceFiles: [XcodeFileReference]
  /// The files of the Resources build phase (storyboards, xibs, plists).
  var resourceFiles: [XcodeFileReference]
  /// The files of the Headers build phase (a framework's public and project headers).
  var headerFiles: [XcodeFileReference] = []
  /// Folders synchronised with the target (Xcode 16): every file in them belongs to it, except
  /// the exceptions.
  var synchronizedFolders: [XcodeSynchronizedFolder]
  /// Where the target's object is written.
  var origin: SourceOrigin
  /// The products of local Swift packages the target links (`packageProductDependencies`
  /// with no package or an `XCLocalSwiftPackageReference`).
  var localPackageProducts: [String] = []
  /// The names of the targets of the project this target depends on (`dependencies`).
  var dependencyTargetNames: [String] = []

  /// Whether the target builds a framework or a library an app can link.
  var isLinkableCode: Bool {
    guard let productType else { return false }
    return [
      "com.apple.product-type.framework", "com.apple.product-type.framework.static",
      "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
    ].contains(productType)
  }

  /// Whether the target builds an application (`com.apple.product-type.application`).
  var isApplication: Bool {
    productType == "com.apple.product-type.application"
  }

  /// The configuration named `name`.
  func configuration(named name: String) -> XcodeBuildConfiguration? {
    configurations.first { $0.name == name }
  }
}

/// A build configuration (Debug, Release…) of a target or of the project.
struct XcodeBuildConfiguration: Hashable, Sendable {
  /// The configuration's `name`.
  var name: String
  /// Every build setting written in its `buildSettings`, in file order.
  var settings: [XcodeBuildSetting]
  /// The `.xcconfig` it is based on (`baseConfigurationReference`), relative to the scanned
  /// folder, located at the reference.
  var baseConfigurationPath: ReaderValue<String>?
  /// Where the configuration's object is written.
  var origin: SourceOrigin

  /// The last unconditional assignment of `name` in this configuration.
  func setting(_ name: String) -> XcodeBuildSetting? {
    settings.last { $0.name == name && $0.conditions.isEmpty }
  }
}

/// A file a target names, with its path resolved through its groups.
struct XcodeFileReference: Hashable, Sendable {
  /// The path relative to the scanned folder; nil when it lies outside the source tree
  /// (`BUILT_PRODUCTS_DIR`, `SDKROOT`…) or its groups could not be followed.
  var path: String?
  /// The name or path as the reference writes it.
  var writtenName: String
  /// Where the file reference's object is written.
  var origin: SourceOrigin
}

/// A folder synchronised with a target (`PBXFileSystemSynchronizedRootGroup`).
struct XcodeSynchronizedFolder: Hashable, Sendable {
  /// The folder relative to the scanned folder; nil when it could not be resolved.
  var path: String?
  /// Files in the folder that are not members of the target (`membershipExceptions`),
  /// relative to the folder.
  var excludedPaths: [String]
  /// Where the group's object is written.
  var origin: SourceOrigin

  /// Whether `file` (relative to the scanned folder) belongs to the target through this folder.
  func contains(_ file: String) -> Bool {
    guard let path else { return false }
    let prefix = path == "." ? "" : path + "/"
    guard file.hasPrefix(prefix) else { return false }
    let inside = String(file.dropFirst(prefix.count))
    return !excludedPaths.contains { inside == $0 || inside.hasPrefix($0 + "/") }
  }
}
