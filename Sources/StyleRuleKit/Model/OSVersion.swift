/// An iOS version such as 12, 13.4 or 17.0.1.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
  /// The major version, such as 13.
  public let major: Int
  /// The minor version, such as 4 in 13.4.
  public let minor: Int
  /// The patch version, such as 1 in 17.0.1.
  public let patch: Int

  /// The oldest version stylerule models: iOS 7, where view-controller-based appearance began.
  public static let oldestModelled = OSVersion(7)
  /// The oldest version a rules file may name: iOS 6, whose layout stylerule models (the
  /// status bar outside the app, L1.1, L2.1); the status bar style rules start with
  /// ``oldestModelled``.
  public static let oldestAccepted = OSVersion(6)
  /// The newest major version stylerule models.
  public static let newestModelledMajor = 27
  /// The last major version numbered in sequence: after iOS 18 Apple numbered its systems by
  /// year, so the next one was iOS 26 (R35).
  public static let lastSequentialMajor = 18
  /// The first major version numbered by year: iOS 26, released in September 2025 (R35).
  public static let firstYearMajor = 26
  /// The major versions that were never released: iOS 19 through 25 (R35).
  public static let skippedMajors = (lastSequentialMajor + 1)...(firstYearMajor - 1)
  /// Every major version a rules file may name, oldest first: iOS 6 through 18, 26 and 27.
  public static let acceptedMajors: [Int] =
    Array(oldestAccepted.major...lastSequentialMajor)
    + Array(firstYearMajor...newestModelledMajor)
  /// Every major version whose status bar style rules stylerule models, oldest first: iOS 7
  /// through 18, 26 and 27.
  public static let modelledMajors: [Int] = acceptedMajors.filter { $0 >= oldestModelled.major }
  /// The versions a rules file may name, as text: "iOS 6 through 18, 26 and 27".
  public static let acceptedPhrase =
    "iOS \(oldestAccepted.major) through \(lastSequentialMajor), \(firstYearMajor) and "
    + "\(newestModelledMajor)"
  /// The version assumed when a file does not say: the newest modelled one.
  public static let assumed = OSVersion(newestModelledMajor)

  /// Creates a version.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `12`, `13.4` or `17.0.1`; returns `nil` for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 }) else {
      return nil
    }
    var numbers: [Int] = []
    for part in parts {
      guard part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else {
        return nil
      }
      numbers.append(number)
    }
    self.init(numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
  }

  /// Whether stylerule has status bar style rules for this version (iOS 7 through 18, 26
  /// and 27).
  public var isModelled: Bool { isAccepted && major >= Self.oldestModelled.major }

  /// Whether a rules file may name this version (iOS 6 through 18, 26 and 27).
  ///
  /// iOS 6 is laid out (the status bar outside the app, L1.1), but it has no
  /// view-controller-based status bar appearance, so only the app decides its status bar
  /// (``isModelled`` is `false`).
  public var isAccepted: Bool {
    major >= Self.oldestAccepted.major && major <= Self.newestModelledMajor && !isSkipped
  }

  /// Whether this is one of the versions that were never released, iOS 19 through 25
  /// (R35).
  public var isSkipped: Bool { Self.skippedMajors.contains(major) }

  /// Why a rules file may not name this version, with the versions it may name instead, or
  /// `nil` when it may: "iOS 21 does not exist: …; use 18 or 26".
  public var rejection: String? {
    if isAccepted { return nil }
    if isSkipped {
      return "iOS \(major) does not exist: after iOS \(Self.lastSequentialMajor) Apple numbered "
        + "its systems by year, and the next release was iOS \(Self.firstYearMajor) (R35); use "
        + "\(Self.lastSequentialMajor) or \(Self.firstYearMajor)"
    }
    if major > Self.newestModelledMajor {
      return "iOS \(self) is newer than the versions stylerule models (\(Self.acceptedPhrase)); "
        + "use \(Self.newestModelledMajor)"
    }
    return "iOS \(self) is older than the versions stylerule models (\(Self.acceptedPhrase)); "
      + "use \(Self.oldestAccepted.major)"
  }

  /// `12`, `13.4` or `17.0.1`: the shortest spelling.
  public var description: String {
    if patch != 0 { return "\(major).\(minor).\(patch)" }
    if minor != 0 { return "\(major).\(minor)" }
    return "\(major)"
  }

  /// Orders versions numerically.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// Encodes the version as its string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decodes a version from its string form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let version = OSVersion(parsing: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "not an iOS version: \(text)")
    }
    self = version
  }
}

/// A half-open range of iOS versions, such as 13.0 ..< 19.0 for "iOS 13 through 18".
public struct VersionRange: Hashable, Sendable, CustomStringConvertible {
  /// The first version included.
  public let lowerBound: OSVersion
  /// The first version excluded.
  public let upperBound: OSVersion

  /// Creates a range of versions from `lower` up to, but not including, `upper`.
  public init(_ lower: OSVersion, upTo upper: OSVersion) {
    self.lowerBound = lower
    self.upperBound = upper
  }

  /// Every modelled version: iOS 7 through 18, 26 and 27.
  public static let all = VersionRange(
    OSVersion.oldestModelled, upTo: OSVersion(OSVersion.newestModelledMajor + 1))

  /// iOS `first` through iOS `last` (both whole major versions).
  public static func majors(_ first: Int, through last: Int) -> VersionRange {
    VersionRange(OSVersion(first), upTo: OSVersion(last + 1))
  }

  /// From `version` through the newest modelled version.
  public static func from(_ version: OSVersion) -> VersionRange {
    VersionRange(version, upTo: OSVersion(OSVersion.newestModelledMajor + 1))
  }

  /// Whether `version` is in the range.
  public func contains(_ version: OSVersion) -> Bool {
    lowerBound <= version && version < upperBound
  }

  /// `iOS 7–12`, `iOS 13.4–18`, `iOS 13+` style text.
  public var description: String {
    let newest = OSVersion(OSVersion.newestModelledMajor + 1)
    if upperBound >= newest {
      return lowerBound == OSVersion(OSVersion.newestModelledMajor)
        ? "iOS \(lowerBound)" : "iOS \(lowerBound)–\(OSVersion.newestModelledMajor)"
    }
    if upperBound.minor == 0 && upperBound.patch == 0 {
      // The version before iOS 26 is iOS 18: 19 to 25 were never released (R35).
      let previous = upperBound.major - 1
      let last =
        OSVersion.skippedMajors.contains(previous) ? OSVersion.lastSequentialMajor : previous
      return last == lowerBound.major && lowerBound.minor == 0
        ? "iOS \(last)" : "iOS \(lowerBound)–\(last)"
    }
    return "iOS \(lowerBound) up to \(upperBound)"
  }
}
