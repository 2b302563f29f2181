/// A rectangle in points, as `CGRect` has it: an origin and a size, in window coordinates
/// unless a field says otherwise.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
  /// The x of the origin (the left edge).
  public var x: Double
  /// The y of the origin (the top edge).
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A rectangle of zero size at the origin, as UIKit reports a hidden status bar's frame.
  public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

  /// A rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The smallest y: the top edge.
  public var minY: Double { y }
  /// The largest y: the bottom edge.
  public var maxY: Double { y + height }
  /// The smallest x: the left edge.
  public var minX: Double { x }
  /// The largest x: the right edge.
  public var maxX: Double { x + width }

  /// "(0, 20, 375, 44)", each number as ``LayoutNumber/text(_:)`` writes it.
  public var description: String {
    "(\(LayoutNumber.text(x)), \(LayoutNumber.text(y)), \(LayoutNumber.text(width)), "
      + "\(LayoutNumber.text(height)))"
  }
}

extension LayoutInsets: CustomStringConvertible {
  /// "64/0/49/0": top, left, bottom, right, each number as ``LayoutNumber/text(_:)`` writes it.
  public var description: String {
    [top, left, bottom, right].map(LayoutNumber.text).joined(separator: "/")
  }
}

/// How stylerule writes a number of points: whole numbers without a fraction, others to
/// three decimals (the @3x pixel values such as 53.667, which is 161/3).
public enum LayoutNumber {
  /// "20", "53.667", "-20".
  public static func text(_ value: Double) -> String {
    let thousandths = (value * 1000).rounded()
    guard thousandths.isFinite, abs(thousandths) < 1e15 else { return "0" }
    let whole = Int(thousandths) / 1000
    let fraction = abs(Int(thousandths) % 1000)
    let sign = thousandths < 0 && whole == 0 ? "-" : ""
    guard fraction != 0 else { return "\(sign)\(whole)" }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(sign)\(whole).\(digits)"
  }
}
