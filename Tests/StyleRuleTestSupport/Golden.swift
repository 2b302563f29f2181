import Foundation

/// Compares output with a golden file under `Tests/Goldens`.
///
/// Set `STYLERULE_RECORD=1` to write the goldens from the current output. Without
/// it, a missing golden is a failure, never silently created.
public enum Golden {
  /// Whether this run records goldens instead of comparing.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["STYLERULE_RECORD"].map { !$0.isEmpty && $0 != "0" }
      ?? false
  }

  /// The outcome of a comparison.
  public enum Outcome: Equatable {
    /// The output matches the golden.
    case matches
    /// The golden was written (recording mode).
    case recorded
    /// No golden exists and the run is not recording.
    case missing(path: String)
    /// The output differs; `diff` shows the first differing lines.
    case differs(path: String, diff: String)

    /// A message for a failing outcome, or `nil`.
    public var failure: String? {
      switch self {
      case .matches, .recorded: nil
      case .missing(let path):
        "missing golden file \(path); run the tests with STYLERULE_RECORD=1 to record it"
      case .differs(let path, let diff):
        "output differs from \(path) (re-record with STYLERULE_RECORD=1 if the change is "
          + "intended):\n\(diff)"
      }
    }
  }

  /// Compares `actual` with the golden at `relativePath` (under `Tests/Goldens`).
  public static func check(_ actual: String, against relativePath: String) -> Outcome {
    let url = PackagePaths.url("Tests/Goldens/\(relativePath)")
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url, options: .atomic)
      } catch {
        return .differs(path: relativePath, diff: "could not record: \(error)")
      }
      return .recorded
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      return .missing(path: "Tests/Goldens/\(relativePath)")
    }
    if expected == actual { return .matches }
    return .differs(path: "Tests/Goldens/\(relativePath)", diff: lineDiff(expected, actual))
  }

  /// The first few lines that differ, marked `-` (golden) and `+` (actual).
  public static func lineDiff(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(left.count, right.count) where lines.count < 24 {
      let old = index < left.count ? String(left[index]) : nil
      let new = index < right.count ? String(right[index]) : nil
      if old != new {
        if let old { lines.append("\(index + 1) - \(old)") }
        if let new { lines.append("\(index + 1) + \(new)") }
      }
    }
    return lines.joined(separator: "\n")
  }
}
