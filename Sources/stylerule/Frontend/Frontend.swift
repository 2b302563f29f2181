import ArgumentParser
import StyleRuleConfiguration
import StyleRuleKit

/// The exit statuses stylerule uses.
enum ExitStatus: Int32 {
  /// Success, and nothing at or above the threshold was found.
  case success = 0
  /// Lint findings at or above the threshold.
  case findings = 1
  /// The input is invalid: unreadable, or a rules file with errors.
  case invalidInput = 2
}

/// What a command produced: the text for standard output, diagnostics and messages for
/// standard error, and the exit status.
struct CommandOutput {
  var standardOutput = ""
  var diagnostics: [(source: SourceFile, diagnostics: [Diagnostic])] = []
  var messages: [String] = []
  var status = ExitStatus.success
}

/// A loaded rules file and the environment to resolve it in: the command line's values,
/// and the configuration file's where neither they nor the file say.
struct LoadedInput {
  /// The rules file.
  let rules: LoadedRules
  /// The environment.
  let environment: InputEnvironment
}

/// The one place that turns command results and failures into streams and exit statuses.
///
/// Machine formats go to standard output only; diagnostics and messages go to standard
/// error. When the input is invalid, nothing is written to standard output.
enum Frontend {
  /// Runs `body`, writes what it produced, and exits with its status.
  static func run(color: ColorChoice, _ body: () throws(RulesFileError) -> CommandOutput) throws {
    let output: CommandOutput
    do {
      output = try body()
    } catch {
      output = failureOutput(error)
    }
    emit(output, color: color)
    if output.status != .success {
      throw ExitCode(output.status.rawValue)
    }
  }

  /// Runs `body`, which writes files, and reports its summary on standard error, or its
  /// failure with exit status 2.
  static func runWriting(_ body: () throws(FileWriteError) -> String) throws {
    var output = CommandOutput()
    do {
      output.messages.append(try body())
    } catch {
      output.messages.append(error.message)
      output.status = .invalidInput
    }
    emit(output, color: .never)
    if output.status != .success {
      throw ExitCode(output.status.rawValue)
    }
  }

  /// Loads a rules file from a path, or from standard input for `-`, or scans an app's
  /// folder into one, takes the environment values that neither the command line nor the
  /// file gives from the configuration, and checks that they can exist together with the
  /// file's.
  ///
  /// - Parameters:
  ///   - scan: The scan options, for a folder.
  ///   - configuration: The configuration file's settings, for a folder: the target and
  ///     the paths to leave out, where `scan` does not say.
  ///   - absoluteOrigins: Whether a scanned folder's origins are absolute paths (for Xcode,
  ///     which opens files by absolute path) rather than relative to the current directory.
  static func load(
    _ path: String, environment: EnvironmentOptions? = nil, scan: ScanOptions? = nil,
    configuration: Configuration? = nil, absoluteOrigins: Bool = false
  ) throws(RulesFileError) -> LoadedInput {
    let loaded: LoadedRules
    if path == "-" || FolderCheck.isDirectory(path) {
      let source =
        path == "-"
        ? try RulesFile.readStandardInput()
        : try ScannerProcess.scan(
          (scan ?? ScanOptions()).request(
            root: path, scannedAs: absoluteOrigins ? FolderCheck.absolute(path) : path,
            printsSummary: false, configuration: configuration))
      do {
        loaded = try RulesFile.parse(source)
      } catch {
        throw .invalid(error)
      }
    } else {
      loaded = try RulesFile.load(path: path)
    }
    let filled = InputEnvironment(
      options: environment ?? EnvironmentOptions(),
      configuration: configuration?.environment ?? EnvironmentSettings())
    if let problem = loaded.model.impossibleEnvironment(filled.everyOverride) {
      throw .invalid(
        DiagnosticsError(
          source: loaded.model.source,
          diagnostics: Diagnostic.sorted(loaded.warnings + [problem])))
    }
    return LoadedInput(rules: loaded, environment: filled)
  }

  /// What a failure to load a file produces: its diagnostics or message, and exit status 2.
  static func failureOutput(_ error: RulesFileError) -> CommandOutput {
    var output = CommandOutput()
    output.status = .invalidInput
    switch error {
    case .unreadable(let path, let reason) where FolderCheck.isDirectory(path):
      // An app's folder that could not be scanned.
      output.messages.append("\(path): error: \(reason)")
    case .unreadable(let path, let reason):
      output.messages.append("\(path): error: cannot read the rules file: \(reason)")
    case .invalid(let diagnosticsError):
      output.diagnostics.append((diagnosticsError.source, diagnosticsError.diagnostics))
    }
    return output
  }

  private static func emit(_ output: CommandOutput, color: ColorChoice) {
    let errorStyle = Terminal.style(for: .standardError, choice: color)
    var standardError = ""
    for (source, diagnostics) in output.diagnostics {
      let originFiles = AppFileReader.originFiles(
        of: source, ranges: diagnostics.flatMap { [$0.range] + $0.notes.map(\.range) })
      standardError += DiagnosticFormatter(
        source: source, style: errorStyle, originFiles: originFiles
      ).format(diagnostics)
    }
    for message in output.messages {
      standardError += message + "\n"
    }
    Terminal.write(standardError, to: .standardError)
    if output.status != .invalidInput {
      Terminal.write(output.standardOutput, to: .standardOutput)
    }
  }
}
