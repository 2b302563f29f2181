/// Where a setting or override comes from.
public enum SettingOrigin: Hashable, Sendable {
  /// Set on the controller instance itself.
  case instance
  /// Overridden (or set in `init`) by a class declared in the file.
  case classDeclaration(String)
  /// Overridden by an `extension` of a UIKit class, for every instance of that class.
  case extensionOf(UIKitClass)

  /// A phrase such as "class SampleViewController" or "extension UINavigationController".
  public var phrase: String {
    switch self {
    case .instance: "the instance"
    case .classDeclaration(let name): "class \(name)"
    case .extensionOf(let uikit): "extension \(uikit.rawValue)"
    }
  }
}

/// A value written in the rules file, with its place and its origin.
///
/// Equality and hashing are conditional conformances, so that making the type for a value
/// needs no conformance lookup at run time (a cost every command would pay at start-up).
public struct Setting<Value: Sendable>: Sendable {
  /// The value.
  public let value: Value
  /// Where the `name = value` line is.
  public let range: SourceRange
  /// Whether it was set on an instance, a class or an extension.
  public let origin: SettingOrigin

  /// Creates a setting.
  public init(_ value: Value, at range: SourceRange, origin: SettingOrigin) {
    self.value = value
    self.range = range
    self.origin = origin
  }
}

extension Setting: Equatable where Value: Equatable {}
extension Setting: Hashable where Value: Hashable {}

/// The status-bar related properties and overrides of one instance, class or extension.
///
/// The same shape serves all three; which properties may appear where is
/// decided by the library's property catalogue. Only the properties that are set are
/// stored, in the catalogue's order, so an empty set costs nothing and a set is copied by
/// reference: a file of 100,000 controllers holds 100,000 of them. Laying one set over
/// another (a controller's settings over its class's members) keeps both lists as they
/// are rather than merging them, so asking for a controller's settings allocates nothing.
public struct PropertySet: Hashable, Sendable {
  /// One property that is set.
  struct Entry: Hashable, Sendable {
    let key: PropertyKey
    let value: PropertyValue
    let range: SourceRange
    let origin: SettingOrigin

    init(_ key: PropertyKey, _ value: PropertyValue, _ range: SourceRange, _ origin: SettingOrigin)
    {
      self.key = key
      self.value = value
      self.range = range
      self.origin = origin
    }
  }

  /// The properties that are set, ordered by ``PropertyKey/rank``.
  private var entries: [Entry] = []
  /// Properties that apply where ``entries`` has none of the same key, in the same order.
  private var fallback: [Entry] = []

  /// `preferredStatusBarStyle` (an override).
  public var preferredStatusBarStyle: Setting<StatusBarStyle>? {
    get {
      guard let entry = entry(.preferredStatusBarStyle), case .style(let value) = entry.value else {
        return nil
      }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .preferredStatusBarStyle,
        newValue.map { Entry(.preferredStatusBarStyle, .style($0.value), $0.range, $0.origin) })
    }
  }

  /// `childForStatusBarStyle` (an override).
  public var childForStatusBarStyle: Setting<ChildSelector>? {
    get {
      guard let entry = entry(.childForStatusBarStyle), case .child(let value) = entry.value else {
        return nil
      }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .childForStatusBarStyle,
        newValue.map { Entry(.childForStatusBarStyle, .child($0.value), $0.range, $0.origin) })
    }
  }

  /// `prefersStatusBarHidden` (an override).
  public var prefersStatusBarHidden: Setting<Bool>? {
    get {
      guard let entry = entry(.prefersStatusBarHidden), case .bool(let value) = entry.value else {
        return nil
      }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .prefersStatusBarHidden,
        newValue.map { Entry(.prefersStatusBarHidden, .bool($0.value), $0.range, $0.origin) })
    }
  }

  /// `childForStatusBarHidden` (an override).
  public var childForStatusBarHidden: Setting<ChildSelector>? {
    get {
      guard let entry = entry(.childForStatusBarHidden), case .child(let value) = entry.value else {
        return nil
      }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .childForStatusBarHidden,
        newValue.map { Entry(.childForStatusBarHidden, .child($0.value), $0.range, $0.origin) })
    }
  }

  /// `modalPresentationCapturesStatusBarAppearance`.
  public var capturesStatusBarAppearance: Setting<Bool>? {
    get {
      guard let entry = entry(.capturesStatusBarAppearance), case .bool(let value) = entry.value
      else { return nil }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .capturesStatusBarAppearance,
        newValue.map { Entry(.capturesStatusBarAppearance, .bool($0.value), $0.range, $0.origin) })
    }
  }

  /// `modalPresentationStyle`.
  public var modalPresentationStyle: Setting<PresentationStyle>? {
    get {
      guard let entry = entry(.modalPresentationStyle), case .presentation(let value) = entry.value
      else { return nil }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .modalPresentationStyle,
        newValue.map {
          Entry(.modalPresentationStyle, .presentation($0.value), $0.range, $0.origin)
        })
    }
  }

  /// `modalTransitionStyle` (no effect on the status bar).
  public var modalTransitionStyle: Setting<TransitionStyle>? {
    get {
      guard let entry = entry(.modalTransitionStyle), case .transition(let value) = entry.value
      else { return nil }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .modalTransitionStyle,
        newValue.map { Entry(.modalTransitionStyle, .transition($0.value), $0.range, $0.origin) })
    }
  }

  /// `definesPresentationContext`.
  public var definesPresentationContext: Setting<Bool>? {
    get {
      guard let entry = entry(.definesPresentationContext), case .bool(let value) = entry.value
      else { return nil }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .definesPresentationContext,
        newValue.map { Entry(.definesPresentationContext, .bool($0.value), $0.range, $0.origin) })
    }
  }

  /// `overrideUserInterfaceStyle`.
  public var overrideUserInterfaceStyle: Setting<UserInterfaceStyle>? {
    get {
      guard let entry = entry(.overrideUserInterfaceStyle),
        case .userInterface(let value) = entry.value
      else { return nil }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .overrideUserInterfaceStyle,
        newValue.map {
          Entry(.overrideUserInterfaceStyle, .userInterface($0.value), $0.range, $0.origin)
        })
    }
  }

  /// `isNavigationBarHidden` (navigation controllers).
  public var isNavigationBarHidden: Setting<Bool>? {
    get {
      guard let entry = entry(.isNavigationBarHidden), case .bool(let value) = entry.value else {
        return nil
      }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .isNavigationBarHidden,
        newValue.map { Entry(.isNavigationBarHidden, .bool($0.value), $0.range, $0.origin) })
    }
  }

  /// `navigationBar.barStyle` (navigation controllers).
  public var navigationBarStyle: Setting<BarStyle>? {
    get {
      guard let entry = entry(.navigationBarStyle), case .barStyle(let value) = entry.value else {
        return nil
      }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .navigationBarStyle,
        newValue.map { Entry(.navigationBarStyle, .barStyle($0.value), $0.range, $0.origin) })
    }
  }

  /// `presentationController.shouldRemovePresentersView` (custom presentations).
  public var shouldRemovePresentersView: Setting<Bool>? {
    get {
      guard let entry = entry(.shouldRemovePresentersView), case .bool(let value) = entry.value
      else { return nil }
      return Setting(value, at: entry.range, origin: entry.origin)
    }
    set {
      store(
        .shouldRemovePresentersView,
        newValue.map { Entry(.shouldRemovePresentersView, .bool($0.value), $0.range, $0.origin) })
    }
  }

  /// An empty set.
  public init() {}

  /// Makes room for `count` properties, so that setting them one by one copies nothing.
  mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(count)
  }

  /// Whether no property is set.
  var isEmpty: Bool { entries.isEmpty && fallback.isEmpty }

  /// The entry for `key`; indices rather than a `for … in` loop, which would copy every
  /// entry it passes to look at its key.
  private func entry(_ key: PropertyKey) -> Entry? {
    for index in entries.indices where entries[index].key == key { return entries[index] }
    for index in fallback.indices where fallback[index].key == key { return fallback[index] }
    return nil
  }

  /// Sets or removes one property, keeping the order.
  private mutating func store(_ key: PropertyKey, _ entry: Entry?) {
    if !fallback.isEmpty {
      entries = flattened
      fallback = []
    }
    let rank = key.rank
    // Properties are usually set in catalogue order: then the new one goes last.
    if let entry, entries.isEmpty || entries[entries.count - 1].key.rank < rank {
      entries.append(entry)
      return
    }
    let position = entries.firstIndex { $0.key.rank >= rank } ?? entries.count
    let present = position < entries.count && entries[position].key == key
    switch (entry, present) {
    case (let entry?, true): entries[position] = entry
    case (let entry?, false): entries.insert(entry, at: position)
    case (nil, true): entries.remove(at: position)
    case (nil, false): break
    }
  }

  /// Each property of `self`, or of `fallback` where `self` has none.
  ///
  /// Two sets of one layer each are laid over one another without copying an entry.
  func overlaying(_ fallback: PropertySet) -> PropertySet {
    if isEmpty { return fallback }
    if fallback.isEmpty { return self }
    var result = PropertySet()
    if self.fallback.isEmpty && fallback.fallback.isEmpty {
      result.entries = entries
      result.fallback = fallback.entries
    } else {
      result.entries = Self.merge(flattened, over: fallback.flattened)
    }
    return result
  }

  /// The same properties in one layer, so that a set laid over this one stays cheap.
  func compacted() -> PropertySet {
    guard !fallback.isEmpty else { return self }
    var result = PropertySet()
    result.entries = flattened
    return result
  }

  /// The entries of both layers as one list in key order.
  private var flattened: [Entry] {
    fallback.isEmpty ? entries : Self.merge(entries, over: fallback)
  }

  /// Merges two lists in key order, preferring `preferred` where both have a key.
  private static func merge(_ preferred: [Entry], over other: [Entry]) -> [Entry] {
    if preferred.isEmpty { return other }
    if other.isEmpty { return preferred }
    var merged: [Entry] = []
    merged.reserveCapacity(preferred.count + other.count)
    var mine = 0
    var theirs = 0
    while mine < preferred.count || theirs < other.count {
      guard theirs < other.count else {
        merged.append(preferred[mine])
        mine += 1
        continue
      }
      guard mine < preferred.count else {
        merged.append(other[theirs])
        theirs += 1
        continue
      }
      let left = preferred[mine].key.rank
      let right = other[theirs].key.rank
      if left <= right {
        merged.append(preferred[mine])
        mine += 1
        if left == right { theirs += 1 }
      } else {
        merged.append(other[theirs])
        theirs += 1
      }
    }
    return merged
  }

  /// Two sets are equal when they give the same value for every key, however layered.
  public static func == (lhs: PropertySet, rhs: PropertySet) -> Bool {
    lhs.flattened == rhs.flattened
  }

  /// Hashes the entries that apply, however layered.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(flattened)
  }

  /// The range of the setting for `key`, if present.
  func range(of key: PropertyKey) -> SourceRange? {
    entry(key)?.range
  }

  /// Stores a parsed value that fits the key (the catalogue guarantees it).
  mutating func set(
    _ key: PropertyKey, to value: PropertyValue, at range: SourceRange, origin: SettingOrigin
  ) {
    switch key {
    case .selectedViewController, .selectedIndex:
      assertionFailure("\(key) is not kept in a property set")
    default:
      store(key, Entry(key, value, range, origin))
    }
  }
}

extension PropertyKey {
  /// The key's position in the catalogue, which orders a property set.
  var rank: Int {
    switch self {
    case .preferredStatusBarStyle: 0
    case .childForStatusBarStyle: 1
    case .prefersStatusBarHidden: 2
    case .childForStatusBarHidden: 3
    case .capturesStatusBarAppearance: 4
    case .modalPresentationStyle: 5
    case .modalTransitionStyle: 6
    case .definesPresentationContext: 7
    case .overrideUserInterfaceStyle: 8
    case .isNavigationBarHidden: 9
    case .navigationBarStyle: 10
    case .shouldRemovePresentersView: 11
    case .selectedViewController: 12
    case .selectedIndex: 13
    }
  }
}
