import ArgumentParser

/// When to colour output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto
  case always
  case never
}

/// Options shared by commands that print a report.
struct OutputOptions: ParsableArguments {
  @Option(
    name: .long,
    help: "Colour output: auto (when writing to a terminal and NO_COLOR is unset), always, never.")
  var color: ColorChoice = .auto
}
