/// One quiz question: a hierarchy, and who decides its status bar style.
public struct QuizQuestion: Sendable {
  /// Where the hierarchy comes from: a catalogue case's identifier, or `generated`.
  public let origin: String
  /// The catalogue case's title, shown once the question is answered.
  public let title: String?
  /// The app.
  public let model: AppModel
  /// Its resolution: the answer and the trace.
  public let resolution: StatusBarResolution

  /// The answer: a controller's name, `UIApplication`, or `UIKit`.
  public var answer: String { resolution.deciderName }

  /// The names a player may give: every controller shown in a window, then
  /// `UIApplication` and `UIKit`.
  public var candidates: [String] {
    let facts = resolution.styleAnswer.record.facts
    return model.controllers.filter { facts.window[$0.id.index] >= 0 }.map(\.name)
      + ["UIApplication", "UIKit"]
  }
}

/// How an answer was judged.
public enum QuizVerdict: Sendable, Equatable {
  /// The answer names who decides.
  case right
  /// The answer names another candidate.
  case wrong(named: String)
  /// The answer names nothing in the hierarchy; `suggestion` is a close candidate.
  case unknown(suggestion: String?)
}

/// A quiz: questions drawn from the catalogue or generated, in an order fixed by a seed.
public struct Quiz: Sendable {
  /// Where questions come from.
  public enum Source: String, CaseIterable, Sendable {
    /// The built-in catalogue.
    case cases
    /// Hierarchies made up by ``HierarchyGenerator``.
    case generated
    /// Both, alternating.
    case mixed
  }

  /// The questions, in order.
  public let questions: [QuizQuestion]

  /// Draws `count` questions from `source`, in an order that depends only on `seed`.
  public init(count: Int, seed: UInt64, source: Source) {
    var random = SeededGenerator(seed: seed)
    // A snapshot's answers are observed, not reasoned from the rules: not a question. Nor
    // is a file whose controllers are chosen at run time: it has an answer per alternative.
    var pool = CaseCatalogue.cases.filter {
      (try? RulesFile.parse($0.source).model).map {
        $0.observedAnswers.isEmpty && $0.controllerChoices.isEmpty
      } ?? true
    }
    // Fisher–Yates with the seeded generator.
    for index in pool.indices.reversed() where index > 0 {
      pool.swapAt(index, random.below(index + 1))
    }
    var questions: [QuizQuestion] = []
    var nextCase = 0
    let generator = HierarchyGenerator()
    for number in 0..<max(0, count) {
      let fromCatalogue =
        source == .cases || (source == .mixed && number % 2 == 0)
      if fromCatalogue, nextCase < pool.count {
        let entry = pool[nextCase]
        nextCase += 1
        if let model = try? RulesFile.parse(entry.source).model {
          questions.append(Self.question(origin: entry.id, title: entry.title, model: model))
          continue
        }
      }
      let text = generator.rulesText(using: &random)
      let source = SourceFile(path: "generated question \(number + 1)", text: text)
      if let model = try? RulesFile.parse(source).model {
        questions.append(Self.question(origin: "generated", title: nil, model: model))
      }
    }
    self.questions = questions
  }

  private static func question(origin: String, title: String?, model: AppModel) -> QuizQuestion {
    QuizQuestion(
      origin: origin, title: title, model: model,
      resolution: StatusBarResolver(model: model).resolve())
  }

  /// Judges an answer, ignoring case and surrounding spaces and quotes.
  public static func judge(_ answer: String, for question: QuizQuestion) -> QuizVerdict {
    let ignored: Set<Character> = [" ", "\t", "'", "\"", "`"]
    let trimmed = String(
      answer.drop { ignored.contains($0) }.reversed().drop { ignored.contains($0) }.reversed())
    guard
      let named = question.candidates.first(where: { $0.lowercased() == trimmed.lowercased() })
    else {
      return .unknown(suggestion: Suggestion.closest(to: trimmed, in: question.candidates))
    }
    return named == question.answer ? .right : .wrong(named: named)
  }
}
