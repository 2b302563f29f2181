import StyleRuleSnapshot

/// A view controller double: every member is a stored value a test sets.
///
/// It also has a title and a description holding it, as a real controller has user data:
/// the snapshot must never write either.
@MainActor
final class DoubleController: SnapshotController, CustomStringConvertible {
  var identity: ObjectIdentifier { ObjectIdentifier(self) }
  var classChain: [SnapshotClass]
  var children: [any SnapshotController] { childDoubles }
  var presentedController: (any SnapshotController)? { presentedDouble }
  var preferredStatusBarStyle: SnapshotStatusBarStyle = .default
  var prefersStatusBarHidden = false
  var childForStatusBarStyle: (any SnapshotController)? { styleChild }
  var childForStatusBarHidden: (any SnapshotController)? { hiddenChild }
  var modalPresentationStyle: SnapshotPresentationStyle = .automatic
  var modalPresentationCapturesStatusBarAppearance = false
  var definesPresentationContext = false
  var shouldRemovePresentersView: Bool?
  var overrideUserInterfaceStyle: SnapshotInterfaceStyle = .unspecified
  var navigationBar: SnapshotNavigationBar?
  var selectedController: (any SnapshotController)? { selectedDouble }

  /// The doubles behind the members that return controllers.
  var childDoubles: [DoubleController] = []
  var presentedDouble: DoubleController?
  var styleChild: DoubleController?
  var hiddenChild: DoubleController?
  var selectedDouble: DoubleController?

  /// User data the snapshot must not write.
  let title: String
  /// Holds the title, as `String(describing:)` of a real controller may.
  nonisolated var description: String { "DoubleController(\(title))" }

  /// A controller of the classes named, its own first, ending with UIKit's.
  init(classes: [String], title: String = "") {
    classChain = Self.chain(classes)
    self.title = title
  }

  /// A class chain: the names given (those of UIKit's marked as the system's), then
  /// `UIResponder` and `NSObject`.
  static func chain(_ classes: [String]) -> [SnapshotClass] {
    (classes + ["UIResponder", "NSObject"]).map {
      SnapshotClass(name: $0, isSystem: !$0.contains(".") || $0.hasPrefix("SwiftUI."))
    }
  }
}
