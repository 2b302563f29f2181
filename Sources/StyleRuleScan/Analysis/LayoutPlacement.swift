/// Where the rules language accepts a layout property a class's or an extension's code sets,
/// and what the rules file states instead when it does not.
///
/// A layout property takes one value: one the code chooses at run time is undetermined. The
/// navigation controller's properties belong on a `UINavigationController`'s class, the tab
/// bar's on a `UITabBarController`'s, `view` on a plain view controller's, and
/// `contentInsetAdjustmentBehavior` on a controller whose view is the scroll view the code sets
/// it on (`tableView.` on a `UITableViewController`, `collectionView.` on a
/// `UICollectionViewController`). Elsewhere the value is kept as undetermined, with the
/// reason, rather than written where the language has no place for it.
enum LayoutPlacement {
  /// The scroll view a table or collection view controller's view is, by the property that
  /// names it.
  static let scrollViewProperties: [String: String] = [
    "UITableViewController": "tableView", "UICollectionViewController": "collectionView",
  ]

  /// The fact as the rules file can state it on a class (or an extension) whose UIKit class
  /// is `base` (nil when not known), the code having set it through `receiver` (`tableView`).
  static func checked(_ fact: MemberFact, base: String?, receiver: String?) -> MemberFact {
    guard fact.member.isLayoutProperty else { return fact }
    var fact = fact
    let name = fact.member.rulesName
    if let receiver, SwiftDeclarationVisitor.containerProperties.contains(receiver) {
      // Set on the container: the class's own value is not stated.
      var literal: String?
      var what: String
      switch fact.value {
      case .literal(let value):
        literal = value
        what = "sets it to \(value)"
      case .unknown(let reason): what = "sets it to a value the scan cannot read (\(reason))"
      default: what = "sets it to a value chosen at run time"
      }
      fact.containerSetting = (receiver, literal)
      fact.value = .unknown(
        reason:
          "\(what) on its \(receiver), which the scan attributes to a controller of the hierarchy only where it is the top of a window's navigation controller at launch"
      )
      return fact
    }
    switch fact.value {
    case .dynamic(let values, _):
      fact.value = .unknown(
        reason:
          "one of \(values.joined(separator: ", ")) chosen at run time, and a layout property takes one value"
      )
      return fact
    case .literal: break
    default: return fact
    }
    let kind = base ?? "not known"
    if let required = fact.member.requiredContainerClass, base != required {
      fact.value = .unknown(
        reason:
          "the rules language has \(name) only on a \(required); this class's UIKit class is \(kind)"
      )
    } else if fact.member == .property(.view), base != "UIViewController" {
      fact.value = .unknown(
        reason:
          "the rules language takes view only on a plain view controller; this class's UIKit class is \(kind)"
      )
    } else if fact.member == .property(.contentInsetAdjustmentBehavior) {
      let expected = base.flatMap { scrollViewProperties[$0] }
      if expected == nil || (receiver != nil && receiver != expected) {
        let through =
          receiver.map {
            "`\($0).contentInsetAdjustmentBehavior` is set on a scroll view of the controller's own; "
          } ?? ""
        fact.value = .unknown(
          reason:
            "\(through)the rules language has it only on a controller whose view is a scroll view (a UITableViewController, a UICollectionViewController, or one with view = UIScrollView); this class's UIKit class is \(kind)"
        )
      }
    }
    return fact
  }
}
