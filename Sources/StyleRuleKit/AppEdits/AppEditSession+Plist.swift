/// `UIViewControllerBasedStatusBarAppearance` set to YES where the app sets it: an XML
/// Info.plist or an `.xcconfig` build setting.
extension AppEditSession {
  /// The Info.plist key.
  static let appearanceKey = "UIViewControllerBasedStatusBarAppearance"

  /// Changes the key's `<false/>` to `<true/>` in the Info.plist, or its `NO` to `YES` on
  /// the build setting's line.
  mutating func enableViewControllerAppearance(in model: AppModel) throws(AppEditRefusal) {
    guard let range = model.plist.viewControllerBasedAppearance?.range,
      let origin = model.source.origins.origin(of: range)
    else {
      throw AppEditRefusal("\(Self.appearanceKey) has no origin in the rules file")
    }
    let path = resolve(origin, in: model)
    if path.hasSuffix(".xcconfig") {
      try add(buildSettingEdit(at: origin, path: path), to: path)
    } else if path.hasSuffix(".plist") {
      try add(plistEdit(at: origin, path: path), to: path)
    } else {
      throw AppEditRefusal(
        "\(Self.appearanceKey) comes from \(displayPath(path)); stylerule edits it only in an "
          + "XML Info.plist or an .xcconfig file")
    }
  }

  /// The edit of an XML property list: `<false/>` after the key becomes `<true/>`.
  func plistEdit(at origin: SourceOrigin, path: String) throws(AppEditRefusal) -> TextEdit {
    let file = try file(at: path)
    let bytes = file.bytes
    guard !bytes.starts(with: Array("bplist".utf8)) else {
      throw AppEditRefusal(
        "\(displayPath(path)) is a binary property list; set \(Self.appearanceKey) to YES in "
          + "Xcode")
    }
    let key = Array("<key>\(Self.appearanceKey)</key>".utf8)
    let (commentStart, commentEnd) = (Array("<!--".utf8), Array("-->".utf8))
    var matches: [Int] = []
    var index = 0
    var inComment = false
    while index + key.count <= bytes.count {
      if !inComment, bytes[index...].starts(with: commentStart) {
        inComment = true
      } else if inComment, bytes[index...].starts(with: commentEnd) {
        inComment = false
      } else if !inComment, bytes[index] == key[0], bytes[index...].starts(with: key) {
        matches.append(index)
      }
      index += 1
    }
    let chosen: Int?
    if let line = origin.line {
      chosen = matches.first { abs(file.line(containing: $0) - line) <= 1 }
    } else {
      chosen = matches.count == 1 ? matches.first : nil
    }
    guard let start = chosen else {
      throw AppEditRefusal(
        matches.count > 1
          ? "\(displayPath(path)) has the key \(Self.appearanceKey) more than once"
          : "\(displayPath(path)) has no <key>\(Self.appearanceKey)</key> where the rules file "
            + "says (the file may have changed since the scan)")
    }
    var value = start + key.count
    while value < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[value]) { value += 1 }
    for spelling in ["<false/>", "<false />"]
    where bytes[value...].starts(with: Array(spelling.utf8)) {
      return TextEdit(range: value..<(value + spelling.utf8.count), replacement: "<true/>")
    }
    throw AppEditRefusal(
      "the value after <key>\(Self.appearanceKey)</key> in \(displayPath(path)) is not <false/>")
  }

  /// The edit of an `.xcconfig` line `…UIViewControllerBasedStatusBarAppearance = NO`.
  func buildSettingEdit(at origin: SourceOrigin, path: String) throws(AppEditRefusal) -> TextEdit {
    let file = try file(at: path)
    guard let line = origin.line, line <= file.lineCount else {
      throw AppEditRefusal("the origin \(origin) has no line")
    }
    let range = file.byteRange(ofLine: line)
    let bytes = Array(file.bytes[range])
    let key = Array(Self.appearanceKey.utf8)
    guard let keyStart = bytes.indices.first(where: { bytes[$0...].starts(with: key) }) else {
      throw AppEditRefusal(
        "\(displayPath(path)):\(line) does not set \(Self.appearanceKey) (the file may have "
          + "changed since the scan)")
    }
    var index = keyStart + key.count
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
      throw AppEditRefusal("\(displayPath(path)):\(line) is not a build setting line")
    }
    index += 1
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    guard bytes[index...].starts(with: Array("NO".utf8)),
      index + 2 == bytes.count || !SwiftTextIdentifier.isIdentifierByte(bytes[index + 2])
    else {
      throw AppEditRefusal("\(displayPath(path)):\(line) does not set the key to NO")
    }
    let start = range.lowerBound + index
    return TextEdit(range: start..<(start + 2), replacement: "YES")
  }
}

/// The bytes a Swift or build-setting identifier is made of.
enum SwiftTextIdentifier {
  /// Whether a byte can be part of an identifier: an ASCII letter, digit, `_`, `$`, or any
  /// byte of a non-ASCII character.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
      return true
    default:
      return byte >= 0x80
    }
  }
}
