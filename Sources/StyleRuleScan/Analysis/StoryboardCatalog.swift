/// The storyboards a scan read, by name: for the launch storyboard, storyboard references,
/// and code that instantiates a storyboard's controllers.
struct StoryboardCatalog: Sendable, Hashable {
  /// The storyboards, in path order.
  var documents: [InterfaceBuilderDocument]
  /// The index of the document used for each storyboard name.
  private var indexByName: [String: Int] = [:]
  /// Names that more than one storyboard file has (other than localisations), with the
  /// paths not used.
  private(set) var duplicates: [String: [String]] = [:]

  /// A catalog of `documents`; each name takes the `Base.lproj` copy when the storyboard is
  /// localised, else the first by path.
  init(documents: [InterfaceBuilderDocument]) {
    self.documents = documents.sorted { $0.path < $1.path }
    for (index, document) in self.documents.enumerated() {
      let name = Self.name(of: document.path)
      guard let existing = indexByName[name] else {
        indexByName[name] = index
        continue
      }
      let existingPath = self.documents[existing].path
      let preferNew = Self.isBase(document.path) && !Self.isBase(existingPath)
      if preferNew { indexByName[name] = index }
      let unused = preferNew ? existingPath : document.path
      if !(Self.isLocalization(document.path) && Self.isLocalization(existingPath)) {
        duplicates[name, default: []].append(unused)
      }
    }
  }

  /// The storyboard's name: its file name without `.storyboard`.
  static func name(of path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
  }

  /// Whether `path` is in `Base.lproj`.
  static func isBase(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().last == "Base.lproj"
  }

  /// Whether `path` is in a `.lproj` folder.
  static func isLocalization(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().last?.hasSuffix(".lproj") == true
  }

  /// The index of the storyboard named `name`.
  func index(named name: String) -> Int? {
    indexByName[name]
  }

  /// The storyboard named `name`.
  func document(named name: String) -> InterfaceBuilderDocument? {
    index(named: name).map { documents[$0] }
  }
}
