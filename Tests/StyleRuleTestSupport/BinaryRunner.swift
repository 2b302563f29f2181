import Foundation

/// What running the built `stylerule` produced.
public struct RunResult: Sendable {
  /// Everything written to standard output.
  public let standardOutput: String
  /// Everything written to standard error.
  public let standardError: String
  /// The exit status.
  public let status: Int32
}

/// Runs the `stylerule` executable that `swift build` produced for the tests.
public enum BinaryRunner {
  /// The directory holding the built products (the test bundle's directory).
  public static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// The built executable.
  public static var executable: URL { productsDirectory.appendingPathComponent("stylerule") }

  /// Runs `stylerule` with `arguments` from the package root (or `directory`), feeding
  /// `input` to standard input.
  public static func run(
    _ arguments: [String], input: Data? = nil, environment: [String: String] = [:],
    directory: URL? = nil
  ) throws -> RunResult {
    try runProgram(
      executable, arguments, input: input, environment: environment, directory: directory)
  }

  /// Runs any program (`git`, say, through `/usr/bin/env`) with `arguments` from the package
  /// root (or `directory`), feeding `input` to standard input.
  public static func runProgram(
    _ program: URL, _ arguments: [String], input: Data? = nil,
    environment: [String: String] = [:], directory: URL? = nil
  ) throws -> RunResult {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? PackagePaths.root
    var processEnvironment = ProcessInfo.processInfo.environment
    processEnvironment["NO_COLOR"] = nil
    for (key, value) in environment { processEnvironment[key] = value }
    process.environment = processEnvironment

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stylerule-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outURL = directory.appendingPathComponent("stdout")
    let errURL = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    // Standard input comes from a file, not a pipe: a child that exits before reading all
    // of it (rejecting binary input, say) would otherwise kill the test run with SIGPIPE.
    let inURL = directory.appendingPathComponent("stdin")
    _ = FileManager.default.createFile(atPath: inURL.path, contents: input ?? Data())
    let stdin = try FileHandle(forReadingFrom: inURL)
    defer { try? stdin.close() }
    process.standardInput = stdin
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return RunResult(
      standardOutput: try String(contentsOf: outURL, encoding: .utf8),
      standardError: try String(contentsOf: errURL, encoding: .utf8),
      status: process.terminationStatus)
  }
}
