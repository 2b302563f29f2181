/// A `UIModalPresentationStyle` value.
public enum PresentationStyle: String, CaseIterable, Sendable, Codable {
  /// `.fullScreen`: hands over status bar control (R24).
  case fullScreen
  /// `.overFullScreen`: keeps the presenter in control (R25).
  case overFullScreen
  /// `.currentContext`: controls unless inside a presentation that does not (R25).
  case currentContext
  /// `.overCurrentContext`: does not control unless inside a presentation that does (R25).
  case overCurrentContext
  /// `.pageSheet`
  case pageSheet
  /// `.formSheet`
  case formSheet
  /// `.popover`
  case popover
  /// `.custom`, with a `UIPresentationController` subclass.
  case custom
  /// `.automatic`: `.pageSheet` from iOS 13, `.fullScreen` before (R25).
  case automatic

  /// Whether the presenter is found by walking to a controller that defines the context (R23).
  public var usesPresentationContext: Bool {
    self == .currentContext || self == .overCurrentContext
  }
}

/// A `UIModalTransitionStyle` value; it only changes the animation, never who controls.
public enum TransitionStyle: String, CaseIterable, Sendable, Codable {
  /// `.coverVertical`
  case coverVertical
  /// `.flipHorizontal`
  case flipHorizontal
  /// `.crossDissolve`
  case crossDissolve
  /// `.partialCurl`
  case partialCurl
}

/// The interface orientation.
public enum Orientation: String, CaseIterable, Sendable, Codable {
  /// Portrait: an iPhone is vertically regular.
  case portrait
  /// Landscape: an iPhone is vertically compact.
  case landscape
}

/// A `UIStatusBarAnimation` value for `setStatusBarHidden(_:with:)`.
public enum StatusBarAnimation: String, CaseIterable, Sendable, Codable {
  /// `.none`
  case none
  /// `.fade`
  case fade
  /// `.slide`
  case slide
}

/// A `UIBarStyle` value for `navigationBar.barStyle`.
public enum BarStyle: String, CaseIterable, Sendable, Codable {
  /// `.default`: a light bar.
  case `default`
  /// `.black`: a dark bar; the navigation controller then asks for light content (R15).
  case black
  /// `.blackTranslucent`: deprecated; treated like `.black`.
  case blackTranslucent

  /// Whether this is one of the dark bar styles.
  public var isDark: Bool { self != .default }
}

/// A `UIUserInterfaceStyle` value for `overrideUserInterfaceStyle`.
public enum UserInterfaceStyle: String, CaseIterable, Sendable, Codable {
  /// `.unspecified`: inherit from the parent.
  case unspecified
  /// `.light`
  case light
  /// `.dark`
  case dark
}

/// A SwiftUI `Visibility` value, as `.toolbarVisibility(_:for: .statusBar)` takes it (R40).
public enum ToolbarVisibility: String, CaseIterable, Sendable, Codable {
  /// `.automatic`: SwiftUI decides; states nothing about the status bar.
  case automatic
  /// `.visible`
  case visible
  /// `.hidden`
  case hidden
}

/// What a `childForStatusBarStyle` override returns.
public enum ChildSelector: Hashable, Sendable {
  /// `nil`: the controller decides itself (R10).
  case none
  /// `topViewController`: the last controller on a navigation stack.
  case topViewController
  /// `visibleViewController`: the navigation controller's own presented controller, else the top (R17).
  case visibleViewController
  /// `selectedViewController`: a tab bar controller's selected tab.
  case selectedViewController
  /// `children.first`
  case firstChild
  /// `children.last`
  case lastChild
  /// A child named in the file.
  case named(String)

  /// The spelling in a rules file, such as `visibleViewController` or `children.last`.
  public var spelling: String {
    switch self {
    case .none: "nil"
    case .topViewController: "topViewController"
    case .visibleViewController: "visibleViewController"
    case .selectedViewController: "selectedViewController"
    case .firstChild: "children.first"
    case .lastChild: "children.last"
    case .named(let name): name
    }
  }

  /// The spellings of the built-in selectors.
  static let builtInSpellings = [
    "nil", "topViewController", "visibleViewController", "selectedViewController",
    "children.first", "children.last",
  ]
}

/// A window level: `normal`, `statusBar`, `alert`, or a number.
public struct WindowLevel: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The numeric level (`normal` is 0, `statusBar` 1000, `alert` 2000).
  public let value: Double

  /// `.normal` (0).
  public static let normal = WindowLevel(value: 0)
  /// `.statusBar` (1000).
  public static let statusBar = WindowLevel(value: 1000)
  /// `.alert` (2000).
  public static let alert = WindowLevel(value: 2000)

  /// Creates a level from its numeric value.
  public init(value: Double) { self.value = value }

  /// `normal`, `statusBar`, `alert`, or the number.
  public var description: String {
    switch value {
    case 0: "normal"
    case 1000: "statusBar"
    case 2000: "alert"
    default: value == value.rounded() ? String(Int(value)) : String(value)
    }
  }

  /// Orders levels numerically.
  public static func < (lhs: WindowLevel, rhs: WindowLevel) -> Bool { lhs.value < rhs.value }
}

/// The UIKit view controller classes a rules file can use or extend.
public enum UIKitClass: String, CaseIterable, Sendable, Codable {
  /// `UIViewController`: decides itself; with children it is a custom container (R20).
  case viewController = "UIViewController"
  /// `UITableViewController`: a plain view controller.
  case tableViewController = "UITableViewController"
  /// `UICollectionViewController`: a plain view controller.
  case collectionViewController = "UICollectionViewController"
  /// `UINavigationController`: keeps the decision while its bar is visible (R14).
  case navigationController = "UINavigationController"
  /// `UITabBarController`: forwards to the selected tab (R18).
  case tabBarController = "UITabBarController"
  /// `UISplitViewController`: forwards to an internal panel; which child is not established (R19).
  case splitViewController = "UISplitViewController"
  /// `UIPageViewController`: forwards nothing (R20).
  case pageViewController = "UIPageViewController"
  /// `UIHostingController`: SwiftUI's; from iOS 16 it answers the style through a private
  /// child, and it answers hidden from the SwiftUI view's `statusBarHidden` (R21).
  case hostingController = "UIHostingController"
  /// `UIAlertController`: presented by its own presentation controller, which does not
  /// take control (R22).
  case alertController = "UIAlertController"
  /// `UIActivityViewController`: the share sheet (R22).
  case activityViewController = "UIActivityViewController"
  /// `UIImagePickerController`, a navigation controller of UIKit's own (R22).
  case imagePickerController = "UIImagePickerController"
  /// `SFSafariViewController` (SafariServices; R22).
  case safariViewController = "SFSafariViewController"
  /// `MFMailComposeViewController` (MessageUI), a navigation controller of its own (R22).
  case mailComposeViewController = "MFMailComposeViewController"
  /// `UIDocumentPickerViewController` (R22).
  case documentPickerViewController = "UIDocumentPickerViewController"
  /// `PHPickerViewController` (PhotosUI; R22).
  case photoPickerViewController = "PHPickerViewController"
  /// `UISearchController`, presented by UIKit while a search is active (R22).
  case searchController = "UISearchController"

  /// How the class forwards the status bar question.
  public var kind: ControllerKind {
    switch self {
    case .viewController, .tableViewController, .collectionViewController: .plain
    case .navigationController: .navigation
    case .tabBarController: .tabBar
    case .splitViewController: .split
    case .pageViewController: .page
    case .hostingController: .hosting
    case .alertController, .activityViewController, .imagePickerController,
      .safariViewController, .mailComposeViewController, .documentPickerViewController,
      .photoPickerViewController, .searchController:
      .system
    }
  }

  /// Whether the class is one of the system controllers apps present, whose own status bar
  /// code is UIKit's (or another framework's) and not described by the file (R22).
  public var isSystemController: Bool { kind == .system }

  /// The UIKit superclass, or `nil` for `UIViewController`.
  public var superclass: UIKitClass? {
    self == .viewController ? nil : .viewController
  }
}

/// How a controller forwards the status bar question by default.
public enum ControllerKind: String, Sendable, Codable {
  /// A plain view controller or a custom container.
  case plain
  /// A `UINavigationController`.
  case navigation
  /// A `UITabBarController`.
  case tabBar
  /// A `UISplitViewController`.
  case split
  /// A `UIPageViewController`.
  case page
  /// A `UIHostingController` (SwiftUI).
  case hosting
  /// A system controller apps present, such as `UIAlertController`.
  case system
}

/// The class of a controller's root view, as `view = UIScrollView` declares it.
///
/// Only whether it is a scroll view matters: a controller whose view is one can set
/// `scrollView.contentInsetAdjustmentBehavior` (L8).
public enum ViewClass: String, CaseIterable, Sendable, Codable {
  /// `UIView`, a plain view controller's view.
  case view = "UIView"
  /// `UIScrollView`
  case scrollView = "UIScrollView"
  /// `UITableView`, the view of a `UITableViewController`.
  case tableView = "UITableView"
  /// `UICollectionView`, the view of a `UICollectionViewController`.
  case collectionView = "UICollectionView"

  /// Whether it is a scroll view (`UITableView` and `UICollectionView` are).
  public var isScrollView: Bool { self != .view }
}

extension UIKitClass {
  /// The view a UIKit class always has, when it is a scroll view: a table view controller's
  /// table view, a collection view controller's collection view; `nil` for the others.
  public var scrollViewClass: ViewClass? {
    switch self {
    case .tableViewController: .tableView
    case .collectionViewController: .collectionView
    default: nil
    }
  }
}
