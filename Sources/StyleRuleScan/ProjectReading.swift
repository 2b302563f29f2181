import Foundation
import StyleRuleKit

/// The Xcode projects, the application target and its Info.plist, read on a thread of their
/// own while the Swift files and storyboards are read on every core; and which of those
/// files the target reads.
///
/// Until the target is chosen, every file may be read (``mayRead(_:)``): reading ahead keeps
/// the cores busy while the project is read, and what a file outside the target gave is
/// dropped by the scan, unseen. Once the target is chosen, only its files are read; when the
/// scan cannot start (a target must be named), no more files are read.
final class ProjectReading: @unchecked Sendable {
  /// What the reading gives.
  struct Result {
    /// What the project readers found, and the notes on the target.
    var projectFindings = ReaderFindings()
    /// What the Info.plist readers found.
    var infoPlistFindings = ReaderFindings()
    /// For each file listed for reading, whether the target reads it.
    var membership: [Bool] = []
    /// Files listed but outside the target.
    var filesOutsideTarget = 0
    /// Why the scan does not start, when a target must be named.
    var targetError: TargetSelectionError?
    /// The Info.plist's launch configuration.
    var launch = LaunchConfiguration()
    /// The target read.
    var target: AppTargetFact?
    /// The files read through the loader (projects, xcconfigs, plists).
    var loaderFiles: [ScannedFile] = []
    /// The files the loader could not read.
    var loaderProblems: [ScanProblem] = []
  }

  private let lock = NSLock()
  /// Which listed files the target reads, once it is chosen.
  private var membership: [Bool]?
  /// Whether no more files are read (the scan does not start).
  private var stopped = false
  private var output = Result()

  /// Prepares the reading for `candidates` files listed for reading.
  init(candidates: Int) {
    output.membership = Array(repeating: true, count: candidates)
  }

  /// Whether the listed file at `index` may be read now: the target's, or any before the
  /// target is chosen.
  func mayRead(_ index: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if stopped { return false }
    return membership?[index] ?? true
  }

  /// What was read; call after ``run(files:candidates:root:textReader:requestedTarget:)``.
  func result() -> Result {
    lock.lock()
    defer { lock.unlock() }
    return output
  }

  /// Reads the projects among `files`, chooses the target (`requestedTarget`, or the only
  /// one), says which of `candidates` it reads, then reads its Info.plist (or the folder's
  /// one app `Info.plist` without a project).
  func run(
    files: [ScannedFile], candidates: [ScannedFile], root: String, textReader: SourceTextReader,
    requestedTarget: String?
  ) {
    var result = Result()
    var loader = ScanFileLoader(root: root, textReader: textReader)
    var projects: [XcodeProject] = []
    for file in files where file.kind == .xcodeProject {
      guard let bytes = loader.load(file.relativePath) else { continue }
      let project = XcodeProjectReader.read(path: file.relativePath, bytes: bytes)
      result.projectFindings.add(project.problems, used: !project.targets.isEmpty)
      projects.append(project)
    }
    var membership = TargetMembership.everything
    var chosen: (project: XcodeProject, target: XcodeTarget)?
    var linked = LinkedCode()
    switch TargetSelection.select(projects: projects, requested: requestedTarget) {
    case .failed(let error):
      result.targetError = error
      result.loaderFiles = Array(loader.readFiles.values)
      result.loaderProblems = loader.problems
      finish(result, membership: nil)
      return
    case .noProject:
      for project in projects where project.problems.isEmpty {
        result.projectFindings.notes.append(
          ScanNote(
            what: "the project has no application target: every file of the folder is read",
            origin: SourceOrigin(path: project.path)))
      }
    case .chosen(let project, let target):
      chosen = (project, target)
      membership = TargetMembership(target: target, in: project, among: projects)
      linked = LinkedCode(target: target, in: project, files: files) { loader.load($0) }
      if membership.listsNothing {
        result.projectFindings.undetermined.append(
          UndeterminedFact(
            what:
              "the target \(target.name) lists no file the scan could place; every file no other application target lists is read",
            origin: target.origin))
      }
    }
    var swiftCounts = Array(repeating: 0, count: linked.links.count)
    var objectiveCCounts = swiftCounts
    let members = candidates.map { file in
      if membership.includes(file.relativePath, kind: file.kind) { return true }
      guard file.kind == .swift || file.kind == .objectiveC,
        let link = linked.link(containing: file.relativePath)
      else { return false }
      if file.kind == .swift { swiftCounts[link] += 1 } else { objectiveCCounts[link] += 1 }
      return true
    }
    for (index, link) in linked.links.enumerated() {
      result.projectFindings.notes.append(
        ScanNote(
          what:
            "the target links the \(link.kind.rawValue) \(link.name): \(Self.linkedFiles(swift: swiftCounts[index], objectiveC: objectiveCCounts[index])) read with the app's",
          origin: link.origin))
    }
    result.membership = members
    result.filesOutsideTarget = members.count { !$0 }
    lock.lock()
    self.membership = members
    lock.unlock()

    if let (project, target) = chosen {
      let info = InfoPlistLocator.locate(target: target, in: project) { loader.load($0) }
      result.infoPlistFindings.add(info.problems, used: !info.entries.isEmpty)
      result.launch = LaunchConfiguration(
        entries: info.entries, sceneManifest: info.sceneManifest, path: info.infoPlistPath)
      result.target = AppTargetFact(
        name: target.name, projectPath: project.path, configuration: info.configurationName,
        origin: target.origin, deploymentTarget: info.deploymentTarget)
    } else {
      result.launch = InfoPlistSearch.find(
        files: files, loader: &loader, findings: &result.infoPlistFindings)
    }
    result.loaderFiles = Array(loader.readFiles.values)
    result.loaderProblems = loader.problems
    finish(result, membership: members)
  }

  /// "its 3 Swift files are", "its 1 Swift file and 40 Objective-C files are": what a link adds.
  static func linkedFiles(swift: Int, objectiveC: Int) -> String {
    func count(_ number: Int, _ kind: String) -> String {
      "\(number) \(kind) file\(number == 1 ? "" : "s")"
    }
    if objectiveC == 0 { return "its \(count(swift, "Swift")) \(swift == 1 ? "is" : "are")" }
    if swift == 0 {
      return "its \(count(objectiveC, "Objective-C")) \(objectiveC == 1 ? "is" : "are")"
    }
    return "its \(count(swift, "Swift")) and \(count(objectiveC, "Objective-C")) are"
  }

  /// Publishes the result; without `membership`, no more files are read.
  private func finish(_ result: Result, membership: [Bool]?) {
    lock.lock()
    output = result
    if membership == nil { stopped = true }
    lock.unlock()
  }
}
