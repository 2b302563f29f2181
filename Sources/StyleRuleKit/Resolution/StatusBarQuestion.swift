/// The two questions UIKit asks the hierarchy: which style, and whether hidden.
///
/// Both are answered by the same walk (R10, R23–R26); they differ in the members asked,
/// the default forwarding of navigation controllers (R14 for the style, R16 for hidden) and
/// the defaults (R8, R9).
public enum StatusBarQuestion: String, CaseIterable, Sendable {
  /// `preferredStatusBarStyle`, through `childForStatusBarStyle`.
  case style
  /// `prefersStatusBarHidden`, through `childForStatusBarHidden`.
  case hidden

  /// `childForStatusBarStyle` or `childForStatusBarHidden`.
  public var childMember: String {
    self == .style ? "childForStatusBarStyle" : "childForStatusBarHidden"
  }

  /// `preferredStatusBarStyle` or `prefersStatusBarHidden`.
  public var valueMember: String {
    self == .style ? "preferredStatusBarStyle" : "prefersStatusBarHidden"
  }

  /// The property key of the forwarding member.
  var childKey: PropertyKey {
    self == .style ? .childForStatusBarStyle : .childForStatusBarHidden
  }

  /// The property key of the value member.
  var valueKey: PropertyKey {
    self == .style ? .preferredStatusBarStyle : .prefersStatusBarHidden
  }

  /// The forwarding override in a set of settings.
  func childSelector(in settings: PropertySet) -> Setting<ChildSelector>? {
    self == .style ? settings.childForStatusBarStyle : settings.childForStatusBarHidden
  }

  /// The range of the value override in a set of settings, if any (a literal, a dynamic
  /// value or a value forwarded from another controller).
  func valueRange(in settings: PropertySet) -> SourceRange? {
    settings.range(of: valueKey)
  }

  /// The origin of the value override in a set of settings, if any.
  func valueOrigin(in settings: PropertySet) -> SettingOrigin? {
    settings.origin(of: valueKey)
  }

  /// The value override, if it returns another controller's value of the same member.
  func valueForwarding(in settings: PropertySet) -> Setting<ValueForwarding>? {
    self == .style
      ? settings.preferredStatusBarStyleForwarding : settings.prefersStatusBarHiddenForwarding
  }
}
