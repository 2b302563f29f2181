/// Everything the snapshot read from the app, as plain values: each member of each
/// controller asked once, controllers linked by their position in ``controllers``.
struct CapturedHierarchy {
  /// The Info.plist keys that matter, with the values read (absent keys left out).
  var plist: [(key: String, value: SnapshotPlistValue)] = []
  /// `UIDevice.current.systemVersion`.
  var systemVersion = ""
  /// The kind of device.
  var device = SnapshotDevice.iphoneWithFaceID
  /// The scenes, the one in front first.
  var scenes: [CapturedScene] = []
  /// Every controller read, in the order they are named and written: each window's tree
  /// depth first (a controller, its children, then what it presents), then the controllers
  /// a `childFor…` answer returned that no window holds.
  var controllers: [CapturedController] = []
  /// Whether the hierarchy held more controllers than the snapshot reads.
  var isTruncated = false
}

/// A scene with its windows.
struct CapturedScene {
  /// Its windows, in the order UIKit lists them.
  var windows: [CapturedWindow] = []
  /// The scene's traits.
  let traits: SnapshotTraits
  /// Its interface orientation, if known.
  let orientation: SnapshotOrientation?
  /// What `UIStatusBarManager` reports, if known.
  let shown: SnapshotShownStatusBar?
}

/// A window and its properties.
struct CapturedWindow {
  /// The name of its class as written (`UIWindow`, or the app's subclass), for comments.
  let className: String
  /// Whether the window is one of UIKit's own (a keyboard or text effects window), left
  /// out of the file: it takes no part in the status bar.
  let isSystemWindow: Bool
  /// `windowLevel`.
  let level: Double
  /// `isHidden`.
  let isHidden: Bool
  /// `isKeyWindow`.
  let isKey: Bool
  /// Whether it covers its scene.
  let fillsScene: Bool
  /// `overrideUserInterfaceStyle`.
  let interfaceStyle: SnapshotInterfaceStyle
  /// Its root view controller, a position in ``CapturedHierarchy/controllers``.
  var root: Int?
}

/// Where a controller is in the hierarchy.
enum CapturedPlacement: Equatable {
  /// A window's root: the scene and the window's position in it.
  case root(scene: Int, window: Int)
  /// A child of the controller at a position.
  case child(of: Int)
  /// Presented by the controller at a position.
  case presented(by: Int)
  /// In no window: a controller only a `childFor…` answer returned.
  case unplaced
}

/// One controller and everything it answered.
struct CapturedController {
  /// The instance's identity.
  let identity: ObjectIdentifier
  /// Its class chain, its own class first.
  let classChain: [SnapshotClass]
  /// Where it is.
  let placement: CapturedPlacement
  /// Its children, as positions.
  var children: [Int] = []
  /// What it presents, as a position.
  var presented: Int?
  /// `preferredStatusBarStyle`.
  let preferredStatusBarStyle: SnapshotStatusBarStyle
  /// `prefersStatusBarHidden`.
  let prefersStatusBarHidden: Bool
  /// What `childForStatusBarStyle` returned: `.none` for nil, or the controller.
  var childForStatusBarStyle: CapturedChild = .none
  /// What `childForStatusBarHidden` returned.
  var childForStatusBarHidden: CapturedChild = .none
  /// `modalPresentationStyle`.
  let presentationStyle: SnapshotPresentationStyle
  /// `modalPresentationCapturesStatusBarAppearance`.
  let capturesStatusBarAppearance: Bool
  /// `definesPresentationContext`.
  let definesPresentationContext: Bool
  /// `presentationController.shouldRemovePresentersView`, while presented.
  let shouldRemovePresentersView: Bool?
  /// `overrideUserInterfaceStyle`.
  let interfaceStyle: SnapshotInterfaceStyle
  /// A navigation controller's bar.
  let navigationBar: SnapshotNavigationBar?
  /// A tab bar controller's selected tab, as a position, when it is one of its children.
  var selected: Int?
}

/// What a `childFor…` member returned.
enum CapturedChild: Equatable {
  /// `nil`.
  case none
  /// The controller at a position.
  case controller(Int)
  /// A controller the snapshot did not read, as it holds too many.
  case notRead
}
