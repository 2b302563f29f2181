extension String {
  /// The string followed by spaces up to `length` characters (unchanged if it is longer).
  func padded(to length: Int) -> String {
    let missing = length - count
    return missing > 0 ? self + String(repeating: " ", count: missing) : self
  }
}
