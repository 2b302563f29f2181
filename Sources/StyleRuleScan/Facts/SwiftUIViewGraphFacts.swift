import StyleRuleKit

/// A step between a SwiftUI view and a view its code uses that the user takes, not the
/// view's own screen: a tab, a navigation push, a presentation.
enum HierarchySwiftUIStep: Sendable, Hashable {
  /// The content of a `TabView`'s tab at a position (0 is the first); `selectable` when the
  /// `TabView` binds `selection:`, so that which tab shows first is state.
  case tab(index: Int, selectable: Bool)
  /// A `NavigationLink`'s destination.
  case navigationLink
  /// A `.navigationDestination(…)`'s content.
  case navigationDestination
  /// A `.sheet(…)`'s content.
  case sheet
  /// A `.fullScreenCover(…)`'s content.
  case fullScreenCover
  /// A `.popover(…)`'s content.
  case popover

  /// Whether the step keeps the view on the screen it is used from: the first tab of a
  /// `TabView` without `selection:` shows at launch.
  var isOnSameScreen: Bool {
    if case .tab(let index, let selectable) = self { return index == 0 && !selectable }
    return false
  }

  /// Whether it is a presentation: a sheet, a cover or a popover, another controller.
  var isPresentation: Bool {
    switch self {
    case .sheet, .fullScreenCover, .popover: return true
    case .tab, .navigationLink, .navigationDestination: return false
    }
  }

  /// Whether it is a tab of a `TabView` bound to `selection:`.
  var isSelectableTab: Bool {
    if case .tab(_, let selectable) = self { return selectable }
    return false
  }

  /// The step in words, for comments (`tab 2`, `a NavigationLink`).
  var words: String {
    switch self {
    case .tab(let index, _): return "tab \(index + 1) of a TabView"
    case .navigationLink: return "a NavigationLink"
    case .navigationDestination: return "a .navigationDestination"
    case .sheet: return "a .sheet"
    case .fullScreenCover: return "a .fullScreenCover"
    case .popover: return "a .popover"
    }
  }
}

/// A view a SwiftUI view member uses: a view type (`FeedView()`), another member of the
/// same type (`header`, `makeRow()`) or a view member called on another value
/// (`tab.makeContentView()`), with the steps the user takes to see it.
struct HierarchySwiftUIViewUse: Sendable, Hashable {
  /// The type's name, or the member's base name.
  var name: String
  /// Whether `name` is a member of the same type rather than a type.
  var isMember: Bool
  /// For a member, whether it is called on another value (`tab.makeContentView()`): the
  /// member of the one type of the module that declares a view member of that name.
  var isOnOtherValue = false
  /// The steps from the member's own screen to the use, outermost first; empty when the
  /// view is shown with the member's view.
  var steps: [HierarchySwiftUIStep]
  /// Whether the use is under an `if`, a `switch` or a ternary.
  var isConditional: Bool
  /// Whether the use is in a `.toolbar { … }`'s content: a bar item, not the screen's view.
  var isInToolbar = false
  /// Where the use is written.
  var origin: SourceOrigin
}

/// A member of a SwiftUI view type whose type is a view (`var body: some View`, `func
/// header() -> some View`, a `@ViewBuilder` member) and the views its code uses.
struct HierarchySwiftUIViewMember: Sendable, Hashable {
  /// The type it is declared in (for an extension, the extended type).
  var typeName: String
  /// The member's base name (`body`, `header`).
  var name: String
  /// The views it uses, in source order.
  var uses: [HierarchySwiftUIViewUse]
  /// The SwiftUI container its code is, when it is one (`ZStack { … }`, with modifiers):
  /// a presentation showing the member shows that container and the views written in it.
  var container: HierarchySwiftUIView?
}

/// A status bar modifier written in a view member behind a step (in a tab other than the
/// first, a `NavigationLink`'s destination…): it is not on the member's own screen.
struct HierarchySwiftUIOffScreenModifier: Sendable, Hashable {
  /// Where the modifier's name is written, as the hierarchy reader records it.
  var origin: SourceOrigin
  /// The steps to it, outermost first.
  var steps: [HierarchySwiftUIStep]
}

/// A `UIViewControllerRepresentable` type and the controller class its
/// `makeUIViewController(context:)` makes.
struct HierarchyRepresentable: Sendable, Hashable {
  /// The representable's type.
  var typeName: String
  /// The controller class, when the method's return type or its returns name one class.
  var controllerClass: String?
  /// Where the method is declared.
  var origin: SourceOrigin
}
