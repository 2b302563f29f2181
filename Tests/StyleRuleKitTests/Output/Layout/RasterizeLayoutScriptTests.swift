import Foundation
import StyleRuleTestSupport
import Testing

/// `Scripts/rasterize-layout.sh`: without rsvg-convert it says how to install it and exits 3
/// having written nothing; with one (a stand-in that records its arguments) it converts each
/// file to a PNG beside it or in `--out`, and it refuses bad usage with status 2.
@Suite("Scripts/rasterize-layout.sh")
struct RasterizeLayoutScriptTests {
  struct Run {
    let status: Int32
    let output: String
    let errors: String
  }

  /// Runs the script with bash and a PATH of only `path` (so that the real rsvg-convert, if
  /// installed, is not found).
  static func run(_ arguments: [String], path: URL) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [PackagePaths.url("Scripts/rasterize-layout.sh").path] + arguments
    process.environment = ["PATH": path.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
      errors: String(decoding: errData, as: UTF8.self))
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("rasterize-layout-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A directory holding a stand-in `rsvg-convert` that writes its arguments to the file
  /// after `--output`, and `mkdir`.
  static func fakeConverter(in directory: URL) throws -> URL {
    let bin = directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let script = """
      #!/bin/bash
      arguments="$*"
      while (($# > 0)); do
        if [[ "$1" == --output ]]; then out="$2"; shift 2; else shift; fi
      done
      printf '%s\\n' "$arguments" > "$out"

      """
    let converter = bin.appendingPathComponent("rsvg-convert")
    try Data(script.utf8).write(to: converter)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: converter.path)
    for candidate in ["/bin/mkdir", "/usr/bin/mkdir"]
    where FileManager.default.isExecutableFile(atPath: candidate) {
      try FileManager.default.createSymbolicLink(
        at: bin.appendingPathComponent("mkdir"),
        withDestinationURL: URL(fileURLWithPath: candidate))
      break
    }
    return bin
  }

  @Test("without rsvg-convert: a clear message, exit status 3, nothing written")
  func notInstalled() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = directory.appendingPathComponent("screen.svg")
    try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: svg)
    let empty = directory.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    for arguments in [[svg.path], []] {
      let run = try Self.run(arguments, path: empty)
      #expect(run.status == 3)
      #expect(run.output.isEmpty)
      #expect(run.errors.contains("rsvg-convert is not installed"))
      #expect(run.errors.contains("librsvg2-bin"))
    }
    let written = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(written.sorted() == ["empty", "screen.svg"])
  }

  @Test("with rsvg-convert: one PNG per file, beside it or in --out, at the zoom asked")
  func converts() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bin = try Self.fakeConverter(in: directory)
    let svg = directory.appendingPathComponent("a picture.svg")
    try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: svg)

    let beside = try Self.run(["--zoom", "2", svg.path], path: bin)
    #expect(beside.status == 0, "\(beside.errors)")
    let png = directory.appendingPathComponent("a picture.png")
    #expect(beside.output == png.path + "\n")
    let recorded = try String(contentsOf: png, encoding: .utf8)
    #expect(recorded.contains("--zoom 2 --format png --output \(png.path) -- \(svg.path)"))

    let out = directory.appendingPathComponent("pngs")
    let elsewhere = try Self.run(["--out", out.path, svg.path], path: bin)
    #expect(elsewhere.status == 0, "\(elsewhere.errors)")
    #expect(
      FileManager.default.fileExists(atPath: out.appendingPathComponent("a picture.png").path))
  }

  static let badUsages: [(arguments: [String], status: Int32)] = [
    (["--zoom"], 2), (["--zoom", "0"], 2), (["--zoom", "big"], 2), (["--colour"], 2),
    (["missing.svg"], 1), (["picture.png"], 1),
  ]

  @Test("bad usage and missing files", arguments: badUsages)
  func badUsage(_ arguments: [String], status: Int32) throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bin = try Self.fakeConverter(in: directory)
    let run = try Self.run(arguments, path: bin)
    #expect(run.status == status)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("rasterize-layout: ") || run.errors.hasPrefix("usage: "))
  }
}
