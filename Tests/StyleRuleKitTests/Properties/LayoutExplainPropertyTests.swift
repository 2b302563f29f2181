import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Properties of the layout checks and of `explain --top` on generated rules files, which
/// use the layout properties (`RandomRulesFile`).
@Suite("Properties, layout lint and explain --top")
struct LayoutExplainPropertyTests {
  static let seeds: [UInt64] = Array(0..<120)

  static let layoutChecks = Set(
    Linter.catalogue.filter { $0.rules.allSatisfy { $0.rawValue.hasPrefix("L") } }.map(\.id))

  @Test("every layout finding is at a layout property the file writes", arguments: seeds)
  func findingsAtProperties(seed: UInt64) throws {
    var generator = RandomRulesFile(seed: seed)
    guard let loaded = PropertyTests.load(generator.text(), seed: seed) else { return }
    let source = loaded.model.source
    let spellings =
      ["scrollView.", "tableView.", "collectionView."]
      + [
        "automaticallyAdjustsScrollViewInsets", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "wantsFullScreenLayout",
        "navigationBar.prefersLargeTitles",
      ]
    for finding in Linter.lint(loaded.model) where Self.layoutChecks.contains(finding.check) {
      let text = source.text(in: finding.range.start..<finding.range.end)
      #expect(
        spellings.contains { text.hasPrefix($0) }, "seed \(seed): \(finding.check) at '\(text)'")
      #expect(!finding.rules.isEmpty)
    }
  }

  @Test(
    "every change explain --top lists starts the content at the wanted y when laid out again",
    arguments: seeds)
  func changesAreVerified(seed: UInt64) throws {
    var generator = RandomRulesFile(seed: seed)
    guard let loaded = PropertyTests.load(generator.text(), seed: seed),
      let layout = try? LayoutEngine(model: loaded.model).layout(),
      let target = layout.controllers.last
    else { return }
    let current = layout.contentTop(of: layout.controllers.count - 1).value
    for wanted in [0, current + 24] {
      let explanation: ContentTopExplanation
      switch Self.explain(loaded.model, target.name, top: wanted) {
      case .success(let explained): explanation = explained
      case .failure(let refusal):
        // A content top that depends on a number no source gives (iOS 27's insets, which a
        // file naming no version gets) is refused, and only then.
        #expect(refusal.diagnostics.first?.id == .layout(.contentTopNotKnown), "seed \(seed)")
        #expect(layout.unknownSafeArea != nil || !layout.notKnown.isEmpty, "seed \(seed)")
        return
      }
      #expect(explanation.changesTried <= ContentTopExplainer.maximumTries)
      for change in explanation.changes + explanation.nearest {
        let model = try RulesFile.parse(change.editedSource).model
        let after = try LayoutEngine(model: model).layout()
        let index = try #require(after.controllers.firstIndex { $0.name == target.name })
        let top = after.contentTop(of: index).value
        #expect(abs(top - change.contentTop.value) < 0.001, "seed \(seed): \(change.summary)")
      }
      for change in explanation.changes {
        #expect(ContentTopExplainer.matches(change.contentTop.value, wanted), "seed \(seed)")
      }
      let distances = explanation.nearest.map { abs($0.contentTop.value - wanted) }
      #expect(distances == distances.sorted(), "seed \(seed)")
      #expect(explanation.changes.isEmpty || explanation.nearest.isEmpty)
    }
  }

  /// `explain --top` on a model, or the error that refuses it.
  static func explain(_ model: AppModel, _ name: String, top: Double)
    -> Result<ContentTopExplanation, DiagnosticsError>
  {
    Result { () throws(DiagnosticsError) in
      try ContentTopExplainer(model: model).explain(name, top: top)
    }
  }
}
