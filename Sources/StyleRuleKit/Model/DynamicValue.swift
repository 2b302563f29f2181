/// Identifies a dynamic value in an ``AppModel``.
///
/// Stored in 32 bits: every property of every controller holds an optional identifier, and
/// a 64-bit one would make each of them 16 bytes larger (6 MB at 1,000,000 lines).
public struct DynamicValueID: Hashable, Comparable, Sendable {
  /// The position, in 32 bits.
  private let storage: UInt32
  /// The position in ``AppModel/dynamicValues``.
  public var index: Int { Int(storage) }
  /// Creates an identifier.
  public init(_ index: Int) { self.storage = UInt32(index) }
  /// Orders identifiers as the model builder made them: by their place in the file, except
  /// a tab selection's (`selectedIndex = dynamic`), made once the tabs are known, after the
  /// others.
  public static func < (lhs: DynamicValueID, rhs: DynamicValueID) -> Bool {
    lhs.storage < rhs.storage
  }
}

/// Who a dynamic value belongs to: the class, extension, controller or window it is set on.
public enum DynamicValueOwner: Hashable, Sendable {
  /// A class declared in the file (its override, for every instance).
  case declaredClass(String)
  /// An extension of a UIKit class (for every instance of that class).
  case extensionOf(UIKitClass)
  /// A controller instance.
  case controller(String)
  /// A window, by index, with its name if it has one.
  case window(Int, name: String?)
  /// A place where the app chooses a controller at run time: the `choice`, by name.
  case choice(String)
  /// `UIApplication.shared`: its deprecated app-level values.
  case application

  /// The name written before the member in a scenario event: `Player`, `Main`, `window #2`.
  public var name: String {
    switch self {
    case .declaredClass(let name), .controller(let name), .choice(let name): name
    case .extensionOf(let uikit): uikit.rawValue
    case .window(let index, let name): name ?? "window #\(index + 1)"
    case .application: "UIApplication.shared"
    }
  }
}

/// A value the app chooses at run time: `dynamic(default, lightContent) initially lightContent`.
///
/// The model stores the launch value wherever the property is read, marked with the
/// dynamic value's identifier; ``AppModel/choosing(_:)`` makes the model of another choice.
/// A resolution asks a dynamic value only when its walk reads it (see
/// ``StatusBarResolution/asked``), and ``StatusBarResolver/explore(overrides:scene:)``
/// resolves again for each value of those it asked.
public struct DynamicValue: Sendable {
  /// The value's identifier.
  public let id: DynamicValueID
  /// Who the value belongs to.
  public let owner: DynamicValueOwner
  /// The member or property, as written in the catalogue: `preferredStatusBarStyle`,
  /// `isHidden`.
  public let member: String
  /// The spelling of each value it can take, in the order written (for `dynamic` alone,
  /// every value of its kind, UIKit's default first).
  public let options: [String]
  /// Whether the file lists the values (`dynamic(a, b)`) rather than writing `dynamic`
  /// alone, which means any value.
  public let isListed: Bool
  /// The position in ``options`` of the value written after `initially`, if any.
  public let initial: Int?
  /// Whether the file says the launch value is not known (`initially unknown`): the
  /// resolution under the launch values then takes the first value, and the outputs say
  /// that any of the values may hold at launch.
  public let isLaunchUnknown: Bool
  /// The whole `name = dynamic(…)` line.
  public let range: SourceRange
  /// The parsed values, in the order of ``options``.
  let values: [PropertyValue]

  /// The position in ``options`` of the value that holds at launch: the `initially` value,
  /// else the first (also for `initially unknown`, where ``isLaunchUnknown`` says the first
  /// is taken for want of a known one).
  public var launchOption: Int { initial ?? 0 }

  /// Whether `option` may hold at launch: it is the launch value, or the launch value is
  /// not known.
  public func mayHoldAtLaunch(_ option: Int) -> Bool {
    isLaunchUnknown || option == launchOption
  }

  /// `Player.prefersStatusBarHidden`: how a scenario and the outputs name it.
  public var label: String {
    if case .choice(let name) = owner { return name }
    return "\(owner.name).\(member)"
  }

  /// Whether the value is a controller chosen at run time (a `choice`), whose options are
  /// its alternatives.
  public var isChoice: Bool {
    if case .choice = owner { return true }
    return false
  }

  /// `dynamic(false, true) initially true`, as the file would write it.
  public var declaration: String {
    if isChoice {
      var text = "choice of " + options.joined(separator: ", ")
      if let initial { text += ", initially " + options[initial] }
      if isLaunchUnknown { text += ", initially unknown" }
      return text
    }
    var text = isListed ? "dynamic(" + options.joined(separator: ", ") + ")" : "dynamic"
    if let initial { text += " initially " + options[initial] }
    if isLaunchUnknown { text += " initially unknown" }
    return text
  }

  /// "class Player", "extension UINavigationController", "'Nav'", "window 'Main'".
  public var ownerPhrase: String {
    switch owner {
    case .declaredClass(let name): "class \(name)"
    case .extensionOf(let uikit): "extension \(uikit.rawValue)"
    case .controller(let name): "'\(name)'"
    case .window(let index, let name): name.map { "window '\($0)'" } ?? "window #\(index + 1)"
    case .choice(let name): "choice '\(name)'"
    case .application: "UIApplication.shared"
    }
  }
}

/// The value chosen for each of some dynamic values, by position in their options.
public typealias DynamicChoices = [DynamicValueID: Int]

extension ValueKind {
  /// The kinds of value that `dynamic` may stand for.
  var allowsDynamic: Bool {
    switch self {
    case .style, .bool, .presentation, .userInterface, .visibility, .barStyle: true
    case .child, .transition, .controllerName, .integer, .edges, .insets, .largeTitle,
      .scrollAdjustment, .viewClass:
      false
    }
  }

  /// Every value of the kind, UIKit's default first, for `dynamic` alone.
  var everyValue: [(spelling: String, value: PropertyValue)] {
    switch self {
    case .style:
      // The deprecated styles are left out: a file lists them to include them.
      [StatusBarStyle.default, .lightContent, .darkContent].map { ($0.rawValue, .style($0)) }
    case .bool:
      [("false", .bool(false)), ("true", .bool(true))]
    case .presentation:
      ([PresentationStyle.automatic] + PresentationStyle.allCases.filter { $0 != .automatic }).map {
        ($0.rawValue, .presentation($0))
      }
    case .userInterface:
      UserInterfaceStyle.allCases.map { ($0.rawValue, .userInterface($0)) }
    case .visibility:
      ToolbarVisibility.allCases.map { ($0.rawValue, .visibility($0)) }
    case .barStyle:
      BarStyle.allCases.map { ($0.rawValue, .barStyle($0)) }
    case .child, .transition, .controllerName, .integer, .edges, .insets, .largeTitle,
      .scrollAdjustment, .viewClass:
      []
    }
  }
}
