import StyleRuleKit

/// Puts the Swift files of an app together: resolves superclass chains across files, decides
/// which classes are view controllers, merges extensions into their classes, and resolves
/// each override's value against the whole module.
///
/// How a class is decided to be a view controller: its superclass chain is followed through
/// the app's classes (by qualified name, looking in the enclosing types first) until it
/// reaches a class outside the app.
/// - A class the rules language knows (``KnownControllerClasses``): a view controller, and the
///   chain is written as it is.
/// - Another class whose name ends in `Controller` (a library's `PagerViewController`, or
///   `AVPlayerViewController`): a view controller whose status bar code the scan cannot read.
///   The app class that inherits from it is written `class X: opaque UIViewController`: only
///   `UIViewController` is stated, since the name alone does not tell which container it is.
/// - Another class, when a class of the chain overrides a status bar member or a view
///   controller method (`viewDidLoad`, `viewWillAppear`…) with `override`: the same, opaque.
/// - Otherwise (a protocol first, `NSObject`, a view, no superclass, a cycle): not a view
///   controller; it is left out of the rules file.
struct SwiftModuleAnalysis {
  /// What the analysis gives.
  struct Output {
    /// The view controller classes, superclasses first.
    var classes: [ClassFact]
    /// Extensions of known UIKit classes with overrides.
    var extensions: [ExtensionFact]
    /// What could not be determined.
    var undetermined: [UndeterminedFact]
    /// Where values followed into functions of the module come from.
    var notes: [ScanNote] = []
  }

  /// Where a class's superclass chain ends.
  private enum ChainEnd {
    /// A known controller class.
    case known
    /// A library class, written opaque.
    case opaque
    /// Not a view controller.
    case none
  }

  /// The declarations, in path order.
  let files: [SwiftFileDeclarations]

  private var classes: [String: SwiftTypeDeclaration] = [:]
  private var classOrder: [String] = []
  private var protocols: Set<String> = []
  private var extensions: [SwiftTypeDeclaration] = []
  /// What each property name is assigned on other objects (`player.style = …`), anywhere.
  private var assignedElsewhere: [String: AssignedValues] = [:]
  /// What each class's own stored property is assigned by the class and its subclasses
  /// (`style = …`, `self.style = …`), keyed by the declaring class and the name.
  private var assignedOnSelf: [PropertyKey: AssignedValues] = [:]
  private var undetermined: [UndeterminedFact] = []
  /// The app superclass of each class that has one, looked up once.
  private var appSuperclasses: [String: String] = [:]
  /// The names of each class's stored properties.
  private var storedPropertyNames: [String: Set<String>] = [:]
  /// The functions and properties returning a status bar value, by `Type.name` (the type as
  /// declared, qualified), by `Simple.name` (its last name), and at the top level by name.
  private var typeValues: [String: [SwiftValueDeclaration]] = [:]
  private var simpleTypeValues: [String: [SwiftValueDeclaration]] = [:]
  private var topLevelValues: [String: [SwiftValueDeclaration]] = [:]
  /// The names of those declared in a type: a bare call of one of them may be that member.
  private var memberValueNames: Set<String> = []
  /// The instance properties returning a status bar value, by name, whatever their type.
  private var instanceValues: [String: [SwiftValueDeclaration]] = [:]

  /// Indexes the files' declarations.
  init(files: [SwiftFileDeclarations]) {
    self.files = files
    for file in files {
      for value in file.valueDeclarations {
        guard let type = value.typeName else {
          topLevelValues[value.name, default: []].append(value)
          continue
        }
        typeValues["\(type).\(value.name)", default: []].append(value)
        if !value.isStatic, value.parameters == nil {
          instanceValues[value.name, default: []].append(value)
        }
        let simple = SwiftTypeNames.simpleName(type)
        simpleTypeValues["\(simple).\(value.name)", default: []].append(value)
        memberValueNames.insert(value.name)
      }
      protocols.formUnion(file.protocols.filter { !$0.isTypeAlias }.map(\.name))
      for declaration in file.types {
        switch declaration.kind {
        case .classDeclaration:
          if let first = classes[declaration.name] {
            undetermined.append(
              UndeterminedFact(
                what:
                  "class \(declaration.name) is declared again (first at \(first.origin)); the first declaration is used",
                origin: declaration.origin))
          } else {
            classes[declaration.name] = declaration
            classOrder.append(declaration.name)
            storedPropertyNames[declaration.name] = Set(declaration.storedProperties.map(\.name))
          }
        case .extensionDeclaration:
          extensions.append(declaration)
        }
      }
    }
    for name in classOrder {
      guard let declaration = classes[name], let first = declaration.inheritedTypes.first,
        let superclass = resolveClass(first, enclosing: declaration.enclosingTypes + [name])
      else { continue }
      appSuperclasses[name] = superclass
    }
    poolAssignments()
  }

  /// The most places kept with a member's value besides its own (the property and the first
  /// assignments): enough to show where a value comes from, bounded so that a property name
  /// assigned across the whole module does not copy every place into every class.
  static let maximumRelatedOrigins = 10

  /// Gathers what stored properties are assigned, once for the whole module, so that each
  /// override that returns one looks its values up instead of going through every
  /// assignment of that name (which is quadratic when many classes share a property name).
  private mutating func poolAssignments() {
    var order = 0
    for file in files {
      for assignment in file.assignments {
        order += 1
        let name = assignment.propertyName
        if !assignment.isOnSelf {
          assignedElsewhere[name, default: AssignedValues()].add(assignment, order: order)
          continue
        }
        guard let enclosing = assignment.enclosingType,
          let assigner = resolveClass(enclosing, enclosing: []),
          let owner = declaringClass(of: name, from: assigner)
        else { continue }
        assignedOnSelf[PropertyKey(owner: owner, name: name), default: AssignedValues()].add(
          assignment, order: order)
      }
    }
  }

  /// The qualified name of the app class a type name refers to from inside `enclosing`.
  private func resolveClass(_ name: String, enclosing: [String]) -> String? {
    for scope in enclosing.reversed() where classes[scope + "." + name] != nil {
      return scope + "." + name
    }
    return classes[name] != nil ? name : nil
  }

  /// Whether a type name refers to a protocol of the app.
  private func isProtocol(_ name: String, enclosing: [String]) -> Bool {
    protocols.contains(name) || enclosing.contains { protocols.contains($0 + "." + name) }
  }

  /// The app superclass of a class, if its first inherited type is one.
  private func appSuperclass(of name: String) -> String? {
    appSuperclasses[name]
  }

  /// Runs the analysis.
  func run() -> Output {
    var undetermined = self.undetermined
    var notes: [ScanNote] = []
    // 1. Where each chain ends, following app superclasses iteratively with a memo.
    var ends: [String: ChainEnd] = [:]
    var roots: [String: String] = [:]  // class → the app class whose superclass is outside
    for start in classOrder where ends[start] == nil {
      var path: [String] = []
      var onPath: Set<String> = []
      var current = start
      var end = ChainEnd.none
      var root = start
      while true {
        if let known = ends[current] {
          end = known
          root = roots[current] ?? current
          break
        }
        if !onPath.insert(current).inserted {
          undetermined.append(
            UndeterminedFact(
              what: "class \(current) inherits from itself through its superclasses",
              origin: classes[current]?.origin))
          end = .none
          root = current
          break
        }
        path.append(current)
        if let next = appSuperclass(of: current) {
          current = next
          continue
        }
        root = current
        end = terminalEnd(of: current)
        break
      }
      for name in path {
        ends[name] = end
        roots[name] = root
      }
    }
    // 2. A chain ending in an unrecognised library class is a controller's when a class of it
    //    overrides a view controller member.
    var evidencedRoots: Set<String> = []
    for name in classOrder where classes[name]?.overridesControllerMember == true {
      if let root = roots[name] { evidencedRoots.insert(root) }
    }
    for extensionDeclaration in extensions where extensionDeclaration.overridesControllerMember {
      if let name = resolveClass(extensionDeclaration.name, enclosing: []), let root = roots[name] {
        evidencedRoots.insert(root)
      }
    }
    let controllers = classOrder.filter { name in
      switch ends[name] ?? .none {
      case .known: return true
      case .opaque: return true
      case .none:
        guard let root = roots[name], evidencedRoots.contains(root),
          let declaration = classes[root], let first = declaration.inheritedTypes.first
        else { return false }
        return !isProtocol(first, enclosing: declaration.enclosingTypes)
      }
    }
    let controllerSet = Set(controllers)
    let rulesNames = Self.rulesNames(for: controllers)

    // 3. Members of each class, its extensions merged in.
    var extensionMembers: [String: [SwiftMemberDeclaration]] = [:]
    var extensionOrigins: [String: [SourceOrigin]] = [:]
    var libraryExtensions: [String: (origin: SourceOrigin, members: [SwiftMemberDeclaration])] = [:]
    for extensionDeclaration in extensions {
      if let name = resolveClass(extensionDeclaration.name, enclosing: []) {
        extensionMembers[name, default: []].append(contentsOf: extensionDeclaration.members)
        extensionOrigins[name, default: []].append(extensionDeclaration.origin)
      } else if !extensionDeclaration.members.isEmpty {
        let key = extensionDeclaration.name
        if libraryExtensions[key] == nil {
          libraryExtensions[key] = (extensionDeclaration.origin, [])
        }
        libraryExtensions[key]?.members.append(contentsOf: extensionDeclaration.members)
      }
    }

    var facts: [ClassFact] = []
    for name in controllers {
      guard let declaration = classes[name], let rulesName = rulesNames[name] else { continue }
      let superclass: SuperclassFact
      let first = declaration.inheritedTypes.first ?? "UIViewController"
      if let app = appSuperclass(of: name), let appRulesName = rulesNames[app],
        controllerSet.contains(app)
      {
        superclass = .app(appRulesName)
      } else if KnownControllerClasses.names.contains(first) {
        superclass = .known(first, genericArguments: declaration.firstInheritedGenericArguments)
      } else {
        superclass = .opaque(base: "UIViewController", external: first)
        undetermined.append(
          UndeterminedFact(
            what:
              "\(rulesName) inherits from \(first), whose code is not in the sources: written opaque UIViewController",
            origin: declaration.origin, reason: .superclassOutsideSources))
      }
      let declared = declaration.members + (extensionMembers[name] ?? [])
      var members: [MemberFact] = []
      var opaqueReason: String?
      let base: String? = {
        guard let root = roots[name], let top = classes[root]?.inheritedTypes.first,
          KnownControllerClasses.names.contains(top)
        else { return nil }
        return top
      }()
      for member in Self.membersInOrder(declared) {
        let fact = LayoutPlacement.checked(
          resolve(
            member.declarations, member: member.member, in: name, rulesName: rulesName,
            notes: &notes), base: base, receiver: member.declarations.first?.receiver)
        if case .unknown(let reason) = fact.value {
          undetermined.append(
            UndeterminedFact(
              what: "\(rulesName).\(member.member.rulesName): \(reason)", origin: fact.origin))
          if member.member.valueKind == .controller {
            opaqueReason = "\(member.member.rulesName) cannot be read: \(reason)"
          }
        }
        members.append(fact)
      }
      facts.append(
        ClassFact(
          name: rulesName, swiftName: name, superclass: superclass, origin: declaration.origin,
          members: members, extensionOrigins: extensionOrigins[name] ?? [],
          opaqueReason: opaqueReason))
    }

    // 4. Extensions of classes outside the app.
    var extensionFacts: [ExtensionFact] = []
    for className in libraryExtensions.keys.sorted() {
      guard let (origin, declared) = libraryExtensions[className] else { continue }
      guard KnownControllerClasses.names.contains(className) else {
        undetermined.append(
          UndeterminedFact(
            what:
              "an extension of \(className), a class the rules language does not know, overrides status bar members",
            origin: origin))
        continue
      }
      var members: [MemberFact] = []
      for member in Self.membersInOrder(declared) {
        let fact = LayoutPlacement.checked(
          resolve(
            member.declarations, member: member.member, in: nil, rulesName: className,
            notes: &notes), base: className, receiver: member.declarations.first?.receiver)
        if case .unknown(let reason) = fact.value {
          undetermined.append(
            UndeterminedFact(
              what: "extension \(className).\(member.member.rulesName): \(reason)",
              origin: fact.origin, reason: .valueNotReadable))
        }
        members.append(fact)
      }
      extensionFacts.append(ExtensionFact(className: className, origin: origin, members: members))
    }
    return Output(
      classes: facts, extensions: extensionFacts, undetermined: undetermined.sorted(),
      notes: notes.sorted())
  }

  /// Where a chain ends at `name`, the last app class of it.
  private func terminalEnd(of name: String) -> ChainEnd {
    guard let declaration = classes[name], let first = declaration.inheritedTypes.first else {
      return .none
    }
    if isProtocol(first, enclosing: declaration.enclosingTypes) { return .none }
    if KnownControllerClasses.names.contains(first) { return .known }
    if KnownControllerClasses.looksLikeController(first) { return .opaque }
    return .none
  }

  /// Rules names for the controller classes: the simple name, or the qualified name when two
  /// controller classes share a simple name or the simple name is a UIKit class's.
  static func rulesNames(for qualifiedNames: [String]) -> [String: String] {
    var bySimpleName: [String: Int] = [:]
    func simple(_ name: String) -> String {
      SwiftTypeNames.simpleName(name)
    }
    for name in qualifiedNames { bySimpleName[simple(name), default: 0] += 1 }
    var names: [String: String] = [:]
    for name in qualifiedNames {
      let simpleName = simple(name)
      let unique =
        bySimpleName[simpleName] == 1 && !KnownControllerClasses.names.contains(simpleName)
      names[name] = unique ? simpleName : name
    }
    return names
  }

  /// The declarations grouped by member, in the order members are declared.
  private static func membersInOrder(_ declarations: [SwiftMemberDeclaration]) -> [(
    member: ControllerMember, declarations: [SwiftMemberDeclaration]
  )] {
    var groups: [ControllerMember: [SwiftMemberDeclaration]] = [:]
    for declaration in declarations { groups[declaration.member, default: []].append(declaration) }
    return groups.keys.sorted().compactMap { member in
      groups[member].map { (member, $0.sorted { $0.origin < $1.origin }) }
    }
  }

  /// One member's value from its declarations in a class (or an extension when `className` is
  /// nil), with stored properties and functions of the module resolved against the module.
  ///
  /// `rulesName` names the class in `notes`, which say where followed values come from.
  private func resolve(
    _ declarations: [SwiftMemberDeclaration], member: ControllerMember, in className: String?,
    rulesName: String, notes: inout [ScanNote]
  ) -> MemberFact {
    let origin = declarations.first?.origin ?? SourceOrigin(path: "")
    var values: [String] = []
    var initially: String?
    var single: MemberValue?
    var related: [SourceOrigin] = Array(declarations.dropFirst().map(\.origin))
    var exactModuleValue = false
    var launchReason: String?
    for declaration in declarations {
      let value: MemberValue
      switch declaration.body {
      case .literal(let literal): value = .literal(literal)
      case .moduleValues(let literals, let references, let isSingleResult):
        let followed = resolveModuleValues(
          literals: literals, references: references, isSingleResult: isSingleResult,
          member: member, in: className)
        value = followed.value
        exactModuleValue = followed.isExact
        related.append(contentsOf: followed.sources.map(\.origin))
        if case .unknown = value { break }
        let sources = followed.sources.map { "`\($0.text)` (\($0.origin))" }
        notes.append(
          ScanNote(
            what:
              "\(rulesName).\(member.rulesName) is \(RulesFileEmitter.describe(value)): the values of \(sources.joined(separator: ", ")), whose every return is a literal",
            origin: declaration.origin))
      case .literals(let literals): value = .dynamic(values: literals, initially: nil)
      case .choice(let property, let negated, let whenTrue, let whenFalse):
        let launch = launchValue(
          of: property, negated: negated, whenTrue: whenTrue, whenFalse: whenFalse,
          in: className)
        value = .dynamic(values: [whenTrue, whenFalse], initially: launch.value)
        launchReason = launch.reason
        related.append(contentsOf: launch.origins)
      case .caseChoice(let property, let cases, let otherwise):
        let launch = launchValue(of: property, cases: cases, otherwise: otherwise, in: className)
        value = .dynamic(
          values: Self.caseValues(cases, otherwise: otherwise), initially: launch.value)
        launchReason = launch.reason
        related.append(contentsOf: launch.origins)
      case .forwarding(let selector, let fallback):
        value =
          checked(selector, in: className).map { .forwarding($0, fallback: fallback) }
          ?? .unknown(
            reason: "reads the value from `\(selector.spelling)`, which is not a stored property")
      case .selector(let selector):
        value =
          checked(selector, in: className).map { .selector($0) }
          ?? .unknown(reason: "returns `\(selector.spelling)`, which is not a stored property")
      case .storedProperty(let name):
        let resolved = resolveStoredProperty(name, member: member, in: className)
        value = resolved.value
        related.append(contentsOf: resolved.origins)
      case .unknown(let reason): value = .unknown(reason: reason)
      }
      switch value {
      case .unknown:
        return MemberFact(member: member, value: value, origin: origin, relatedOrigins: related)
      case .literal(let literal):
        if !values.contains(literal) { values.append(literal) }
      case .dynamic(let listed, let initial):
        for literal in listed where !values.contains(literal) { values.append(literal) }
        if initially == nil { initially = initial }
      case .forwarding, .selector:
        if let single, single != value {
          return MemberFact(
            member: member,
            value: .unknown(reason: "set in several places to different controllers"),
            origin: origin, relatedOrigins: related)
        }
        single = value
      }
    }
    if let single {
      guard values.isEmpty else {
        return MemberFact(
          member: member,
          value: .unknown(reason: "mixes literals with values read from a controller"),
          origin: origin, relatedOrigins: related)
      }
      return MemberFact(member: member, value: single, origin: origin, relatedOrigins: related)
    }
    let isDynamic =
      declarations.count == 1
      && !(exactModuleValue || (declarations.first.map { Self.isLiteral($0.body) } ?? false))
    let value: MemberValue =
      values.count == 1 && !isDynamic
      ? .literal(values[0]) : .dynamic(values: values, initially: initially)
    var fact = MemberFact(member: member, value: value, origin: origin, relatedOrigins: related)
    // One declaration's reason only: with several, the values are merged.
    if declarations.count == 1 { fact.launchReason = launchReason }
    return fact
  }

  /// The stored property `flag` of `className`'s chain, whose initial value gives an
  /// override's launch value; nil when the chain declares none.
  private func launchFlag(_ flag: String, in className: String?) -> SwiftStoredProperty? {
    guard let className, let owner = declaringClass(of: flag, from: className) else { return nil }
    return classes[owner]?.storedProperties.first { $0.name == flag }
  }

  /// The launch value of `flag ? whenTrue : whenFalse` (or `!flag ? …`): the branch that
  /// `flag`'s literal initial value takes, with the reasoning; nil, with why, when `flag` is
  /// not a stored property of the class's chain starting as `true` or `false`.
  ///
  /// Assignments to `flag` elsewhere are choices made later; one made before UIKit first
  /// asks (in `viewDidLoad`, say) is not looked for.
  private func launchValue(
    of flag: String, negated: Bool, whenTrue: String, whenFalse: String, in className: String?
  ) -> (value: String?, reason: String, origins: [SourceOrigin]) {
    guard let property = launchFlag(flag, in: className) else {
      return (nil, "unknown, `\(flag)` is not a stored property of the class the scan found", [])
    }
    guard case .word(let word)? = property.initialValue, word == "true" || word == "false" else {
      return (
        nil, "unknown, `\(flag)` (\(property.origin)) does not start as `true` or `false`",
        [
          property.origin
        ]
      )
    }
    let holds = (word == "true") != negated
    let launch = holds ? whenTrue : whenFalse
    return (
      launch,
      "`\(flag)` starts as `\(word)` (\(property.origin)), so \(launch) at launch",
      [property.origin]
    )
  }

  /// The literals a `switch`'s cases return, in source order, each once.
  static func caseValues(_ cases: [OverrideCase], otherwise: String?) -> [String] {
    var values: [String] = []
    for literal in cases.map(\.value) + (otherwise.map { [$0] } ?? [])
    where !values.contains(literal) {
      values.append(literal)
    }
    return values
  }

  /// Whether an initial value's text is an integer or string literal (without
  /// interpolation), which a `case` may match.
  static func isLiteralText(_ text: String) -> Bool {
    if Int(text) != nil { return true }
    return text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
      && !text.contains("\\(") && !text.dropFirst().dropLast().contains("\"")
  }

  /// The launch value of `switch flag { … }`: the case that `flag`'s literal initial value
  /// matches (else `default`'s), with the reasoning; nil, with why, when `flag` is not a
  /// stored property of the class's chain with a literal initial value, or no case matches.
  private func launchValue(
    of flag: String, cases: [OverrideCase], otherwise: String?, in className: String?
  ) -> (value: String?, reason: String, origins: [SourceOrigin]) {
    guard let property = launchFlag(flag, in: className) else {
      return (nil, "unknown, `\(flag)` is not a stored property of the class the scan found", [])
    }
    let initial: String
    switch property.initialValue {
    case .word(let word)?: initial = word
    case .other(let text)? where Self.isLiteralText(text): initial = text
    case .other?, .words?, nil:
      return (
        nil, "unknown, `\(flag)` (\(property.origin)) does not start with a literal value",
        [property.origin]
      )
    }
    guard let launch = cases.first(where: { $0.patterns.contains(initial) })?.value ?? otherwise
    else {
      return (
        nil, "unknown, no case matches `\(flag)`'s initial value `\(initial)` (\(property.origin))",
        [property.origin]
      )
    }
    return (
      launch,
      "`\(flag)` starts as `\(initial)` (\(property.origin)), so \(launch) at launch",
      [property.origin]
    )
  }

  /// The most classes of a chain looked at for a method an override calls without a type,
  /// so that each override costs a bounded walk however long the chain.
  static let maximumChainSteps = 256

  /// What a value followed into the module came from: the expression and the declaration.
  private struct ValueSource {
    var text: String
    var origin: SourceOrigin
  }

  /// The values of literals and of functions or static properties of the module an override
  /// returns, each function followed one level (its returns must all be literals).
  ///
  /// Exact (`isExact`) when the override has one result, a reference whose every return is
  /// the same literal; otherwise the values are `dynamic`, and anything not followed makes
  /// the member unknown.
  private func resolveModuleValues(
    literals: [String], references: [SwiftValueReference], isSingleResult: Bool,
    member: ControllerMember, in className: String?
  ) -> (value: MemberValue, isExact: Bool, sources: [ValueSource]) {
    var values = literals
    var sources: [ValueSource] = []
    var allExact = true
    for reference in references {
      let candidates = valueDeclarations(for: reference, member: member, in: className)
      guard candidates.count == 1, let declaration = candidates.first else {
        let reason =
          candidates.isEmpty
          ? valueNotFoundReason(reference, member: member, in: className)
          : "returns `\(reference.text)`, which names \(candidates.count) declarations of the files read"
        return (.unknown(reason: reason), false, sources)
      }
      sources.append(ValueSource(text: reference.text, origin: declaration.origin))
      switch declaration.body {
      case .literal(let literal):
        if !values.contains(literal) { values.append(literal) }
      case .literals(let listed):
        allExact = false
        for literal in listed where !values.contains(literal) { values.append(literal) }
      case .choice(_, _, let whenTrue, let whenFalse):
        allExact = false
        for literal in [whenTrue, whenFalse] where !values.contains(literal) {
          values.append(literal)
        }
      case .caseChoice(_, let cases, let otherwise):
        allExact = false
        for literal in Self.caseValues(cases, otherwise: otherwise)
        where !values.contains(literal) {
          values.append(literal)
        }
      case .moduleValues:
        return (
          .unknown(
            reason:
              "returns `\(reference.text)` (declared at \(declaration.origin)), not followed: it returns other functions' values, and calls are followed one level only"
          ), false, sources
        )
      case .unknown(let reason):
        return (
          .unknown(
            reason:
              "returns `\(reference.text)` (declared at \(declaration.origin)), not followed: \(reason)"
          ),
          false, sources
        )
      case .storedProperty, .forwarding, .selector:
        return (
          .unknown(
            reason:
              "returns `\(reference.text)` (declared at \(declaration.origin)), not followed: it returns no literal"
          ), false, sources
        )
      }
    }
    let allowed = member.valueKind.literals
    if let bad = values.first(where: { !allowed.contains($0) }) {
      return (
        .unknown(reason: "`\(bad)` is not a \(member.rulesName) value the rules language has"),
        false, sources
      )
    }
    let isExact = isSingleResult && allExact && values.count == 1
    guard let first = values.first else {
      return (.unknown(reason: "no value the scan can read"), false, sources)
    }
    return (isExact ? .literal(first) : .dynamic(values: values, initially: nil), isExact, sources)
  }

  /// The declarations a reference may name.
  ///
  /// For `Type.name`, the type's own (static) members; for a bare call, the members of the
  /// class's chain, else the top-level functions, when no other type declares one of that
  /// name. Only those declared to return the member's type and whose parameters the call's
  /// labels fit.
  private func valueDeclarations(
    for reference: SwiftValueReference, member: ControllerMember, in className: String?
  ) -> [SwiftValueDeclaration] {
    guard let returnType = member.valueKind.swiftTypeName else { return [] }
    var candidates: [SwiftValueDeclaration]
    if reference.isOnInstance {
      // The instance's type is not known: the property is followed when one type alone
      // declares an instance property of that name.
      candidates = instanceValues[reference.name] ?? []
    } else if let type = reference.typeName {
      candidates =
        (typeValues["\(type).\(reference.name)"]
        ?? simpleTypeValues["\(type).\(reference.name)"] ?? []).filter(\.isStatic)
    } else {
      candidates = []
      var current = className
      var steps = 0
      while let candidate = current, steps < Self.maximumChainSteps, candidates.isEmpty {
        steps += 1
        candidates = typeValues["\(candidate).\(reference.name)"] ?? []
        current = appSuperclass(of: candidate)
      }
      // A chain longer than the bound (or a cycle) may declare it further up: not followed.
      if candidates.isEmpty, current != nil { return [] }
      if candidates.isEmpty {
        if memberValueNames.contains(reference.name) { return [] }
        candidates = topLevelValues[reference.name] ?? []
      }
    }
    return candidates.filter {
      $0.returnType == returnType
        && Self.fits(reference.argumentLabels, $0.parameters)
    }
  }

  /// Why a reference names no declaration the scan can follow.
  private func valueNotFoundReason(
    _ reference: SwiftValueReference, member: ControllerMember, in className: String?
  ) -> String {
    guard let type = member.valueKind.swiftTypeName else {
      return "returns `\(reference.text)`: functions of the module are followed for styles, "
        + "not for Bool values"
    }
    if reference.isOnInstance {
      return "returns `\(reference.text)`, which is not an instance property of the files read "
        + "declared to return \(type)"
    }
    if reference.typeName == nil, memberValueNames.contains(reference.name) {
      return "returns `\(reference.text)`, which may be a member of another type (an extension "
        + "or a protocol's): not followed"
    }
    let what = reference.argumentLabels == nil ? "static property" : "function"
    return "returns `\(reference.text)`, which is not a \(what) of the files read declared to "
      + "return \(type)"
  }

  /// Whether a call's labels fit a declaration's parameters (a property read fits a
  /// property): in order, leaving out only parameters with a default value.
  private static func fits(
    _ labels: [String?]?, _ parameters: [SwiftValueDeclaration.Parameter]?
  ) -> Bool {
    guard let labels, let parameters else { return labels == nil && parameters == nil }
    var index = 0
    for label in labels {
      while index < parameters.count, parameters[index].label != label,
        parameters[index].hasDefault
      {
        index += 1
      }
      guard index < parameters.count, parameters[index].label == label else { return false }
      index += 1
    }
    return parameters[index...].allSatisfy(\.hasDefault)
  }

  /// Whether a body is a single literal.
  private static func isLiteral(_ body: OverrideBody) -> Bool {
    if case .literal = body { return true }
    return false
  }

  /// The selector, when it is UIKit's or names a stored property of the class's chain.
  private func checked(_ selector: ChildSelector, in className: String?) -> ChildSelector? {
    guard case .named(let name) = selector else { return selector }
    guard let className, declaringClass(of: name, from: className) != nil else { return nil }
    return selector
  }

  /// The class of `from`'s chain (itself first) that declares the stored property `name`.
  private func declaringClass(of name: String, from className: String) -> String? {
    var current: String? = className
    var seen: Set<String> = []
    while let candidate = current, seen.insert(candidate).inserted {
      if storedPropertyNames[candidate]?.contains(name) == true {
        return candidate
      }
      current = appSuperclass(of: candidate)
    }
    return nil
  }

  /// Whether `className`'s chain includes `ancestor`.
  private func inherits(_ className: String, from ancestor: String) -> Bool {
    var current: String? = className
    var seen: Set<String> = []
    while let candidate = current, seen.insert(candidate).inserted {
      if candidate == ancestor { return true }
      current = appSuperclass(of: candidate)
    }
    return false
  }

  /// A member that returns a stored property: `dynamic(initial and every value assigned to
  /// it) initially initial`.
  ///
  /// The assignments counted are those to the object's own property (`style = …`,
  /// `self.style = …`) in the declaring class, its subclasses and their extensions, and every
  /// assignment to a property of that name on another object (`player.style = …`) anywhere in
  /// the module: the scan does not know the other object's type, so it may list a value
  /// assigned to another class's property of the same name — a value too many, never a
  /// missing one. A `let` with a literal is that literal.
  private func resolveStoredProperty(
    _ name: String, member: ControllerMember, in className: String?
  ) -> (value: MemberValue, origins: [SourceOrigin]) {
    guard let className, let owner = declaringClass(of: name, from: className),
      let property = classes[owner]?.storedProperties.first(where: { $0.name == name })
    else {
      return (
        .unknown(
          reason: "returns `\(name)`, which is not a stored property of the class the scan found"),
        []
      )
    }
    let literals = member.valueKind.literals
    var values: [String] = []
    var origins = [property.origin]
    var initial: String?
    switch property.initialValue {
    case .word(let word)? where literals.contains(word): initial = word
    case .words(let words)? where words.allSatisfy(literals.contains):
      // One of them, chosen when the object is made: no single initial value.
      values = words
    case .word(let word)?, .other(let word)?:
      return (.unknown(reason: "`\(name)` starts as `\(word)`, not a literal value"), origins)
    case .words(let words)?:
      let text = words.joined(separator: " or ")
      return (.unknown(reason: "`\(name)` starts as `\(text)`, not literal values"), origins)
    case nil: break
    }
    if let initial { values.append(initial) }
    if property.isConstant, initial == nil, !values.isEmpty {
      return (.dynamic(values: values, initially: nil), origins)
    }
    if property.isConstant, let initial { return (.literal(initial), origins) }
    let pools = [
      assignedOnSelf[PropertyKey(owner: owner, name: name)], assignedElsewhere[name],
    ].compactMap { $0 }
    // The first assignment in source order that is not a literal makes the value unknown.
    var firstNonLiteral: (order: Int, text: String, origin: SourceOrigin)?
    for pool in pools {
      for word in pool.words where !literals.contains(word.text) {
        if firstNonLiteral.map({ word.order < $0.order }) ?? true { firstNonLiteral = word }
      }
      if let other = pool.firstOther, firstNonLiteral.map({ other.order < $0.order }) ?? true {
        firstNonLiteral = other
      }
    }
    for pool in pools {
      for origin in pool.origins where origins.count < Self.maximumRelatedOrigins {
        origins.append(origin)
      }
    }
    if let bad = firstNonLiteral {
      return (
        .unknown(
          reason: "`\(name)` is assigned `\(bad.text)` at \(bad.origin), not a literal value"),
        origins
      )
    }
    let assigned = pools.flatMap(\.words).sorted { $0.order < $1.order }
    for word in assigned where !values.contains(word.text) { values.append(word.text) }
    guard !values.isEmpty else {
      return (.unknown(reason: "`\(name)` has no literal value in the sources"), origins)
    }
    let first = values[0]
    let rest = values.dropFirst().sorted()
    return (.dynamic(values: [first] + rest, initially: initial), origins)
  }
}

/// A stored property, named with the class that declares it.
private struct PropertyKey: Hashable {
  let owner: String
  let name: String
}

/// The values assigned to a property name: each distinct word once, with the order of its
/// first assignment, the first assignment that is not a plain word, and the first places.
private struct AssignedValues {
  /// Each distinct word assigned, with where it is first assigned.
  var words: [(order: Int, text: String, origin: SourceOrigin)] = []
  /// The first assignment of an expression that is not a plain word.
  var firstOther: (order: Int, text: String, origin: SourceOrigin)?
  /// The places of the first assignments, at most ``SwiftModuleAnalysis/maximumRelatedOrigins``.
  var origins: [SourceOrigin] = []
  private var seen: Set<String> = []

  /// Records one assignment, `order` being its position among all of the module's.
  mutating func add(_ assignment: SwiftPropertyAssignment, order: Int) {
    if origins.count < SwiftModuleAnalysis.maximumRelatedOrigins {
      origins.append(assignment.origin)
    }
    switch assignment.value {
    case .word(let word):
      if seen.insert(word).inserted { words.append((order, word, assignment.origin)) }
    case .words(let list):
      for word in list where seen.insert(word).inserted {
        words.append((order, word, assignment.origin))
      }
    case .other(let text):
      if firstOther == nil { firstOther = (order, text, assignment.origin) }
    }
  }
}
