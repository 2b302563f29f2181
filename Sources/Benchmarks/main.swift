import Foundation
import StyleRuleKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The stylerule benchmark. Without arguments it measures synthetic apps of growing size,
// each in a child process so that its peak memory is its own, prints a table, and checks
// the targets of Docs/performance.md; it exits with status 1 when one is missed.
//
//   swift run -c release Benchmarks            the table and the targets
//   swift run -c release Benchmarks --quick    smaller sizes, no targets (a smoke test)
//   Benchmarks --measure N D P W [V O]         one size, one line (used by the table)
//   Benchmarks --print N D P W [V O]           the synthetic rules file of that size
//   Benchmarks --layout-pass N                 the layout pass over N controllers on screen
//
// N controllers, depth D, P presentations, W windows; V percent of the values dynamic, and
// O = 1 to put two of them on the walked path (see SyntheticApp).

/// One measured size.
struct Measurement {
  var controllers = 0
  var lines = 0
  var bytes = 0
  var parse = 0.0
  var model = 0.0
  var resolve = 0.0
  var lint = 0.0
  var peakMegabytes = 0.0
  /// How many dynamic values the model has.
  var dynamicValues = 0
  /// How many of them the launch resolution asks.
  var asked = 0
  /// One exploration of every dynamic value the walks ask (`StatusBarResolver.explore`).
  var explore = 0.0
  /// How many resolutions the exploration ran.
  var resolutions = 0
  /// The peak after exploring too.
  var explorePeakMegabytes = 0.0
  /// One layout of the first screen (`LayoutEngine.layout`), which resolves the status bar
  /// itself.
  var layout = 0.0
  /// How many controllers the layout placed.
  var laidOut = 0

  /// What `stylerule lint` does: parse, build the model, and lint, which resolves the file
  /// itself; the resolve column is that resolution alone, shown apart for reference.
  var total: Double { parse + model + lint }

  /// The line the child prints and the parent reads.
  var record: String {
    [controllers, lines, bytes, dynamicValues, asked, resolutions, laidOut].map(String.init)
      .joined(separator: " ") + " "
      + [parse, model, resolve, lint, peakMegabytes, explore, explorePeakMegabytes, layout].map {
        String($0)
      }.joined(separator: " ")
  }

  init() {}

  init?(record: String) {
    let fields = record.split(separator: " ")
    guard fields.count == 15 else { return nil }
    let counts = fields[..<7].compactMap { Int($0) }
    let numbers = fields[7...].compactMap { Double($0) }
    guard counts.count == 7, numbers.count == 8 else { return nil }
    (controllers, lines, bytes, dynamicValues, asked, resolutions, laidOut) = (
      counts[0], counts[1], counts[2], counts[3], counts[4], counts[5], counts[6]
    )
    (parse, model, resolve, lint, peakMegabytes, explore, explorePeakMegabytes, layout) = (
      numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5], numbers[6],
      numbers[7]
    )
  }
}

/// Seconds taken by `body`, the best of `runs` runs.
func best(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
  var fastest = Double.infinity
  for _ in 0..<runs {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    fastest = min(fastest, seconds)
  }
  return fastest
}

/// The process's peak resident memory, in megabytes.
func peakMegabytes() -> Double {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes
  #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576  // bytes
  #endif
}

/// Measures one size in this process.
func measure(_ app: SyntheticApp) throws -> Measurement {
  let source = SourceFile(path: "synthetic.rules", bytes: app.bytes())
  var result = Measurement()
  result.bytes = source.bytes.count
  result.lines = source.lineCount
  // Each run drops the previous run's result first, and the syntax tree is dropped once
  // the model is built, as in the tool: the peak is that of one pass.
  var parsed: ParsedRules?
  result.parse = try best(5) {
    parsed = nil
    parsed = try RulesFile.parseSyntax(source)
  }
  var loaded: LoadedRules?
  result.model = try best(5) {
    loaded = nil
    if let parsed { loaded = try RulesFile.build(parsed) }
  }
  parsed = nil
  guard let model = loaded?.model else { throw BenchmarkError.invalid }
  result.controllers = model.controllers.count
  var resolution: StatusBarResolution?
  result.resolve = best(5) { resolution = StatusBarResolver(model: model).resolve() }
  guard resolution?.decider != nil else { throw BenchmarkError.invalid }
  var layout: ScreenLayout?
  result.layout = try best(5) {
    layout = nil
    layout = try LayoutEngine(model: model).layout()
  }
  result.laidOut = layout?.controllers.count ?? 0
  guard result.laidOut > 0 else { throw BenchmarkError.invalid }
  layout = nil
  var findings = 0
  result.lint = best(5) { findings = Linter.lint(model).count }
  _ = findings
  result.peakMegabytes = peakMegabytes()
  // Exploring resolves once per combination of the dynamic values the walks ask: once,
  // like resolve, when none is on the walked path, whatever the number off it.
  result.dynamicValues = model.dynamicValues.count
  result.asked = resolution?.asked.count ?? 0
  guard app.dynamicPercent > 0 else { return result }
  if !app.dynamicOnPath && result.asked > 0 { throw BenchmarkError.askedOffPath(result.asked) }
  var exploration: DynamicExploration?
  result.explore = best(5) {
    exploration = nil
    exploration = StatusBarResolver(model: model).explore().exploration
  }
  guard let exploration, exploration.isComplete else { throw BenchmarkError.invalid }
  result.resolutions = exploration.resolutions
  result.explorePeakMegabytes = peakMegabytes()
  return result
}

enum BenchmarkError: Error {
  case invalid
  /// The launch resolution asked dynamic values the generator placed off the walked path.
  case askedOffPath(Int)
  case child(String)
}

/// Measures one size in a child process and reads its line.
func measureInChild(_ app: SyntheticApp) throws -> Measurement {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
  process.arguments = [
    "--measure", "\(app.controllers)", "\(app.depth)", "\(app.presentations)", "\(app.windows)",
    "\(app.dynamicPercent)", app.dynamicOnPath ? "1" : "0",
  ]
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  guard process.terminationStatus == 0, let measurement = Measurement(record: line) else {
    throw BenchmarkError.child(line)
  }
  return measurement
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

/// The app that `--print` or `--measure` arguments describe: N D P W, then optionally the
/// percentage of dynamic values and 1 to put two on the walked path.
func app(_ arguments: ArraySlice<String>) -> SyntheticApp? {
  let numbers = arguments.compactMap { Int($0) }
  guard numbers.count == arguments.count, numbers.count == 4 || numbers.count == 6 else {
    return nil
  }
  var app = SyntheticApp(
    controllers: numbers[0], depth: numbers[1], presentations: numbers[2], windows: numbers[3])
  if numbers.count == 6 {
    app.dynamicPercent = numbers[4]
    app.dynamicOnPath = numbers[5] != 0
  }
  return app
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--print", let app = app(arguments.dropFirst()) {
  FileHandle.standardOutput.write(Data(app.bytes()))
  exit(0)
}
if arguments.first == "--measure", let app = app(arguments.dropFirst()) {
  do {
    print(try measure(app).record)
    exit(0)
  } catch let error as DiagnosticsError {
    let first = error.diagnostics.first.map { "\($0.id): \($0.message)" } ?? "invalid"
    FileHandle.standardError.write(Data("the synthetic file is invalid: \(first)\n".utf8))
    exit(1)
  } catch {
    FileHandle.standardError.write(Data("the measurement failed: \(error)\n".utf8))
    exit(1)
  }
}

if arguments.first == "--layout-pass", arguments.count == 2, let count = Int(arguments[1]),
  count >= 3
{
  print(milliseconds(layoutPass(onScreen: count)))
  exit(0)
}

let quick = arguments.contains("--quick")
let sizes: [SyntheticApp] =
  quick
  ? [
    SyntheticApp(controllers: 1_000, depth: 4, presentations: 10, windows: 2),
    SyntheticApp(controllers: 10_000, depth: 4, presentations: 100, windows: 4),
    SyntheticApp(
      controllers: 10_000, depth: 4, presentations: 100, windows: 4, dynamicPercent: 10,
      dynamicOnPath: true),
  ]
  : [
    SyntheticApp(controllers: 1_000, depth: 4, presentations: 10, windows: 2),
    SyntheticApp(controllers: 10_200, depth: 8, presentations: 100, windows: 8),
    SyntheticApp(controllers: 51_000, depth: 8, presentations: 500, windows: 8),
    SyntheticApp(controllers: 102_000, depth: 8, presentations: 1_000, windows: 8),
    SyntheticApp(controllers: 102_000, depth: 64, presentations: 1_000, windows: 8),
    // 10 % of the values dynamic, all off the walked path, then two of them on it.
    SyntheticApp(
      controllers: 102_000, depth: 8, presentations: 1_000, windows: 8, dynamicPercent: 10),
    SyntheticApp(
      controllers: 102_000, depth: 8, presentations: 1_000, windows: 8, dynamicPercent: 10,
      dynamicOnPath: true),
  ]

print(
  "controllers     lines     bytes  depth  pres  windows  dyn %   parse ms  model ms  "
    + "resolve ms  layout ms  laid out  lint ms  total ms  peak MB")
var results: [(SyntheticApp, Measurement)] = []
for app in sizes {
  guard let measurement = try? measureInChild(app) else {
    print("MISSED: measuring \(app.controllers) controllers at depth \(app.depth) failed")
    exit(1)
  }
  results.append((app, measurement))
  let row = [
    String(measurement.controllers).leftPadded(11), String(measurement.lines).leftPadded(9),
    String(measurement.bytes).leftPadded(9), String(app.depth).leftPadded(6),
    String(app.presentations).leftPadded(5), String(app.windows).leftPadded(8),
    String(app.dynamicPercent).leftPadded(6), milliseconds(measurement.parse).leftPadded(10),
    milliseconds(measurement.model).leftPadded(9),
    milliseconds(measurement.resolve).leftPadded(11),
    milliseconds(measurement.layout).leftPadded(10), String(measurement.laidOut).leftPadded(9),
    milliseconds(measurement.lint).leftPadded(8),
    milliseconds(measurement.total).leftPadded(9),
    String(format: "%.0f", measurement.peakMegabytes).leftPadded(8),
  ]
  print(row.joined(separator: " "))
}

// The exploration of the files with dynamic values.
let dynamicResults = results.filter { $0.0.dynamicPercent > 0 }
if !dynamicResults.isEmpty {
  print(
    "\ncontrollers  dyn %  on path  dynamic values  asked  resolve ms  explore ms  resolutions  "
      + "ms per resolution  peak MB")
  for (app, measurement) in dynamicResults {
    let row = [
      String(measurement.controllers).leftPadded(11), String(app.dynamicPercent).leftPadded(6),
      (app.dynamicOnPath ? "yes" : "no").leftPadded(8),
      String(measurement.dynamicValues).leftPadded(15), String(measurement.asked).leftPadded(6),
      milliseconds(measurement.resolve).leftPadded(11),
      milliseconds(measurement.explore).leftPadded(11),
      String(measurement.resolutions).leftPadded(12),
      milliseconds(measurement.explore / Double(max(1, measurement.resolutions))).leftPadded(18),
      String(format: "%.0f", measurement.explorePeakMegabytes).leftPadded(8),
    ]
    print(row.joined(separator: " "))
  }
}
if quick { exit(0) }

// The targets.
var failures: [String] = []
// The file with dynamic values on the walked path is left out: there lint checks every
// combination of the values the walks ask (Docs/lint-checks.md), so its time is that of one
// lint per combination, by design; its row shows it.
let large = results.filter {
  $0.1.lines >= 1_000_000 && $0.1.controllers >= 100_000 && !$0.0.dynamicOnPath
}
if large.isEmpty { failures.append("no measured file has 1,000,000 lines and 100,000 controllers") }
for (_, measurement) in large {
  if measurement.total >= 1.0 {
    failures.append(
      "\(measurement.lines) lines took \(milliseconds(measurement.total)) ms (target: < 1000)")
  }
  if measurement.peakMegabytes >= 250 {
    failures.append(
      "\(measurement.lines) lines peaked at \(Int(measurement.peakMegabytes)) MB (target: < 250)")
  }
}
if let small = results.first(where: { $0.1.controllers >= 10_000 && $0.1.controllers < 20_000 }),
  let big = results.first(where: { $0.0.depth == small.0.depth && $0.1.controllers >= 100_000 })
{
  let ratio = big.1.total / small.1.total
  let size = Double(big.1.bytes) / Double(small.1.bytes)
  print(
    String(
      format: "\n%.1f× the input took %.1f× the time (target: at most 1.1× the input's ratio)",
      size, ratio))
  if ratio > size * 1.1 {
    failures.append(String(format: "%.1f× the input took %.1f× the time", size, ratio))
  }
}
// Layout resolves the status bar, then places the controllers on screen once each: of the
// order of resolve on every file (at most 1.5× its time, plus a millisecond of noise).
for (app, measurement) in results where !app.dynamicOnPath {
  if measurement.layout > measurement.resolve * 1.5 + 0.001 {
    failures.append(
      "layout of \(measurement.controllers) controllers took \(milliseconds(measurement.layout)) "
        + "ms (target: within 1.5× of resolve's \(milliseconds(measurement.resolve)) ms)")
  }
}
// The layout pass alone over many controllers on screen (a chain of custom containers
// under a navigation and a tab bar controller): linear in the controllers it places.
let passes = [10_000, 100_000].map { count in (count, layoutPass(onScreen: count)) }
print("\ncontrollers on screen  layout pass ms  µs per controller")
for (count, seconds) in passes {
  print(
    String(count).leftPadded(21) + milliseconds(seconds).leftPadded(16)
      + String(format: "%.2f", seconds * 1e6 / Double(count)).leftPadded(19))
}
if passes.count == 2 {
  let ratio = passes[1].1 / max(passes[0].1, 1e-9)
  let size = Double(passes[1].0) / Double(passes[0].0)
  print(String(format: "The layout pass: %.0f× the controllers took %.1f× the time", size, ratio))
  if ratio > size * 1.1 {
    failures.append(
      String(format: "the layout pass: %.0f× the controllers took %.1f× the time", size, ratio))
  }
}
// Dynamic values off the walked path cost the exploration nothing: it resolves once.
for (app, measurement) in dynamicResults where !app.dynamicOnPath {
  if measurement.resolutions != 1 || measurement.explore > measurement.resolve * 1.5 + 0.001 {
    failures.append(
      "exploring \(measurement.dynamicValues) dynamic values off the walked path took "
        + "\(milliseconds(measurement.explore)) ms and \(measurement.resolutions) resolutions "
        + "(target: one resolution, within 1.5× of resolve's \(milliseconds(measurement.resolve)) ms)"
    )
  }
}
if failures.isEmpty {
  print("All targets met.")
} else {
  for failure in failures { print("MISSED: \(failure)") }
  exit(1)
}

/// Seconds for the layout pass over a chain of `count` custom containers on screen, on
/// iOS 10 (guides and scroll insets) and iOS 17 (safe areas), the best of five.
func layoutPass(onScreen count: Int) -> Double {
  var nodes = [
    LayoutNode(
      name: "Tabs", className: "UITabBarController", role: .tabBar, placement: .windowRoot),
    LayoutNode(
      name: "Nav", className: "UINavigationController", role: .navigation,
      placement: .child(of: 0)),
  ]
  nodes.reserveCapacity(count)
  while nodes.count < count {
    let index = nodes.count
    nodes.append(
      LayoutNode(
        name: "C\(index)", className: "Container", role: index == count - 1 ? .content : .container,
        placement: .child(of: index - 1),
        properties: ControllerLayoutProperties(viewIsScrollView: true)))
  }
  let input = LayoutInput(nodes: nodes, statusBar: LayoutStatusBarInput(hidden: false))
  var placed = 0
  let seconds = best(5) {
    placed = 0
    for (ios, model) in [(10, DeviceModel.iphone6S), (17, .iphone15)] {
      placed +=
        LayoutEngine.layout(input, in: LayoutEnvironment(ios: OSVersion(ios), model: model))
        .controllers.count
    }
  }
  return placed == 2 * count ? seconds : .infinity
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
