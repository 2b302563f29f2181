/// Overrides replaced in, or added to, the Objective-C implementation a fact came from.
extension AppEditSession {
  /// The Objective-C file at a resolved path, read for edits.
  func objectiveCText(at path: String) throws(AppEditRefusal) -> ObjectiveCText {
    ObjectiveCText(try file(at: path))
  }

  /// The Objective-C method of an override: `member` returning `value`, in the file's
  /// indentation and line breaks.
  private func method(_ member: PropertyKey, value: String, in text: ObjectiveCText)
    throws(AppEditRefusal) -> String
  {
    guard
      let method = ObjectiveCText.method(
        member: member, value: value, indent: text.indentUnit, lineBreak: text.file.lineBreak)
    else {
      throw AppEditRefusal(
        "stylerule does not write \(member.rawValue) returning \(value) in Objective-C")
    }
    return method
  }

  /// The override whose method starts at `origin` (its `-`), replaced through its body.
  mutating func replaceObjectiveCMethod(
    _ member: PropertyKey, value: String, at origin: SourceOrigin, path: String
  ) throws(AppEditRefusal) {
    let text = try objectiveCText(at: path)
    guard let line = origin.line, let column = origin.column,
      let index = text.token(atLine: line, column: column), let range = text.methodRange(at: index)
    else {
      throw AppEditRefusal(
        "no method starts at \(displayPath(path)):\(origin.line ?? 0):\(origin.column ?? 0) "
          + "(the file may have changed since the scan)")
    }
    try add(
      TextEdit(range: range, replacement: try method(member, value: value, in: text)), to: path)
  }

  /// An override added before the `@end` of the implementation whose class name is the
  /// token `nameIndex` of the file at `path`.
  mutating func insertObjectiveCMethod(
    _ member: PropertyKey, value: String, implementationName nameIndex: Int,
    in text: ObjectiveCText, path: String
  ) throws(AppEditRefusal) {
    guard let end = text.implementationEnd(atName: nameIndex) else {
      throw AppEditRefusal(
        "the @implementation at \(displayPath(path)):\(text.tokens[nameIndex].line) has no @end")
    }
    let lineBreak = text.file.lineBreak
    let endToken = text.tokens[end]
    let lineStart = endToken.range.lowerBound - (endToken.column - 1)
    let declaration = try method(member, value: value, in: text)
    try add(.insert(declaration + lineBreak + lineBreak, at: lineStart), to: path)
  }

  /// An override added to the Objective-C class `className` declared at `origin`: in its
  /// implementation file (the `.m` or `.mm` of the header's name, or the file itself).
  mutating func addObjectiveCClassMember(
    _ className: String, member: PropertyKey, value: String, declaredAt path: String
  ) throws(AppEditRefusal) {
    let candidates =
      path.hasSuffix(".h")
      ? Self.implementationPaths(ofHeader: path) : [path]
    for candidate in candidates where files[candidate] != nil {
      let text = try objectiveCText(at: candidate)
      guard let name = text.implementationName(of: className) else { continue }
      try insertObjectiveCMethod(
        member, value: value, implementationName: name, in: text, path: candidate)
      return
    }
    throw AppEditRefusal(
      "the @implementation of \(className) is not in "
        + candidates.map(displayPath).joined(separator: " or "))
  }

  /// The implementation files a header's classes are usually in: `Name.m`, `Name.mm`.
  static func implementationPaths(ofHeader path: String) -> [String] {
    let stem = String(path.dropLast(2))
    return [stem + ".m", stem + ".mm"]
  }
}
