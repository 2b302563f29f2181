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
  /// The dynamic value it is, if the file writes `dynamic(…)`: then ``value`` is the value
  /// chosen (the launch value unless the model was made with ``AppModel/choosing(_:)``).
  public let dynamic: DynamicValueID?

  /// Creates a setting.
  public init(
    _ value: Value, at range: SourceRange, origin: SettingOrigin, dynamic: DynamicValueID? = nil
  ) {
    self.value = value
    self.range = range
    self.origin = origin
    self.dynamic = dynamic
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
    let dynamic: DynamicValueID?

    init(
      _ key: PropertyKey, _ value: PropertyValue, _ range: SourceRange, _ origin: SettingOrigin,
      _ dynamic: DynamicValueID? = nil
    ) {
      self.key = key
      self.value = value
      self.range = range
      self.origin = origin
      self.dynamic = dynamic
    }
  }

  /// The properties that are set, ordered by ``PropertyKey/rank``.
  private var entries: [Entry] = []
  /// Properties that apply where ``entries`` has none of the same key, in the same order.
  private var fallback: [Entry] = []

  /// `preferredStatusBarStyle` (an override).
  public var preferredStatusBarStyle: Setting<StatusBarStyle>? {
    get { setting(.preferredStatusBarStyle) { $0.style } }
    set { store(.preferredStatusBarStyle, newValue, as: PropertyValue.style) }
  }

  /// `preferredStatusBarStyle` overridden to return another controller's
  /// (`topViewController.preferredStatusBarStyle`); then ``preferredStatusBarStyle`` is `nil`.
  public var preferredStatusBarStyleForwarding: Setting<ValueForwarding>? {
    setting(.preferredStatusBarStyle) { $0.forwarding }
  }

  /// `prefersStatusBarHidden` overridden to return another controller's
  /// (`topViewController.prefersStatusBarHidden`); then ``prefersStatusBarHidden`` is `nil`.
  public var prefersStatusBarHiddenForwarding: Setting<ValueForwarding>? {
    setting(.prefersStatusBarHidden) { $0.forwarding }
  }

  /// `childForStatusBarStyle` (an override).
  public var childForStatusBarStyle: Setting<ChildSelector>? {
    get { setting(.childForStatusBarStyle) { $0.child } }
    set { store(.childForStatusBarStyle, newValue, as: PropertyValue.child) }
  }

  /// `prefersStatusBarHidden` (an override).
  public var prefersStatusBarHidden: Setting<Bool>? {
    get { setting(.prefersStatusBarHidden) { $0.bool } }
    set { store(.prefersStatusBarHidden, newValue, as: PropertyValue.bool) }
  }

  /// `childForStatusBarHidden` (an override).
  public var childForStatusBarHidden: Setting<ChildSelector>? {
    get { setting(.childForStatusBarHidden) { $0.child } }
    set { store(.childForStatusBarHidden, newValue, as: PropertyValue.child) }
  }

  /// `modalPresentationCapturesStatusBarAppearance`.
  public var capturesStatusBarAppearance: Setting<Bool>? {
    get { setting(.capturesStatusBarAppearance) { $0.bool } }
    set { store(.capturesStatusBarAppearance, newValue, as: PropertyValue.bool) }
  }

  /// `modalPresentationStyle`.
  public var modalPresentationStyle: Setting<PresentationStyle>? {
    get { setting(.modalPresentationStyle) { $0.presentation } }
    set { store(.modalPresentationStyle, newValue, as: PropertyValue.presentation) }
  }

  /// `modalTransitionStyle` (no effect on the status bar).
  public var modalTransitionStyle: Setting<TransitionStyle>? {
    get { setting(.modalTransitionStyle) { $0.transition } }
    set { store(.modalTransitionStyle, newValue, as: PropertyValue.transition) }
  }

  /// `definesPresentationContext`.
  public var definesPresentationContext: Setting<Bool>? {
    get { setting(.definesPresentationContext) { $0.bool } }
    set { store(.definesPresentationContext, newValue, as: PropertyValue.bool) }
  }

  /// `overrideUserInterfaceStyle`.
  public var overrideUserInterfaceStyle: Setting<UserInterfaceStyle>? {
    get { setting(.overrideUserInterfaceStyle) { $0.userInterface } }
    set { store(.overrideUserInterfaceStyle, newValue, as: PropertyValue.userInterface) }
  }

  /// `navigationBar.overrideUserInterfaceStyle` (navigation controllers; R38).
  public var navigationBarUserInterfaceStyle: Setting<UserInterfaceStyle>? {
    get { setting(.navigationBarUserInterfaceStyle) { $0.userInterface } }
    set { store(.navigationBarUserInterfaceStyle, newValue, as: PropertyValue.userInterface) }
  }

  /// `navigationBar.standardAppearance.overrideUserInterfaceStyle` (navigation controllers,
  /// iOS 27; R38).
  public var navigationBarAppearanceUserInterfaceStyle: Setting<UserInterfaceStyle>? {
    get { setting(.navigationBarAppearanceUserInterfaceStyle) { $0.userInterface } }
    set {
      store(.navigationBarAppearanceUserInterfaceStyle, newValue, as: PropertyValue.userInterface)
    }
  }

  /// `rootView.statusBarHidden` (hosting controllers): SwiftUI's `.statusBarHidden(_:)`.
  public var swiftUIStatusBarHidden: Setting<Bool>? {
    get { setting(.swiftUIStatusBarHidden) { $0.bool } }
    set { store(.swiftUIStatusBarHidden, newValue, as: PropertyValue.bool) }
  }

  /// `rootView.preferredColorScheme` (hosting controllers): SwiftUI's
  /// `.preferredColorScheme(_:)`.
  public var swiftUIColorScheme: Setting<UserInterfaceStyle>? {
    get { setting(.swiftUIColorScheme) { $0.userInterface } }
    set { store(.swiftUIColorScheme, newValue, as: PropertyValue.userInterface) }
  }

  /// `rootView.statusBarColorScheme` (hosting controllers): SwiftUI's
  /// `.toolbarColorScheme(_:for: .statusBar)`, iOS 27 (R40).
  public var swiftUIStatusBarColorScheme: Setting<UserInterfaceStyle>? {
    get { setting(.swiftUIStatusBarColorScheme) { $0.userInterface } }
    set { store(.swiftUIStatusBarColorScheme, newValue, as: PropertyValue.userInterface) }
  }

  /// `rootView.statusBarVisibility` (hosting controllers): SwiftUI's
  /// `.toolbarVisibility(_:for: .statusBar)`, iOS 27 (R40).
  public var swiftUIStatusBarVisibility: Setting<ToolbarVisibility>? {
    get { setting(.swiftUIStatusBarVisibility) { $0.visibility } }
    set { store(.swiftUIStatusBarVisibility, newValue, as: PropertyValue.visibility) }
  }

  /// The traits a controller sets for itself and what it holds (R31): its
  /// `overrideUserInterfaceStyle` when light or dark, else its SwiftUI view's
  /// `preferredColorScheme` (R21).
  public var traitsOverride: Setting<UserInterfaceStyle>? {
    if let own = overrideUserInterfaceStyle, own.value != .unspecified { return own }
    return swiftUIColorScheme ?? overrideUserInterfaceStyle
  }

  /// `isNavigationBarHidden` (navigation controllers).
  public var isNavigationBarHidden: Setting<Bool>? {
    get { setting(.isNavigationBarHidden) { $0.bool } }
    set { store(.isNavigationBarHidden, newValue, as: PropertyValue.bool) }
  }

  /// `navigationBar.barStyle` (navigation controllers).
  public var navigationBarStyle: Setting<BarStyle>? {
    get { setting(.navigationBarStyle) { $0.barStyle } }
    set { store(.navigationBarStyle, newValue, as: PropertyValue.barStyle) }
  }

  /// `presentationController.shouldRemovePresentersView` (custom presentations).
  public var shouldRemovePresentersView: Setting<Bool>? {
    get { setting(.shouldRemovePresentersView) { $0.bool } }
    set { store(.shouldRemovePresentersView, newValue, as: PropertyValue.bool) }
  }

  /// The setting stored for `key`, if its value is of the kind `value` extracts.
  func setting<Value>(_ key: PropertyKey, _ value: (PropertyValue) -> Value?)
    -> Setting<Value>?
  {
    guard let entry = entry(key), let value = value(entry.value) else { return nil }
    return Setting(value, at: entry.range, origin: entry.origin, dynamic: entry.dynamic)
  }

  /// Sets (or, with `nil`, removes) the setting for `key`, its value wrapped by `wrap`.
  mutating func store<Value>(
    _ key: PropertyKey, _ setting: Setting<Value>?, as wrap: (Value) -> PropertyValue
  ) {
    store(key, setting.map { Entry(key, wrap($0.value), $0.range, $0.origin, $0.dynamic) })
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

  /// The origin of the setting for `key`, whatever its value, if present.
  func origin(of key: PropertyKey) -> SettingOrigin? {
    entry(key)?.origin
  }

  /// Stores a parsed value that fits the key (the catalogue guarantees it).
  mutating func set(
    _ key: PropertyKey, to value: PropertyValue, at range: SourceRange, origin: SettingOrigin,
    dynamic: DynamicValueID? = nil
  ) {
    switch key {
    case .selectedViewController, .selectedIndex:
      assertionFailure("\(key) is not kept in a property set")
    default:
      store(key, Entry(key, value, range, origin, dynamic))
    }
  }

  /// The dynamic value the setting for `key` is, if it is one.
  func dynamic(of key: PropertyKey) -> DynamicValueID? {
    entry(key)?.dynamic
  }

  /// Gives every entry of a chosen dynamic value its chosen value; returns whether any
  /// entry changed.
  mutating func choose(_ values: [DynamicValueID: PropertyValue]) -> Bool {
    func rewrite(_ list: inout [Entry]) -> Bool {
      var changed = false
      for index in list.indices {
        guard let id = list[index].dynamic, let value = values[id] else { continue }
        let entry = list[index]
        list[index] = Entry(entry.key, value, entry.range, entry.origin, id)
        changed = true
      }
      return changed
    }
    let first = rewrite(&entries)
    let second = rewrite(&fallback)
    return first || second
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
    case .swiftUIStatusBarHidden: 12
    case .swiftUIColorScheme: 13
    case .selectedViewController: 14
    case .selectedIndex: 15
    case .edgesForExtendedLayout: 16
    case .extendedLayoutIncludesOpaqueBars: 17
    case .automaticallyAdjustsScrollViewInsets: 18
    case .wantsFullScreenLayout: 19
    case .additionalSafeAreaInsets: 20
    case .largeTitleDisplayMode: 21
    case .view: 22
    case .contentInsetAdjustmentBehavior: 23
    case .navigationBarIsTranslucent: 24
    case .prefersLargeTitles: 25
    case .isToolbarHidden: 26
    case .hidesBarsWhenVerticallyCompact: 27
    case .tabBarIsTranslucent: 28
    case .childViewInsets: 29
    case .navigationBarUserInterfaceStyle: 30
    case .navigationBarAppearanceUserInterfaceStyle: 31
    case .swiftUIStatusBarColorScheme: 32
    case .swiftUIStatusBarVisibility: 33
    }
  }
}
