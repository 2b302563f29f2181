/// A small deterministic random number generator (SplitMix64): the same seed gives the
/// same numbers on every platform and Swift version, so a quiz can be replayed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number in `0..<count` (`count` > 0), by multiplication rather than a remainder;
  /// computed here rather than by the standard library so that it never changes.
  public mutating func below(_ count: Int) -> Int {
    Int(next().multipliedFullWidth(by: UInt64(count)).high)
  }

  /// `true` with the given probability.
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(UInt64(1) << 53) < probability
  }

  /// One of the elements.
  public mutating func pick<T>(_ elements: [T]) -> T {
    elements[below(elements.count)]
  }
}
