/// Lists the files of an app the scan reads, walking its folders without recursion.
///
/// What it lists: `*.swift`, `Package.swift`, `*.storyboard`, `*.xib`, `*.plist`,
/// `*.xcconfig` and `project.pbxproj` directly inside a `*.xcodeproj` folder.
///
/// What it skips, below the root (the root itself is always walked, even when its name matches):
/// - hidden folders and files (a name starting with `.`: `.git`, `.build`, `.swiftpm`);
/// - build products and dependency checkouts: `DerivedData`, `Pods`, `Carthage`,
///   `node_modules`, and bundles that hold no sources (`*.xcassets`, `*.xcworkspace`,
///   `*.framework`, `*.xcframework`, `*.app`, `*.bundle`, `*.playground`);
/// - everything in a `*.xcodeproj` folder but its `project.pbxproj` (user data, schemes);
/// - paths matching one of ``DiscoveryOptions/excluded``;
/// - test targets, when ``DiscoveryOptions/skipsTestFolders`` is set: a folder whose name ends
///   in `Tests` (`Tests`, `AppTests`, `AppUITests`), the names Xcode and SwiftPM give test
///   targets' folders. Test files kept in an app's own folders are read.
///
/// Symbolic links are followed, but each folder and file is visited once, identified by its
/// device and inode: a link loop, or two links to one folder, costs one visit. A link to a
/// missing target, a folder that cannot be listed, a file that cannot be read, a file over
/// the size limit and a name that is not UTF-8 are each reported once, and the walk goes on.
struct FileDiscovery: Sendable {
  /// The walk's limits.
  var options: DiscoveryOptions

  /// Creates a walk with the given options.
  init(options: DiscoveryOptions = .standard) {
    self.options = options
  }

  /// Folder names skipped wherever they are below the root.
  static let skippedFolderNames: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]
  /// Folder name endings skipped wherever they are below the root.
  static let skippedFolderSuffixes = [
    ".xcassets", ".xcworkspace", ".framework", ".xcframework", ".app", ".bundle", ".playground",
  ]

  /// Whether a folder of this name is skipped.
  func skipsFolder(named name: String) -> Bool {
    if name.hasPrefix(".") { return true }
    if Self.skippedFolderNames.contains(name) { return true }
    if Self.skippedFolderSuffixes.contains(where: { name.hasSuffix($0) }) { return true }
    if options.skipsTestFolders, name.hasSuffix("Tests") { return true }
    return false
  }

  /// Whether a path relative to the root matches one of the excluded patterns.
  func isExcluded(_ relativePath: String) -> Bool {
    options.excluded.contains { $0.matches(relativePath) }
  }

  /// One folder waiting to be listed.
  private struct PendingFolder {
    /// Its path relative to the root ("" for the root).
    var relativePath: String
    /// Whether it is a `*.xcodeproj` folder, where only `project.pbxproj` is read.
    var isProject: Bool
  }

  /// The files under `root` (a folder, or a single file), sorted by relative path.
  func discover(root: String) -> DiscoveryResult {
    var files: [ScannedFile] = []
    var problems: [ScanProblem] = []
    var visitedFolders: Set<FileSystemCalls.FileIdentity> = []
    var visitedFiles: Set<FileSystemCalls.FileIdentity> = []
    let rootPath = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root

    switch FileSystemCalls.status(of: rootPath, followLinks: true) {
    case .failure(let failure):
      return DiscoveryResult(
        files: [],
        problems: [ScanProblem(path: root, kind: .unreadableFolder, reason: failure.message)])
    case .success(let status) where !status.isDirectory:
      // A single file: read it alone, named by its last path component.
      let name = rootPath.split(separator: "/").last.map(String.init) ?? rootPath
      if let kind = ScannedFileKind.of(relativePath: name) {
        if status.size > options.maximumFileSize {
          problems.append(tooLarge(name, size: status.size))
        } else {
          files.append(
            ScannedFile(
              relativePath: name, absolutePath: rootPath, kind: kind, size: status.size))
        }
      }
      return DiscoveryResult(files: files, problems: problems)
    case .success(let status):
      visitedFolders.insert(status.identity)
    }

    var pending = [PendingFolder(relativePath: "", isProject: false)]
    var stoppedAtLimit = false
    walk: while let folder = pending.popLast() {
      let folderPath =
        folder.relativePath.isEmpty ? rootPath : rootPath + "/" + folder.relativePath
      let listing: (names: [String], undecodable: [String])
      switch FileSystemCalls.directoryEntries(of: folderPath) {
      case .failure(let failure):
        problems.append(
          ScanProblem(
            path: folder.relativePath.isEmpty ? root : folder.relativePath,
            kind: .unreadableFolder, reason: "cannot list the folder: \(failure.message)"))
        continue
      case .success(let result): listing = result
      }
      for name in listing.undecodable.sorted() {
        let relative = folder.relativePath.isEmpty ? name : folder.relativePath + "/" + name
        problems.append(
          ScanProblem(path: relative, kind: .unreadableFile, reason: "the name is not UTF-8"))
      }
      var subfolders: [PendingFolder] = []
      for name in listing.names.sorted() {
        if folder.isProject, name != "project.pbxproj" { continue }
        let relative = folder.relativePath.isEmpty ? name : folder.relativePath + "/" + name
        let path = rootPath + "/" + relative
        guard case .success(let linkStatus) = FileSystemCalls.status(of: path, followLinks: false)
        else { continue }  // Gone since the listing.
        var status = linkStatus
        if linkStatus.isSymbolicLink {
          if name.hasPrefix(".") { continue }
          switch FileSystemCalls.status(of: path, followLinks: true) {
          case .failure(let failure):
            // A loop of links (ELOOP) or a missing target: either way nothing to read there.
            if ScannedFileKind.of(relativePath: relative) != nil || failure.isLinkLoop {
              problems.append(
                ScanProblem(
                  path: relative, kind: .brokenLink,
                  reason: "the symbolic link cannot be followed: \(failure.message)"))
            }
            continue
          case .success(let target): status = target
          }
        }
        if isExcluded(relative) { continue }
        if status.isDirectory {
          if skipsFolder(named: name) { continue }
          if visitedFolders.insert(status.identity).inserted {
            subfolders.append(
              PendingFolder(relativePath: relative, isProject: name.hasSuffix(".xcodeproj")))
          }
          continue
        }
        guard status.isRegularFile, !name.hasPrefix("."),
          let kind = ScannedFileKind.of(relativePath: relative)
        else { continue }
        guard visitedFiles.insert(status.identity).inserted else { continue }
        if files.count >= options.maximumFiles {
          stoppedAtLimit = true
          break walk
        }
        if status.size > options.maximumFileSize {
          problems.append(tooLarge(relative, size: status.size))
          continue
        }
        if let failure = FileSystemCalls.readability(of: path) {
          problems.append(
            ScanProblem(path: relative, kind: .unreadableFile, reason: failure.message))
          continue
        }
        files.append(
          ScannedFile(relativePath: relative, absolutePath: path, kind: kind, size: status.size))
      }
      // Pushed in reverse so the first folder in name order is listed next.
      pending.append(contentsOf: subfolders.reversed())
    }
    if stoppedAtLimit {
      problems.append(
        ScanProblem(
          path: root, kind: .tooManyFiles,
          reason: "stopped after \(options.maximumFiles) files; the rest were not read"))
    }
    files.sort { $0.relativePath < $1.relativePath }
    return DiscoveryResult(files: files, problems: ScanProblems.unique(problems))
  }

  /// The problem for a file over the size limit.
  private func tooLarge(_ path: String, size: Int) -> ScanProblem {
    ScanProblem(
      path: path, kind: .tooLarge,
      reason: "\(size) bytes, over the limit of \(options.maximumFileSize) bytes; not read")
  }
}

/// Operations on lists of problems.
enum ScanProblems {
  /// The problems sorted by path, keeping the first problem reported for each path.
  static func unique(_ problems: [ScanProblem]) -> [ScanProblem] {
    var seen: Set<String> = []
    var kept: [ScanProblem] = []
    for problem in problems where seen.insert(problem.path).inserted {
      kept.append(problem)
    }
    return kept.sorted()
  }
}
