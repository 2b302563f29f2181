#if canImport(UIKit) && os(iOS)
  import UIKit

  /// A `UIWindowScene`: its windows, its traits, its orientation and its status bar manager.
  @available(iOS 13.0, *)
  @MainActor
  struct UIKitSnapshotScene: SnapshotScene {
    /// The scene.
    let scene: UIWindowScene

    /// `windows`, each with the scene's bounds to tell whether it fills the scene.
    var windows: [any SnapshotWindow] {
      let bounds = scene.coordinateSpace.bounds
      return scene.windows.map { UIKitSnapshotWindow(window: $0, sceneBounds: bounds) }
    }

    /// `traitCollection`: the system appearance and the size classes.
    var traits: SnapshotTraits { UIKitValues.traits(scene.traitCollection) }

    /// `interfaceOrientation`.
    var orientation: SnapshotOrientation? {
      switch scene.interfaceOrientation {
      case .portrait, .portraitUpsideDown: return .portrait
      case .landscapeLeft, .landscapeRight: return .landscape
      default: return nil
      }
    }

    /// `statusBarManager`'s `statusBarStyle` and `isStatusBarHidden`.
    var shownStatusBar: SnapshotShownStatusBar? {
      guard let manager = scene.statusBarManager else { return nil }
      return SnapshotShownStatusBar(
        style: UIKitValues.style(manager.statusBarStyle), isHidden: manager.isStatusBarHidden)
    }
  }
#endif
