/// The system view controller classes a rules file knows by name, which end a class chain:
/// the classes before them are declared in the file, the rest is UIKit's.
///
/// The same list as StyleRuleKit's `UIKitClass` (a test keeps them equal), kept here so
/// that this target depends on nothing.
enum KnownUIKitClasses {
  /// Every class a rules file can name directly.
  static let names: [String] = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController", "UIHostingController", "UIAlertController",
    "UIActivityViewController", "UIImagePickerController", "SFSafariViewController",
    "MFMailComposeViewController", "UIDocumentPickerViewController", "PHPickerViewController",
    "UISearchController",
  ]

  /// The same, as a set.
  static let set = Set(names)

  /// `UINavigationController`: the only class whose bar the file may describe.
  static let navigation = "UINavigationController"
  /// `UITabBarController`: the only class whose selection the file may describe.
  static let tabBar = "UITabBarController"
  /// `UIAlertController`: presented by its own presentation controller (R22).
  static let alert = "UIAlertController"
  /// `UIViewController`: where every chain ends.
  static let viewController = "UIViewController"
}
