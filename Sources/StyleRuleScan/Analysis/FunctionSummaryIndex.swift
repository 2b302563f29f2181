import StyleRuleKit

/// The module's function summaries, found by the type that declares them and their name, so
/// that a call in a controller position takes what its callee returns.
///
/// Each function was summarised once, where it is declared (``HierarchyFunctionSummary``);
/// looking one up is a dictionary lookup, so following every call of the module stays linear.
struct FunctionSummaryIndex {
  /// A summary and the file it is in.
  struct Entry {
    var file: Int
    var summary: HierarchyFunctionSummary
  }

  /// By `Type.name(labels:)`, the type as declared (nested names joined with `.`) and by its
  /// last name; top-level functions under an empty type.
  private var byName: [String: [Entry]] = [:]
  /// By `Type.baseName`, for calls whose labels do not match (default arguments).
  private var byBaseName: [String: [Entry]] = [:]
  /// The names of the functions declared to return `Self`, with any declaring type (a
  /// protocol extension's `static func instantiate() -> Self`).
  private var returningSelf: Set<String> = []
  /// The label of the parameter naming the result type of each generic function of that
  /// name (with labels), whatever its type; nil where two such functions disagree.
  private var typeParameterLabels: [String: String?] = [:]
  /// The other name of a method `NS_SWIFT_NAME` renames, both ways: the name Swift gives it
  /// (what Swift code calls) by its selector's name (what Objective-C calls), and back.
  private var otherNames: [String: String] = [:]

  /// Indexes the summaries of `files`.
  init(files: [SwiftHierarchyFacts]) {
    for (fileIndex, file) in files.enumerated() {
      for (selectorName, swiftName) in file.objectiveCSwiftNames.sorted(by: { $0.key < $1.key })
      where otherNames[selectorName] == nil && otherNames[swiftName] == nil {
        otherNames[selectorName] = swiftName
        otherNames[swiftName] = selectorName
      }
      for summary in file.functionSummaries {
        let entry = Entry(file: fileIndex, summary: summary)
        var types = [summary.typeName ?? ""]
        if let type = summary.typeName {
          let simple = SwiftTypeNames.simpleName(type)
          if simple != type { types.append(simple) }
        }
        for type in types {
          byName["\(type).\(summary.name)", default: []].append(entry)
          byBaseName["\(type).\(summary.baseName)", default: []].append(entry)
        }
        if summary.declaredType == "Self" { returningSelf.insert(summary.baseName) }
        if let label = summary.typeParameterLabel {
          let known = typeParameterLabels[summary.name]
          typeParameterLabels[summary.name] = known == nil || known == label ? label : .some(nil)
        }
      }
    }
  }

  /// The function a call names in `type` (nil for the top level): the one with its name and
  /// labels, else the only one with its base name.
  func callee(_ call: HierarchyCall, in type: String?) -> Entry? {
    let owner = type ?? ""
    if let exact = byName["\(owner).\(call.name)"]?.first { return exact }
    if let byBase = byBaseName["\(owner).\(call.baseName)"], byBase.count == 1 {
      return byBase.first
    }
    // Objective-C calls a method Swift declares under the name `NS_SWIFT_NAME` gives it
    // (and the reverse).
    if let other = otherNames[call.name], let renamed = byName["\(owner).\(other)"]?.first {
      return renamed
    }
    if let type {
      let simple = SwiftTypeNames.simpleName(type)
      if simple != type { return callee(call, in: simple) }
    }
    return nil
  }

  /// The class a call of a generic function returns when it passes `Detail.self` for the
  /// parameter that names the result type (`instantiateController(ofType: Detail.self)`),
  /// whatever its receiver: every function of that name and labels agrees on the parameter.
  func typeArgumentResult(_ call: HierarchyCall) -> String? {
    guard let label = typeParameterLabels[call.name] ?? nil else { return nil }
    return call.typeArguments[label]
  }

  /// Whether some type of the module (a protocol extension, usually) declares a function of
  /// this base name that returns `Self`.
  func returnsSelf(_ baseName: String) -> Bool {
    returningSelf.contains(baseName)
  }
}
