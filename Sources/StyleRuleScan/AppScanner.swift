import Foundation

/// How a scan runs.
public struct ScanOptions: Sendable {
  /// What the walk lists.
  public var discovery: DiscoveryOptions
  /// The path written in the rules file's `scanned "…"` line; the root as given when nil.
  public var scannedPath: String?
  /// How many files are parsed at once; every core when nil.
  public var workers: Int?

  /// The standard options.
  public static let standard = ScanOptions(discovery: .standard, scannedPath: nil, workers: nil)

  /// Creates options.
  public init(discovery: DiscoveryOptions, scannedPath: String?, workers: Int?) {
    self.discovery = discovery
    self.scannedPath = scannedPath
    self.workers = workers
  }
}

/// What a scan gives: the rules file, the facts it was written from, the summary and the
/// problems met.
public struct ScanResult: Sendable {
  /// The rules file's text.
  public var rulesText: String
  /// The facts.
  public var facts: ScanFacts
  /// The counts and the "could not determine" list.
  public var summary: ScanSummary
  /// Each file or folder that could not be read (or only in part), once, by path.
  public var problems: [ScanProblem]
  /// The Swift declarations of each file read, in path order (for the other readers and
  /// for tests).
  public var swiftDeclarations: [SwiftFileDeclarations]

  /// Whether anything usable was read: at least one file was read.
  ///
  /// The command exits 2 only when this is false.
  public var readAnythingUsable: Bool { summary.totalFilesRead > 0 }
}

/// The scanner's entry point: from an app's folder to a rules file.
public enum AppScanner {
  /// Scans the app at `root`: lists its files, parses its Swift files on every core, puts them
  /// together, and writes the rules file and the summary.
  ///
  /// Never throws: what could not be read is in ``ScanResult/problems``.
  public static func scan(root: String, options: ScanOptions = .standard) -> ScanResult {
    let discovery = FileDiscovery(options: options.discovery).discover(root: root)
    let swiftFiles = discovery.files.filter { $0.kind == .swift }
    let reader = SwiftFileReader(
      textReader: SourceTextReader(maximumFileSize: options.discovery.maximumFileSize))
    let workers = options.workers ?? ProcessInfo.processInfo.activeProcessorCount
    let outputs = ConcurrentMap.map(swiftFiles, workers: workers) { reader.read($0) }
    return assemble(
      files: discovery.files, outputs: outputs, problems: discovery.problems,
      scannedPath: options.scannedPath ?? root)
  }

  /// Scans Swift sources already in memory, keyed by relative path (for tests and tools).
  public static func scan(swiftSources: [String: String], scannedPath: String = ".")
    -> ScanResult
  {
    let paths = swiftSources.keys.sorted()
    let files = paths.map { path in
      ScannedFile(
        relativePath: path, absolutePath: path, kind: .swift,
        size: swiftSources[path]?.utf8.count ?? 0)
    }
    let outputs = paths.map { path in
      SwiftFileReader.declarations(in: swiftSources[path] ?? "", path: path)
    }
    return assemble(files: files, outputs: outputs, problems: [], scannedPath: scannedPath)
  }

  /// The facts, rules text and summary from parsed files.
  static func assemble(
    files: [ScannedFile], outputs: [SwiftFileReader.Output], problems: [ScanProblem],
    scannedPath: String
  ) -> ScanResult {
    var allProblems = problems
    var declarations: [SwiftFileDeclarations] = []
    for output in outputs {
      if let problem = output.problem { allProblems.append(problem) }
      if let fileDeclarations = output.declarations { declarations.append(fileDeclarations) }
    }
    let analysis = SwiftModuleAnalysis(files: declarations).run()
    var facts = ScanFacts(files: files)
    facts.classes = analysis.classes
    facts.extensions = analysis.extensions
    facts.applicationSettings = declarations.flatMap(\.applicationSettings)
    facts.appearanceUpdates = declarations.flatMap(\.appearanceUpdates)
    var undetermined = analysis.undetermined
    for setting in facts.applicationSettings where setting.value == nil {
      undetermined.append(
        UndeterminedFact(
          what: "UIApplication status bar value computed at run time: `\(setting.text)`",
          origin: setting.origin))
    }
    let settingsByKind = Dictionary(grouping: facts.applicationSettings, by: \.setting)
    for (kind, settings) in settingsByKind where settings.count > 1 {
      let first = settings.map(\.origin).min()
      let property = kind == .style ? "statusBarStyle" : "isStatusBarHidden"
      undetermined.append(
        UndeterminedFact(
          what:
            "UIApplication.shared.\(property) is set in \(settings.count) places; which value "
            + "holds depends on when each runs",
          origin: first))
    }
    facts.undetermined = undetermined.sorted()
    let uniqueProblems = ScanProblems.unique(allProblems)
    return ScanResult(
      rulesText: RulesFileEmitter(scannedPath: scannedPath).emit(facts), facts: facts,
      summary: ScanSummary(facts: facts, problems: uniqueProblems), problems: uniqueProblems,
      swiftDeclarations: declarations)
  }
}
