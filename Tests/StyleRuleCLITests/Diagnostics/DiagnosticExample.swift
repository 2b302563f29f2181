import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// An input that makes stylerule report one diagnostic ID: the files of a folder and the
/// `stylerule` command run in it, or a call to the library for an ID the command line never
/// reaches.
///
/// The ID each example expects is read from the code that reports it, not from a run.
struct DiagnosticExample: Sendable, CustomTestStringConvertible {
  /// A file's content.
  enum Content: Sendable {
    /// Text, shown as it is.
    case text(String)
    /// Bytes that are not text, shown by a description.
    case bytes([UInt8])
    /// A file of this many bytes, all zero (written sparse, so nothing large is written).
    case zeros(Int)
  }

  /// What produces the diagnostic.
  enum Trigger: Sendable {
    /// `stylerule ARGUMENTS`, run in a folder holding `files`.
    case command(files: [(name: String, content: Content)], arguments: [String])
    /// A library call, shown as `code`, whose diagnostics are rendered for `source`.
    case library(code: String, run: @Sendable () -> (source: SourceFile, diagnostics: [Diagnostic]))
  }

  /// The ID the input must produce.
  let id: DiagnosticID
  /// What produces it.
  let trigger: Trigger
  /// For an input that is not shown as text (bytes, a file too large to show), what it is.
  let described: String?

  var testDescription: String { id.rawValue }

  /// A rules file, `example.rules`, given to `stylerule COMMAND example.rules ARGUMENTS`.
  static func rules(
    _ id: DiagnosticID, _ text: String, command: String = "resolve", _ arguments: String...
  ) -> DiagnosticExample {
    DiagnosticExample(
      id: id,
      trigger: .command(
        files: [("example.rules", .text(text))], arguments: [command, "example.rules"] + arguments),
      described: nil)
  }

  /// A rules file that is not shown as text, with what it is.
  static func rules(_ id: DiagnosticID, content: Content, described: String) -> DiagnosticExample {
    DiagnosticExample(
      id: id,
      trigger: .command(
        files: [("example.rules", content)], arguments: ["resolve", "example.rules"]),
      described: described)
  }

  /// A configuration file, `.stylerule.yml`, that `stylerule resolve example.rules` finds in
  /// the current directory.
  static func configuration(
    _ id: DiagnosticID, _ content: Content, described: String? = nil
  ) -> DiagnosticExample {
    DiagnosticExample(
      id: id,
      trigger: .command(
        files: [(".stylerule.yml", content), ("example.rules", .text(minimalRules))],
        arguments: ["resolve", "example.rules"]),
      described: described)
  }

  /// The rules file of examples about something else.
  static let minimalRules = "window { Home: UIViewController }\n"

  /// The input as the documentation shows it: the files' text, or the description.
  var shownInput: (info: String, text: String)? {
    if described != nil { return nil }
    switch trigger {
    case .command(let files, _):
      guard let file = files.first, case .text(let text) = file.content else { return nil }
      return (file.name == ".stylerule.yml" ? "yaml" : "text", text)
    case .library(let code, _):
      return ("swift", code)
    }
  }

  /// The command as the documentation shows it, such as `stylerule resolve example.rules`.
  var shownCommand: String? {
    guard case .command(_, let arguments) = trigger else { return nil }
    return (["stylerule"] + arguments).joined(separator: " ")
  }

  /// What stylerule prints on standard error for the input.
  func run() throws -> String {
    switch trigger {
    case .library(_, let run):
      let (source, diagnostics) = run()
      return DiagnosticFormatter(source: source).format(diagnostics)
    case .command(let files, let arguments):
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "stylerule-diagnostic-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      for (name, content) in files {
        let url = folder.appendingPathComponent(name)
        switch content {
        case .text(let text): try Data(text.utf8).write(to: url)
        case .bytes(let bytes): try Data(bytes).write(to: url)
        case .zeros(let count):
          _ = FileManager.default.createFile(atPath: url.path, contents: nil)
          let handle = try FileHandle(forWritingTo: url)
          try handle.truncate(atOffset: UInt64(count))
          try handle.close()
        }
      }
      return try BinaryRunner.run(arguments, directory: folder).standardError
    }
  }

  /// The diagnostics of `output`, each as its header's severity and ID with its lines (the
  /// header, its excerpt and its notes).
  static func blocks(of output: String) -> [(severity: String, id: String, lines: [String])] {
    var blocks: [(severity: String, id: String, lines: [String])] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let match = line.wholeMatch(of: header) {
        blocks.append((String(match.severity), String(match.id), [line]))
      } else if !blocks.isEmpty {
        blocks[blocks.count - 1].lines.append(line)
      }
    }
    return blocks
  }

  /// A diagnostic's header: `PLACE: SEVERITY: MESSAGE [STAGE.NAME]`; a note's has no ID.
  static var header: Regex<(Substring, severity: Substring, id: Substring)> {
    /\S.*?: (?<severity>error|warning|note): .* \[(?<id>[a-z]+\.[a-z0-9-]+)\]/
  }
}
