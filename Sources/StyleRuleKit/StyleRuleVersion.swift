/// The version of stylerule.
public enum StyleRuleVersion {
  /// The version string, such as `0.1.0`.
  public static let current = "0.1.0"
}
