/// The edits of one fix to the app's files, gathered step by step on the files as read.
struct AppEditSession {
  /// The contents of the files that could be read, by resolved path.
  let files: [String: [UInt8]]
  /// The absolute path of the current directory, if known.
  let currentDirectory: String?
  /// The edits so far, by resolved path.
  private var edits: [String: AppFileEdits] = [:]
  /// Swift files already read as text, by resolved path.
  private var texts: [String: SwiftText] = [:]

  /// Creates a session over `files`.
  init(files: [String: [UInt8]], currentDirectory: String?) {
    self.files = files
    self.currentDirectory = currentDirectory
  }

  // MARK: - Files

  /// The path a diff names for a resolved path: relative to the current directory when it
  /// is inside it, without a leading `./`.
  func displayPath(_ path: String) -> String {
    var shown = path
    if let directory = currentDirectory, shown.hasPrefix("/") {
      let base = directory.hasSuffix("/") ? directory : directory + "/"
      if shown.hasPrefix(base) { shown = String(shown.dropFirst(base.count)) }
    }
    while shown.hasPrefix("./") { shown = String(shown.dropFirst(2)) }
    return shown
  }

  /// The file at a resolved path, as read, checked to be UTF-8.
  func file(at path: String) throws(AppEditRefusal) -> SourceFile {
    guard let bytes = files[path] else {
      throw AppEditRefusal("\(displayPath(path)) could not be read")
    }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw AppEditRefusal("\(displayPath(path)) is not UTF-8 text")
    }
    return SourceFile(path: displayPath(path), bytes: bytes)
  }

  /// The Swift file at a resolved path, read as text.
  mutating func swiftText(at path: String) throws(AppEditRefusal) -> SwiftText {
    if let text = texts[path] { return text }
    guard path.hasSuffix(".swift") else {
      throw AppEditRefusal("\(displayPath(path)) is not a Swift file")
    }
    let file = try file(at: path)
    do throws(SwiftTextProblem) {
      let text = try SwiftText(file)
      texts[path] = text
      return text
    } catch {
      throw AppEditRefusal("\(displayPath(path)) could not be read as Swift: \(error.message)")
    }
  }

  /// Adds an edit to the file at a resolved path.
  mutating func add(_ edit: TextEdit, to path: String) throws(AppEditRefusal) {
    var fileEdits: AppFileEdits
    if let existing = edits[path] {
      fileEdits = existing
    } else {
      fileEdits = AppFileEdits(file: try file(at: path))
    }
    guard fileEdits.add(edit) else {
      throw AppEditRefusal("two changes of the fix edit the same place in \(displayPath(path))")
    }
    edits[path] = fileEdits
  }

  /// The unified diff of every file edited, in the order of their paths.
  func unifiedDiff() -> String {
    edits.values.sorted { $0.file.path < $1.file.path }.map { $0.unifiedDiff() }.joined()
  }

  // MARK: - Origins

  /// An origin's path made usable from the current directory.
  func resolve(_ origin: SourceOrigin, in model: AppModel) -> String {
    model.source.origins.resolve(origin, rulesPath: model.source.path).path
  }

  /// The token at a Swift origin's line and column.
  mutating func token(at origin: SourceOrigin, in model: AppModel) throws(AppEditRefusal)
    -> (text: SwiftText, path: String, index: Int)
  {
    let path = resolve(origin, in: model)
    let text = try swiftText(at: path)
    guard let line = origin.line, let column = origin.column else {
      throw AppEditRefusal("the origin \(origin) has no line and column")
    }
    guard let index = text.token(atLine: line, column: column) else {
      throw AppEditRefusal(
        "nothing starts at \(displayPath(path)):\(line):\(column) (the file may have changed "
          + "since the scan)")
    }
    return (text, path, index)
  }

  // MARK: - Planning

  /// Adds the edits that make `action`, as planned on `model`, to the app's files.
  mutating func plan(_ action: FixAction, in model: AppModel) throws(AppEditRefusal) {
    switch action {
    case .enableViewControllerAppearance:
      try enableViewControllerAppearance(in: model)
    case .setInstanceProperty(let name, let key, let value):
      try setInstanceProperty(key, to: value, on: name, in: model)
    case .hideWindow(let index, let label), .showWindow(let index, let label):
      let hidden = { if case .hideWindow = action { return true } else { return false } }()
      guard index < model.windows.count else { throw AppEditRefusal("\(label) is not in the file") }
      guard let range = model.windows[index].isHidden.range,
        let origin = model.source.origins.ownOrigin(ofStatementAt: range.start)
      else {
        throw AppEditRefusal(
          "the app's code does not set isHidden on \(label), so there is no line to change")
      }
      try replaceAssignment(
        at: origin, property: "isHidden", with: hidden ? "true" : "false", in: model)
    case .raiseWindow(let index, let label, _, let aboveLevel):
      guard index < model.windows.count else { throw AppEditRefusal("\(label) is not in the file") }
      guard let range = model.windows[index].level.range,
        let origin = model.source.origins.ownOrigin(ofStatementAt: range.start)
      else {
        throw AppEditRefusal(
          "the app's code does not set the windowLevel of \(label), so there is no line to change")
      }
      try replaceAssignment(
        at: origin, property: "windowLevel", with: FixAction.swiftLevel(above: aboveLevel),
        in: model)
    case .subclass(let name, let member, let value):
      try subclass(name, member: member, value: value, in: model)
    case .setClassMember(let className, let member, let value):
      try setClassMember(className, member: member, value: value, in: model)
    case .setExtensionMember(let uikit, let member, let value):
      try setExtensionMember(uikit, member: member, value: value, in: model)
    }
  }
}
