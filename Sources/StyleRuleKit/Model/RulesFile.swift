import Foundation

/// A rules file that parsed and checked without errors.
public struct LoadedRules: Sendable {
  /// The app the file describes.
  public let model: AppModel
  /// Warnings found while checking the file (never errors).
  public let warnings: [Diagnostic]
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
  public static let maximumReportedDiagnostics = 50

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
    let (tree, syntaxDiagnostics) = Parser.parse(source, limits: limits)
    if syntaxDiagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(source: source, diagnostics: capped(syntaxDiagnostics))
    }
    let (model, modelDiagnostics) = ModelBuilder.build(tree, source: source)
    let diagnostics = capped(syntaxDiagnostics + modelDiagnostics)
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(source: source, diagnostics: diagnostics)
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

  /// Reads a file's bytes, checking its size before reading it.
  /// - Throws: ``RulesFileError``.
  public static func read(path: String, limits: InputLimits = .standard) throws(RulesFileError)
    -> SourceFile
  {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .unreadable(path: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw .unreadable(path: path, reason: "is a directory, not a rules file")
    }
    if let size = (try? manager.attributesOfItem(atPath: path))?[.size] as? NSNumber,
      size.intValue > limits.maximumFileSize
    {
      let source = SourceFile(path: path, bytes: [])
      throw .invalid(
        DiagnosticsError(
          source: source,
          diagnostics: [
            Diagnostic(
              "input.file-too-large", .error,
              "file is \(size.intValue) bytes; stylerule reads rules files of at most "
                + "\(limits.maximumFileSize) bytes",
              at: nil)
          ]))
    }
    guard let data = manager.contents(atPath: path) else {
      throw .unreadable(path: path, reason: "permission denied or not a regular file")
    }
    return SourceFile(path: path, bytes: [UInt8](data))
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
        "input.too-many-diagnostics", .error,
        "\(dropped) more problem\(dropped == 1 ? "" : "s") not shown", at: nil)
    ]
  }
}
