import Dispatch
import Foundation
import StyleRuleKit
@_spi(Benchmarks) import StyleRuleScan
import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The scan benchmark. Without arguments it writes synthetic apps of 1,000 to 10,000 Swift
// files to a temporary folder, measures each in a child process (so that its peak memory is
// its own), prints a table and checks the scan targets of Docs/performance.md; it exits
// with status 1 when one is missed.
//
//   swift run -c release ScanBenchmarks            the table and the targets
//   swift run -c release ScanBenchmarks --quick    small sizes, no targets (a smoke test)
//   ScanBenchmarks --measure FILES                 one size, one line (used by the table)
//   ScanBenchmarks --write FILES FOLDER            writes that app, to profile a scan of it
//   ScanBenchmarks --cpu FILES                     processor time of each stage at one size,
//                                                  which a busy machine changes less
//   ScanBenchmarks --folder PATH [--target NAME]   a real app's folder: the bare parse of
//                                                  every Swift file under it, the scan and
//                                                  the check, and the targets for an app
//   ScanBenchmarks --objc FILES                    the Objective-C reader against SwiftParser
//                                                  on as many bytes of each language, one core
//
// Each size is timed twice on the same files: the bare parse (read every Swift file and
// parse it with SwiftParser, on every core) and the whole scan as `stylerule lint FOLDER`
// does it (discovery, reading and parsing on every core, analysis, the rules file, then
// stylerule's parse, model, resolution and lint of that file).

/// One measured size.
struct ScanMeasurement {
  var files = 0
  var lines = 0
  var bareParse = 0.0
  var scan = 0.0
  var check = 0.0
  var peakMegabytes = 0.0

  /// The whole scan: the scanner, then stylerule reading, resolving and linting its file.
  var total: Double { scan + check }

  /// The line the child prints and the parent reads.
  var record: String {
    "\(files) \(lines) \(bareParse) \(scan) \(check) \(peakMegabytes)"
  }

  init() {}

  init?(record: String) {
    let fields = record.split(separator: " ")
    guard fields.count == 6, let files = Int(fields[0]), let lines = Int(fields[1]) else {
      return nil
    }
    let numbers = fields[2...].compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    self.files = files
    self.lines = lines
    (bareParse, scan, check, peakMegabytes) = (numbers[0], numbers[1], numbers[2], numbers[3])
  }
}

enum ScanBenchmarkError: Error {
  case invalid(String)
  case child(String)
}

/// Seconds taken by `body`, the best of `runs` runs.
func best(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
  var fastest = Double.infinity
  for _ in 0..<runs {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    fastest = min(
      fastest,
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  return fastest
}

/// The processor time the process has used so far, on every thread (user and system), in
/// seconds.
func processorSeconds() -> Double {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
    + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// Processor seconds taken by `body` on every thread, the least of `runs` runs: what the
/// work costs, which other work on the machine changes less than the time it takes.
func leastProcessorTime(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
  var least = Double.infinity
  for _ in 0..<runs {
    let start = processorSeconds()
    try body()
    least = min(least, processorSeconds() - start)
  }
  return least
}

/// The process's peak resident memory, in megabytes.
func peakMegabytes() -> Double {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1_048_576
  #endif
}

/// The Swift files under `folder`, sorted.
func swiftFiles(under folder: URL) -> [String] {
  let enumerator = FileManager.default.enumerator(atPath: folder.path)
  var files: [String] = []
  while let path = enumerator?.nextObject() as? String {
    if path.hasSuffix(".swift") { files.append(folder.appendingPathComponent(path).path) }
  }
  return files.sorted()
}

/// Reads and parses every file with SwiftParser on every core; returns the statement count
/// so that the work is not optimised away.
func bareParse(_ paths: [String]) -> Int {
  let workers = ProcessInfo.processInfo.activeProcessorCount
  /// One slot per worker, each written by its worker only.
  struct Slots: @unchecked Sendable { let buffer: UnsafeMutableBufferPointer<Int> }
  let counts = Slots(buffer: .allocate(capacity: workers))
  counts.buffer.initialize(repeating: 0)
  defer { counts.buffer.deallocate() }
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    var index = worker
    var total = 0
    while index < paths.count {
      if let data = FileManager.default.contents(atPath: paths[index]) {
        let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
        total += tree.statements.count
      }
      index += workers
    }
    counts.buffer[worker] = total
  }
  return counts.buffer.reduce(0, +)
}

/// The processor time of each stage at one size, in this process: the bare parse, the scan
/// and the check as ``measure(files:)`` runs them, each the least of five runs.
func measureProcessorTime(files: Int) throws -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "stylerule-scan-benchmark-\(getpid())", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let lines = try SyntheticSwiftApp(files: files).write(to: folder)
  let paths = swiftFiles(under: folder)
  var statements = 0
  let parse = leastProcessorTime(5) { statements = bareParse(paths) }
  guard statements > 0 else { throw ScanBenchmarkError.invalid("nothing parsed") }
  var scanned: ScanResult?
  let scan = leastProcessorTime(5) {
    scanned = nil
    scanned = AppScanner.scan(root: folder.path)
  }
  guard let scanned, scanned.readAnythingUsable else {
    throw ScanBenchmarkError.invalid("the scan read nothing")
  }
  let source = SourceFile(path: "scan.rules", text: scanned.rulesText)
  let check = try leastProcessorTime(5) {
    let loaded = try RulesFile.parse(source)
    _ = StatusBarResolver(model: loaded.model).resolve()
    _ = Linter.lint(loaded.model)
  }
  return String(
    format: "%-7d %-9d %-11.3f %-9.3f %-9.3f %.2f", paths.count, lines, parse, scan, check,
    (scan + check) / parse)
}

/// Measures one size in this process.
func measure(files: Int) throws -> ScanMeasurement {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "stylerule-scan-benchmark-\(getpid())", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  var result = ScanMeasurement()
  result.lines = try SyntheticSwiftApp(files: files).write(to: folder)
  let paths = swiftFiles(under: folder)
  result.files = paths.count
  var statements = 0
  result.bareParse = best(3) { statements = bareParse(paths) }
  guard statements > 0 else { throw ScanBenchmarkError.invalid("nothing parsed") }
  var scanned: ScanResult?
  result.scan = best(3) {
    scanned = nil
    scanned = AppScanner.scan(root: folder.path)
  }
  guard let scanned, scanned.readAnythingUsable else {
    throw ScanBenchmarkError.invalid("the scan read nothing")
  }
  let source = SourceFile(path: "scan.rules", text: scanned.rulesText)
  var classes = 0
  result.check = try best(3) {
    let loaded = try RulesFile.parse(source)
    _ = StatusBarResolver(model: loaded.model).resolve()
    _ = Linter.lint(loaded.model)
    classes = loaded.model.classes.count
  }
  guard classes >= files * 3 / 10 else {
    throw ScanBenchmarkError.invalid(
      "the scan found \(classes) controller classes in \(files) files")
  }
  result.peakMegabytes = peakMegabytes()
  return result
}

/// Measures one size in a child process and reads its line.
func measureInChild(files: Int) throws -> ScanMeasurement {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
  process.arguments = ["--measure", "\(files)"]
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  guard process.terminationStatus == 0, let measurement = ScanMeasurement(record: line) else {
    throw ScanBenchmarkError.child(line)
  }
  return measurement
}

/// Measures a real app's folder: the bare parse of every Swift file under it (a superset of
/// what a target's scan reads), the scan with `target`, and the check of its rules file.
func measure(folder: String, target: String?) throws -> ScanMeasurement {
  let url = URL(fileURLWithPath: folder, isDirectory: true)
  let paths = swiftFiles(under: url)
  var result = ScanMeasurement()
  result.files = paths.count
  var statements = 0
  result.bareParse = best(3) { statements = bareParse(paths) }
  guard statements > 0 else { throw ScanBenchmarkError.invalid("nothing parsed") }
  var scanned: ScanResult?
  var options = ScanOptions.standard
  options.target = target
  result.scan = best(3) {
    scanned = nil
    scanned = AppScanner.scan(root: url.path, options: options)
  }
  guard let scanned, scanned.readAnythingUsable else {
    throw ScanBenchmarkError.invalid("the scan read nothing")
  }
  let source = SourceFile(path: "scan.rules", text: scanned.rulesText)
  result.check = try best(3) {
    let loaded = try RulesFile.parse(source)
    _ = StatusBarResolver(model: loaded.model).resolve()
    _ = Linter.lint(loaded.model)
  }
  result.peakMegabytes = peakMegabytes()
  return result
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--folder", arguments.count == 2 || arguments.count == 4 {
  let target = arguments.count == 4 && arguments[2] == "--target" ? arguments[3] : nil
  let measurement = try measure(folder: arguments[1], target: target)
  print("swift files  bare parse  scan      check     total     total/parse  peak MB")
  print(
    String(
      format: "%-12d %-11.2f %-9.2f %-9.2f %-9.2f %-12.2f %.0f", measurement.files,
      measurement.bareParse, measurement.scan, measurement.check, measurement.total,
      measurement.total / measurement.bareParse, measurement.peakMegabytes))
  var missed: [String] = []
  if measurement.total > 3 * measurement.bareParse {
    missed.append("the scan takes more than 3x the bare parse")
  }
  if measurement.total > 2 { missed.append("the scan and lint take 2 s or more") }
  for message in missed { print("missed: " + message) }
  exit(missed.isEmpty ? 0 : 1)
}
if arguments.first == "--objc", arguments.count == 2, let files = Int(arguments[1]) {
  // Synthetic files of each language, about the same size, read on one core.
  let app = SyntheticSwiftApp(files: files)
  let swiftTexts = (0..<files).map { app.file($0) }
  let objectiveCTexts = swiftTexts.map { SyntheticObjectiveC.file(bytes: $0.utf8.count) }
  let swiftBytes = swiftTexts.reduce(0) { $0 + $1.utf8.count }
  let objectiveCBytes = objectiveCTexts.reduce(0) { $0 + $1.utf8.count }
  let objectiveCArrays = objectiveCTexts.map { Array($0.utf8) }
  var overrides = 0
  let swiftSeconds = best(3) {
    for text in swiftTexts { _ = Parser.parse(source: text) }
  }
  let objectiveCSeconds = best(3) {
    overrides = objectiveCArrays.reduce(0) { $0 + ObjectiveCReaderBenchmark.overrideCount(in: $1) }
  }
  print("language     files  MB     seconds  MB/s")
  let rows: [(String, Int, Double)] = [
    ("Swift", swiftBytes, swiftSeconds), ("Objective-C", objectiveCBytes, objectiveCSeconds),
  ]
  for (name, bytes, seconds) in rows {
    let megabytes = Double(bytes) / 1_048_576
    print(
      name.padding(toLength: 13, withPad: " ", startingAt: 0)
        + String(format: "%-6d %-6.2f %-8.3f %.1f", files, megabytes, seconds, megabytes / seconds))
  }
  print("(\(overrides) overrides read)")
  let perByte = (objectiveCSeconds / Double(objectiveCBytes)) / (swiftSeconds / Double(swiftBytes))
  print(String(format: "Objective-C reader / SwiftParser, per byte: %.2f", perByte))
  if perByte >= 1 { print("missed: the Objective-C reader is not cheaper than SwiftParser") }
  exit(perByte < 1 ? 0 : 1)
}

if arguments.first == "--measure", arguments.count == 2, let files = Int(arguments[1]) {
  do {
    print(try measure(files: files).record)
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
  }
}

if arguments.first == "--cpu", arguments.count == 2, let files = Int(arguments[1]) {
  print("files   lines     parse cpu s scan cpu  check cpu (scan+check)/parse")
  print(try measureProcessorTime(files: files))
  exit(0)
}

if arguments.first == "--write", arguments.count == 3, let files = Int(arguments[1]) {
  let lines = try SyntheticSwiftApp(files: files).write(
    to: URL(fileURLWithPath: arguments[2], isDirectory: true))
  print("\(files + 1) files, \(lines) lines")
  exit(0)
}

let quick = arguments.first == "--quick"
let sizes = quick ? [100, 200] : [1_000, 2_500, 5_000, 10_000]
print("files   lines     bare parse  scan      check     total     total/parse  peak MB")
var results: [ScanMeasurement] = []
for size in sizes {
  let measurement = try measureInChild(files: size)
  results.append(measurement)
  print(
    String(
      format: "%-7d %-9d %-11.2f %-9.2f %-9.2f %-9.2f %-12.2f %.0f", measurement.files,
      measurement.lines, measurement.bareParse, measurement.scan, measurement.check,
      measurement.total, measurement.total / measurement.bareParse, measurement.peakMegabytes))
}
if quick { exit(0) }

// The targets of Docs/performance.md.
var missed: [String] = []
for measurement in results where measurement.total > 3 * measurement.bareParse {
  missed.append(
    "\(measurement.files) files: the scan takes "
      + String(format: "%.2f", measurement.total / measurement.bareParse)
      + "x the bare parse (target: at most 3x)")
}
if let first = results.first, let last = results.last {
  let perFileFirst = first.total / Double(first.files)
  let perFileLast = last.total / Double(last.files)
  if perFileLast > 1.25 * perFileFirst {
    missed.append(
      "not linear: " + String(format: "%.2f", perFileLast / perFileFirst)
        + "x the time per file at \(last.files) files as at \(first.files) (target: at most 1.25x)")
  }
}
for measurement in results where measurement.lines >= 250_000 {
  if measurement.total > 10 {
    missed.append(
      "\(measurement.lines) lines scan in " + String(format: "%.1f", measurement.total)
        + " s (target: under 10 s)")
  }
  if measurement.peakMegabytes > 1024 {
    missed.append(
      "\(measurement.lines) lines peak at " + String(format: "%.0f", measurement.peakMegabytes)
        + " MB (target: under 1 GB)")
  }
}
for message in missed { print("missed: " + message) }
if results.allSatisfy({ $0.lines < 250_000 }) {
  print("missed: no size reached 250,000 lines")
  exit(1)
}
exit(missed.isEmpty ? 0 : 1)
