import StyleRuleKit

/// Gives each controller placed in the rules file a unique, stable name.
///
/// A name comes from the storyboard identifier when there is one (`AccountTabs`), else from
/// the class (`InboxViewController` → `Inbox`, `UINavigationController` → `Navigation`,
/// `UIViewController` → `Screen`); a name already given gets a number (`Inbox2`). Names are
/// given in the order the scan meets the controllers, which is fixed by the sources (files
/// by path, elements in document order), so the same sources give the same names.
struct ControllerNameAllocator: Sendable {
  /// Names taken, and words a name must not be.
  private var taken: Set<String>

  /// Words of the rules language a controller is never named, in or out of a scenario: the
  /// words a name must be quoted as (``NameSpelling/reservedWords``), and the words the
  /// language reads in one place or another (`opaque`, `unknown`, a scenario's verbs), which
  /// a name would read as a name, but not plainly.
  static let reserved: Set<String> =
    NameSpelling.reservedWords.union([
      "opaque", "unknown", "initially", "scanned", "pushes", "pops", "selects", "dismiss",
      "release", "appearance", "orientation", "nil", "self", "default",
    ])

  /// Creates an allocator; `taken` are names already in use (windows, scenes).
  init(taken: Set<String> = []) {
    self.taken = taken.union(Self.reserved)
  }

  /// A new unique name from `base`.
  mutating func name(_ base: String) -> String {
    let start = base.isEmpty ? "Controller" : base
    if taken.insert(start).inserted { return start }
    var number = 2
    while !taken.insert(start + String(number)).inserted { number += 1 }
    return start + String(number)
  }

  /// Marks `name` as used.
  mutating func reserve(_ name: String) {
    taken.insert(name)
  }

  /// The base name for a controller from its storyboard identifier or its class.
  static func baseName(className: String?, storyboardIdentifier: String? = nil) -> String {
    if let identifier = storyboardIdentifier.map(identifierPart), !identifier.isEmpty {
      return identifier
    }
    guard let className else { return "Controller" }
    var simple = String(className.split(separator: "<").first ?? "")
    simple = String(simple.split(separator: ".").last ?? "")
    if simple.hasPrefix("UI"), simple.dropFirst(2).first?.isUppercase == true {
      simple = String(simple.dropFirst(2))
    }
    if simple == "ViewController" { return "Screen" }
    for suffix in ["ViewController", "Controller"]
    where simple.hasSuffix(suffix) && simple.count > suffix.count {
      simple = String(simple.dropLast(suffix.count))
      break
    }
    let cleaned = identifierPart(simple)
    return cleaned.isEmpty ? "Controller" : cleaned
  }

  /// The letters, digits and `_` of `text`, starting with a letter or `_`.
  static func identifierPart(_ text: String) -> String {
    // ASCII text (class names mostly are) is read byte by byte: the same letters, digits and
    // `_` as the characters below, without Unicode's tables.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes: [UInt8] = []
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "_"):
          bytes.append(byte)
        case UInt8(ascii: "0")...UInt8(ascii: "9") where !bytes.isEmpty:
          bytes.append(byte)
        default: break
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
    var result = ""
    for character in text where character.isLetter || character.isNumber || character == "_" {
      if result.isEmpty && character.isNumber { continue }
      result.append(character)
    }
    return result
  }
}
