import StyleRuleKit

/// The code an application target links from the same repository.
///
/// That is, the local Swift packages whose products it links, and the framework and library
/// targets of its project it depends on. Their Swift and Objective-C files are read as part of
/// the app's module graph (a target's headers by the folders of its implementation files, as
/// for the app's own target).
///
/// A local package is a folder the project refers to (an `XCLocalSwiftPackageReference`, a
/// folder reference, a synchronised root group, or a folder just below one) that holds a
/// `Package.swift` naming one of the products the target links. Every Swift file under its
/// `Sources` folder is read: which of the package's targets make the product is not followed,
/// and a file of a package target the app does not link only adds declarations, never a
/// placement the app's own code does not make.
struct LinkedCode {
  /// What kind of code a link brings.
  enum Kind: String, Hashable {
    /// A local Swift package.
    case package
    /// A framework or library target of the project.
    case frameworkTarget = "framework target"
  }

  /// One package or framework target, with what it adds.
  struct Link: Hashable {
    /// The package's folder name or the target's name.
    var name: String
    /// Whether it is a package or a target.
    var kind: Kind
    /// The folder whose files are read (a package's `Sources`), or nil for a target's files.
    var sourcesFolder: String?
    /// A target's own source files and synchronised folders.
    var files: Set<String> = []
    /// A target's Objective-C headers.
    var headers = ObjectiveCHeaderMembership()
    var folders: [XcodeSynchronizedFolder] = []
    /// Where the link is stated (the `Package.swift`, or the target's object).
    var origin: SourceOrigin
  }

  /// The links, in order: packages by folder, then targets in the project's order.
  private(set) var links: [Link] = []

  /// No linked code.
  init() {}

  /// The code `target` links: `files` are every file the scan listed, `manifest` reads a
  /// `Package.swift` by its path.
  init(
    target: XcodeTarget, in project: XcodeProject, files: [ScannedFile],
    manifest: (String) -> [UInt8]?
  ) {
    if !target.localPackageProducts.isEmpty {
      let candidates = Set(project.packageFolderCandidates.map(ProjectPath.normalize))
      var manifests: [String] = []
      for file in files where file.relativePath.hasSuffix("/Package.swift") {
        let folder = ProjectPath.directory(of: file.relativePath)
        let parent = ProjectPath.directory(of: folder)
        if candidates.contains(folder) || candidates.contains(parent) {
          manifests.append(file.relativePath)
        }
      }
      for path in manifests.sorted() {
        guard let bytes = manifest(path) else { continue }
        let text = String(decoding: bytes, as: UTF8.self)
        guard target.localPackageProducts.contains(where: { text.contains("\"\($0)\"") }) else {
          continue
        }
        let folder = ProjectPath.directory(of: path)
        links.append(
          Link(
            name: folder.split(separator: "/").last.map(String.init) ?? folder, kind: .package,
            sourcesFolder: ProjectPath.join(folder, "Sources"), origin: SourceOrigin(path: path)))
      }
    }
    for other in project.targets
    where target.dependencyTargetNames.contains(other.name) && other.isLinkableCode {
      let files = Set(other.sourceFiles.compactMap(\.path))
      links.append(
        Link(
          name: other.name, kind: .frameworkTarget, sourcesFolder: nil, files: files,
          headers: ObjectiveCHeaderMembership(
            sources: files, headers: other.headerFiles.compactMap(\.path)),
          folders: other.synchronizedFolders.filter { $0.path != nil }, origin: other.origin))
    }
  }

  /// The link a Swift or Objective-C file at `path` belongs to, if any.
  func link(containing path: String) -> Int? {
    links.firstIndex { link in
      if let folder = link.sourcesFolder { return path.hasPrefix(folder + "/") }
      if path.hasSuffix(".h") {
        return link.headers.includes(header: path)
          || link.folders.contains { $0.contains(path) }
      }
      return link.files.contains(path) || link.folders.contains { $0.contains(path) }
    }
  }
}
