#if canImport(UIKit) && os(iOS)
  import UIKit

  /// A `UIViewController`, each member read from the UIKit property of the same name.
  @available(iOS 13.0, *)
  @MainActor
  struct UIKitSnapshotController: SnapshotController {
    /// The controller.
    let controller: UIViewController

    /// `ObjectIdentifier(controller)`.
    var identity: ObjectIdentifier { ObjectIdentifier(controller) }
    /// The controller's class chain.
    var classChain: [SnapshotClass] { UIKitValues.classChain(of: type(of: controller)) }
    /// `children`.
    var children: [any SnapshotController] { controller.children.map { Self(controller: $0) } }

    /// `presentedViewController`, when its `presentingViewController` is this controller
    /// (UIKit also answers it for the children of the controller that presents).
    var presentedController: (any SnapshotController)? {
      guard let presented = controller.presentedViewController,
        presented.presentingViewController === controller
      else { return nil }
      return Self(controller: presented)
    }

    /// `preferredStatusBarStyle`.
    var preferredStatusBarStyle: SnapshotStatusBarStyle {
      UIKitValues.style(controller.preferredStatusBarStyle)
    }
    /// `prefersStatusBarHidden`.
    var prefersStatusBarHidden: Bool { controller.prefersStatusBarHidden }
    /// `childForStatusBarStyle`.
    var childForStatusBarStyle: (any SnapshotController)? {
      controller.childForStatusBarStyle.map { Self(controller: $0) }
    }
    /// `childForStatusBarHidden`.
    var childForStatusBarHidden: (any SnapshotController)? {
      controller.childForStatusBarHidden.map { Self(controller: $0) }
    }
    /// `modalPresentationStyle`.
    var modalPresentationStyle: SnapshotPresentationStyle {
      UIKitValues.presentationStyle(controller.modalPresentationStyle)
    }
    /// `modalPresentationCapturesStatusBarAppearance`.
    var modalPresentationCapturesStatusBarAppearance: Bool {
      controller.modalPresentationCapturesStatusBarAppearance
    }
    /// `definesPresentationContext`.
    var definesPresentationContext: Bool { controller.definesPresentationContext }

    /// `presentationController?.shouldRemovePresentersView`, asked only of a controller that
    /// is presented itself: asking another would make UIKit create a presentation controller.
    var shouldRemovePresentersView: Bool? {
      guard controller.presentingViewController?.presentedViewController === controller else {
        return nil
      }
      return controller.presentationController?.shouldRemovePresentersView
    }

    /// `overrideUserInterfaceStyle`.
    var overrideUserInterfaceStyle: SnapshotInterfaceStyle {
      UIKitValues.interfaceStyle(controller.overrideUserInterfaceStyle)
    }

    /// A `UINavigationController`'s `isNavigationBarHidden` and `navigationBar.barStyle`.
    var navigationBar: SnapshotNavigationBar? {
      guard let navigation = controller as? UINavigationController else { return nil }
      return SnapshotNavigationBar(
        isHidden: navigation.isNavigationBarHidden,
        barStyle: UIKitValues.barStyle(navigation.navigationBar.barStyle))
    }

    /// A `UITabBarController`'s `selectedViewController`.
    var selectedController: (any SnapshotController)? {
      guard let tabBar = controller as? UITabBarController else { return nil }
      return tabBar.selectedViewController.map { Self(controller: $0) }
    }
  }
#endif
