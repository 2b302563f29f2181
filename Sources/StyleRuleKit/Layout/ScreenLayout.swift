/// Where everything sits on one screen: the status bar and each controller on screen, in
/// window coordinates, with the rules behind every number and the derivation.
///
/// The shape follows the JSON of `stylerule layout --format json`: `environment`,
/// `statusBar`, `controllers`.
public struct ScreenLayout: Hashable, Sendable {
  /// The environment laid out.
  public let environment: LayoutEnvironment
  /// The status bar.
  public let statusBar: StatusBarLayout
  /// Each controller on screen, in hierarchy order: the window's root first, then its
  /// children depth first (a navigation controller's top, a tab bar controller's selected
  /// tab, a custom container's children), then what is presented.
  public let controllers: [ControllerLayout]
  /// Every step of the derivation, in the order the engine took them.
  public let steps: [LayoutStep]
  /// When no source measured the device's own safe area (iOS 27, T7): why, and the numbers
  /// that depend on it, which the output reports as not known.
  public let unknownSafeArea: UnknownSafeArea?
  /// The numbers no source gives on any device (the new design's floating tab bar's own
  /// height, Q21), which the output reports as not known.
  public let notKnown: [LayoutNotKnown]
  /// What the layout assumes or a rule changes without a number (R42, L13, L14, L18, L19).
  public let notes: [LayoutNote]

  /// A layout.
  public init(
    environment: LayoutEnvironment, statusBar: StatusBarLayout, controllers: [ControllerLayout],
    steps: [LayoutStep], unknownSafeArea: UnknownSafeArea? = nil,
    notKnown: [LayoutNotKnown] = [], notes: [LayoutNote] = []
  ) {
    self.environment = environment
    self.statusBar = statusBar
    self.controllers = controllers
    self.steps = steps
    self.unknownSafeArea = unknownSafeArea
    self.notKnown = notKnown
    self.notes = notes
  }

  /// Whether a quantity of a controller (`nil`: the status bar) is not known.
  public func isUnknown(_ quantity: String, of controller: String?) -> Bool {
    if notKnown.contains(where: { $0.controller == controller && $0.quantity == quantity }) {
      return true
    }
    return unknownSafeArea?.isUnknown(quantity, of: controller) ?? false
  }

  /// The controller laid out under a name, if it is on screen.
  public func controller(named name: String) -> ControllerLayout? {
    controllers.first { $0.name == name }
  }

  /// The steps about one subject, in order.
  public func steps(for subject: LayoutSubject) -> [LayoutStep] {
    steps.filter { $0.subject == subject }
  }
}

/// The status bar: its frame, whether it shows, whether it overlaps the app, and the style
/// the style engine decides.
public struct StatusBarLayout: Hashable, Sendable {
  /// The frame in window coordinates; ``LayoutRect/zero`` when hidden, as UIKit reports.
  public let frame: Cited<LayoutRect>
  /// Whether the status bar is hidden.
  public let hidden: Cited<Bool>
  /// Whether it is drawn over the app's window (iOS 7 and later, L1.2) rather than beside
  /// it (iOS 6, L1.1).
  public let overlapsApp: Cited<Bool>
  /// The style the style engine decides (`stylerule resolve`); it never changes layout
  /// (L1.3).
  public let style: StatusBarStyle
  /// What the style shows.
  public let content: StatusBarContent
  /// Why what the style shows depends on the content under the status bar (R37), when it
  /// does; ``content`` is then the fallback, from the traits.
  public let contentNote: String?
  /// The numbers of the status bar the reference is unsure of (D1, Q4, …).
  public let uncertain: [LayoutUncertainty]

  /// A status bar layout.
  public init(
    frame: Cited<LayoutRect>, hidden: Cited<Bool>, overlapsApp: Cited<Bool>,
    style: StatusBarStyle, content: StatusBarContent, contentNote: String? = nil,
    uncertain: [LayoutUncertainty]
  ) {
    self.contentNote = contentNote
    self.frame = frame
    self.hidden = hidden
    self.overlapsApp = overlapsApp
    self.style = style
    self.content = content
    self.uncertain = uncertain
  }
}

/// One controller on screen: its view, its safe area or layout guides, its bars and its
/// scroll view's insets.
public struct ControllerLayout: Hashable, Sendable {
  /// The controller's name in the rules file.
  public let name: String
  /// Its class, as written.
  public let className: String
  /// How deep it is in the hierarchy: 0 for the window's root and for a presented
  /// controller's own root, one more for each container above it.
  public let depth: Int
  /// The name of its container or presenter, if any.
  public let parentName: String?
  /// How it is presented, when it is: the presentation style after `.automatic` resolves.
  public let presentationStyle: PresentationStyle?
  /// Its view's frame in window coordinates.
  public let viewFrame: Cited<LayoutRect>
  /// Its view's `safeAreaInsets` (iOS 11 and later; `nil` before).
  public let safeAreaInsets: Cited<LayoutInsets>?
  /// `topLayoutGuide.length` (iOS 7–10 only; `nil` otherwise).
  public let topLayoutGuide: Cited<Double>?
  /// `bottomLayoutGuide.length` (iOS 7–10 only; `nil` otherwise).
  public let bottomLayoutGuide: Cited<Double>?
  /// Its navigation bar, for a navigation controller whose bar is visible.
  public let navigationBar: NavigationBarLayout?
  /// Its tab bar, for a tab bar controller whose tab bar is visible.
  public let tabBar: BarLayout?
  /// Its toolbar, for a navigation controller whose toolbar is visible.
  public let toolbar: BarLayout?
  /// Its scroll view's insets, when its view is a scroll view.
  public let scrollView: ScrollViewLayout?
  /// The numbers of this controller the reference is unsure of, with the alternatives.
  public let uncertain: [LayoutUncertainty]

  /// A controller layout.
  public init(
    name: String, className: String, depth: Int, parentName: String?,
    presentationStyle: PresentationStyle?, viewFrame: Cited<LayoutRect>,
    safeAreaInsets: Cited<LayoutInsets>?, topLayoutGuide: Cited<Double>?,
    bottomLayoutGuide: Cited<Double>?, navigationBar: NavigationBarLayout?, tabBar: BarLayout?,
    toolbar: BarLayout?, scrollView: ScrollViewLayout?, uncertain: [LayoutUncertainty]
  ) {
    self.name = name
    self.className = className
    self.depth = depth
    self.parentName = parentName
    self.presentationStyle = presentationStyle
    self.viewFrame = viewFrame
    self.safeAreaInsets = safeAreaInsets
    self.topLayoutGuide = topLayoutGuide
    self.bottomLayoutGuide = bottomLayoutGuide
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.toolbar = toolbar
    self.scrollView = scrollView
    self.uncertain = uncertain
  }

  /// The IDs of the rules behind every number of the controller, in order, each once.
  public var rules: [RuleID] {
    var citations = viewFrame.basis
    citations += safeAreaInsets?.basis ?? []
    citations += topLayoutGuide?.basis ?? []
    citations += bottomLayoutGuide?.basis ?? []
    if let navigationBar {
      citations += navigationBar.frame.basis + navigationBar.backgroundFrame.basis
    }
    citations += tabBar?.frame.basis ?? []
    citations += toolbar?.frame.basis ?? []
    if let scrollView {
      citations += scrollView.contentInset.basis + (scrollView.adjustedContentInset?.basis ?? [])
    }
    var seen: Set<RuleID> = []
    return citations.map(\.rule).filter { seen.insert($0).inserted }
  }
}

/// A navigation bar: its frame, and the larger area its background draws, up behind the
/// status bar (L3.2).
public struct NavigationBarLayout: Hashable, Sendable {
  /// `UINavigationBar.frame` in window coordinates: the content height (44, 32, 50, 56,
  /// or 96 with a large title), without the extension.
  public let frame: Cited<LayoutRect>
  /// The frame its background draws in window coordinates: the frame extended up behind
  /// the status bar when the bar is top-attached (the "64-point bar" of iOS 7).
  public let backgroundFrame: Cited<LayoutRect>
  /// Whether the bar is translucent.
  public let isTranslucent: Bool
  /// Whether a large title shows (iOS 11 and later).
  public let showsLargeTitle: Bool

  /// A navigation bar layout.
  public init(
    frame: Cited<LayoutRect>, backgroundFrame: Cited<LayoutRect>, isTranslucent: Bool,
    showsLargeTitle: Bool
  ) {
    self.frame = frame
    self.backgroundFrame = backgroundFrame
    self.isTranslucent = isTranslucent
    self.showsLargeTitle = showsLargeTitle
  }
}

/// A tab bar or toolbar at the bottom of the screen.
public struct BarLayout: Hashable, Sendable {
  /// The bar's frame in window coordinates, including the home indicator area when it
  /// sits at the screen's bottom (T4).
  public let frame: Cited<LayoutRect>
  /// Whether the bar is translucent.
  public let isTranslucent: Bool

  /// A bar layout.
  public init(frame: Cited<LayoutRect>, isTranslucent: Bool) {
    self.frame = frame
    self.isTranslucent = isTranslucent
  }
}

/// The insets of a controller's scroll view (its view, when that is a scroll view).
public struct ScrollViewLayout: Hashable, Sendable {
  /// `contentInset`: what the app set, plus UIKit's automatic adjustment on iOS 7–10 (L6).
  public let contentInset: Cited<LayoutInsets>
  /// `adjustedContentInset` (iOS 11 and later, L8): `contentInset` plus the part of the
  /// scroll view's safe area its adjustment behavior allows; `nil` before iOS 11.
  public let adjustedContentInset: Cited<LayoutInsets>?
  /// The adjustment behavior applied (iOS 11 and later).
  public let adjustmentBehavior: ScrollInsetAdjustment?

  /// A scroll view layout.
  public init(
    contentInset: Cited<LayoutInsets>, adjustedContentInset: Cited<LayoutInsets>?,
    adjustmentBehavior: ScrollInsetAdjustment?
  ) {
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset
    self.adjustmentBehavior = adjustmentBehavior
  }
}
