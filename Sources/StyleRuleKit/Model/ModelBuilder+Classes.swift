extension ModelBuilder {
  /// Registers classes, resolves superclasses (reporting cycles), validates members
  /// and flattens inherited members, all in linear time.
  mutating func buildClasses() {
    let syntaxes = tree.classes
    // 1. Names.
    for (index, syntax) in syntaxes.enumerated() {
      let name = syntax.name.text
      if UIKitClass(rawValue: name) != nil {
        report(
          .model(.redeclaredUIKitClass), .error,
          "'\(name)' is a UIKit class; to change every instance of it write "
            + "'extension \(name) { … }', or give a subclass another name",
          at: syntax.name.range)
        continue
      }
      if let first = classIndex[name] {
        report(
          .model(.duplicateClass), .error, "class '\(name)' is declared more than once",
          at: syntax.name.range,
          notes: [Diagnostic.Note("first declared here", at: syntaxes[first].name.range)])
        continue
      }
      classIndex[name] = index
    }
    // 2. Superclasses.
    var superclass = [ClassReference?](repeating: nil, count: syntaxes.count)
    for (index, syntax) in syntaxes.enumerated() where classIndex[syntax.name.text] == index {
      guard let superName = syntax.superclass else { continue }
      if let uikit = UIKitClass(rawValue: superName.text) {
        superclass[index] = .uikit(uikit)
      } else if let declared = classIndex[superName.text] {
        superclass[index] = .declared(ClassID(declared))
      } else if isBroken(superName.text) {
        superclass[index] = .uikit(.viewController)
      } else {
        report(
          .model(.unknownClass), .error,
          "unknown superclass '\(superName.text)'"
            + Suggestion.hint(for: superName.text, in: knownClassNames),
          at: superName.range)
        superclass[index] = .uikit(.viewController)
      }
    }
    // 3. UIKit bases, following superclass chains with memoisation; a chain that
    //    comes back to a class still being followed is a cycle.
    var base = [UIKitClass?](repeating: nil, count: syntaxes.count)
    var state = [UInt8](repeating: 0, count: syntaxes.count)  // 0 new, 1 on path, 2 done
    for start in syntaxes.indices where classIndex[syntaxes[start].name.text] == start {
      var path: [Int] = []
      var current = start
      var found: UIKitClass = .viewController
      while true {
        if state[current] == 2 {
          found = base[current] ?? .viewController
          break
        }
        if state[current] == 1 {
          let cycleStart = path.firstIndex(of: current) ?? 0
          let names =
            path[cycleStart...].map { syntaxes[$0].name.text } + [syntaxes[current].name.text]
          report(
            .model(.inheritanceCycle), .error,
            "class inheritance cycle: " + Self.chain(names),
            at: syntaxes[current].superclass?.range ?? syntaxes[current].name.range)
          superclass[current] = .uikit(.viewController)
          found = .viewController
          break
        }
        state[current] = 1
        path.append(current)
        switch superclass[current] {
        case .uikit(let uikit):
          found = uikit
        case .declared(let id):
          current = id.index
          continue
        case nil:
          found = .viewController
        }
        break
      }
      for index in path {
        base[index] = found
        state[index] = 2
      }
    }
    // 4. Members, validated against each class's UIKit kind.
    var own = [PropertySet](repeating: PropertySet(), count: syntaxes.count)
    for (index, syntax) in syntaxes.enumerated() where classIndex[syntax.name.text] == index {
      let owner = PropertyOwner(
        placement: .member, uikitBase: base[index] ?? .viewController,
        origin: .classDeclaration(syntax.name.text), name: syntax.name.text)
      own[index] = validateProperties(syntax.members, owner: owner).0
    }
    // 5. The model's table keeps only the first declaration of each name.
    var modelIndex: [Int: Int] = [:]
    for (index, syntax) in syntaxes.enumerated() where classIndex[syntax.name.text] == index {
      modelIndex[index] = model.classes.count
      model.classes.append(
        ClassModel(
          name: syntax.name.text, nameRange: syntax.name.range, range: syntax.range,
          body: syntax.body, superclass: superclass[index] ?? .uikit(.viewController),
          uikitBase: base[index] ?? .viewController, ownMembers: own[index],
          inheritedMembers: own[index], isOpaque: syntax.isOpaque))
    }
    // Re-point declared superclasses at model indices.
    for (syntaxIndex, modelPosition) in modelIndex {
      classIndex[syntaxes[syntaxIndex].name.text] = modelPosition
    }
    for position in model.classes.indices {
      if case .declared(let id) = model.classes[position].superclass,
        let mapped = modelIndex[id.index]
      {
        let old = model.classes[position]
        model.classes[position] = ClassModel(
          name: old.name, nameRange: old.nameRange, range: old.range, body: old.body,
          superclass: .declared(ClassID(mapped)), uikitBase: old.uikitBase,
          ownMembers: old.ownMembers, inheritedMembers: old.inheritedMembers,
          isOpaque: old.isOpaque)
      }
    }
    // 6. Inherited members, parents first.
    model.recomputeInheritedMembers()
  }

  mutating func buildExtensions() {
    var firstMember: [UIKitClass: [PropertyKey: SourceRange]] = [:]
    for syntax in tree.extensions {
      let name = syntax.typeName.text
      guard let uikit = UIKitClass(rawValue: name) else {
        if classIndex[name] != nil {
          report(
            .model(.extensionOfDeclaredClass), .error,
            "'\(name)' is declared in this file; put its overrides in its class body "
              + "(extensions model overrides of UIKit classes)",
            at: syntax.typeName.range)
        } else if !isBroken(name) {
          report(
            .model(.unknownClass), .error,
            "unknown UIKit class '\(name)'"
              + Suggestion.hint(for: name, in: UIKitClass.allCases.map(\.rawValue)),
            at: syntax.typeName.range)
        }
        continue
      }
      let owner = PropertyOwner(
        placement: .member, uikitBase: uikit, origin: .extensionOf(uikit), name: name)
      let members = validateProperties(syntax.members, owner: owner).0
      model.extensionBlocks.append((uikit, syntax.range, syntax.body))
      var existing = model.extensions[uikit] ?? PropertySet()
      for key in PropertyKey.allCases {
        guard let range = members.range(of: key) else { continue }
        if let first = firstMember[uikit]?[key] {
          reportDuplicate(
            "'\(key.rawValue)' in extensions of \(name)", at: range, first: first)
        } else {
          firstMember[uikit, default: [:]][key] = range
        }
      }
      existing = existing.overlaying(members)
      model.extensions[uikit] = existing
    }
  }

  /// Every class name a controller or class may use.
  var knownClassNames: [String] {
    UIKitClass.allCases.map(\.rawValue) + Array(classIndex.keys).sorted()
  }

  /// "'A' → 'B' → 'A'", shortened in the middle when long.
  static func chain(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    if quoted.count <= 8 { return quoted.joined(separator: " → ") }
    return (quoted.prefix(4) + ["… \(quoted.count - 7) more …"] + quoted.suffix(3))
      .joined(separator: " → ")
  }
}
