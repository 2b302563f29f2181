/// Reads the files the non-Swift readers ask for by path (project files, xcconfigs, property
/// lists, storyboards), and remembers which were read and which could not be.
///
/// Paths are relative to the scanned folder, as the readers write them; a path that is
/// absolute or leaves the folder (`../Shared.xcconfig`) is not read. Each file is read once.
struct ScanFileLoader {
  /// The scanned folder on disk.
  let rootPath: String
  /// Reads bytes within the size limit.
  let textReader: SourceTextReader
  /// The files read, by path.
  private(set) var readFiles: [String: ScannedFile] = [:]
  /// The bytes of each file read, by path.
  private var cache: [String: [UInt8]] = [:]
  /// The files that could not be read, once each.
  private(set) var problems: [ScanProblem] = []
  /// The paths already tried and failed.
  private var failed: Set<String> = []

  /// Creates a loader for the folder `root` (a file's folder when `root` is a file).
  init(root: String, textReader: SourceTextReader) {
    self.rootPath = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    self.textReader = textReader
  }

  /// The bytes of the file at `path`, or nil when it cannot be read (then reported once,
  /// unless it does not exist: the reader that asked says what was missing).
  mutating func load(_ path: String) -> [UInt8]? {
    let normalized = ProjectPath.normalize(path)
    if let bytes = cache[normalized] { return bytes }
    guard !failed.contains(normalized), !ProjectPath.isAbsolute(normalized),
      normalized != "..", !normalized.hasPrefix("../")
    else { return nil }
    let absolute = rootPath + "/" + normalized
    guard case .success(let status) = FileSystemCalls.status(of: absolute, followLinks: true),
      status.isRegularFile
    else {
      failed.insert(normalized)
      return nil
    }
    let file = ScannedFile(
      relativePath: normalized, absolutePath: absolute,
      kind: ScannedFileKind.of(relativePath: normalized) ?? .propertyList, size: status.size)
    switch textReader.bytes(of: file) {
    case .failure(let problem):
      failed.insert(normalized)
      problems.append(problem)
      readFiles[normalized] = file
      return nil
    case .success(let bytes):
      cache[normalized] = bytes
      readFiles[normalized] = file
      return bytes
    }
  }

  /// Records a file read elsewhere (in parallel), with the problem that stopped it, if any.
  mutating func record(_ file: ScannedFile, problem: ScanProblem?) {
    readFiles[file.relativePath] = file
    if let problem { problems.append(problem) }
  }
}
