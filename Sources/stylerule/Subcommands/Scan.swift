import ArgumentParser
import StyleRuleKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `stylerule scan PATH`: the rules file an app's sources state.
struct Scan: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "Read an app's Swift sources, storyboards and Info.plist into a rules file.",
    discussion: """
      PATH is an app's folder: an Xcode project, a Swift package, or a folder of sources. \
      The rules file goes to standard output, or to --output, written atomically; a summary \
      of what was found, and of what could not be determined, goes to standard error. \
      Every statement says where it was found (@ "path:line:column"), and what the sources \
      do not state stays unknown. With an Xcode project, the application target's files \
      alone are read; when the project has several, --target NAME chooses (without it the \
      scan lists them). Exit status: 0, or 2 when nothing usable was read or a target \
      must be chosen. \
      'stylerule lint PATH' and 'stylerule resolve PATH' scan first.
      """)

  @Argument(help: ArgumentHelp("The app's folder.", valueName: "path"))
  var path: String

  @Option(
    name: [.short, .long],
    help: ArgumentHelp(
      "Write the rules file here instead of standard output ('-' is standard output).",
      valueName: "file"))
  var output: String?

  /// The file to write, nil for standard output (no `--output`, or `-`).
  private var outputFile: String? { output == "-" ? nil : output }

  @Flag(
    name: .long,
    help: ArgumentHelp(
      "List every item of the summary (what could not be determined, the classes not placed, "
        + "the notes), instead of the first 50 of each."))
  var fullSummary = false

  @OptionGroup var scan: ScanOptions

  @OptionGroup var configuration: ConfigurationOptions

  func validate() throws {
    guard FolderCheck.isDirectory(path) else {
      throw ValidationError("\(path) is not a folder; give the app's folder")
    }
  }

  func run() throws {
    // Origins are relative to the `scanned` folder, which is relative to the rules file:
    // to the output file's folder, or to the current directory for standard output.
    let scannedAs =
      outputFile.map { Self.relativePath(to: path, from: Self.folder(of: $0)) } ?? path
    try Frontend.run(color: .never) { () throws(RulesFileError) in
      var request = scan.request(
        root: path, scannedAs: scannedAs, printsSummary: true,
        configuration: try configuration.load())
      request.printsFullSummary = fullSummary
      let source = try ScannerProcess.scan(request)
      do throws(DiagnosticsError) {
        _ = try RulesFile.parse(source)
      } catch {
        // The scanner writes only what the language reads; say so if it did not.
        var result = CommandOutput()
        result.diagnostics = [(error.source, error.diagnostics)]
        result.messages.append(
          "error: the scan wrote a rules file stylerule cannot read (a bug: please report it)")
        result.status = .invalidInput
        return result
      }
      var result = CommandOutput()
      let text = String(decoding: source.bytes, as: UTF8.self)
      if let output = outputFile {
        do {
          try Data(text.utf8).write(
            to: URL(fileURLWithPath: output), options: .atomic)
          result.messages.append("Wrote \(output).")
        } catch {
          result.messages.append("\(output): error: cannot write: \(error)")
          result.status = .invalidInput
        }
      } else {
        result.standardOutput = text
      }
      return result
    }
  }

  /// The folder of a file path, `.` for a bare name.
  static func folder(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "." }
    return slash == file.startIndex ? "/" : String(file[..<slash])
  }

  /// The path of `target` as seen from the folder `base`, both taken from the current
  /// directory: `../App` for `App` from `out`.
  static func relativePath(to target: String, from base: String) -> String {
    let to = FolderCheck.absolute(target).split(separator: "/")
    let from = FolderCheck.absolute(base).split(separator: "/")
    var common = 0
    while common < to.count, common < from.count, to[common] == from[common] { common += 1 }
    let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
