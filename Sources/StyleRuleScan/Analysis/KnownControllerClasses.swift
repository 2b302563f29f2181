/// The UIKit, SwiftUI and system controller classes the rules language knows by name
/// (Docs/rules-language.md, "Classes").
enum KnownControllerClasses {
  /// Their names.
  static let names: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIPageViewController", "UIHostingController", "UIAlertController",
    "UIActivityViewController", "UIImagePickerController", "SFSafariViewController",
    "MFMailComposeViewController", "UIDocumentPickerViewController", "PHPickerViewController",
    "UISearchController",
  ]

  /// Whether a class outside the app looks like a view controller by its name alone: it ends
  /// in `Controller` (`ViewController`, `NavigationController`, `AVPlayerViewController`).
  static func looksLikeController(_ name: String) -> Bool {
    let simple = SwiftTypeNames.simpleName(name)
    return simple.hasSuffix("Controller")
  }
}
