/// What the layout checks share: how they name bars and controllers, how they hand over to
/// `stylerule explain --top`, and how they tell whether the reference's doubts could undo
/// what they report.
enum LayoutCheckSupport {
  /// "the translucent navigation bar of 'NC'".
  static func barPhrase(_ bar: LayoutBar, owner: Int?, in layout: LintLayout) -> String {
    let kind = bar.translucent ? "translucent" : "opaque"
    guard let owner else { return "the \(kind) \(bar.name)" }
    return "the \(kind) \(bar.name) of '\(layout.input.nodes[owner].name)'"
  }

  /// "'stylerule explain FILE NAME --top Y' lists verified changes".
  static func explainHint(controller: String, top: Double, in context: LintContext) -> String {
    "'stylerule explain \(context.model.source.commandArgument) \(controller) "
      + "--top \(LayoutNumber.text(top))' lists verified changes"
  }

  /// A note at a controller's name, for the controller whose bar a finding is about.
  static func ownerNote(_ owner: Int?, _ message: String, in context: LintContext)
    -> [Diagnostic.Note]
  {
    guard let owner, let layout = context.layout else { return [] }
    return [Diagnostic.Note(message, at: context.model[layout.ids[owner]].nameRange)]
  }

  /// How far a bar covers the content that starts at `top` (a top bar) or ends at `bottom`
  /// (a bottom bar): positive when the bar hides content.
  static func overlap(of bar: LayoutBar, isTop: Bool, top: Double, bottom: Double) -> Double {
    isTop ? bar.frame.maxY - top : bottom - bar.frame.minY
  }

  /// Whether every value the reference leaves open still has the bar covering the content:
  /// the doubts of the controller (its view's top) and of the bar's owner (the bar's
  /// origin and height) are tried one by one.
  static func stillCovered(
    by bar: LayoutBar, isTop: Bool, owner: Int?, node: Int, top: Double, bottom: Double,
    in layout: LintLayout
  ) -> Bool {
    let own = layout.layout.controllers[node].uncertain
    let owners = owner.map { layout.layout.controllers[$0].uncertain } ?? []
    for doubt in own where doubt.quantity == "viewFrame.y" {
      for alternative in doubt.alternatives {
        let shift = alternative - doubt.value
        let moved = overlap(of: bar, isTop: isTop, top: top + shift, bottom: bottom + shift)
        if moved <= 0 { return false }
      }
    }
    for doubt in owners {
      for alternative in doubt.alternatives {
        var frame = bar.frame
        switch (doubt.quantity, isTop) {
        case ("navigationBar.frame.height", true): frame.height = alternative
        case ("navigationBar.frame.y", true): frame.y = alternative
        case ("tabBar.frame.height", false), ("toolbar.frame.height", false):
          frame.y = bar.frame.maxY - alternative
          frame.height = alternative
        default: continue
        }
        let moved = LayoutBar(
          frame: frame, translucent: bar.translucent, basis: bar.basis, name: bar.name)
        if overlap(of: moved, isTop: isTop, top: top, bottom: bottom) <= 0 { return false }
      }
    }
    return true
  }
}
