import Foundation
import StyleRuleKit

/// A property list read from a file: its format, root value and where each key is written.
struct PropertyListDocument: Hashable, Sendable {
  /// The encodings of property lists.
  enum Format: String, Hashable, Sendable {
    /// `<?xml …?><plist>` — lines are known for every key.
    case xml
    /// `bplist00` — no lines; origins name the file only.
    case binary
    /// OpenStep / ASCII `{ key = value; }` — lines are known for every key.
    case openStep
  }

  /// The file's path, as given to the reader.
  var path: String
  /// The format the bytes are in; nil when they are in none.
  var format: Format?
  /// The root value; nil when the file could not be read.
  var root: PropertyListValue?
  /// What could not be read.
  var problems: [ReaderProblem]
  /// Where each key is written, by key path (array elements named by their decimal index).
  var keyOrigins: [[String]: SourceOrigin]

  /// Where the key at `keyPath` is written: its line when known, else the file alone.
  func origin(ofKeyPath keyPath: [String]) -> SourceOrigin {
    keyOrigins[keyPath] ?? SourceOrigin(path: path)
  }

  /// The value at `keyPath` (dictionary keys, or decimal indexes into arrays).
  func value(atKeyPath keyPath: [String]) -> PropertyListValue? {
    var current = root
    for component in keyPath {
      switch current {
      case .dictionary(let dictionary)?: current = dictionary[component]
      case .array(let array)?:
        guard let index = Int(component), array.indices.contains(index) else { return nil }
        current = array[index]
      default: return nil
      }
    }
    return current
  }
}

/// Reads XML, binary and OpenStep property lists into a ``PropertyListDocument``.
///
/// XML and binary plists are decoded by Foundation's `PropertyListSerialization`, which on Linux
/// reads both (and bounds nesting itself, rejecting very deep input with an error rather than
/// overflowing); the lines of XML keys come from ``XMLPropertyListKeyScanner``. OpenStep plists
/// are read with ``OpenStepParser`` so that their keys keep lines too. Never throws: bytes in no
/// format give a located problem and no root.
enum PropertyListReader {
  /// The deepest nesting converted from Foundation's values (far beyond any Info.plist).
  static let maximumDepth = 512

  /// Reads the property list `bytes`; `path` names the file in origins.
  static func read(path: String, bytes: [UInt8]) -> PropertyListDocument {
    var document = PropertyListDocument(
      path: path, format: nil, root: nil, problems: [], keyOrigins: [:])
    let format = detectFormat(bytes)
    document.format = format
    switch format {
    case .binary, .xml:
      var foundationFormat = PropertyListSerialization.PropertyListFormat.xml
      do {
        let object = try PropertyListSerialization.propertyList(
          from: Data(bytes), options: [], format: &foundationFormat)
        var problems: [ReaderProblem] = []
        document.root = convert(object, path: path, depth: 0, problems: &problems)
        document.problems += problems
      } catch {
        document.problems.append(
          ReaderProblem(
            .malformed, "not a readable \(format == .binary ? "binary" : "XML") property list",
            at: SourceOrigin(path: path)))
      }
      if format == .xml {
        document.keyOrigins = XMLPropertyListKeyScanner.keyOrigins(path: path, bytes: bytes)
      }
    case .openStep?:
      let parsed = OpenStepParser.parse(path: path, bytes: bytes)
      document.problems += parsed.problems
      if let root = parsed.root {
        document.root = convert(root, keyPath: [], origins: &document.keyOrigins)
      }
    case nil:
      document.problems.append(
        ReaderProblem(.malformed, "not a property list", at: SourceOrigin(path: path)))
    }
    return document
  }

  /// The format the bytes announce: `bplist`, an XML prolog or `<plist`, else OpenStep when the
  /// first significant byte can start an OpenStep value.
  static func detectFormat(_ bytes: [UInt8]) -> PropertyListDocument.Format? {
    if bytes.starts(with: Array("bplist".utf8)) { return .binary }
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count,
      [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
    {
      index += 1
    }
    guard index < bytes.count else { return nil }
    let rest = bytes[index...]
    if rest.starts(with: Array("<?xml".utf8)) || rest.starts(with: Array("<plist".utf8))
      || rest.starts(with: Array("<!DOCTYPE".utf8))
    {
      return .xml
    }
    switch bytes[index] {
    case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "\""), UInt8(ascii: "/"),
      UInt8(ascii: "<"):
      return .openStep
    default:
      return nil
    }
  }

  /// Converts a Foundation property list object, bounded in depth.
  private static func convert(
    _ object: Any, path: String, depth: Int, problems: inout [ReaderProblem]
  ) -> PropertyListValue? {
    guard depth < maximumDepth else {
      if problems.isEmpty {
        problems.append(
          ReaderProblem(
            .tooDeep, "nested more than \(maximumDepth) levels; deeper values are not read",
            at: SourceOrigin(path: path)))
      }
      return nil
    }
    if type(of: object) == Bool.self, let value = object as? Bool { return .bool(value) }
    if let text = object as? String { return .string(text) }
    if let date = object as? Date { return .date(date) }
    if let data = object as? Data { return .data(Array(data)) }
    if let number = object as? NSNumber {
      #if canImport(Darwin)
        if CFGetTypeID(number) == CFBooleanGetTypeID() { return .bool(number.boolValue) }
      #endif
      let type = String(cString: number.objCType)
      if type == "d" || type == "f" { return .real(number.doubleValue) }
      return .integer(number.intValue)
    }
    if let array = object as? [Any] {
      return .array(
        array.compactMap { convert($0, path: path, depth: depth + 1, problems: &problems) })
    }
    if let dictionary = object as? [String: Any] {
      var result: [String: PropertyListValue] = [:]
      for (key, value) in dictionary {
        if let converted = convert(value, path: path, depth: depth + 1, problems: &problems) {
          result[key] = converted
        }
      }
      return .dictionary(result)
    }
    return nil
  }

  /// Converts an OpenStep node (whose depth the parser bounds), recording key origins.
  private static func convert(
    _ node: OpenStepNode, keyPath: [String], origins: inout [[String]: SourceOrigin]
  ) -> PropertyListValue {
    switch node.value {
    case .string(let text): return .string(text)
    case .data(let bytes): return .data(bytes)
    case .array(let items):
      return .array(
        items.enumerated().map { index, item in
          convert(item, keyPath: keyPath + [String(index)], origins: &origins)
        })
    case .dictionary(let dictionary):
      var result: [String: PropertyListValue] = [:]
      for entry in dictionary.entries {
        let entryPath = keyPath + [entry.key]
        if entryPath.count <= XMLPropertyListKeyScanner.maximumRecordedDepth,
          origins[entryPath] == nil
        {
          origins[entryPath] = entry.keyOrigin
        }
        result[entry.key] = convert(entry.value, keyPath: entryPath, origins: &origins)
      }
      return .dictionary(result)
    }
  }
}
