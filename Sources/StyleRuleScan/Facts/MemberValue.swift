import StyleRuleKit

/// What the scan found a member's code to return, stated no more precisely than the code does.
enum MemberValue: Sendable, Hashable {
  /// One literal value the code always returns (`lightContent`, `true`).
  case literal(String)
  /// One of several values chosen at run time; `initially` when the code states the launch
  /// value (a stored property's initial value). `values` is non-empty, sorted for determinism
  /// except that the initial value, when known, comes first.
  case dynamic(values: [String], initially: String?)
  /// The value of the same member read from another controller
  /// (`topViewController?.preferredStatusBarStyle ?? .default`); `fallback` is the literal
  /// after `??`, when there is one.
  case forwarding(ChildSelector, fallback: String?)
  /// The controller a `childFor…` override returns.
  case selector(ChildSelector)
  /// The code computes something the scan cannot tell; `reason` says what.
  case unknown(reason: String)

  /// How exactly the scan knows the value, for summaries.
  var precision: MemberValuePrecision {
    switch self {
    case .literal, .forwarding, .selector: return .exact
    case .dynamic: return .dynamic
    case .unknown: return .unknown
    }
  }
}

/// How exactly a member's value is known: the summary's exact / dynamic / unknown counts.
enum MemberValuePrecision: String, Sendable, Hashable {
  /// A literal, a forwarding or a selector: the rules file states what the code states.
  case exact
  /// Several listed values chosen at run time.
  case dynamic
  /// Not determined: written `dynamic` (or the class `opaque`) with a comment.
  case unknown
}
