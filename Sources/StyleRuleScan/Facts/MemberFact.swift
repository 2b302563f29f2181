import StyleRuleKit

/// One member a class or extension overrides or sets, with its value and where the code is.
struct MemberFact: Sendable, Hashable {
  /// The member.
  var member: ControllerMember
  /// What the code returns or sets.
  var value: MemberValue
  /// Where the override or assignment is.
  var origin: SourceOrigin
  /// Further places the value comes from (assignments to a stored property, other setters).
  var relatedOrigins: [SourceOrigin]
  /// The container a layout property is set on, and the literal set, if it is one.
  ///
  /// For `navigationController?.navigationBar.prefersLargeTitles = true` in a class's code,
  /// `("navigationController", "true")`. The value is then unknown for the class, and written
  /// on the container only where the hierarchy places it (``ContainerLayoutAttribution``).
  var containerSetting: (container: String, literal: String?)? {
    get { container.map { ($0, containerLiteral) } }
    set {
      container = newValue?.container
      containerLiteral = newValue?.literal
    }
  }
  /// The container's property of ``containerSetting``.
  private var container: String?
  /// The literal of ``containerSetting``.
  private var containerLiteral: String?
  /// Why a dynamic value has its launch value, or why it has none (`initially unknown`),
  /// written as a comment above the member.
  var launchReason: String?

  /// Creates a member fact.
  init(
    member: ControllerMember, value: MemberValue, origin: SourceOrigin,
    relatedOrigins: [SourceOrigin] = []
  ) {
    self.member = member
    self.value = value
    self.origin = origin
    self.relatedOrigins = relatedOrigins
  }
}
