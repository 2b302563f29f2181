import StyleRuleConfiguration
import StyleRuleKit
import Yams

/// Reads a `.stylerule.yml` file into a ``Configuration``, or reports every mistake in it
/// at its line and column, as rules files are reported.
public enum ConfigurationReader {
  /// The largest configuration file read, in bytes.
  public static let maximumSize = 1 << 20

  /// Reads the configuration in `bytes`, read from `path`.
  /// - Throws: The diagnostics, with at least one error: the file is not UTF-8 or not YAML,
  ///   a key is unknown (with the closest known key), or a value is not one the key takes.
  public static func read(path: String, bytes: [UInt8]) throws(DiagnosticsError) -> Configuration {
    let source = SourceFile(path: path, bytes: bytes)
    func fail(_ id: DiagnosticID, _ message: String, at range: SourceRange?) -> DiagnosticsError {
      DiagnosticsError(source: source, diagnostics: [Diagnostic(id, .error, message, at: range)])
    }
    guard bytes.count <= maximumSize else {
      throw fail(
        .config(.tooLarge), "the configuration file is larger than \(maximumSize >> 20) MB",
        at: nil)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let offset = firstInvalidUTF8Offset(bytes)
      throw fail(
        .config(.encoding), "the configuration file is not UTF-8 text",
        at: SourceRange(start: offset, end: offset + 1))
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      let (message, range) = YAMLErrorLocation(source: source).describe(error)
      throw fail(.config(.syntax), message, at: range)
    } catch {
      throw fail(.config(.syntax), "the file is not YAML: \(error)", at: nil)
    }
    var reader = ConfigurationNodeReader(source: source)
    let configuration = reader.read(root)
    let errors = reader.diagnostics
    guard errors.isEmpty else {
      throw DiagnosticsError(source: source, diagnostics: Diagnostic.sorted(errors))
    }
    return configuration
  }

  /// The offset of the first byte that does not continue valid UTF-8.
  private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput, .error: return offset
      }
    }
  }
}
