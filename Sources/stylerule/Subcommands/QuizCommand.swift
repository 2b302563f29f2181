import ArgumentParser
import StyleRuleKit

/// `stylerule quiz`: which controller decides? Answer, then see the walk.
struct QuizCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Test yourself: read a hierarchy, say which controller decides, see the walk.",
    discussion: """
      Answers are read from standard input, one per line, so a script can drive the quiz; \
      it ends after the last question or at the end of the input (Ctrl-D). The same \
      --seed asks the same questions in the same order.
      """)

  @Option(name: .long, help: "The seed that chooses and orders the questions.")
  var seed: UInt64?

  @Option(name: .long, help: "How many questions to ask.")
  var count = 5

  @Option(name: .long, help: "Where questions come from: cases, generated or mixed.")
  var from: Quiz.Source = .cases

  @Option(name: .long, help: "Colour output: auto, always, never.")
  var color: ColorChoice = .auto

  func validate() throws {
    guard (1...100).contains(count) else {
      throw ValidationError("--count takes a number from 1 to 100")
    }
  }

  func run() throws {
    let seed = self.seed ?? UInt64.random(in: 0...999_999)
    let quiz = Quiz(count: count, seed: seed, source: from)
    let renderer = QuizRenderer(style: Terminal.style(for: .standardOutput, choice: color))
    let count = quiz.questions.count
    Terminal.write(
      "A quiz of \(count) question\(count == 1 ? "" : "s") (--seed \(seed) asks them again).\n\n",
      to: .standardOutput)
    var right = 0
    var asked = 0
    questions: for (index, question) in quiz.questions.enumerated() {
      Terminal.write(
        renderer.question(question, number: index + 1, of: quiz.questions.count),
        to: .standardOutput)
      while true {
        Terminal.write(renderer.prompt, to: .standardOutput)
        guard let line = readLine() else {
          Terminal.write("\n", to: .standardOutput)
          break questions
        }
        let verdict = Quiz.judge(line, for: question)
        if case .unknown(let suggestion) = verdict {
          Terminal.write(renderer.unknown(line, suggestion: suggestion), to: .standardOutput)
          continue
        }
        asked += 1
        if verdict == .right { right += 1 }
        Terminal.write("\n" + renderer.feedback(verdict, for: question) + "\n", to: .standardOutput)
        break
      }
    }
    Terminal.write(renderer.score(right: right, asked: asked), to: .standardOutput)
  }
}

extension Quiz.Source: ExpressibleByArgument {}
