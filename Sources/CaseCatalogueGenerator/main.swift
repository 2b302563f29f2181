import Foundation

// Writes the built-in case catalogue, Sources/StyleRuleKit/Catalogue/CaseCatalogue+Files.swift,
// from the files under Rules/, so that the binary carries them as string literals.
//
//   swift run CaseCatalogueGenerator             writes the file (from the package's root)
//   swift run CaseCatalogueGenerator --print     prints the source instead
//
// Both take the package's root as an optional last argument (the current folder without
// one). CaseCatalogueTests checks that the committed file is what `--print` prints.

/// The command line: whether to print, and the package's root.
struct GeneratorArguments {
  /// Whether to print the source rather than write the file.
  var printing = false
  /// The package's root.
  var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

  /// Reads `arguments` (without the program's name), or returns `nil` when they are wrong.
  init?(_ arguments: [String]) {
    var rest = arguments[...]
    if rest.first == "--print" {
      printing = true
      rest = rest.dropFirst()
    }
    guard rest.count <= 1, !(rest.first?.hasPrefix("-") ?? false) else { return nil }
    if let path = rest.first { root = URL(fileURLWithPath: path) }
  }
}

/// Every `.rules` file under `Rules/` in `root`, as its path under `Rules/` and its text.
func rulesFiles(in root: URL) throws -> [(path: String, text: String)] {
  let folder = root.appendingPathComponent("Rules").standardizedFileURL
  guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
  else { return [] }
  var files: [(path: String, text: String)] = []
  for case let file as URL in enumerator where file.pathExtension == "rules" {
    let path = String(file.standardizedFileURL.path.dropFirst(folder.path.count + 1))
    let data = try Data(contentsOf: file)
    files.append((path, String(decoding: data, as: UTF8.self)))
  }
  return files
}

guard let arguments = GeneratorArguments(Array(CommandLine.arguments.dropFirst())) else {
  FileHandle.standardError.write(Data("usage: CaseCatalogueGenerator [--print] [ROOT]\n".utf8))
  exit(2)
}
do {
  let files = try rulesFiles(in: arguments.root)
  guard !files.isEmpty else {
    FileHandle.standardError.write(
      Data("CaseCatalogueGenerator: no .rules files under \(arguments.root.path)/Rules\n".utf8))
    exit(1)
  }
  let source = CatalogueSource.generate(files)
  if arguments.printing {
    FileHandle.standardOutput.write(Data(source.utf8))
  } else {
    let target = arguments.root.appendingPathComponent(CatalogueSource.path)
    try Data(source.utf8).write(to: target, options: .atomic)
    print("wrote \(CatalogueSource.path) from \(files.count) files under Rules/")
  }
} catch {
  FileHandle.standardError.write(Data("CaseCatalogueGenerator: \(error)\n".utf8))
  exit(1)
}
