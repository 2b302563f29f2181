import StyleRuleKit

/// A member of a view controller class that the scan reads from Swift or a storyboard: one of
/// the rules language's properties, or `preferredStatusBarUpdateAnimation`.
///
/// Names, old spellings, the container a property needs and whether it may be `dynamic` are
/// the engine's (``PropertyKey`` and its catalogue). What is the scan's own is which of the
/// properties it reads, the order it writes them in (``allCases``), the one member UIKit has
/// and the language does not (read only to say so in a comment), and how Swift spells the
/// values (``ValueKind``).
enum ControllerMember: Hashable, Sendable, Comparable {
  /// A property of the rules language.
  case property(PropertyKey)
  /// `preferredStatusBarUpdateAnimation`: read, but the rules language does not model it.
  case preferredStatusBarUpdateAnimation

  /// Every member the scan reads, in the order it writes them: UIKit's status bar overrides
  /// (the update animation among them), then the presentation properties a class sets for all
  /// its instances, then the layout properties of `stylerule layout` in the order the
  /// canonical printer writes them.
  static let allCases: [ControllerMember] =
    [
      .property(.preferredStatusBarStyle), .property(.prefersStatusBarHidden),
      .property(.childForStatusBarStyle), .property(.childForStatusBarHidden),
      .property(.capturesStatusBarAppearance), .preferredStatusBarUpdateAnimation,
      .property(.modalPresentationStyle), .property(.definesPresentationContext),
      .property(.overrideUserInterfaceStyle),
    ]
    + PropertyKey.layoutKeys.filter { $0 != .childViewInsets }.map(ControllerMember.property)

  /// The position of each member in ``allCases``.
  private static let positions: [ControllerMember: Int] = Dictionary(
    uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

  /// The member a Swift property or method of this name overrides, including old spellings
  /// (`childViewControllerForStatusBarStyle`); nil for a property the scan does not read.
  ///
  /// A layout property reached through a view or a bar is named by its path
  /// (`navigationBar.isTranslucent`, `tableView.contentInsetAdjustmentBehavior`).
  init?(swiftName: String) {
    if swiftName == "preferredStatusBarUpdateAnimation" {
      self = .preferredStatusBarUpdateAnimation
      return
    }
    guard let key = PropertyCatalogue.descriptor(named: swiftName)?.key,
      Self.positions[.property(key)] != nil
    else { return nil }
    self = .property(key)
  }

  /// The rules language's property, nil for the update animation.
  var key: PropertyKey? {
    if case .property(let key) = self { key } else { nil }
  }

  /// The name a rules file uses (the modern Swift spelling).
  var rulesName: String { key?.rawValue ?? "preferredStatusBarUpdateAnimation" }

  /// The kind of value it holds.
  var valueKind: ValueKind {
    guard let key else { return .updateAnimation }
    return ValueKind(PropertyCatalogue.descriptor(named: key.rawValue)?.valueKind)
  }

  /// Whether it is a layout property, which takes one value: the rules language has no
  /// `dynamic` for it.
  var isLayoutProperty: Bool { key?.isLayout ?? false }

  /// The UIKit container class a property belongs to (`UINavigationController` for
  /// `navigationBar.isTranslucent`), nil when every view controller has it.
  var requiredContainerClass: String? {
    switch key.flatMap({ PropertyCatalogue.descriptor(named: $0.rawValue)?.requiredKind }) {
    case .navigation: UIKitClass.navigationController.rawValue
    case .tabBar: UIKitClass.tabBarController.rawValue
    default: nil
    }
  }

  /// Whether it is one of UIKit's computed status bar overrides, as opposed to a presentation
  /// property that may also be set.
  var isStatusBarOverride: Bool {
    switch self {
    case .preferredStatusBarUpdateAnimation: true
    case .property(let key):
      switch key {
      case .preferredStatusBarStyle, .prefersStatusBarHidden, .childForStatusBarStyle,
        .childForStatusBarHidden, .capturesStatusBarAppearance:
        true
      default: false
      }
    }
  }

  /// Whether the scan writes `dynamic` for a value it cannot read: the status bar overrides
  /// and the presentation properties whose values the app changes at run time
  /// (`definesPresentationContext`, which the language also accepts as `dynamic`, is written
  /// as a comment, as it always was).
  var acceptsDynamic: Bool {
    switch key {
    case .preferredStatusBarStyle, .prefersStatusBarHidden, .capturesStatusBarAppearance,
      .modalPresentationStyle, .overrideUserInterfaceStyle:
      true
    default: false
    }
  }

  /// Whether the rules language has the member at all (it has no update animation).
  var isInRulesLanguage: Bool { key != nil }

  /// Orders members as ``allCases`` lists them, for stable output.
  static func < (lhs: ControllerMember, rhs: ControllerMember) -> Bool {
    (positions[lhs] ?? 0) < (positions[rhs] ?? 0)
  }
}

extension ControllerMember {
  /// How Swift writes a member's values, which decides what counts as a literal: the kinds
  /// of the rules language's values the scan reads, and the update animation.
  enum ValueKind: Sendable, Hashable {
    /// A `UIStatusBarStyle`.
    case statusBarStyle
    /// A `Bool`.
    case boolean
    /// A view controller (the `childFor…` members).
    case controller
    /// A `UIStatusBarAnimation`.
    case updateAnimation
    /// A `UIModalPresentationStyle`.
    case presentationStyle
    /// A `UIUserInterfaceStyle`.
    case userInterfaceStyle
    /// A `UIRectEdge`, written `none`, `all`, `top` or `[top, bottom]`.
    case rectEdges
    /// A `UIEdgeInsets` of literal numbers, written `top 20, bottom 10` or `zero`.
    case edgeInsets
    /// A `UINavigationItem.LargeTitleDisplayMode`.
    case largeTitleDisplayMode
    /// A `UIScrollView.ContentInsetAdjustmentBehavior`.
    case contentInsetAdjustment
    /// The class of a controller's view (`UIScrollView()` in `loadView`).
    case viewClass

    /// The Swift kind of the engine's kind of value; a kind the scan never reads (a bar
    /// style, a tab index) has no Swift literals the scan knows, like a controller.
    init(_ kind: StyleRuleKit.ValueKind?) {
      switch kind {
      case .style: self = .statusBarStyle
      case .bool: self = .boolean
      case .presentation: self = .presentationStyle
      case .userInterface: self = .userInterfaceStyle
      case .edges: self = .rectEdges
      case .insets: self = .edgeInsets
      case .largeTitle: self = .largeTitleDisplayMode
      case .scrollAdjustment: self = .contentInsetAdjustment
      case .viewClass: self = .viewClass
      default: self = .controller
      }
    }

    /// The literal values of this kind the rules language accepts, as Swift names them
    /// (`.lightContent` is `lightContent`): the engine's values, and Swift's booleans (not
    /// the rules language's `YES` and `NO`); empty for controllers.
    var literals: Set<String> {
      switch self {
      case .statusBarStyle: Set(StatusBarStyle.allCases.map(\.rawValue))
      case .boolean: ["true", "false"]
      case .controller: []
      case .updateAnimation: Set(StatusBarAnimation.allCases.map(\.rawValue))
      case .presentationStyle: Set(PresentationStyle.allCases.map(\.rawValue))
      case .userInterfaceStyle: Set(UserInterfaceStyle.allCases.map(\.rawValue))
      case .largeTitleDisplayMode: Set(LargeTitleDisplayMode.allCases.map(\.rawValue))
      case .contentInsetAdjustment: Set(ScrollInsetAdjustment.allCases.map(\.rawValue))
      case .rectEdges, .edgeInsets, .viewClass: []
      }
    }

    /// Whether a value is read by ``LayoutValueReader`` into its rules form (edges, insets, a
    /// view class) rather than being one word of ``literals``.
    var isStructured: Bool {
      switch self {
      case .rectEdges, .edgeInsets, .viewClass: true
      default: false
      }
    }

    /// The Swift type whose name may qualify a literal (`UIStatusBarStyle.lightContent`).
    var swiftTypeName: String? {
      switch self {
      case .statusBarStyle: "UIStatusBarStyle"
      case .updateAnimation: "UIStatusBarAnimation"
      case .presentationStyle: "UIModalPresentationStyle"
      case .userInterfaceStyle: "UIUserInterfaceStyle"
      case .boolean, .controller, .rectEdges, .edgeInsets, .viewClass, .largeTitleDisplayMode,
        .contentInsetAdjustment:
        nil
      }
    }
  }
}
