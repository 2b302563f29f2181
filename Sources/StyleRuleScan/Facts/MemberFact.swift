/// One member a class or extension overrides or sets, with its value and where the code is.
public struct MemberFact: Sendable, Hashable {
  /// The member.
  public var member: StatusBarMember
  /// What the code returns or sets.
  public var value: MemberValue
  /// Where the override or assignment is.
  public var origin: ScanOrigin
  /// Further places the value comes from (assignments to a stored property, other setters).
  public var relatedOrigins: [ScanOrigin]

  /// Creates a member fact.
  public init(
    member: StatusBarMember, value: MemberValue, origin: ScanOrigin,
    relatedOrigins: [ScanOrigin] = []
  ) {
    self.member = member
    self.value = value
    self.origin = origin
    self.relatedOrigins = relatedOrigins
  }
}
