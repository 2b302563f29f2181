/// Properties set on a controller instance in the code that creates or presents it, and
/// assignments whose value changes.
extension AppEditSession {
  /// The instance properties a statement can set, with their Swift names.
  static let instanceProperties: Set<PropertyKey> = [
    .capturesStatusBarAppearance, .modalPresentationStyle, .isNavigationBarHidden,
    .definesPresentationContext,
  ]

  /// `variable.property = value` where the controller is created or presented, or the value
  /// of the assignment that sets the property already.
  mutating func setInstanceProperty(
    _ key: PropertyKey, to value: String, on name: String, in model: AppModel
  ) throws(AppEditRefusal) {
    guard let controller = model.controller(named: name) else {
      throw AppEditRefusal("'\(name)' is not in the file")
    }
    guard Self.instanceProperties.contains(key), let swiftValue = Self.swiftValue(key, value) else {
      throw AppEditRefusal("stylerule does not write \(key.rawValue) in Swift")
    }
    let origins = model.source.origins
    if let existing = controller.settings.range(of: key) {
      guard let origin = origins.ownOrigin(ofStatementAt: existing.start) else {
        throw AppEditRefusal("the \(key.rawValue) of '\(name)' has no origin in the rules file")
      }
      try replaceAssignment(at: origin, property: key.rawValue, with: swiftValue, in: model)
      return
    }
    var reasons: [String] = []
    for origin in AppPatchPlanner.instanceOrigins(of: controller, in: model).compactMap({ $0 }) {
      do throws(AppEditRefusal) {
        let (edit, path) = try assignmentNear(
          origin, property: key.rawValue, value: swiftValue, in: model)
        try add(edit, to: path)
        return
      } catch {
        reasons.append(error.reason)
      }
    }
    guard let first = reasons.first else {
      throw AppEditRefusal("'\(name)' has no origin in the rules file")
    }
    throw AppEditRefusal(first)
  }

  /// The edit setting `property` on the variable that holds the controller created or
  /// presented at `origin`.
  ///
  /// The assignment goes:
  /// - after `let x = Controller(…)` (the origin at the initializer) or
  ///   `x.modalPresentationStyle = …` (the origin at `x`);
  /// - before the statement where the origin is a plain reference to the variable
  ///   (`present(x, animated: true)`, `window.rootViewController = x`), or is a
  ///   `present(x, …)` call.
  mutating func assignmentNear(
    _ origin: SourceOrigin, property: String, value: String, in model: AppModel
  ) throws(AppEditRefusal) -> (TextEdit, String) {
    let path = resolve(origin, in: model)
    guard path.hasSuffix(".swift") else {
      throw AppEditRefusal(
        "the controller comes from \(displayPath(path)), not from Swift code; set "
          + "\(property) there")
    }
    let (text, _, index) = try token(at: origin, in: model)
    let line = text.line(of: index)
    let place = "\(displayPath(path)):\(line)"
    let onLine = text.tokens(onLine: line)
    guard let first = onLine.first, text.startsStatement(first), text.isInCode(first),
      text.enclosingBrace[index] == text.enclosingBrace[first]
    else {
      throw AppEditRefusal(
        "\(place) is not a statement in a function, so there is no line to set \(property) on")
    }
    let end = text.statementEnd(from: first)
    guard end >= index, end + 1 >= text.tokens.count || text.line(of: end + 1) != text.line(of: end)
    else {
      throw AppEditRefusal("the statement at \(place) shares its line with another")
    }
    let lineBreak = text.file.lineBreak
    let indent = text.indentation(ofLine: line)
    func after(_ variable: String) -> TextEdit {
      .insert(
        lineBreak + indent + "\(variable).\(property) = \(value)",
        at: text.file.byteRange(ofLine: text.line(of: end)).upperBound)
    }
    func before(_ variable: String) -> TextEdit {
      .insert(
        indent + "\(variable).\(property) = \(value)" + lineBreak,
        at: text.file.lineStarts[line - 1])
    }
    // `let x = Controller(…)`.
    if let variable = declaredVariable(in: text, statement: first, end: end, initializer: index) {
      return (after(variable), path)
    }
    // `x.modalPresentationStyle = …`, the origin at `x`.
    if index == first, isVariable(text, index), text.isSymbol(index + 1, "."),
      index + 3 <= end, text.tokens[index + 2].kind == .word, text.isSymbol(index + 3, "=")
    {
      return (after(text.name(index)), path)
    }
    guard
      !["let", "var", "if", "guard", "while", "for", "case", "switch", "catch"].contains(
        text.text(first))
    else {
      throw AppEditRefusal(
        "the statement at \(place) declares or tests a value; stylerule does not insert code "
          + "around it")
    }
    // A plain reference: `present(x, …)`, `window.rootViewController = x`.
    if let variable = referencedVariable(in: text, at: index, end: end) {
      return (before(variable), path)
    }
    // `present(x, animated: …)`, the origin at the call.
    var cursor = index
    while cursor < end {
      if text.isWord(cursor, "present"), text.isSymbol(cursor + 1, "("),
        let variable = referencedVariable(in: text, at: cursor + 2, end: end)
      {
        return (before(variable), path)
      }
      cursor += 1
    }
    throw AppEditRefusal(
      "\(place) neither creates the controller in a variable nor presents one, so there is no "
        + "variable to set \(property) on")
  }

  /// Whether a token is a variable's name: a word that is not a keyword, attribute or type
  /// name.
  func isVariable(_ text: SwiftText, _ index: Int) -> Bool {
    guard index >= 0, index < text.tokens.count, text.tokens[index].kind == .word else {
      return false
    }
    let word = text.text(index)
    guard let first = word.unicodeScalars.first, first != "@", first != "#", first != "$" else {
      return false
    }
    return !FixAction.swiftKeywords.contains(word) && word != "_"
      && !(word.first?.isUppercase ?? true)
  }

  /// The variable a `let x = …`/`var x = …` statement declares, when the origin token is its
  /// initializer's first (after `try` or `await`) or the `let` itself, the statement
  /// declares one variable and its type, if written, is not optional.
  func declaredVariable(in text: SwiftText, statement first: Int, end: Int, initializer: Int)
    -> String?
  {
    guard text.isWord(first, "let") || text.isWord(first, "var"), isVariable(text, first + 1) else {
      return nil
    }
    var cursor = first + 2
    var equals: Int?
    while cursor <= end {
      if text.isSymbol(cursor, ",") { return nil }
      if equals == nil, text.tokens[cursor].kind == .operator {
        let symbol = text.text(cursor)
        if symbol == "=" {
          equals = cursor
        } else if symbol.contains("?") || symbol.contains("!") {
          return nil
        }
      }
      cursor = text.partner[cursor] > cursor ? text.partner[cursor] + 1 : cursor + 1
    }
    guard let equals, equals < end else { return nil }
    var start = equals + 1
    while text.isWord(start, "try") || text.isWord(start, "await") { start += 1 }
    guard initializer == start || initializer == first || initializer == first + 1 else {
      return nil
    }
    return text.name(first + 1)
  }

  /// The variable a plain reference at `index` names (`x`, or `self.x` when the reference
  /// is `self.x`): one passed as an argument, assigned, or returned, not called or
  /// subscripted.
  func referencedVariable(in text: SwiftText, at index: Int, end: Int) -> String? {
    guard isVariable(text, index), index <= end else { return nil }
    if index + 1 <= end, !(text.isSymbol(index + 1, ",") || text.isSymbol(index + 1, ")")) {
      return nil
    }
    if index > 0, text.isSymbol(index - 1, "."), text.isWord(index - 2, "self"),
      text.tokens[index - 1].range.lowerBound == text.tokens[index - 2].range.upperBound
    {
      return "self." + text.name(index)
    }
    guard index > 0,
      text.isSymbol(index - 1, "(") || text.isSymbol(index - 1, ",")
        || text.isSymbol(index - 1, "=") || text.isSymbol(index - 1, ":")
    else { return nil }
    if text.isSymbol(index - 1, ":"), !(index >= 3 && text.tokens[index - 2].kind == .word) {
      return nil
    }
    return text.name(index)
  }

  /// Changes the value of the assignment to `property` at `origin` (`x.property = old`,
  /// `self.property = old`, `property = old`) to `value`.
  mutating func replaceAssignment(
    at origin: SourceOrigin, property: String, with value: String, in model: AppModel
  ) throws(AppEditRefusal) {
    let (text, path, index) = try token(at: origin, in: model)
    let line = text.line(of: index)
    let place = "\(displayPath(path)):\(line)"
    let onLine = text.tokens(onLine: line)
    guard let first = onLine.first, text.startsStatement(first) else {
      throw AppEditRefusal("\(place) is not the start of a statement")
    }
    let end = text.statementEnd(from: first)
    // The target: words joined by `.` or `?.`, the last one the property.
    var cursor = first
    while cursor < end, text.tokens[cursor].kind == .word, !text.isWord(cursor, "let"),
      !text.isWord(cursor, "var"), text.isSymbol(cursor + 1, ".") || text.isSymbol(cursor + 1, "?.")
    {
      cursor += 2
    }
    guard cursor + 1 < end, text.tokens[cursor].kind == .word, text.name(cursor) == property,
      text.isSymbol(cursor + 1, "="), index <= cursor + 2
    else {
      throw AppEditRefusal(
        "\(place) is not an assignment to \(property) (the file may have changed since the "
          + "scan)")
    }
    let range = text.tokens[cursor + 2].range.lowerBound..<text.tokens[end].range.upperBound
    try add(TextEdit(range: range, replacement: value), to: path)
  }
}
