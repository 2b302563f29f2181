import StyleRuleKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads and writes a lint baseline: JSON, one entry per accepted finding.
enum BaselineFile {
  /// The largest baseline read, in bytes.
  static let maximumSize = 64 << 20

  /// The baseline at `path`.
  /// - Throws: ``RulesFileError/unreadable(path:reason:)`` when the file cannot be read or
  ///   is not a baseline of this version.
  static func read(_ path: String) throws(RulesFileError) -> LintBaseline {
    let contents = AppFileReader.read([path])
    guard let bytes = contents[path] else {
      throw .unreadable(path: path, reason: "no such regular file, or unreadable")
    }
    guard bytes.count <= maximumSize else {
      throw .unreadable(path: path, reason: "the baseline is larger than 64 MB")
    }
    let baseline: LintBaseline
    do {
      baseline = try JSONDecoder().decode(LintBaseline.self, from: Data(bytes))
    } catch {
      throw .unreadable(
        path: path,
        reason: "not a stylerule baseline (write one with 'stylerule lint --write-baseline')")
    }
    guard baseline.version == LintBaseline.currentVersion else {
      throw .unreadable(
        path: path,
        reason:
          "a baseline of version \(baseline.version); this stylerule reads version "
          + "\(LintBaseline.currentVersion): write it again with --write-baseline")
    }
    return baseline
  }

  /// The baseline as JSON text: keys sorted and indented, so that it diffs well in review.
  static func text(of baseline: LintBaseline) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(baseline) else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Writes the baseline to `path` atomically.
  /// - Throws: The message for standard error when it cannot be written.
  static func write(_ baseline: LintBaseline, to path: String) throws(FileWriteError) {
    do {
      try Data(text(of: baseline).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw FileWriteError(message: "\(path): error: cannot write the baseline: \(error)")
    }
  }
}
