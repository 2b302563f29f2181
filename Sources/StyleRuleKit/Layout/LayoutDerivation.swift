/// A value the layout engine derived, with the rules behind it.
///
/// Every number in a ``ScreenLayout`` is one of these, so that the output can say which L
/// rules (and tables) put it there and how sure stylerule is of each.
public struct Cited<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  public var value: Value
  /// The rules and table rows behind it, in the order the engine applied them, each with
  /// the confidence of its claim for the iOS version laid out.
  public var basis: [RuleCitation]

  /// A value with the rules behind it; a citation given twice is kept once, where it
  /// first appears.
  public init(_ value: Value, basis: [RuleCitation]) {
    self.value = value
    self.basis = basis.uniqued()
  }

  /// The weakest confidence among the rules behind the value (documented when there are
  /// none).
  public var confidence: Confidence { basis.map(\.confidence).max() ?? .documented }

  /// The IDs of the rules behind the value, in order, each once.
  public var rules: [RuleID] {
    var seen: Set<RuleID> = []
    return basis.map(\.rule).filter { seen.insert($0).inserted }
  }
}

/// What a step of the derivation is about.
public enum LayoutSubject: Hashable, Sendable {
  /// The status bar.
  case statusBar
  /// A controller on screen, by its position in ``ScreenLayout/controllers``.
  case controller(Int)
}

/// One step of a layout derivation: a quantity the engine decided, its value, why, and the
/// rules it applied; `stylerule layout --why` prints them in order.
public struct LayoutStep: Hashable, Sendable {
  /// What the step is about.
  public let subject: LayoutSubject
  /// The subject's display name: `status bar` or the controller's name.
  public let subjectName: String
  /// The quantity decided, named as the JSON output names it, such as `statusBar.frame` or
  /// `navigationBar.frame.y`.
  public let quantity: String
  /// The value decided, as text: "20", "(0, 20, 375, 44)", "yes".
  public let value: String
  /// Why, in plain words: the inputs and how the rules combine them.
  public let reason: String
  /// The rules and table rows applied, with their confidence, each once.
  public let citations: [RuleCitation]

  /// A step; a citation given twice is kept once.
  public init(
    subject: LayoutSubject, subjectName: String, quantity: String, value: String,
    reason: String, citations: [RuleCitation]
  ) {
    self.subject = subject
    self.subjectName = subjectName
    self.quantity = quantity
    self.value = value
    self.reason = reason
    self.citations = citations.uniqued()
  }
}

/// A number the reference is unsure of: a disagreement between sources (D…) or an open
/// question (Q…) that touches it, with the value stylerule uses and the others.
public struct LayoutUncertainty: Hashable, Sendable {
  /// The disagreement or open question, such as `D6` or `Q1` (see ``LayoutQuestion``).
  public let question: String
  /// The quantity it touches, named as the JSON output names it, such as
  /// `navigationBar.frame.height`.
  public let quantity: String
  /// The value stylerule uses.
  public let value: Double
  /// The other values the sources give or the question leaves open.
  public let alternatives: [Double]
  /// What is unsure, in plain words.
  public let note: String

  /// An uncertainty.
  public init(
    question: String, quantity: String, value: Double, alternatives: [Double], note: String
  ) {
    self.question = question
    self.quantity = quantity
    self.value = value
    self.alternatives = alternatives
    self.note = note
  }
}

extension Array where Element == RuleCitation {
  /// The citations, each once, where it first appears.
  ///
  /// A derivation cites a handful of claims, so a linear scan beats hashing their strings.
  func uniqued() -> [RuleCitation] {
    guard count > 1 else { return self }
    var result: [RuleCitation] = []
    result.reserveCapacity(count)
    for citation in self where !result.contains(citation) { result.append(citation) }
    return result
  }
}
