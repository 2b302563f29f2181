/// Overrides added to or replaced in a class or extension, and subclasses.
extension AppEditSession {
  /// The members an override can be added for as a read-only computed property.
  static let readOnlyMembers: Set<PropertyKey> = [
    .preferredStatusBarStyle, .prefersStatusBarHidden, .childForStatusBarStyle,
    .childForStatusBarHidden,
  ]

  /// The Swift names a member's override may have: today's, and the old
  /// `childViewControllerFor…` spellings.
  static func spellings(of member: PropertyKey) -> Set<String> {
    switch member {
    case .childForStatusBarStyle:
      ["childForStatusBarStyle", "childViewControllerForStatusBarStyle"]
    case .childForStatusBarHidden:
      ["childForStatusBarHidden", "childViewControllerForStatusBarHidden"]
    default: [member.rawValue]
    }
  }

  /// The class or extension declared at an origin: the tokens of its keyword, its name and
  /// its body's `{`.
  mutating func typeDeclaration(
    at origin: SourceOrigin, keyword: String, name: String, in model: AppModel
  ) throws(AppEditRefusal) -> (text: SwiftText, path: String, keyword: Int, brace: Int) {
    let path = resolve(origin, in: model)
    let text = try swiftText(at: path)
    guard let line = origin.line else {
      throw AppEditRefusal("the origin \(origin) of \(keyword) \(name) has no line")
    }
    let simpleName = name.split(separator: ".").last.map(String.init) ?? name
    let onLine = text.tokens(onLine: line)
    let candidates = onLine.filter { index in
      text.isWord(index, keyword) && index + 1 < text.tokens.count
        && text.tokens[index + 1].kind == .word && text.name(index + 1) == simpleName
    }
    let atColumn = candidates.filter { index in
      guard let column = origin.column else { return true }
      return text.token(atLine: line, column: column).map { $0 == index || $0 == index + 1 }
        ?? false
    }
    guard let keywordIndex = atColumn.first ?? (candidates.count == 1 ? candidates.first : nil)
    else {
      throw AppEditRefusal(
        "'\(keyword) \(simpleName)' is not at \(displayPath(path)):\(line) (the file may have "
          + "changed since the scan)")
    }
    // The body's brace: after the name, the generic parameters, the superclass and
    // protocols and a `where` clause.
    var index = keywordIndex + 2
    while index < text.tokens.count {
      if text.isSymbol(index, "{") {
        return (text, path, keywordIndex, index)
      }
      if text.isSymbol(index, ";") || text.isSymbol(index, "}") || text.isSymbol(index, "=") {
        break
      }
      index = text.partner[index] > index ? text.partner[index] + 1 : index + 1
    }
    throw AppEditRefusal(
      "the body of \(keyword) \(simpleName) at \(displayPath(path)):\(line) was not found")
  }

  /// The indentation one level deeper than `line`'s, in the file's style: the first
  /// indented line's indentation (tabs, or two to eight spaces), else four spaces.
  func indentUnit(in text: SwiftText) -> String {
    for line in 1...text.file.lineCount {
      let indent = text.indentation(ofLine: line)
      guard !indent.isEmpty, text.tokens(onLine: line).count > 0 else { continue }
      if indent.hasPrefix("\t") { return "\t" }
      if indent.allSatisfy({ $0 == " " }), (2...8).contains(indent.count) { return indent }
      break
    }
    return "    "
  }

  /// `declaration`'s lines, each after `indent`, joined with the file's line break.
  func indented(_ declaration: String, by indent: String, in text: SwiftText) -> String {
    declaration.split(separator: "\n", omittingEmptySubsequences: false)
      .map { indent + $0 }.joined(separator: text.file.lineBreak)
  }

  /// An edit adding `declaration` as the first member of the body that opens at `brace`,
  /// of the type whose keyword is at `keyword`.
  func insertion(of declaration: String, intoBodyAt brace: Int, keyword: Int, of text: SwiftText)
    throws(AppEditRefusal) -> TextEdit
  {
    let close = text.partner[brace]
    let braceLine = text.line(of: brace)
    let typeIndent = text.indentation(ofLine: text.line(of: keyword))
    let lineBreak = text.file.lineBreak
    if text.line(of: close) == braceLine {
      guard close == brace + 1 else {
        throw AppEditRefusal(
          "the body at \(text.file.path):\(braceLine) is written on one line; add the override "
            + "by hand")
      }
      let bodyIndent = typeIndent + indentUnit(in: text)
      return TextEdit(
        range: text.tokens[brace].range.upperBound..<text.tokens[close].range.lowerBound,
        replacement: lineBreak + indented(declaration, by: bodyIndent, in: text) + lineBreak
          + typeIndent)
    }
    if brace + 1 < close, text.line(of: brace + 1) == braceLine {
      throw AppEditRefusal(
        "the body at \(text.file.path):\(braceLine) has code on the line of its '{'; add the "
          + "override by hand")
    }
    let firstMember = brace + 1 < close ? brace + 1 : nil
    let bodyIndent =
      firstMember.map { text.indentation(ofLine: text.line(of: $0)) }
      ?? typeIndent + indentUnit(in: text)
    var insertion = lineBreak + indented(declaration, by: bodyIndent, in: text)
    // A blank line between the override and a member right after it.
    if let firstMember, text.line(of: firstMember) == braceLine + 1 { insertion += lineBreak }
    return .insert(insertion, at: text.file.byteRange(ofLine: braceLine).upperBound)
  }

  /// The edit replacing the override declared at `index` (its first attribute or modifier)
  /// with `declaration` (written without modifiers), keeping its attributes and modifiers.
  func replacementOfOverride(
    at index: Int, member: PropertyKey, with declaration: String, in text: SwiftText
  ) -> TextEdit? {
    let modifiers: Set<String> = [
      "override", "open", "public", "internal", "fileprivate", "private", "final", "dynamic",
      "nonisolated",
    ]
    var cursor = index
    while cursor < text.tokens.count, text.tokens[cursor].kind == .word {
      let word = text.text(cursor)
      if word.hasPrefix("@") {
        cursor += 1
        if text.isSymbol(cursor, "("), text.partner[cursor] > cursor {
          cursor = text.partner[cursor] + 1
        }
      } else if modifiers.contains(word) {
        cursor += 1
        // `private(set)` and the like.
        if text.isSymbol(cursor, "("), text.partner[cursor] > cursor {
          cursor = text.partner[cursor] + 1
        }
      } else {
        break
      }
    }
    guard text.isWord(cursor, "var") || text.isWord(cursor, "func"),
      cursor + 1 < text.tokens.count, Self.spellings(of: member).contains(text.name(cursor + 1))
    else { return nil }
    var brace = cursor + 2
    while brace < text.tokens.count, !text.isSymbol(brace, "{") {
      if text.isSymbol(brace, "=") || text.isSymbol(brace, ";") || text.isSymbol(brace, "}") {
        return nil
      }
      brace = text.partner[brace] > brace ? text.partner[brace] + 1 : brace + 1
    }
    guard brace < text.tokens.count, text.partner[brace] > brace else { return nil }
    let indent = text.indentation(ofLine: text.line(of: cursor))
    let lines = declaration.split(separator: "\n", omittingEmptySubsequences: false)
    let replacement =
      ([String(lines[0])] + lines.dropFirst().map { indent + $0 })
      .joined(separator: text.file.lineBreak)
    return TextEdit(
      range: text.tokens[cursor].range
        .lowerBound..<text.tokens[text.partner[brace]].range.upperBound,
      replacement: replacement)
  }

  /// An existing member's override replaced, or its assigned value changed.
  mutating func replaceMember(
    _ member: PropertyKey, value: String, at origin: SourceOrigin, in model: AppModel
  ) throws(AppEditRefusal) {
    let resolved = resolve(origin, in: model)
    if ObjectiveCText.isObjectiveC(resolved) {
      try replaceObjectiveCMethod(member, value: value, at: origin, path: resolved)
      return
    }
    let (text, path, index) = try token(at: origin, in: model)
    let declaration = FixAction.declaration(member: member, value: value, in: model)
    if let edit = replacementOfOverride(at: index, member: member, with: declaration, in: text) {
      try add(edit, to: path)
      return
    }
    guard let swiftValue = Self.swiftValue(member, value) else {
      throw AppEditRefusal(
        "\(displayPath(path)):\(text.line(of: index)) does not declare \(member.rawValue)")
    }
    try replaceAssignment(at: origin, property: member.rawValue, with: swiftValue, in: model)
  }

  /// The Swift for a property's value, for the properties a statement can set.
  static func swiftValue(_ key: PropertyKey, _ value: String) -> String? {
    switch key {
    case .capturesStatusBarAppearance, .definesPresentationContext, .isNavigationBarHidden,
      .prefersStatusBarHidden:
      return value == "true" || value == "false" ? value : nil
    case .modalPresentationStyle, .preferredStatusBarStyle, .overrideUserInterfaceStyle:
      return "." + value
    default:
      return nil
    }
  }

  /// `override var …` added to, or changed in, a class of the app.
  mutating func setClassMember(
    _ className: String, member: PropertyKey, value: String, in model: AppModel
  ) throws(AppEditRefusal) {
    guard let declared = model.classes.first(where: { $0.name == className }) else {
      throw AppEditRefusal("class \(className) is not in the app's files")
    }
    let origins = model.source.origins
    if let existing = declared.ownMembers.range(of: member) {
      guard let origin = origins.ownOrigin(ofStatementAt: existing.start) else {
        throw AppEditRefusal(
          "the \(member.rawValue) of class \(className) has no origin in the rules file")
      }
      try replaceMember(member, value: value, at: origin, in: model)
      return
    }
    guard Self.readOnlyMembers.contains(member) else {
      throw AppEditRefusal("\(member.rawValue) is set, not overridden; set it in an initializer")
    }
    guard let origin = origins.ownOrigin(ofStatementAt: declared.range.start) else {
      throw AppEditRefusal("class \(className) has no origin in the rules file")
    }
    let declaredPath = resolve(origin, in: model)
    if ObjectiveCText.isObjectiveC(declaredPath) {
      try addObjectiveCClassMember(
        className, member: member, value: value, declaredAt: declaredPath)
      return
    }
    let (text, path, keyword, brace) = try typeDeclaration(
      at: origin, keyword: "class", name: className, in: model)
    let declaration = FixAction.override(member: member, value: value, open: false, in: model)
    try add(insertion(of: declaration, intoBodyAt: brace, keyword: keyword, of: text), to: path)
  }

  /// `open override var …` added to, or changed in, an extension of a UIKit class that
  /// the app already has.
  mutating func setExtensionMember(
    _ uikit: UIKitClass, member: PropertyKey, value: String, in model: AppModel
  ) throws(AppEditRefusal) {
    let origins = model.source.origins
    if let existing = model.extensions[uikit]?.range(of: member) {
      guard let origin = origins.ownOrigin(ofStatementAt: existing.start) else {
        throw AppEditRefusal(
          "the \(member.rawValue) of extension \(uikit.rawValue) has no origin in the rules file")
      }
      try replaceMember(member, value: value, at: origin, in: model)
      return
    }
    guard Self.readOnlyMembers.contains(member),
      let origin = model.extensionBlocks.lazy.filter({ $0.uikit == uikit })
        .compactMap({ origins.ownOrigin(ofStatementAt: $0.range.start) }).first
    else {
      throw AppEditRefusal(
        "the app has no extension of \(uikit.rawValue) to add the override to")
    }
    let extensionPath = resolve(origin, in: model)
    if ObjectiveCText.isObjectiveC(extensionPath) {
      // A category: `@implementation UINavigationController (StatusBar)`.
      let text = try objectiveCText(at: extensionPath)
      guard let line = origin.line, let column = origin.column,
        let name = text.token(atLine: line, column: column)
      else {
        throw AppEditRefusal(
          "nothing starts at \(displayPath(extensionPath)):\(origin.line ?? 0) (the file may "
            + "have changed since the scan)")
      }
      try insertObjectiveCMethod(
        member, value: value, implementationName: name, in: text, path: extensionPath)
      return
    }
    let (text, path, keyword, brace) = try typeDeclaration(
      at: origin, keyword: "extension", name: uikit.rawValue, in: model)
    let declaration = FixAction.override(member: member, value: value, open: true, in: model)
    try add(insertion(of: declaration, intoBodyAt: brace, keyword: keyword, of: text), to: path)
  }

  /// A new subclass at the end of the file that creates the controller, and the
  /// constructor call changed to create the subclass.
  mutating func subclass(
    _ name: String, member: PropertyKey, value: String, in model: AppModel
  ) throws(AppEditRefusal) {
    guard let controller = model.controller(named: name) else {
      throw AppEditRefusal("'\(name)' is not in the file")
    }
    let origins = model.source.origins
    guard let origin = origins.ownOrigin(ofStatementAt: controller.range.start) else {
      throw AppEditRefusal("'\(name)' has no origin in the rules file")
    }
    let path = resolve(origin, in: model)
    guard path.hasSuffix(".swift") else {
      throw AppEditRefusal(
        "'\(name)' is created in \(displayPath(path)), not in Swift; make it an instance of the "
          + "subclass there (in Interface Builder, its Custom Class)")
    }
    let className = controller.className
    guard !className.contains("<"), !className.contains("."), controller.classNameRange != nil
    else {
      throw AppEditRefusal("stylerule does not write subclasses of \(className)")
    }
    if case .declared(let id) = controller.classReference {
      guard let classOrigin = origins.ownOrigin(ofStatementAt: model.classes[id.index].range.start)
      else {
        throw AppEditRefusal(
          "class \(className) has no origin, so stylerule cannot check that it can be subclassed")
      }
      let (text, _, keyword, _) = try typeDeclaration(
        at: classOrigin, keyword: "class", name: className, in: model)
      var modifier = keyword - 1
      while modifier >= 0, text.line(of: modifier) == text.line(of: keyword),
        text.tokens[modifier].kind == .word
      {
        if text.isWord(modifier, "final") {
          throw AppEditRefusal("class \(className) is final, so it cannot be subclassed")
        }
        modifier -= 1
      }
    }
    let (text, _, index) = try token(at: origin, in: model)
    guard text.tokens[index].kind == .word, text.name(index) == className,
      text.isSymbol(index + 1, "(")
    else {
      throw AppEditRefusal(
        "the code at \(displayPath(path)):\(text.line(of: index)) is not a call of "
          + "\(className)(…), so stylerule cannot change what it creates")
    }
    let subclass = FixAction.subclassName(for: controller, member: member, value: value, in: model)
    guard
      !text.tokens.indices.contains(where: {
        text.tokens[$0].kind == .word && text.name($0) == subclass
      })
    else {
      throw AppEditRefusal("\(displayPath(path)) already uses the name \(subclass)")
    }
    let lineBreak = text.file.lineBreak
    let unit = indentUnit(in: text)
    let override = FixAction.override(member: member, value: value, open: false, in: model)
    var declaration = text.file.bytes.last == 0x0A || text.file.bytes.last == 0x0D ? "" : lineBreak
    declaration +=
      lineBreak + "class \(subclass): \(className) {" + lineBreak
      + indented(override, by: unit, in: text) + lineBreak + "}" + lineBreak
    try add(TextEdit(range: text.tokens[index].range, replacement: subclass), to: path)
    try add(.insert(declaration, at: text.file.bytes.count), to: path)
  }
}
