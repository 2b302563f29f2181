/// A point where the layout reference is unsure: sources that disagree (D1–D10) or a
/// question no source answers (Q1–Q18).
///
/// The layout engine cites these in ``LayoutUncertainty`` when one touches a number it
/// gives, with the alternative values.
public struct LayoutQuestion: Hashable, Sendable {
  /// Whether sources disagree or none answers.
  public enum Kind: String, Hashable, Sendable {
    /// Sources give different values; both sides are kept.
    case disagreement
    /// No source answers; it needs a measurement on a device or simulator.
    case openQuestion

    /// "disagreement" or "open question".
    public var phrase: String {
      switch self {
      case .disagreement: "disagreement"
      case .openQuestion: "open question"
      }
    }
  }

  /// The ID, such as `D6` or `Q1`.
  public let id: String
  /// Whether sources disagree or none answers.
  public let kind: Kind
  /// A short title.
  public let title: String
  /// What is unsure, with the values on each side.
  public let statement: String
  /// The keys of the sources involved (see ``RuleCatalogue/sources``).
  public let sources: [String]
  /// The layout rules and tables it touches.
  public let rules: [RuleID]

  /// The number after the letter: 11 for `D11`.
  var number: Int { Int(id.dropFirst()) ?? 0 }
}

extension RuleCatalogue {
  /// The references' disagreements (D1–D10 of the layout reference, D11 onwards of the
  /// iOS 26 one), then their open questions (Q1–Q18, then Q19 onwards), each by number.
  public static var layoutQuestions: [LayoutQuestion] { orderedQuestions }

  private static let orderedQuestions: [LayoutQuestion] =
    (allLayoutQuestions + yearReleaseQuestions + devices26LayoutQuestions
    + newDesignLayoutQuestions).sorted {
      ($0.kind == .disagreement ? 0 : 1, $0.number) < ($1.kind == .disagreement ? 0 : 1, $1.number)
    }

  private static let questionsByID: [String: LayoutQuestion] = {
    var table: [String: LayoutQuestion] = [:]
    for question in orderedQuestions { table[question.id] = question }
    return table
  }()

  /// The disagreement or open question with an ID, such as `D6`.
  public static func layoutQuestion(_ id: String) -> LayoutQuestion? { questionsByID[id] }
}
