import Foundation

/// The shared JSON conventions: sorted keys, pretty printing, unescaped slashes.
enum JSONOutput {
  /// The version of every JSON document stylerule writes; bumped on incompatible changes.
  static let schemaVersion = 1

  /// Encodes a value as stable, readable JSON followed by a line break.
  static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      let data = try encoder.encode(value)
      return String(decoding: data, as: UTF8.self) + "\n"
    } catch {
      // The documents are plain strings, numbers and arrays; encoding cannot fail.
      preconditionFailure("JSON encoding failed: \(error)")
    }
  }
}

/// A position in the rules file, as JSON.
struct JSONLocation: Encodable {
  let line: Int
  let column: Int

  init?(_ range: SourceRange?, in source: SourceFile) {
    guard let range else { return nil }
    let location = source.location(of: range.start)
    line = location.line
    column = location.column
  }
}
