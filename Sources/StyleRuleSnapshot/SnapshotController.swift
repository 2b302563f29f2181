/// A view controller as the snapshot reads it: its class, its place in the hierarchy, and
/// what it answers now for each status bar member.
///
/// The UIKit adapter implements it for `UIViewController`; tests implement it with doubles.
/// The snapshot asks each member of each controller once, and never asks for anything a
/// user typed or sees (titles, text, URLs, accessibility labels): the protocol has no
/// member for them.
@MainActor
public protocol SnapshotController {
  /// The instance's identity: two values that stand for one controller have the same.
  var identity: ObjectIdentifier { get }
  /// Its class, then each superclass up to the root class, as `String(reflecting:)` spells
  /// them (`MyApp.HomeViewController`, …, `UIViewController`, `UIResponder`, `NSObject`).
  var classChain: [SnapshotClass] { get }
  /// `children`, in order: a navigation stack (the last is the top), tabs, or children
  /// added with `addChild(_:)`.
  var children: [any SnapshotController] { get }
  /// The controller it presents, when it is that controller's `presentingViewController`;
  /// `nil` when it presents nothing itself (a child whose ancestor presents answers `nil`).
  var presentedController: (any SnapshotController)? { get }
  /// What `preferredStatusBarStyle` returns now.
  var preferredStatusBarStyle: SnapshotStatusBarStyle { get }
  /// What `prefersStatusBarHidden` returns now.
  var prefersStatusBarHidden: Bool { get }
  /// What `childForStatusBarStyle` returns now.
  var childForStatusBarStyle: (any SnapshotController)? { get }
  /// What `childForStatusBarHidden` returns now.
  var childForStatusBarHidden: (any SnapshotController)? { get }
  /// `modalPresentationStyle`.
  var modalPresentationStyle: SnapshotPresentationStyle { get }
  /// `modalPresentationCapturesStatusBarAppearance`.
  var modalPresentationCapturesStatusBarAppearance: Bool { get }
  /// `definesPresentationContext`.
  var definesPresentationContext: Bool { get }
  /// `presentationController.shouldRemovePresentersView` while it is presented, else `nil`.
  var shouldRemovePresentersView: Bool? { get }
  /// `overrideUserInterfaceStyle` (`unspecified` before iOS 13).
  var overrideUserInterfaceStyle: SnapshotInterfaceStyle { get }
  /// For a navigation controller, its bar: `isNavigationBarHidden` and
  /// `navigationBar.barStyle`; `nil` for any other controller.
  var navigationBar: SnapshotNavigationBar? { get }
  /// For a tab bar controller, `selectedViewController`; `nil` for any other controller.
  var selectedController: (any SnapshotController)? { get }
}
