/// Which Objective-C headers are read with a target's implementation files.
///
/// The headers a `.m` file imports are what its classes are declared in, but which files a
/// target imports is only known once its files are read, and membership is decided before.
/// So a header belongs to a target when the project says so or its place makes it likely:
/// - the target's Headers build phase lists it (a framework's public and project headers);
/// - it sits in the folder of one of the target's implementation files;
/// - it has the name of one of them (`Public/Compose.h` for `Classes/Compose.m`).
/// A header read that the target does not import only adds declarations, never a placement.
struct ObjectiveCHeaderMembership: Hashable {
  /// The folders of the target's implementation files.
  private var folders: Set<String> = []
  /// The implementation files' names without their extension.
  private var stems: Set<String> = []
  /// The headers the Headers build phase lists.
  private var listed: Set<String> = []

  /// No header.
  init() {}

  /// The headers of a target whose Sources phase lists `sources` and Headers phase `headers`.
  init(sources: some Sequence<String>, headers: some Sequence<String>) {
    for path in sources where ProjectPath.isObjectiveCImplementation(path) {
      folders.insert(ProjectPath.directory(of: path))
      stems.insert(Self.stem(of: path))
    }
    listed = Set(headers)
  }

  /// Whether the header at `path` is read with the target.
  func includes(header path: String) -> Bool {
    listed.contains(path) || folders.contains(ProjectPath.directory(of: path))
      || stems.contains(Self.stem(of: path))
  }

  /// The file name of `path` without its folder and extension.
  private static func stem(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[..<dot])
  }
}
