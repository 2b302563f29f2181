import StyleRuleKit

extension CodeHierarchyBuilder {
  /// One status bar modifier found on a root view's screen: its value, where it is applied,
  /// and whether it applies only under a condition.
  typealias PlacementUse = (value: HierarchyValue, origin: SourceOrigin, isConditional: Bool)

  /// `rootView.statusBarColorScheme` and `rootView.statusBarVisibility` from the `.statusBar`
  /// placement's modifiers on a root view's screen (iOS 27, R40), each written only when the
  /// screen applies it once, unconditionally, with a literal value the language knows;
  /// otherwise the value is recorded as undetermined, never guessed.
  mutating func statusBarPlacementProperties(
    _ modifiers: [(value: HierarchySwiftUIModifierValue, isConditional: Bool)],
    of view: HierarchySwiftUIView
  ) -> [PropertyFact] {
    var schemes: [PlacementUse] = []
    var visibilities: [PlacementUse] = []
    for (modifier, isConditional) in modifiers {
      switch modifier {
      case .statusBarColorScheme(let value, let origin):
        schemes.append((value, origin, isConditional))
      case .statusBarVisibility(let value, let origin):
        visibilities.append((value, origin, isConditional))
      default: break
      }
    }
    var properties: [PropertyFact] = []
    if let scheme = placementProperty(
      "rootView.statusBarColorScheme", modifier: ".toolbarColorScheme(_:for: .statusBar)",
      literals: ["dark", "light"], nilValue: "unspecified", uses: schemes, of: view)
    {
      properties.append(scheme)
    }
    if let visibility = placementProperty(
      "rootView.statusBarVisibility", modifier: ".toolbarVisibility(_:for: .statusBar)",
      literals: ["hidden", "visible", "automatic"], nilValue: nil, uses: visibilities, of: view)
    {
      properties.append(visibility)
    }
    return properties
  }

  /// The property for one modifier's uses: the literal when there is exactly one
  /// unconditional use of a literal in `literals` (or `nil`, written `nilValue`); `nil`, with
  /// an undetermined fact, for anything else.
  private mutating func placementProperty(
    _ name: String, modifier: String, literals: Set<String>, nilValue: String?,
    uses: [PlacementUse], of view: HierarchySwiftUIView
  ) -> PropertyFact? {
    guard let first = uses.first else { return nil }
    var value: String?
    if uses.count == 1, !first.isConditional {
      switch first.value {
      case .name(let literal) where literals.contains(literal): value = literal
      case .none: value = nilValue
      default: value = nil
      }
    }
    if let value { return PropertyFact(name: name, value: value, origin: first.origin) }
    let how =
      uses.count == 1 ? "under a condition or to a computed value" : "in \(uses.count) places"
    result.undetermined.append(
      UndeterminedFact(
        what: "`\(modifier)` of `\(view.typeName ?? "a view")` is set \(how): not written",
        origin: first.origin, reason: .valueNotReadable))
    return nil
  }
}
