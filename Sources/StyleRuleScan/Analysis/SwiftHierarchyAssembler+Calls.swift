import StyleRuleKit

/// Following a call into the module's code: what a function returns is the call's result.
extension SwiftHierarchyAssembly {
  /// Where a call in a controller position leads.
  enum CallTarget {
    /// The callee returns this one controller: it is followed.
    case follow(HierarchyReference)
    /// The callee returns one of these, chosen at run time (its branches); the callee's name.
    case choice([HierarchyReference], String)
    /// The callee's body gives no controller the scan reads, but its declared type is a view
    /// controller class of the app (or `Self`, called on one).
    case declared(String)
    /// A hosting controller of the receiver, a view: a `View` extension's
    /// `UIHostingController(rootView: self…)` called on `SomeView(…)`.
    case hosting(className: String, rootView: HierarchySwiftUIView)
    /// Not followed, and why.
    case unknown(String)
  }

  /// The types a call's callee is looked up in, in order (nil is the top level), and the
  /// receiver's type; or why the receiver's type is not known.
  func calleeTypes(_ call: HierarchyCall, site: HierarchyCodeSite)
    -> Result<(types: [String?], receiver: String?), CallNotFollowed>
  {
    switch call.receiver {
    case .implicit:
      return .success((site.typeName == nil ? [nil] : [site.typeName, nil], site.typeName))
    case .enclosingType:
      return .success(([site.typeName], site.typeName))
    case .type(let name):
      return .success(([name] + sharedInstanceTypes(of: name), name))
    case .property(let name):
      let key = Self.propertyKey(site.typeName, name)
      guard let declared = declaredProperties.first(key)?.typeName else {
        return .failure(
          CallNotFollowed(
            reason: "the result of `\(call.text)` is not followed: the type of `\(name)` is not "
              + "declared in the files read"))
      }
      return .success(([declared], declared))
    case .expression(let text):
      return .failure(
        CallNotFollowed(
          reason: "the result of `\(call.text)` is not followed: it is called on `\(text)`"))
    }
  }

  /// The types a type's shared instance may be when it is declared as another type
  /// (`@objc static var shared: AppTheme = DefaultTheme()`, read as `GlobalTheme.shared`):
  /// the class its initial value makes, then the declared type.
  func sharedInstanceTypes(of type: String) -> [String?] {
    var types: [String?] = []
    let simple = SwiftTypeNames.simpleName(type)
    for shared in SwiftHierarchySyntax.sharedInstanceNames.sorted() {
      guard let property = declaredProperties.first(Self.propertyKey(simple, shared)) else {
        continue
      }
      let candidates = [
        DeclaredPropertyIndex.initializedType(property.initialValue),
        property.typeName.map(DeclaredPropertyIndex.unwrapped),
      ]
      for candidate in candidates.compactMap({ $0 }).map(SwiftTypeNames.simpleName)
      where candidate != simple && !types.contains(candidate) {
        types.append(candidate)
      }
    }
    return types
  }

  /// Why a call's callee is not found.
  struct CallNotFollowed: Error {
    var reason: String
  }

  /// The callee of a call made at `site`, and the type of its receiver.
  func callee(_ call: HierarchyCall, site: HierarchyCodeSite)
    -> Result<(entry: FunctionSummaryIndex.Entry, receiver: String?), CallNotFollowed>
  {
    switch calleeTypes(call, site: site) {
    case .failure(let notFollowed):
      return .failure(notFollowed)
    case .success(let (types, receiver)):
      for type in types {
        if let entry = functions.callee(call, in: type) { return .success((entry, receiver)) }
      }
      return .failure(
        CallNotFollowed(
          reason: "the result of `\(call.text)` is not followed: `\(call.name)` is not a "
            + "function of the files read declared to return a controller"))
    }
  }

  /// What a call made in the code at `site` returns.
  func callTarget(_ call: HierarchyCall, site: HierarchyCodeSite) -> CallTarget {
    // A generic function whose result type the call names (`ofType: Detail.self`) returns a
    // `Detail`, as its declaration states.
    if let named = functions.typeArgumentResult(call), isAppController(named) {
      return .declared(named)
    }
    switch callee(call, site: site) {
    case .failure(let notFollowed):
      if case .type(let name) = call.receiver, functions.returnsSelf(call.baseName),
        isAppController(SwiftTypeNames.simpleName(name))
      {
        return .declared(SwiftTypeNames.simpleName(name))
      }
      if let hosting = viewExtensionHosting(call) { return hosting }
      // An Objective-C class factory the module declares no body for makes its class, as
      // Swift's import of it as an initializer says.
      if let made = call.objectiveCFactoryClass, known.family(of: made) != nil {
        return .declared(made)
      }
      return .unknown(notFollowed.reason)
    case .success(let (entry, receiver)):
      let returns = entry.summary.returns.map { HierarchyReference(file: entry.file, id: $0) }
      let name = entry.summary.typeName.map { "\($0).\(entry.summary.name)" } ?? entry.summary.name
      if returns.count == 1, let only = returns.first { return .follow(only) }
      if returns.count > 1 { return .choice(returns, "`\(name)`") }
      if let declared = declaredClass(entry.summary.declaredType, receiver: receiver) {
        return .declared(declared)
      }
      return .unknown("`\(name)` returns no controller the scan reads")
    }
  }

  /// The app's view controller class a declared type names (`Self` is the receiver's type),
  /// nil for UIKit's classes, which an app's subclass may stand behind.
  func declaredClass(_ declared: String, receiver: String?) -> String? {
    let name = declared == "Self" ? receiver.map(SwiftTypeNames.simpleName) : declared
    guard let name, isAppController(name) else { return nil }
    return name
  }

  /// Whether a class is one of the app's view controller classes (not UIKit's).
  func isAppController(_ className: String) -> Bool {
    HierarchyKnownControllers.uiKit[className] == nil && known.family(of: className) != nil
  }

  /// An unknown controller, unless a member the chain went through declares an app view
  /// controller class as its type (`func makeDetail() -> DetailViewController`,
  /// `let detail: DetailViewController`), or an expression of the chain is cast to one
  /// (`Screen.load() as SearchViewController`, `as!`, `as?`): the class is then placed, as
  /// the declaration or the cast states.
  func unknownResolution(_ reason: String, chain: [HierarchyReference]) -> Resolution {
    for reference in chain.reversed() {
      guard let node = controller(reference) else { continue }
      if let cast = node.castClassName, let className = declaredClass(cast, receiver: nil) {
        return Resolution(
          controller: .controller(className: className), chain: chain, alternatives: [])
      }
      switch node.kind {
      case .property(let owner, let name):
        if let declared = declaredProperties.first(Self.propertyKey(owner, name))?.typeName,
          let className = declaredClass(declared, receiver: owner)
        {
          return Resolution(
            controller: .controller(className: className), chain: chain, alternatives: [])
        }
      case .call(let call):
        if let className = declaredResultClass(call, site: node.site) {
          return Resolution(
            controller: .controller(className: className), chain: chain, alternatives: [])
        }
      default:
        continue
      }
    }
    return Resolution(controller: .unknown(reason: reason), chain: chain, alternatives: [])
  }

  /// Where resolving goes after a call: on to the one controller it returns, or to its end.
  enum CallStep {
    /// The reference to resolve next.
    case follow(HierarchyReference)
    /// What the call resolves to.
    case end(Resolution)
  }

  /// The step a call's target gives a resolution whose chain so far is `chain`.
  func step(_ target: CallTarget, chain: [HierarchyReference]) -> CallStep {
    switch target {
    case .follow(let only):
      return .follow(only)
    case .choice(let alternatives, let callee):
      return .end(choiceResolution(alternatives, callee: callee, chain: chain))
    case .declared(let className):
      return .end(
        Resolution(controller: .controller(className: className), chain: chain, alternatives: []))
    case .hosting(let className, let rootView):
      return .end(
        Resolution(
          controller: .hosting(className: className, rootView: rootView), chain: chain,
          alternatives: []))
    case .unknown(let reason):
      return .end(unknownResolution(reason, chain: chain))
    }
  }

  /// A `View` extension's method called on a view the call makes
  /// (`CameraView(…).embeddedInHostingController()`, or on a local given one) that returns
  /// one hosting controller: of the root view it names as a type, else (its `self`,
  /// modified) of the receiver's view.
  func viewExtensionHosting(_ call: HierarchyCall) -> CallTarget? {
    var made = call.localReceiverType
    if case .expression(let text) = call.receiver {
      made = DeclaredPropertyIndex.initializedType(text)
    }
    guard let viewType = made, SwiftHierarchySyntax.isTypeLike(viewType),
      let entry = functions.callee(call, in: "View"), entry.summary.returns.count == 1,
      let returned = entry.summary.returns.first,
      case .hosting(let className, let rootView) = resolve(
        HierarchyReference(file: entry.file, id: returned)
      ).controller
    else { return nil }
    if let rootView, rootView.typeName != nil {
      return .hosting(className: className, rootView: rootView)
    }
    return .hosting(
      className: className,
      rootView: HierarchySwiftUIView(
        typeName: viewType, origin: rootView?.origin ?? SourceOrigin(path: "")))
  }

  /// A controller chosen at run time among what a function returns.
  func choiceResolution(
    _ alternatives: [HierarchyReference], callee: String, chain: [HierarchyReference]
  ) -> Resolution {
    let candidates = alternatives.map(candidateDescription).joined(separator: ", ")
    return Resolution(
      controller: .unknown(
        reason: "one of \(alternatives.count) controllers \(callee) returns, chosen at run time: "
          + candidates), chain: chain, alternatives: alternatives, isChoice: true)
  }

  /// The app class a followed call's callee declares it returns.
  private func declaredResultClass(_ call: HierarchyCall, site: HierarchyCodeSite) -> String? {
    guard case .success(let (entry, receiver)) = callee(call, site: site) else { return nil }
    return declaredClass(entry.summary.declaredType, receiver: receiver)
  }
}
