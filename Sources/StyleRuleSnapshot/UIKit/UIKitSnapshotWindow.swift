#if canImport(UIKit) && os(iOS)
  import UIKit

  /// A `UIWindow`.
  @available(iOS 13.0, *)
  @MainActor
  struct UIKitSnapshotWindow: SnapshotWindow {
    /// The window.
    let window: UIWindow
    /// Its scene's `coordinateSpace.bounds`.
    let sceneBounds: CGRect

    /// The window's class chain.
    var classChain: [SnapshotClass] { UIKitValues.classChain(of: type(of: window)) }
    /// `windowLevel.rawValue`.
    var windowLevel: Double { Double(window.windowLevel.rawValue) }
    /// `isHidden`.
    var isHidden: Bool { window.isHidden }
    /// `isKeyWindow`.
    var isKeyWindow: Bool { window.isKeyWindow }
    /// Whether `frame` contains the scene's bounds.
    var fillsScene: Bool { sceneBounds.isEmpty || window.frame.contains(sceneBounds) }
    /// `overrideUserInterfaceStyle`.
    var overrideUserInterfaceStyle: SnapshotInterfaceStyle {
      UIKitValues.interfaceStyle(window.overrideUserInterfaceStyle)
    }
    /// `rootViewController`.
    var rootViewController: (any SnapshotController)? {
      window.rootViewController.map { UIKitSnapshotController(controller: $0) }
    }
  }
#endif
