import StyleRuleKit

/// A screen the user reaches inside a hosting controller (a tab, a `NavigationLink`, a
/// `.navigationDestination`) whose views carry another `.statusBarHidden` than the root
/// view's screen.
///
/// SwiftUI's hosting controller answers for every view inside it (R21), so the scenario sets
/// the hosting controller's `rootView.statusBarHidden` to the screen's value, has UIKit ask
/// again (the hosting controller does when the preference changes), then goes back.
struct SwiftUIScreenChange: Sendable, Hashable {
  /// The hosting controller's name.
  var controller: String
  /// The value the screen's views carry (`true` or `false`).
  var value: String
  /// The value on the root view's own screen, restored after.
  var launchValue: String
  /// How the user gets there, in words (`opens Detail through a NavigationLink`).
  var words: String
  /// Where the screen's `.statusBarHidden` is written.
  var origin: SourceOrigin
}
