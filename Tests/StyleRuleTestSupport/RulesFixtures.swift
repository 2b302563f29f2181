import Foundation
import StyleRuleKit

/// Loads rules files for tests, showing paths relative to the package root.
public enum RulesFixtures {
  /// Every rules file under `Rules/`, as relative paths.
  public static var allRulesFiles: [String] {
    PackagePaths.files(under: "Rules", withExtension: "rules")
  }

  /// Reads a rules file under the root, keeping the relative path for display.
  public static func source(_ relativePath: String) throws -> SourceFile {
    let data = try Data(contentsOf: PackagePaths.url(relativePath))
    return SourceFile(path: relativePath, bytes: [UInt8](data))
  }

  /// Parses a rules file under the root.
  public static func load(_ relativePath: String) throws -> LoadedRules {
    try RulesFile.parse(source(relativePath))
  }

  /// Parses rules text given inline in a test.
  public static func parse(_ text: String, path: String = "test.rules") throws(DiagnosticsError)
    -> LoadedRules
  {
    try RulesFile.parse(SourceFile(path: path, text: text))
  }

  /// The diagnostics an invalid inline file produces (empty if it is valid).
  public static func diagnostics(_ text: String, path: String = "test.rules") -> [Diagnostic] {
    do {
      return try parse(text, path: path).warnings
    } catch {
      return error.diagnostics
    }
  }
}
