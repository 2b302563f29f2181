import StyleRuleKit

/// Why a scan did not start: the app's Xcode projects have several application targets and
/// none was named, or the target named is not one of them.
public enum TargetSelectionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Several application targets and no `--target`: each target's name, with its project.
  case choiceNeeded(targets: [AppTargetChoice])
  /// `--target NAME` names no application target; the closest name, if one is close.
  case unknownTarget(name: String, targets: [AppTargetChoice], suggestion: String?)

  /// The message a command prints, naming `--target NAME`.
  public var description: String {
    switch self {
    case .choiceNeeded(let targets):
      return "the app has \(targets.count) application targets, "
        + Self.list(targets) + "; scan one with --target NAME"
    case .unknownTarget(let name, let targets, let suggestion):
      if targets.isEmpty {
        return "--target \(name): no Xcode project with an application target was read"
      }
      return "--target \(name): no application target has that name"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        + " The application targets are " + Self.list(targets) + "."
    }
  }

  /// `A (App.xcodeproj), B (App.xcodeproj)`.
  private static func list(_ targets: [AppTargetChoice]) -> String {
    targets.map { "\($0.name) (\($0.projectFolderName))" }.joined(separator: ", ")
  }
}

/// An application target a scan can read, as `--target` names it.
public struct AppTargetChoice: Sendable, Hashable {
  /// The name `--target` takes: the target's name, or `Project/Target` when two projects
  /// have a target of that name.
  public var name: String
  /// The `project.pbxproj`'s path relative to the scanned folder.
  public var projectPath: String

  /// Creates a choice.
  init(name: String, projectPath: String) {
    self.name = name
    self.projectPath = projectPath
  }

  /// The `.xcodeproj` folder's name (`Storefront.xcodeproj`).
  public var projectFolderName: String {
    projectPath.split(separator: "/").last { $0.hasSuffix(".xcodeproj") }.map(String.init)
      ?? projectPath
  }
}

/// Chooses the application target a scan reads, among every Xcode project found.
///
/// No project with an application target: every file is read. One: it is read (a `--target`
/// naming another is an error). Several: `--target` chooses, else the scan stops with the
/// list. A workspace's projects are the `*.xcodeproj` folders inside the scanned folder,
/// which the walk finds whether or not a workspace lists them.
enum TargetSelection {
  /// What the selection gives.
  enum Outcome {
    /// No project has an application target.
    case noProject
    /// The target chosen, in its project.
    case chosen(project: XcodeProject, target: XcodeTarget)
    /// The scan cannot start as asked.
    case failed(TargetSelectionError)
  }

  /// Chooses among the application targets of `projects` (in path order).
  static func select(projects: [XcodeProject], requested: String?) -> Outcome {
    var candidates: [(project: XcodeProject, target: XcodeTarget)] = []
    for project in projects {
      for target in project.applicationTargets { candidates.append((project, target)) }
    }
    var counts: [String: Int] = [:]
    for candidate in candidates { counts[candidate.target.name, default: 0] += 1 }
    let choices = candidates.map { candidate in
      let name = candidate.target.name
      let projectName =
        AppTargetChoice(name: name, projectPath: candidate.project.path).projectFolderName
      return AppTargetChoice(
        name: (counts[name] ?? 0) > 1
          ? String(projectName.dropLast(".xcodeproj".count)) + "/" + name : name,
        projectPath: candidate.project.path)
    }
    guard let requested else {
      switch candidates.count {
      case 0: return .noProject
      case 1: return .chosen(project: candidates[0].project, target: candidates[0].target)
      default: return .failed(.choiceNeeded(targets: choices))
      }
    }
    if let index = choices.firstIndex(where: { $0.name == requested }) {
      return .chosen(project: candidates[index].project, target: candidates[index].target)
    }
    return .failed(
      .unknownTarget(
        name: requested, targets: choices,
        suggestion: Suggestion.closest(to: requested, in: choices.map(\.name))))
  }
}

/// Which files belong to the target a scan reads.
///
/// A Swift file belongs when the target's Sources phase lists it, a storyboard when its
/// Resources phase does (a localised storyboard through its variant group); a file in one of
/// the target's synchronised folders belongs unless it is one of the folder's exceptions.
/// A target that lists no file the scan could place (its groups could not be followed) is
/// taken to own every file no other application target lists, and the summary says so.
struct TargetMembership {
  /// The target's source files (Sources phase: Swift, Objective-C).
  private var sources: Set<String> = []
  /// The target's Objective-C headers.
  private var headers = ObjectiveCHeaderMembership()
  /// The target's resources.
  private var resources: Set<String> = []
  /// The target's synchronised folders.
  private var folders: [XcodeSynchronizedFolder] = []
  /// Files that other application targets list, for a target that lists none.
  private var otherTargetsFiles: Set<String> = []
  /// Other application targets' synchronised folders.
  private var otherFolders: [XcodeSynchronizedFolder] = []
  /// Whether every file is read (no project, or a target that lists nothing).
  private(set) var readsEverything = true
  /// Whether the target lists no file the scan could place.
  private(set) var listsNothing = false

  /// Every file is read.
  static let everything = TargetMembership()

  /// The files of `target` in `project`.
  init(target: XcodeTarget, in project: XcodeProject, among projects: [XcodeProject]) {
    sources = Set(target.sourceFiles.compactMap(\.path))
    headers = ObjectiveCHeaderMembership(
      sources: sources, headers: target.headerFiles.compactMap(\.path))
    resources = Set(target.resourceFiles.compactMap(\.path))
    folders = target.synchronizedFolders.filter { $0.path != nil }
    readsEverything = false
    if sources.isEmpty && resources.isEmpty && folders.isEmpty {
      listsNothing = true
      for other in projects {
        for candidate in other.applicationTargets
        where !(other.path == project.path && candidate.name == target.name) {
          otherTargetsFiles.formUnion(candidate.sourceFiles.compactMap(\.path))
          otherTargetsFiles.formUnion(candidate.resourceFiles.compactMap(\.path))
          otherFolders += candidate.synchronizedFolders
        }
      }
    }
  }

  /// No restriction.
  private init() {}

  /// Whether the file at `path` (relative to the scanned folder) is read.
  func includes(_ path: String, kind: ScannedFileKind) -> Bool {
    if readsEverything { return true }
    if listsNothing {
      return !otherTargetsFiles.contains(path) && !otherFolders.contains { $0.contains(path) }
    }
    if folders.contains(where: { $0.contains(path) }) { return true }
    switch kind {
    case .swift: return sources.contains(path)
    case .objectiveC:
      if path.hasSuffix(".h") { return headers.includes(header: path) }
      return sources.contains(path)
    case .storyboard, .xib: return resources.contains(path)
    default: return true
    }
  }
}
