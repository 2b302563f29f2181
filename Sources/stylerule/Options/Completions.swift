import ArgumentParser
import StyleRuleKit

/// What the shells offer for arguments whose values stylerule knows: case IDs, rule IDs,
/// a rules file's controllers, and the kinds of files an option reads.
///
/// The lists are built when the shell asks, not when stylerule starts: a closure of
/// ``CompletionKind/custom(_:)`` runs only inside a completion request.
enum Completions {
  /// The built-in cases' IDs, for `stylerule cases show`.
  static let caseIDs = CompletionKind.custom { _, _, prefix in
    CaseCatalogue.cases.map(\.id).filter { $0.hasPrefix(prefix) }
  }

  /// The rule IDs (R1–R34, L1.1–L10.3, T1–T6) and the layout disagreements and open
  /// questions (D1–D10, Q1–Q18), for `stylerule rules`.
  static let ruleIDs = CompletionKind.custom { _, _, prefix in
    (RuleCatalogue.entries.map(\.id.rawValue) + RuleCatalogue.layoutQuestions.map(\.id))
      .filter { $0.hasPrefix(prefix.uppercased()) }
  }

  /// The controllers of the first rules file among the words, for `stylerule explain FILE`.
  ///
  /// Only a `.rules` file is read: completing never scans an app's folder, which could take
  /// seconds.
  static let controllers = CompletionKind.custom { words, _, prefix in
    guard let path = words.dropFirst().first(where: { $0.hasSuffix(".rules") }),
      let loaded = try? RulesFile.load(path: path)
    else { return [] }
    return loaded.model.controllers.map(\.name).filter { $0.hasPrefix(prefix) }
  }

  /// A configuration file.
  static let configurationFile = CompletionKind.file(extensions: ["yml", "yaml"])

  /// A baseline file.
  static let baselineFile = CompletionKind.file(extensions: ["json"])
}
