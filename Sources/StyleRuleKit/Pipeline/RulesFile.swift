#if canImport(Glibc)
  import Glibc
  private let readBytes = Glibc.read
#elseif canImport(Musl)
  import Musl
  private let readBytes = Musl.read
#elseif canImport(Darwin)
  import Darwin
  private let readBytes = Darwin.read
#endif

/// A rules file that parsed and checked without errors.
public struct LoadedRules: Sendable {
  /// The app the file describes.
  public let model: AppModel
  /// Warnings and notes found while checking the file (never errors), such as an unplaced
  /// controller or an Info.plist key stylerule does not read.
  public let warnings: [Diagnostic]
}

/// A parsed rules file, before its model is built.
///
/// ``RulesFile/parseSyntax(_:limits:)`` returns one only when the syntax has no errors;
/// ``RulesFile/parse(_:limits:)`` also builds the model from the statements that parsed.
public struct ParsedRules: Sendable {
  /// The file.
  public let source: SourceFile
  let tree: SyntaxTree
  let diagnostics: [Diagnostic]
}

/// Why a rules file could not be loaded.
public enum RulesFileError: Error, Sendable {
  /// The file could not be read at all.
  case unreadable(path: String, reason: String)
  /// The file was read but has errors.
  case invalid(DiagnosticsError)
}

/// The entry point for reading rules files: bytes → syntax → checked model.
public enum RulesFile {
  /// The most diagnostics reported for one file; the rest are summarised.
  ///
  /// One more than the parser's cap on syntax errors (`Parser.maximumErrors`), which the
  /// syntax stage owns: the parser's errors and the note that it stopped all show.
  public static let maximumReportedDiagnostics = Parser.maximumErrors + 1

  /// Parses and checks a rules file already in memory.
  /// - Parameters:
  ///   - source: The file.
  ///   - limits: Size and nesting limits.
  /// - Returns: The model and any warnings.
  /// - Throws: ``DiagnosticsError`` with every diagnostic when the file has errors.
  public static func parse(_ source: SourceFile, limits: InputLimits = .standard)
    throws(DiagnosticsError) -> LoadedRules
  {
    if let problem = InputValidation.firstProblem(in: source, limits: limits) {
      throw DiagnosticsError(source: source, diagnostics: [problem])
    }
    // The model is built even after syntax errors, from the statements that parsed, so that
    // one run reports every independent problem.
    let (tree, syntaxDiagnostics) = Parser.parse(source, limits: limits)
    return try build(
      ParsedRules(source: source.with(tree), tree: tree, diagnostics: syntaxDiagnostics))
  }

  /// Checks the bytes and parses the syntax, without building the model.
  ///
  /// The first stage of ``parse(_:limits:)``; the benchmark measures the stages apart.
  /// - Throws: ``DiagnosticsError`` when the input or its syntax has errors.
  public static func parseSyntax(_ source: SourceFile, limits: InputLimits = .standard)
    throws(DiagnosticsError) -> ParsedRules
  {
    if let problem = InputValidation.firstProblem(in: source, limits: limits) {
      throw DiagnosticsError(source: source, diagnostics: [problem])
    }
    let (tree, syntaxDiagnostics) = Parser.parse(source, limits: limits)
    let source = source.with(tree)
    if syntaxDiagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(source: source, diagnostics: capped(syntaxDiagnostics))
    }
    return ParsedRules(source: source, tree: tree, diagnostics: syntaxDiagnostics)
  }

  /// The second stage of ``parse(_:limits:)``: builds and checks the model.
  /// - Throws: ``DiagnosticsError`` when the syntax or the model has errors.
  public static func build(_ parsed: ParsedRules) throws(DiagnosticsError) -> LoadedRules {
    if parsed.tree.isTruncated {
      // The parser stopped early: what it read is too partial to check.
      throw DiagnosticsError(source: parsed.source, diagnostics: capped(parsed.diagnostics))
    }
    var (model, modelDiagnostics) = ModelBuilder.build(parsed.tree, source: parsed.source)
    if !parsed.tree.errorOffsets.isEmpty {
      // One error per line, as the parser reports them: what the model finds on a line with
      // a syntax error is most likely a consequence of it.
      let broken = Set(parsed.tree.errorOffsets.map { parsed.source.line(containing: $0) })
      modelDiagnostics.removeAll { diagnostic in
        diagnostic.range.map { broken.contains(parsed.source.line(containing: $0.start)) } ?? false
      }
    }
    let diagnostics = capped(parsed.diagnostics + modelDiagnostics)
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(source: parsed.source, diagnostics: diagnostics)
    }
    return LoadedRules(model: model, warnings: diagnostics)
  }

  /// Reads a rules file from disk, then parses and checks it.
  /// - Parameters:
  ///   - path: The path to read, shown as given in diagnostics.
  ///   - limits: Size and nesting limits.
  /// - Throws: ``RulesFileError``.
  public static func load(path: String, limits: InputLimits = .standard)
    throws(RulesFileError) -> LoadedRules
  {
    let source = try read(path: path, limits: limits)
    do {
      return try parse(source, limits: limits)
    } catch {
      throw .invalid(error)
    }
  }

  /// Reads a file's bytes, checking its size before reading it, and stopping at the size
  /// limit for files whose size is not known in advance (pipes, devices).
  /// - Throws: ``RulesFileError``.
  public static func read(path: String, limits: InputLimits = .standard) throws(RulesFileError)
    -> SourceFile
  {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .unreadable(path: path, reason: reason(for: errno))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(path: path, reason: reason(for: errno))
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      throw .unreadable(path: path, reason: "is a directory, not a rules file")
    }
    if Int(status.st_size) > limits.maximumFileSize {
      throw tooLarge(path: path, size: "\(status.st_size) bytes", limits: limits)
    }
    return try readAll(descriptor, path: path, expectedSize: Int(status.st_size), limits: limits)
  }

  /// Reads standard input to its end, stopping with an error past the size limit; the
  /// source is named `<stdin>`.
  /// - Throws: ``RulesFileError``.
  public static func readStandardInput(limits: InputLimits = .standard) throws(RulesFileError)
    -> SourceFile
  {
    try readAll(0, path: "<stdin>", expectedSize: 0, limits: limits)
  }

  /// Reads an open file to its end.
  private static func readAll(
    _ descriptor: Int32, path: String, expectedSize: Int, limits: InputLimits
  ) throws(RulesFileError) -> SourceFile {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(expectedSize, limits.maximumFileSize))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, buffer.baseAddress, buffer.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: reason(for: errno))
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limits.maximumFileSize {
        throw tooLarge(path: path, size: "more than that", limits: limits)
      }
    }
    return SourceFile(path: path, bytes: bytes)
  }

  private static func tooLarge(path: String, size: String, limits: InputLimits)
    -> RulesFileError
  {
    .invalid(
      DiagnosticsError(
        source: SourceFile(path: path, bytes: []),
        diagnostics: [
          Diagnostic(
            .input(.fileTooLarge), .error,
            "file is \(size); stylerule reads rules files of at most "
              + "\(limits.maximumFileSize) bytes",
            at: nil)
        ]))
  }

  /// Why a file could not be opened or read, in the words the messages use.
  private static func reason(for code: Int32) -> String {
    switch code {
    case ENOENT: "no such file"
    case EACCES, EPERM: "permission denied"
    case EISDIR: "is a directory, not a rules file"
    case ENOTDIR: "a part of the path is not a directory"
    case ENAMETOOLONG: "the path is too long"
    case ELOOP: "too many symbolic links"
    default: "error \(code)"
    }
  }

  /// Sorts diagnostics by position, keeps the first (errors before warnings) and
  /// summarises the rest in a last line.
  static func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard diagnostics.count > maximumReportedDiagnostics else {
      return Diagnostic.sorted(diagnostics)
    }
    let ordered = Diagnostic.sorted(diagnostics)
    let errors = ordered.filter { $0.severity == .error }
    let others = ordered.filter { $0.severity != .error }
    let kept = Array((errors + others).prefix(maximumReportedDiagnostics))
    let dropped = diagnostics.count - kept.count
    return Diagnostic.sorted(kept) + [
      Diagnostic(
        .input(.tooManyDiagnostics), .error,
        "\(dropped) more problem\(dropped == 1 ? "" : "s") not shown", at: nil)
    ]
  }
}

extension SourceFile {
  /// The file with the origins its tree states.
  fileprivate func with(_ tree: SyntaxTree) -> SourceFile {
    guard tree.scanned != nil || !tree.origins.isEmpty else { return self }
    var source = self
    source.origins = OriginTable(
      scannedRoot: tree.scanned?.path,
      statements: tree.origins.map { ($0.statement, $0.origin) })
    return source
  }
}
