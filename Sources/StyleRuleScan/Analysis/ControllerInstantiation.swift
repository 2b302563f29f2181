import StyleRuleKit

/// Where the code first makes an app view controller class (`DiscoveryPostsViewController()`):
/// what the summary names for a class that no state places, so that the user sees the code
/// the scan does not reach.
struct ControllerInstantiation: Sendable, Hashable {
  /// Where the initializer call is.
  var origin: SourceOrigin
  /// The type and function the call is in (`DiscoveryViewModel.init(context:)`), or the type
  /// alone for a stored property's initial value; nil at a file's top level.
  var place: String?

  /// The first initializer call of each class of `classes` in `files`, in origin order, by
  /// the class's rules name.
  static func first(in files: [SwiftHierarchyFacts], classes: [ClassFact]) -> [String:
    ControllerInstantiation]
  {
    let names = CodeHierarchyBuilder.rulesNames(of: classes)
    var result: [String: ControllerInstantiation] = [:]
    for file in files {
      for node in file.controllers {
        guard case .instance(let className) = node.kind, let name = names[className] else {
          continue
        }
        if let known = result[name], known.origin < node.origin { continue }
        let place: String?
        switch (node.site.typeName, node.site.function) {
        case (let type?, let function?): place = "\(type).\(function)"
        case (let type?, nil): place = type
        case (nil, let function?): place = function
        case (nil, nil): place = nil
        }
        result[name] = ControllerInstantiation(origin: node.origin, place: place)
      }
    }
    return result
  }
}
