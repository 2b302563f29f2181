import StyleRuleKit

/// How many presentation, push and show sites the sources have, and how many of them have a
/// destination whose controller class is determined.
///
/// A site is one call in code (`present`, `show`, `pushViewController`,
/// `showDetailViewController`, a SwiftUI `.sheet` or `.fullScreenCover`) or one storyboard
/// segue that is not a relationship, embed or unwind segue. A call whose destination is one
/// of several controllers chosen at run time is one site, determined only when every choice
/// is. The count does not depend on the presenter: a determined destination waiting for a
/// presenter that is never placed counts as determined.
struct TransitionSiteCount: Sendable, Hashable {
  /// Every site.
  var sites = 0
  /// The sites whose destination controller class is determined.
  var determined = 0

  /// Adds another count.
  static func + (lhs: TransitionSiteCount, rhs: TransitionSiteCount) -> TransitionSiteCount {
    TransitionSiteCount(sites: lhs.sites + rhs.sites, determined: lhs.determined + rhs.determined)
  }

  /// The transition segues of the storyboards read: a segue names its destination, so it is
  /// determined when it has one.
  init(segues documents: [InterfaceBuilderDocument]) {
    for document in documents {
      for segue in document.segues {
        switch segue.kind {
        case .relationship, .embed, .unwind: continue
        case .show, .showDetail, .presentation, .modal, .popoverPresentation, .push, .custom,
          .other(_):
          sites += 1
          if segue.destinationID != nil { determined += 1 }
        }
      }
    }
  }

  /// The sites of `determinedBySite`: one entry per site, true when its destination is
  /// determined.
  init(determinedBySite: [SourceOrigin: Bool]) {
    sites = determinedBySite.count
    determined = determinedBySite.values.count { $0 }
  }

  /// A count.
  init(sites: Int = 0, determined: Int = 0) {
    self.sites = sites
    self.determined = determined
  }
}
