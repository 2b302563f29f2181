import StyleRuleScan

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `stylerule-scan ROOT [--scanned-as PATH] [--target NAME] [--exclude PATTERN]...
/// [--no-summary | --full-summary] [--list-targets]`: the scanner executable that `stylerule scan`, and
/// `stylerule lint|resolve|… FOLDER`, start.
///
/// It is a separate executable so that swift-syntax is loaded only by the commands that
/// scan. The rules file goes to standard output; the summary and the files it could not
/// read go to standard error. Exit status: 0; 2 when nothing usable was read or the
/// arguments are wrong; 3 when the scan cannot start as asked (the app has several
/// application targets and `--target` names none of them): then the message, which lists
/// the targets and names `--target NAME`, is written on standard output in place of the
/// rules file, for the command that started the scanner to print once.
struct ScannerCommandLine {
  var root: String?
  var scannedAs: String?
  var target: String?
  var printsSummary = true
  /// Whether the summary lists every item, instead of the first 50 of each list.
  var printsFullSummary = false
  /// Whether to list the application targets instead of scanning (`--list-targets`).
  var listsTargets = false
  /// Paths left out, relative to the app's folder.
  var excluded: [String] = []

  static let usage = """
    usage: stylerule-scan PATH [--scanned-as PATH] [--target NAME] [--exclude PATTERN]...
                          [--no-summary | --full-summary] [--list-targets]
    The scanner behind 'stylerule scan'; run 'stylerule scan --help' instead.

    """

  /// Reads the arguments, or returns the message to print and exit 2 with.
  static func parse(_ arguments: [String]) -> Result<ScannerCommandLine, ArgumentError> {
    var line = ScannerCommandLine()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--scanned-as", "--target", "--exclude":
        guard index + 1 < arguments.count else {
          return .failure(ArgumentError(message: "\(argument) needs a value"))
        }
        switch argument {
        case "--target": line.target = arguments[index + 1]
        case "--exclude": line.excluded.append(arguments[index + 1])
        default: line.scannedAs = arguments[index + 1]
        }
        index += 2
        continue
      case "--no-summary":
        line.printsSummary = false
      case "--full-summary":
        line.printsFullSummary = true
      case "--list-targets":
        line.listsTargets = true
      case "-h", "--help":
        return .failure(ArgumentError(message: ""))
      default:
        guard line.root == nil, !argument.hasPrefix("-") || argument == "-" else {
          return .failure(ArgumentError(message: "unexpected argument '\(argument)'"))
        }
        line.root = argument
      }
      index += 1
    }
    guard line.root != nil else { return .failure(ArgumentError(message: "give the app's folder")) }
    return .success(line)
  }
}

/// A command-line mistake.
struct ArgumentError: Error {
  let message: String
}

/// Writes all of `text` to a file descriptor.
func write(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}

switch ScannerCommandLine.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
  write(
    (error.message.isEmpty ? "" : "stylerule-scan: error: \(error.message)\n")
      + ScannerCommandLine.usage, to: 2)
  exit(error.message.isEmpty ? 0 : 2)
case .success(let line):
  var options = ScanOptions.standard
  options.scannedPath = line.scannedAs
  options.target = line.target
  options.discovery.excluded = line.excluded.map(PathPattern.init)
  if line.listsTargets {
    // One application target a line, as --target names it (`stylerule lint DIR` lints each).
    let targets = AppScanner.applicationTargets(root: line.root ?? ".", options: options)
    write(targets.map { $0.name + "\n" }.joined(), to: 1)
    exit(0)
  }
  let result = AppScanner.scan(root: line.root ?? ".", options: options)
  if let error = result.targetError {
    write(error.description + "\n", to: 1)
    exit(3)
  }
  if line.printsSummary {
    let renderer =
      line.printsFullSummary ? ScanSummaryRenderer(maximumItems: .max) : ScanSummaryRenderer()
    write(renderer.render(result.summary, problems: result.problems), to: 2)
  } else {
    write(result.problems.map { "\($0.path): warning: \($0.reason)\n" }.joined(), to: 2)
  }
  // The command that started the scanner says what went wrong.
  guard result.readAnythingUsable else { exit(2) }
  write(result.rulesText, to: 1)
  exit(0)
}
