/// One case of the built-in catalogue: a rules file of the repository's `Rules/` folder,
/// compiled into the library so that an installed `stylerule` has them all.
public struct CatalogueCase: Sendable {
  /// The kinds of case, in the order the catalogue lists them.
  public enum Group: String, CaseIterable, Sendable {
    /// The seven cases of the seed article and their capture variants.
    case seedCase = "Seed article cases"
    /// The article's patterns for changing the style, as timelines.
    case pattern = "Patterns from the article"
    /// The setups of Apple's TN3105.
    case tn3105 = "TN3105"
    /// The layout claims of the seed documents about iOS 6 and iOS 7 (`stylerule layout`).
    case layout = "Layout claims of the seeds"
    /// Common mistakes.
    case pitfall = "Common pitfalls"
    /// Further examples.
    case example = "Examples"
  }

  /// The identifier: the file's name without `.rules`, such as `case-6-2`.
  public let id: String
  /// The path under `Rules/`, such as `cases/case-6-2.rules`.
  public let path: String
  /// The kind of case.
  public let group: Group
  /// The rules file's text.
  public let text: String

  /// The one-line title: the file's first line, without its `#`.
  public var title: String {
    let first = text.prefix { $0 != "\n" }
    return first.hasPrefix("# ") ? String(first.dropFirst(2)) : String(first)
  }

  /// The file as a source, named as in the repository (`Rules/cases/case-6-2.rules`), so
  /// that reports about it read the same as for the file itself.
  public var source: SourceFile { SourceFile(path: "Rules/" + path, text: text) }
}

/// The built-in catalogue of cases: every file under the repository's `Rules/`.
///
/// `Tests/StyleRuleKitTests/Catalogue` checks that the compiled copy is byte for byte
/// the content of `Rules/`, and regenerates it when recording.
public enum CaseCatalogue {
  /// Every case, grouped as ``CatalogueCase/Group`` orders them, then by identifier.
  public static let cases: [CatalogueCase] = {
    let all = files.map { file in
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      let id = name.hasSuffix(".rules") ? String(name.dropLast(".rules".count)) : name
      return CatalogueCase(
        id: id, path: file.path, group: group(of: file.path), text: file.text)
    }
    let order = Dictionary(
      uniqueKeysWithValues: CatalogueCase.Group.allCases.enumerated().map { ($1, $0) })
    return all.sorted {
      (order[$0.group] ?? 0, $0.id) < (order[$1.group] ?? 0, $1.id)
    }
  }()

  /// The case with an identifier, if there is one.
  public static func named(_ id: String) -> CatalogueCase? {
    cases.first { $0.id == id }
  }

  /// The group a path under `Rules/` belongs to.
  static func group(of path: String) -> CatalogueCase.Group {
    if path.hasPrefix("cases/pattern-") { return .pattern }
    if path.hasPrefix("cases/") { return .seedCase }
    if path.hasPrefix("tn3105/") { return .tn3105 }
    if path.hasPrefix("layout/") { return .layout }
    if path.hasPrefix("pitfalls/") { return .pitfall }
    return .example
  }
}
