/// The module's static properties that give a storyboard, found by type and name, so that a
/// storyboard read from one (`UIStoryboard.settings.instantiateInitialViewController()`) takes
/// the storyboard its declaration names.
struct StoryboardPropertyIndex {
  /// By `Type.name`, the type as declared (nested names joined with `.`) and by its last name:
  /// the first declaration in file order.
  private var byName: [String: HierarchyStoryboardProperty] = [:]

  /// Indexes the storyboard properties of `files`.
  init(files: [SwiftHierarchyFacts]) {
    for file in files {
      for property in file.storyboardProperties {
        var types = [property.typeName]
        let simple = SwiftTypeNames.simpleName(property.typeName)
        if simple != property.typeName { types.append(simple) }
        for type in types where byName["\(type).\(property.name)"] == nil {
          byName["\(type).\(property.name)"] = property
        }
      }
    }
  }

  /// The reference with the storyboard name its property's declaration gives, or with why
  /// not: the property is not declared in the code read, or its value is not one
  /// literal-named storyboard.
  func resolve(_ reference: HierarchyStoryboardReference) -> HierarchyStoryboardReference {
    guard let property = reference.property, reference.storyboardName == nil else {
      return reference
    }
    var resolved = reference
    let declaration =
      byName[property.text]
      ?? byName["\(SwiftTypeNames.simpleName(property.typeName)).\(property.name)"]
    var reasons = reference.unknownReason.map { [$0] } ?? []
    if let name = declaration?.storyboardName {
      resolved.storyboardName = name
    } else if let declaration, let why = declaration.unknownReason {
      reasons.insert("the storyboard `\(property.text)` is not followed: \(why)", at: 0)
    } else {
      reasons.insert(
        "the storyboard `\(property.text)` is not followed: the code read does not declare it",
        at: 0)
    }
    resolved.unknownReason = reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    return resolved
  }
}
