import StyleRuleKit

/// Joins the Objective-C files' interfaces and implementations into the module's per-file
/// declarations, beside the Swift files' (issue 25, first slice).
///
/// A class is declared where its own `@interface` names its superclass (a header, usually),
/// with the overrides of its `@implementation` (a `.m`, usually) and of its class extensions'
/// implementation; a category's implementation (`@implementation UINavigationController
/// (StatusBar)`) is an extension of the class, as a Swift extension is, so an override there
/// on a UIKit class is reported as one.
enum ObjectiveCModule {
  /// The declarations of `files`, one record per file that declares something.
  ///
  /// `swiftNames` maps the names Swift classes have in Objective-C (`@objc(VLCTabs) class
  /// Tabs`) to their Swift names: the Objective-C code's uses of them are of those classes.
  static func declarations(
    _ files: [ObjectiveCFileFacts], swiftNames: [String: String] = [:]
  ) -> [SwiftFileDeclarations] {
    let files = swiftNames.isEmpty ? files : files.map { renamed($0, swiftNames) }
    var superclasses: [String: (superclass: String, origin: SourceOrigin, path: String)] = [:]
    var members: [String: [SwiftMemberDeclaration]] = [:]
    var properties: [String: [SwiftStoredProperty]] = [:]
    var setUpWithoutSuper: [String: [String]] = [:]
    for file in files {
      for interface in file.interfaces {
        // A class's own interface and its class extensions declare its properties.
        if interface.category == nil || interface.category == "" {
          properties[interface.className, default: []] += interface.properties
        }
        guard interface.category == nil, let superclass = interface.superclass,
          superclasses[interface.className] == nil
        else { continue }
        superclasses[interface.className] = (superclass, interface.origin, file.path)
      }
      for implementation in file.implementations
      where implementation.category == nil || implementation.category == "" {
        members[implementation.className, default: []] += implementation.members
        setUpWithoutSuper[implementation.className, default: []] +=
          implementation.setUpMethodsWithoutSuper
        properties[implementation.className, default: []] += implementation.instanceVariables
      }
    }
    var byPath: [String: SwiftFileDeclarations] = [:]
    for name in superclasses.keys.sorted() {
      guard let declared = superclasses[name] else { continue }
      var record = SwiftTypeDeclaration(
        kind: .classDeclaration, name: name, enclosingTypes: [],
        inheritedTypes: [declared.superclass], firstInheritedGenericArguments: nil,
        origin: declared.origin)
      record.members = members[name] ?? []
      record.storedProperties = properties[name] ?? []
      record.setUpMethodsWithoutSuper = setUpWithoutSuper[name] ?? []
      record.overridesControllerMember = !record.members.isEmpty
      byPath[declared.path, default: SwiftFileDeclarations(path: declared.path)].types.append(
        record)
    }
    for file in files {
      for implementation in file.implementations
      where implementation.category.map({ !$0.isEmpty }) ?? false && !implementation.members.isEmpty
      {
        var record = SwiftTypeDeclaration(
          kind: .extensionDeclaration, name: implementation.className, enclosingTypes: [],
          inheritedTypes: [], firstInheritedGenericArguments: nil, origin: implementation.origin)
        record.members = implementation.members
        record.overridesControllerMember = true
        byPath[file.path, default: SwiftFileDeclarations(path: file.path)].types.append(record)
      }
    }
    for file in files
    where !file.applicationSettings.isEmpty || !file.appearanceUpdates.isEmpty
      || !file.hierarchy.controllers.isEmpty || !file.hierarchy.windows.isEmpty
      || !file.assignments.isEmpty || !file.hierarchy.objectiveCSwiftNames.isEmpty
    {
      var record = byPath[file.path] ?? SwiftFileDeclarations(path: file.path)
      record.assignments += file.assignments
      record.applicationSettings += file.applicationSettings
      record.appearanceUpdates += file.appearanceUpdates
      record.hierarchy = file.hierarchy
      byPath[file.path] = record
    }
    return byPath.keys.sorted().compactMap { byPath[$0] }
  }

  /// A file's facts with the Objective-C names of Swift classes replaced by their Swift
  /// names: superclasses, categories, the classes instantiated and the types called.
  static func renamed(_ file: ObjectiveCFileFacts, _ names: [String: String])
    -> ObjectiveCFileFacts
  {
    func name(_ written: String) -> String { names[written] ?? written }
    var file = file
    for index in file.interfaces.indices {
      file.interfaces[index].superclass = file.interfaces[index].superclass.map(name)
    }
    for index in file.implementations.indices where file.implementations[index].category != nil {
      file.implementations[index].className = name(file.implementations[index].className)
    }
    for index in file.hierarchy.controllers.indices {
      switch file.hierarchy.controllers[index].kind {
      case .instance(let className):
        file.hierarchy.controllers[index].kind = .instance(className: name(className))
      case .call(var call):
        if case .type(let type) = call.receiver { call.receiver = .type(name(type)) }
        file.hierarchy.controllers[index].kind = .call(call)
      default: break
      }
    }
    return file
  }
}
