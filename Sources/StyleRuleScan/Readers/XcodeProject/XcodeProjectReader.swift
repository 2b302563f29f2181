import StyleRuleKit

/// Reads a `project.pbxproj` into an ``XcodeProject``.
///
/// The file is an OpenStep property list read with ``OpenStepParser`` (Foundation's
/// `PropertyListSerialization` reads it on Linux too, but without lines, and every build setting
/// the scan reports needs its line). Objects are looked up by id; file paths are resolved by
/// walking group parents iteratively (cycle-safe, bounded by the number of objects). A
/// malformed file gives a located problem and whatever objects were read before the error.
enum XcodeProjectReader {
  /// Reads the project file `bytes`; `path` is its path relative to the scanned folder
  /// (`App/App.xcodeproj/project.pbxproj`).
  static func read(path: String, bytes: [UInt8]) -> XcodeProject {
    let parsed = OpenStepParser.parse(path: path, bytes: bytes)
    let projectFolder = projectFolder(of: path)
    var project = XcodeProject(
      path: path, projectFolder: projectFolder, sourceRoot: projectFolder, configurations: [],
      defaultConfigurationName: nil, targets: [], problems: parsed.problems)
    guard let objects = parsed.root?["objects"]?.dictionary else {
      if parsed.problems.isEmpty {
        project.problems.append(
          ReaderProblem(.malformed, "no 'objects' dictionary", at: SourceOrigin(path: path)))
      }
      return project
    }
    let graph = ObjectGraph(path: path, objects: objects)
    guard let rootID = parsed.root?["rootObject"]?.string, let root = objects[rootID] else {
      project.problems.append(
        ReaderProblem(
          .malformed, "the root object is missing",
          at: parsed.root?.origin ?? SourceOrigin(path: path)))
      return project
    }
    if let directory = root["projectDirPath"]?.string, !directory.isEmpty {
      project.sourceRoot = ProjectPath.join(projectFolder, directory)
    }
    let resolver = GroupPathResolver(graph: graph, sourceRoot: project.sourceRoot)
    if let listID = root["buildConfigurationList"]?.string {
      (project.configurations, project.defaultConfigurationName) = graph.configurations(
        listID, resolver: resolver)
    }
    for targetID in root["targets"]?.array?.compactMap(\.string) ?? [] {
      guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else {
        continue
      }
      project.targets.append(
        graph.target(id: targetID, node: target, resolver: resolver))
    }
    project.packageFolderCandidates = graph.packageFolderCandidates(
      projectFolder: projectFolder, resolver: resolver)
    return project
  }

  /// The folder holding the `.xcodeproj` that contains `path`.
  static func projectFolder(of path: String) -> String {
    let components = path.split(separator: "/", omittingEmptySubsequences: true)
    guard let index = components.lastIndex(where: { $0.hasSuffix(".xcodeproj") }) else {
      return ProjectPath.directory(of: path) == "/" ? "." : ProjectPath.directory(of: path)
    }
    let folder = components[..<index].joined(separator: "/")
    return ProjectPath.normalize((path.hasPrefix("/") ? "/" : "") + folder)
  }
}

/// The project's objects by id, with the readers of each kind of object.
private struct ObjectGraph {
  let path: String
  let objects: OpenStepDictionary

  subscript(id: String) -> OpenStepNode? { objects[id] }

  /// The build configurations of the configuration list `listID`, and its default name.
  func configurations(_ listID: String, resolver: GroupPathResolver) -> (
    [XcodeBuildConfiguration], String?
  ) {
    guard let list = objects[listID] else { return ([], nil) }
    var result: [XcodeBuildConfiguration] = []
    for id in list["buildConfigurations"]?.array?.compactMap(\.string) ?? [] {
      guard let node = objects[id] else { continue }
      var configuration = XcodeBuildConfiguration(
        name: node["name"]?.string ?? "", settings: [], baseConfigurationPath: nil,
        origin: node.origin)
      for entry in node["buildSettings"]?.dictionary?.entries ?? [] {
        guard let (name, conditions) = XcodeBuildSetting.parseKey(entry.key) else { continue }
        configuration.settings.append(
          XcodeBuildSetting(
            name: name, conditions: conditions, value: Self.settingValue(entry.value),
            origin: entry.keyOrigin))
      }
      if let reference = node.dictionary?.entry("baseConfigurationReference"),
        let referenceID = reference.value.string
      {
        if let resolved = resolver.path(of: referenceID) {
          configuration.baseConfigurationPath = ReaderValue(resolved, at: reference.keyOrigin)
        }
      } else if let anchor = node.dictionary?.entry("baseConfigurationReferenceAnchor"),
        let anchorID = anchor.value.string,
        let relative = node["baseConfigurationReferenceRelativePath"]?.string,
        let folder = resolver.path(of: anchorID)
      {
        configuration.baseConfigurationPath = ReaderValue(
          ProjectPath.join(folder, relative), at: anchor.keyOrigin)
      }
      result.append(configuration)
    }
    return (result, list["defaultConfigurationName"]?.string)
  }

  /// A build setting's value: a string, or a list joined with spaces (quoted where needed).
  static func settingValue(_ node: OpenStepNode) -> String {
    switch node.value {
    case .string(let text): return text
    case .array(let items):
      return items.compactMap(\.string).map { $0.contains(" ") ? "\"\($0)\"" : $0 }
        .joined(separator: " ")
    default: return ""
    }
  }

  /// A native target with its configurations, build phase files and synchronised folders.
  func target(id: String, node: OpenStepNode, resolver: GroupPathResolver) -> XcodeTarget {
    var target = XcodeTarget(
      name: node["name"]?.string ?? "", productType: node["productType"]?.string,
      configurations: [], defaultConfigurationName: nil, sourceFiles: [], resourceFiles: [],
      synchronizedFolders: [], origin: node.origin)
    if let listID = node["buildConfigurationList"]?.string {
      (target.configurations, target.defaultConfigurationName) = configurations(
        listID, resolver: resolver)
    }
    for phaseID in node["buildPhases"]?.array?.compactMap(\.string) ?? [] {
      guard let phase = objects[phaseID] else { continue }
      let isa = phase["isa"]?.string
      guard
        isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase"
          || isa == "PBXHeadersBuildPhase"
      else { continue }
      var files: [XcodeFileReference] = []
      for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
        guard let fileID = objects[buildFileID]?["fileRef"]?.string else { continue }
        files += fileReferences(fileID, resolver: resolver)
      }
      switch isa {
      case "PBXSourcesBuildPhase": target.sourceFiles += files
      case "PBXHeadersBuildPhase": target.headerFiles += files
      default: target.resourceFiles += files
      }
    }
    for dependencyID in node["packageProductDependencies"]?.array?.compactMap(\.string) ?? [] {
      guard let dependency = objects[dependencyID],
        let product = dependency["productName"]?.string
      else { continue }
      let package = dependency["package"]?.string.flatMap { objects[$0] }
      if package == nil || package?["isa"]?.string == "XCLocalSwiftPackageReference" {
        target.localPackageProducts.append(product)
      }
    }
    for dependencyID in node["dependencies"]?.array?.compactMap(\.string) ?? [] {
      guard let targetID = objects[dependencyID]?["target"]?.string,
        let name = objects[targetID]?["name"]?.string
      else { continue }
      target.dependencyTargetNames.append(name)
    }
    for groupID in node["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
      guard let group = objects[groupID] else { continue }
      var excluded: [String] = []
      for exceptionID in group["exceptions"]?.array?.compactMap(\.string) ?? [] {
        guard let exception = objects[exceptionID],
          exception["target"]?.string == id
        else { continue }
        excluded += exception["membershipExceptions"]?.array?.compactMap(\.string) ?? []
      }
      target.synchronizedFolders.append(
        XcodeSynchronizedFolder(
          path: resolver.path(of: groupID), excludedPaths: excluded.sorted(),
          origin: group.origin))
    }
    return target
  }

  /// The folders that may hold a local package: `XCLocalSwiftPackageReference` paths (relative
  /// to the project's folder), folder references and synchronised root groups, in id order.
  func packageFolderCandidates(projectFolder: String, resolver: GroupPathResolver) -> [String] {
    var folders: [String] = []
    for entry in objects.entries {
      switch entry.value["isa"]?.string {
      case "XCLocalSwiftPackageReference":
        if let relative = entry.value["relativePath"]?.string {
          folders.append(ProjectPath.join(projectFolder, relative))
        }
      case "PBXFileReference":
        let type = entry.value["lastKnownFileType"]?.string
        if type == "folder" || type == "wrapper", let path = resolver.path(of: entry.key) {
          folders.append(path)
        }
      case "PBXFileSystemSynchronizedRootGroup":
        if let path = resolver.path(of: entry.key) { folders.append(path) }
      default:
        break
      }
    }
    return folders
  }

  /// The files a build file's `fileRef` stands for: the file, or a variant group's children.
  func fileReferences(_ id: String, resolver: GroupPathResolver) -> [XcodeFileReference] {
    guard let node = objects[id] else { return [] }
    if node["isa"]?.string == "PBXVariantGroup" {
      return (node["children"]?.array?.compactMap(\.string) ?? []).compactMap { child in
        objects[child].map { reference(child, node: $0, resolver: resolver) }
      }
    }
    return [reference(id, node: node, resolver: resolver)]
  }

  /// One file reference with its resolved path.
  func reference(_ id: String, node: OpenStepNode, resolver: GroupPathResolver)
    -> XcodeFileReference
  {
    XcodeFileReference(
      path: resolver.path(of: id),
      writtenName: node["path"]?.string ?? node["name"]?.string ?? "", origin: node.origin)
  }
}

/// Resolves an object's path by walking up its group parents.
private struct GroupPathResolver {
  let graph: ObjectGraph
  let sourceRoot: String
  /// The group containing each object.
  let parents: [String: String]

  init(graph: ObjectGraph, sourceRoot: String) {
    self.graph = graph
    self.sourceRoot = sourceRoot
    var parents: [String: String] = [:]
    for entry in graph.objects.entries {
      for child in entry.value["children"]?.array?.compactMap(\.string) ?? []
      where parents[child] == nil {
        parents[child] = entry.key
      }
    }
    self.parents = parents
  }

  /// The path of the object `id` relative to the scanned folder; nil when it lies outside the
  /// source tree, or the walk meets a missing object or a cycle.
  func path(of id: String) -> String? {
    var components: [String] = []
    var current = id
    var visited: Set<String> = []
    while visited.insert(current).inserted {
      guard let node = graph[current] else { return nil }
      if let path = node["path"]?.string, !path.isEmpty { components.append(path) }
      let base: String
      switch node["sourceTree"]?.string ?? "<group>" {
      case "<group>":
        if let parent = parents[current] {
          current = parent
          continue
        }
        base = sourceRoot
      case "SOURCE_ROOT":
        base = sourceRoot
      case "<absolute>":
        base = "/"
      default:
        return nil
      }
      var result = base
      for component in components.reversed() {
        result = ProjectPath.join(result, component)
      }
      return result
    }
    return nil
  }
}
