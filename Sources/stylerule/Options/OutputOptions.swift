import ArgumentParser

/// When to colour output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto
  case always
  case never
}

/// The report formats; each command accepts the ones that make sense for it.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text
  case json
  case xcode
  case sarif
  case markdown
}

/// Options shared by commands that print a report.
struct OutputOptions: ParsableArguments {
  @Option(
    name: .long,
    help: "The output format: text or json; lint also writes xcode and sarif, screens markdown.")
  var format: OutputFormat = .text

  @Option(
    name: .long,
    help: "Colour output: auto (when writing to a terminal and NO_COLOR is unset), always, never.")
  var color: ColorChoice = .auto

  /// Rejects a format the command does not write, as a usage error.
  func requireFormat(in formats: [OutputFormat], command: String) throws {
    guard formats.contains(format) else {
      let names = formats.map(\.rawValue).joined(separator: ", ")
      let owner = format == .markdown ? "screens" : "lint"
      throw ValidationError(
        "'\(command)' writes \(names); '\(format.rawValue)' is for '\(owner)'")
    }
  }
}
