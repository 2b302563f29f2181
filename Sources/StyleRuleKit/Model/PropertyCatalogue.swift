/// The properties and overrides a rules file can set on controllers, classes and extensions.
public enum PropertyKey: String, CaseIterable, Sendable {
  /// `preferredStatusBarStyle`
  case preferredStatusBarStyle
  /// `childForStatusBarStyle`
  case childForStatusBarStyle
  /// `prefersStatusBarHidden`
  case prefersStatusBarHidden
  /// `childForStatusBarHidden`
  case childForStatusBarHidden
  /// `modalPresentationCapturesStatusBarAppearance`
  case capturesStatusBarAppearance = "modalPresentationCapturesStatusBarAppearance"
  /// `modalPresentationStyle`
  case modalPresentationStyle
  /// `modalTransitionStyle`
  case modalTransitionStyle
  /// `definesPresentationContext`
  case definesPresentationContext
  /// `overrideUserInterfaceStyle`
  case overrideUserInterfaceStyle
  /// `isNavigationBarHidden`
  case isNavigationBarHidden
  /// `navigationBar.barStyle`
  case navigationBarStyle = "navigationBar.barStyle"
  /// `presentationController.shouldRemovePresentersView`
  case shouldRemovePresentersView = "presentationController.shouldRemovePresentersView"
  /// `rootView.statusBarHidden`: SwiftUI's `.statusBarHidden(_:)` on a hosting controller's
  /// root view (R21)
  case swiftUIStatusBarHidden = "rootView.statusBarHidden"
  /// `rootView.preferredColorScheme`: SwiftUI's `.preferredColorScheme(_:)` on a hosting
  /// controller's root view (R21)
  case swiftUIColorScheme = "rootView.preferredColorScheme"
  /// `rootView.statusBarColorScheme`: SwiftUI's `.toolbarColorScheme(_:for: .statusBar)` on
  /// a hosting controller's root view (iOS 27, R40)
  case swiftUIStatusBarColorScheme = "rootView.statusBarColorScheme"
  /// `rootView.statusBarVisibility`: SwiftUI's `.toolbarVisibility(_:for: .statusBar)` on a
  /// hosting controller's root view (iOS 27, R40)
  case swiftUIStatusBarVisibility = "rootView.statusBarVisibility"
  /// `selectedViewController` (tab bar controller instances)
  case selectedViewController
  /// `selectedIndex` (tab bar controller instances)
  case selectedIndex
  /// `edgesForExtendedLayout` (L4.1)
  case edgesForExtendedLayout
  /// `extendedLayoutIncludesOpaqueBars` (L4.2)
  case extendedLayoutIncludesOpaqueBars
  /// `automaticallyAdjustsScrollViewInsets` (L6)
  case automaticallyAdjustsScrollViewInsets
  /// `wantsFullScreenLayout`, which has an effect on iOS 6 only (L2)
  case wantsFullScreenLayout
  /// `additionalSafeAreaInsets` (L7, iOS 11+)
  case additionalSafeAreaInsets
  /// `navigationItem.largeTitleDisplayMode` (L3.1, iOS 11+)
  case largeTitleDisplayMode = "navigationItem.largeTitleDisplayMode"
  /// `view`: the class of the controller's view, when it is a scroll view
  case view
  /// `scrollView.contentInsetAdjustmentBehavior` (also `tableView.` and `collectionView.`;
  /// L8, iOS 11+)
  case contentInsetAdjustmentBehavior = "scrollView.contentInsetAdjustmentBehavior"
  /// `navigationBar.isTranslucent` (navigation controllers; L4.4)
  case navigationBarIsTranslucent = "navigationBar.isTranslucent"
  /// `navigationBar.prefersLargeTitles` (navigation controllers; L3.1, iOS 11+)
  case prefersLargeTitles = "navigationBar.prefersLargeTitles"
  /// `isToolbarHidden` (navigation controllers; L9.4)
  case isToolbarHidden
  /// `hidesBarsWhenVerticallyCompact` (navigation controllers; L3.6)
  case hidesBarsWhenVerticallyCompact
  /// `tabBar.isTranslucent` (tab bar controllers; L4.4)
  case tabBarIsTranslucent = "tabBar.isTranslucent"
  /// `childViewInsets`: where a custom container places its children's views, inset from
  /// its own view (the app's code, not a UIKit property; L5.5)
  case childViewInsets
  /// `navigationBar.overrideUserInterfaceStyle` (navigation controllers): the bar's own
  /// user interface style, which a deciding navigation controller follows in the new design
  /// (R38).
  case navigationBarUserInterfaceStyle = "navigationBar.overrideUserInterfaceStyle"
  /// `navigationBar.standardAppearance.overrideUserInterfaceStyle` (navigation controllers,
  /// iOS 27): `UIBarAppearance`'s override of the bar's user interface style (R38).
  case navigationBarAppearanceUserInterfaceStyle =
    "navigationBar.standardAppearance.overrideUserInterfaceStyle"
}

/// A parsed property value.
enum PropertyValue: Hashable, Sendable {
  case style(StatusBarStyle)
  case child(ChildSelector)
  case bool(Bool)
  case presentation(PresentationStyle)
  case transition(TransitionStyle)
  case userInterface(UserInterfaceStyle)
  case visibility(ToolbarVisibility)
  case barStyle(BarStyle)
  case controllerName(String)
  case integer(Int)
  case edges(RectEdges)
  /// Insets; indirect, so that four numbers do not make every value larger.
  indirect case insets(LayoutInsets)
  case largeTitle(LargeTitleDisplayMode)
  case scrollAdjustment(ScrollInsetAdjustment)
  case viewClass(ViewClass)
  /// Another controller's value of the same member; indirect, so that it does not make
  /// every value larger.
  indirect case forwarded(ValueForwarding)

  /// The payload of each kind of value, or `nil` for a value of another kind.
  var style: StatusBarStyle? { if case .style(let value) = self { value } else { nil } }
  var child: ChildSelector? { if case .child(let value) = self { value } else { nil } }
  var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
  var presentation: PresentationStyle? {
    if case .presentation(let value) = self { value } else { nil }
  }
  var transition: TransitionStyle? {
    if case .transition(let value) = self { value } else { nil }
  }
  var userInterface: UserInterfaceStyle? {
    if case .userInterface(let value) = self { value } else { nil }
  }
  var visibility: ToolbarVisibility? {
    if case .visibility(let value) = self { value } else { nil }
  }
  var barStyle: BarStyle? { if case .barStyle(let value) = self { value } else { nil } }
  var edges: RectEdges? { if case .edges(let value) = self { value } else { nil } }
  var insets: LayoutInsets? { if case .insets(let value) = self { value } else { nil } }
  var largeTitle: LargeTitleDisplayMode? {
    if case .largeTitle(let value) = self { value } else { nil }
  }
  var scrollAdjustment: ScrollInsetAdjustment? {
    if case .scrollAdjustment(let value) = self { value } else { nil }
  }
  var viewClass: ViewClass? { if case .viewClass(let value) = self { value } else { nil } }
  var forwarding: ValueForwarding? {
    if case .forwarded(let value) = self { value } else { nil }
  }
}

/// A value override that returns another controller's value of the same member, as apps
/// write `preferredStatusBarStyle = topViewController?.preferredStatusBarStyle ?? .default`.
///
/// Unlike `childForStatusBarStyle`, UIKit asks the controller that overrides it, which asks
/// the other one in its own code.
public struct ValueForwarding: Hashable, Sendable {
  /// Whose value is returned: a selector as for `childForStatusBarStyle`, or a named
  /// controller (any controller of the file).
  public let selector: ChildSelector
  /// The value after `??`, returned when the selector gives nil; `nil` when none is written.
  let fallback: PropertyValue?

  /// The style after `??`, if written.
  public var fallbackStyle: StatusBarStyle? { fallback?.style }
  /// The boolean after `??`, if written.
  public var fallbackHidden: Bool? { fallback?.bool }

  /// How the file writes it, such as `topViewController.preferredStatusBarStyle ?? lightContent`;
  /// `name` spells a named controller.
  func spelling(member: String, name: (String) -> String = { $0 }) -> String {
    let target: String
    if case .named(let controller) = selector {
      target = name(controller)
    } else {
      target = selector.spelling
    }
    var text = "\(target).\(member)"
    if let style = fallback?.style {
      text += " ?? \(style.rawValue)"
    } else if let flag = fallback?.bool {
      text += " ?? \(flag)"
    }
    return text
  }
}

/// The kind of value a property takes, with the parsing and the list of valid spellings.
///
/// `package`: the scanner reads values of these kinds from Swift.
package enum ValueKind: Sendable {
  case style
  case child
  case bool
  case presentation
  case transition
  case userInterface
  case visibility
  case barStyle
  case controllerName
  case integer
  case edges
  case insets
  case largeTitle
  case scrollAdjustment
  case viewClass

  /// What to call the value in messages, such as "status bar style".
  var noun: String {
    switch self {
    case .style: "status bar style"
    case .child: "child selector"
    case .bool: "boolean"
    case .presentation: "modal presentation style"
    case .transition: "modal transition style"
    case .userInterface: "user interface style"
    case .visibility: "SwiftUI visibility"
    case .barStyle: "bar style"
    case .controllerName: "controller name"
    case .integer: "integer"
    case .edges: "set of edges"
    case .insets: "set of insets"
    case .largeTitle: "large title display mode"
    case .scrollAdjustment: "content inset adjustment behavior"
    case .viewClass: "view class"
    }
  }

  /// The valid spellings, for messages and suggestions (empty for free-form values).
  var spellings: [String] {
    switch self {
    case .style: StatusBarStyle.allCases.map(\.rawValue)
    case .child: ChildSelector.builtInSpellings
    case .bool: ["true", "false", "YES", "NO"]
    case .presentation: PresentationStyle.allCases.map(\.rawValue)
    case .transition: TransitionStyle.allCases.map(\.rawValue)
    case .userInterface: UserInterfaceStyle.allCases.map(\.rawValue)
    case .visibility: ToolbarVisibility.allCases.map(\.rawValue)
    case .barStyle: BarStyle.allCases.map(\.rawValue)
    case .controllerName, .integer: []
    case .edges: RectEdges.spellings
    case .insets: ["zero"]
    case .largeTitle: LargeTitleDisplayMode.allCases.map(\.rawValue)
    case .scrollAdjustment: ScrollInsetAdjustment.allCases.map(\.rawValue)
    case .viewClass: ViewClass.allCases.map(\.rawValue)
    }
  }

  /// Parses a value written in the file, or returns `nil` if it is not valid.
  func parse(_ value: ValueSyntax) -> PropertyValue? {
    let text = value.text
    switch self {
    case .style:
      return StatusBarStyle(rawValue: text).map(PropertyValue.style)
    case .child:
      guard value.kind == .name else { return nil }
      switch text {
      case "nil": return .child(.none)
      case "topViewController": return .child(.topViewController)
      case "visibleViewController": return .child(.visibleViewController)
      case "selectedViewController": return .child(.selectedViewController)
      case "children.first": return .child(.firstChild)
      case "children.last": return .child(.lastChild)
      default: return text.contains(".") ? nil : .child(.named(text))
      }
    case .bool:
      return ValueKind.parseBool(text).map(PropertyValue.bool)
    case .presentation:
      return PresentationStyle(rawValue: text).map(PropertyValue.presentation)
    case .transition:
      return TransitionStyle(rawValue: text).map(PropertyValue.transition)
    case .userInterface:
      return UserInterfaceStyle(rawValue: text).map(PropertyValue.userInterface)
    case .visibility:
      return ToolbarVisibility(rawValue: text).map(PropertyValue.visibility)
    case .barStyle:
      return BarStyle(rawValue: text).map(PropertyValue.barStyle)
    case .controllerName:
      return value.kind == .name && !text.contains(".") ? .controllerName(text) : nil
    case .integer:
      guard value.kind == .number, !text.contains("."), let number = Int(text), number >= 0 else {
        return nil
      }
      return .integer(number)
    case .edges:
      return RectEdges(parsing: value).map(PropertyValue.edges)
    case .insets:
      return LayoutInsets(parsing: value).map(PropertyValue.insets)
    case .largeTitle:
      return LargeTitleDisplayMode(rawValue: text).map(PropertyValue.largeTitle)
    case .scrollAdjustment:
      return ScrollInsetAdjustment(rawValue: text).map(PropertyValue.scrollAdjustment)
    case .viewClass:
      return ViewClass(rawValue: text).map(PropertyValue.viewClass)
    }
  }

  /// `true`, `false`, `YES` or `NO`.
  static func parseBool(_ text: String) -> Bool? {
    switch text {
    case "true", "YES": true
    case "false", "NO": false
    default: nil
    }
  }
}

/// Describes one property: its spelling, where it may be written and what it takes.
///
/// `package`: the scanner names, spells and checks the properties it reads with it.
package struct PropertyDescriptor: Sendable {
  /// Where a property may be written.
  struct Placement: OptionSet, Sendable {
    let rawValue: Int
    /// In a class or extension body (an override, or a value set in `init`).
    static let member = Placement(rawValue: 1)
    /// On a controller instance.
    static let instance = Placement(rawValue: 2)
  }

  /// The property.
  package let key: PropertyKey
  /// Its other spellings, such as `childViewControllerForStatusBarStyle`.
  package let aliases: [String]
  let placement: Placement
  /// The UIKit kind a class or instance must have to use the property, if any.
  package let requiredKind: ControllerKind?
  /// The kind of value it takes.
  package let valueKind: ValueKind

  var spelling: String { key.rawValue }

  /// Whether the property may be `dynamic`: a status bar property of a kind that can be,
  /// never a layout property, which no status bar walk reads.
  var allowsDynamic: Bool { valueKind.allowsDynamic && !key.isLayout }
}

/// The table of every property the language knows.
///
/// `package`: the scanner looks the Swift names it reads up in it.
package enum PropertyCatalogue {
  package static let descriptors: [PropertyDescriptor] = [
    .init(
      key: .preferredStatusBarStyle, aliases: [], placement: .member, requiredKind: nil,
      valueKind: .style),
    .init(
      key: .childForStatusBarStyle, aliases: ["childViewControllerForStatusBarStyle"],
      placement: .member, requiredKind: nil, valueKind: .child),
    .init(
      key: .prefersStatusBarHidden, aliases: [], placement: .member, requiredKind: nil,
      valueKind: .bool),
    .init(
      key: .childForStatusBarHidden, aliases: ["childViewControllerForStatusBarHidden"],
      placement: .member, requiredKind: nil, valueKind: .child),
    .init(
      key: .capturesStatusBarAppearance, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .bool),
    .init(
      key: .modalPresentationStyle, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .presentation),
    .init(
      key: .modalTransitionStyle, aliases: [], placement: [.member, .instance], requiredKind: nil,
      valueKind: .transition),
    .init(
      key: .definesPresentationContext, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .bool),
    .init(
      key: .overrideUserInterfaceStyle, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .userInterface),
    .init(
      key: .isNavigationBarHidden, aliases: ["navigationBarHidden"],
      placement: [.member, .instance], requiredKind: .navigation, valueKind: .bool),
    .init(
      key: .navigationBarStyle, aliases: [], placement: [.member, .instance],
      requiredKind: .navigation, valueKind: .barStyle),
    .init(
      key: .shouldRemovePresentersView, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .bool),
    .init(
      key: .swiftUIStatusBarHidden, aliases: ["rootView.statusBar.hidden"],
      placement: [.member, .instance], requiredKind: .hosting, valueKind: .bool),
    .init(
      key: .swiftUIColorScheme, aliases: [], placement: [.member, .instance],
      requiredKind: .hosting, valueKind: .userInterface),
    .init(
      key: .swiftUIStatusBarColorScheme, aliases: [], placement: [.member, .instance],
      requiredKind: .hosting, valueKind: .userInterface),
    .init(
      key: .swiftUIStatusBarVisibility, aliases: [], placement: [.member, .instance],
      requiredKind: .hosting, valueKind: .visibility),
    .init(
      key: .selectedViewController, aliases: [], placement: .instance, requiredKind: .tabBar,
      valueKind: .controllerName),
    .init(
      key: .selectedIndex, aliases: [], placement: .instance, requiredKind: .tabBar,
      valueKind: .integer),
    .init(
      key: .edgesForExtendedLayout, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .edges),
    .init(
      key: .extendedLayoutIncludesOpaqueBars, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .bool),
    .init(
      key: .automaticallyAdjustsScrollViewInsets, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .bool),
    .init(
      key: .wantsFullScreenLayout, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .bool),
    .init(
      key: .additionalSafeAreaInsets, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .insets),
    .init(
      key: .largeTitleDisplayMode, aliases: [], placement: [.member, .instance],
      requiredKind: nil, valueKind: .largeTitle),
    .init(
      key: .view, aliases: [], placement: [.member, .instance], requiredKind: nil,
      valueKind: .viewClass),
    .init(
      key: .contentInsetAdjustmentBehavior,
      aliases: [
        "tableView.contentInsetAdjustmentBehavior",
        "collectionView.contentInsetAdjustmentBehavior",
      ],
      placement: [.member, .instance], requiredKind: nil, valueKind: .scrollAdjustment),
    .init(
      key: .navigationBarIsTranslucent, aliases: ["navigationBar.translucent"],
      placement: [.member, .instance], requiredKind: .navigation, valueKind: .bool),
    .init(
      key: .prefersLargeTitles, aliases: [], placement: [.member, .instance],
      requiredKind: .navigation, valueKind: .bool),
    .init(
      key: .isToolbarHidden, aliases: ["toolbarHidden"], placement: [.member, .instance],
      requiredKind: .navigation, valueKind: .bool),
    .init(
      key: .hidesBarsWhenVerticallyCompact, aliases: [], placement: [.member, .instance],
      requiredKind: .navigation, valueKind: .bool),
    .init(
      key: .tabBarIsTranslucent, aliases: ["tabBar.translucent"],
      placement: [.member, .instance], requiredKind: .tabBar, valueKind: .bool),
    .init(
      key: .childViewInsets, aliases: [], placement: [.member, .instance], requiredKind: .plain,
      valueKind: .insets),
    .init(
      key: .navigationBarUserInterfaceStyle, aliases: [], placement: [.member, .instance],
      requiredKind: .navigation, valueKind: .userInterface),
    .init(
      key: .navigationBarAppearanceUserInterfaceStyle, aliases: [],
      placement: [.member, .instance], requiredKind: .navigation, valueKind: .userInterface),
  ]

  /// Every spelling and alias with its length in UTF-8 and its position in ``descriptors``.
  ///
  /// Looking a name up compares lengths first: cheaper than hashing it, for the few
  /// dozen spellings there are, and a large file looks up every property it sets.
  private static let spellingTable: [(length: Int, spelling: String, position: Int)] =
    descriptors.indices.flatMap { position in
      ([descriptors[position].spelling] + descriptors[position].aliases).map {
        ($0.utf8.count, $0, position)
      }
    }

  /// The descriptor for a spelling or alias.
  package static func descriptor(named name: String) -> PropertyDescriptor? {
    let length = name.utf8.count
    let table = spellingTable
    for index in table.indices
    where table[index].length == length && table[index].spelling == name {
      return descriptors[table[index].position]
    }
    return nil
  }

  /// Every spelling, for suggestions.
  static var spellings: [String] { descriptors.map(\.spelling) }

  /// Every spelling and alias, for suggestions: `tableView.contentInsetAdjustmentBehaviour`
  /// is closest to its own alias.
  static var spellingsAndAliases: [String] { spellingTable.map(\.spelling) }
}
