import StyleRuleConfiguration
import StyleRuleKit
import Yams

/// Walks the YAML tree of a configuration file, filling a ``Configuration`` and collecting
/// an error for each unknown key and each value a key does not take.
///
/// The tree is at most three mappings deep (`lint: severity: ID: value`); deeper values are
/// errors, so hostile nesting is never walked.
struct ConfigurationNodeReader {
  /// The configuration file.
  let source: SourceFile
  /// The errors found so far.
  private(set) var diagnostics: [Diagnostic] = []

  init(source: SourceFile) {
    self.source = source
  }

  /// The top-level keys and what each holds.
  static let topLevelKeys = ["lint", "environment", "deployment-target", "scan"]
  /// The keys of `lint:`.
  static let lintKeys = ["disabled", "only", "severity", "strict", "baseline"]
  /// The keys of `environment:`.
  static let environmentKeys = [
    "ios", "device", "appearance", "orientation", "width", "height", "in-call", "sdk",
  ]
  /// The keys of `scan:`.
  static let scanKeys = ["target", "excluded"]

  /// Reads the whole file; an empty file is an empty configuration.
  mutating func read(_ root: Node?) -> Configuration {
    var configuration = Configuration(path: source.path)
    guard let root else { return configuration }
    for (key, value) in entries(of: root, keys: Self.topLevelKeys, in: "the configuration") {
      switch key {
      case "lint": readLint(value, into: &configuration)
      case "environment": readEnvironment(value, into: &configuration.environment)
      case "deployment-target":
        configuration.deploymentTarget = version(value, key: key, acceptedOnly: false)
      case "scan": readScan(value, into: &configuration)
      default: break
      }
    }
    return configuration
  }

  private mutating func readLint(_ node: Node, into configuration: inout Configuration) {
    let known = Linter.catalogue.map(\.id)
    for (key, value) in entries(of: node, keys: Self.lintKeys, in: "lint") {
      switch key {
      case "disabled":
        configuration.lint.disabled = Set(
          words(value, key: key, allowed: known, kind: "lint check"))
      case "only":
        configuration.lint.only = Set(words(value, key: key, allowed: known, kind: "lint check"))
      case "severity":
        let severities = Diagnostic.Severity.allCases.map(\.rawValue)
        for (check, level) in entries(of: value, keys: known, in: "severity", kind: "lint check") {
          guard let word = word(level, key: check, allowed: severities, kind: "severity"),
            let severity = Diagnostic.Severity(rawValue: word)
          else { continue }
          configuration.lint.severities[check] = severity
        }
      case "strict": configuration.strict = bool(value, key: key)
      case "baseline": configuration.baseline = string(value, key: key)
      default: break
      }
    }
  }

  private mutating func readEnvironment(_ node: Node, into layer: inout EnvironmentSettings) {
    for (key, value) in entries(of: node, keys: Self.environmentKeys, in: "environment") {
      switch key {
      case "ios": layer.ios = version(value, key: key, acceptedOnly: true)
      case "device": layer.device = device(value, key: key)
      case "appearance": layer.appearance = choice(value, key: key)
      case "orientation": layer.orientation = choice(value, key: key)
      case "width": layer.width = choice(value, key: key)
      case "height": layer.height = choice(value, key: key)
      case "in-call": layer.inCall = bool(value, key: key)
      case "sdk": layer.linkedSDK = sdk(value, key: key)
      default: break
      }
    }
  }

  private mutating func readScan(_ node: Node, into configuration: inout Configuration) {
    for (key, value) in entries(of: node, keys: Self.scanKeys, in: "scan") {
      switch key {
      case "target": configuration.target = string(value, key: key)
      case "excluded": configuration.excluded = strings(value, key: key)
      default: break
      }
    }
  }

  // MARK: - Values

  /// The known keys of a mapping with their values, in the file's order; an error for
  /// each unknown key (naming the closest known one) and for a node that is not a mapping.
  private mutating func entries(
    of node: Node, keys: [String], in context: String, kind: String = "key"
  ) -> [(String, Node)] {
    guard let mapping = node.mapping else {
      error("'\(context)' takes a mapping of keys to values", at: node)
      return []
    }
    var result: [(String, Node)] = []
    for (keyNode, value) in mapping {
      guard let key = keyNode.scalar?.string else {
        error("a key of '\(context)' is not a plain word", at: keyNode)
        continue
      }
      guard keys.contains(key) else {
        // Configuration files elsewhere often use snake_case: suggest the kebab-case key.
        let kebab = key.replacingUnderscores()
        let hint =
          (keys.contains(kebab) ? kebab : Suggestion.closest(to: kebab, in: keys))
          .map { "; did you mean '\($0)'?" } ?? ""
        error(
          "unknown \(kind) '\(key)' in '\(context)'\(hint)", at: keyNode, id: .config(.unknownKey))
        continue
      }
      result.append((key, value))
    }
    return result
  }

  /// A scalar's text, or an error.
  private mutating func string(_ node: Node, key: String) -> String? {
    guard let scalar = node.scalar else {
      error("'\(key)' takes a single value", at: node)
      return nil
    }
    return scalar.string
  }

  /// A list of scalars (a single scalar is a list of one), or an error.
  private mutating func strings(_ node: Node, key: String) -> [String] {
    if let scalar = node.scalar { return [scalar.string] }
    guard let sequence = node.sequence else {
      error("'\(key)' takes a list of values", at: node)
      return []
    }
    var result: [String] = []
    for item in sequence {
      if let value = string(item, key: key) { result.append(value) }
    }
    return result
  }

  /// One of `allowed`, or an error naming the closest.
  private mutating func word(_ node: Node, key: String, allowed: [String], kind: String)
    -> String?
  {
    guard let text = string(node, key: key) else { return nil }
    guard allowed.contains(text) else {
      let hint = Suggestion.closest(to: text, in: allowed).map { "; did you mean '\($0)'?" }
      error(
        "unknown \(kind) '\(text)' for '\(key)'"
          + (hint ?? ": use one of \(allowed.joined(separator: ", "))"), at: node)
      return nil
    }
    return text
  }

  /// A list of words each one of `allowed`, or errors.
  private mutating func words(_ node: Node, key: String, allowed: [String], kind: String)
    -> [String]
  {
    if node.scalar != nil {
      return word(node, key: key, allowed: allowed, kind: kind).map { [$0] } ?? []
    }
    guard let sequence = node.sequence else {
      error("'\(key)' takes a list of \(kind)s", at: node)
      return []
    }
    return sequence.compactMap { word($0, key: key, allowed: allowed, kind: kind) }
  }

  /// A value of a string enumeration, or an error naming the closest.
  private mutating func choice<Value: RawRepresentable & CaseIterable>(_ node: Node, key: String)
    -> Value? where Value.RawValue == String
  {
    let allowed = Value.allCases.map(\.rawValue)
    return word(node, key: key, allowed: allowed, kind: "value").flatMap(Value.init(rawValue:))
  }

  /// A device family or model, or an error that says why a known device has no model (R43).
  private mutating func device(_ node: Node, key: String) -> DeviceChoice? {
    if let text = node.scalar?.string, let unmodelled = UnmodelledDevice(rawValue: text) {
      error("'\(key)': \(unmodelled.rejection)", at: node)
      return nil
    }
    return choice(node, key: key)
  }

  /// `true` or `false`, or an error.
  private mutating func bool(_ node: Node, key: String) -> Bool? {
    guard let text = string(node, key: key) else { return nil }
    switch text {
    case "true": return true
    case "false": return false
    default:
      error("'\(key)' takes true or false, not '\(text)'", at: node)
      return nil
    }
  }

  /// An iOS version such as `17` or `16.4`, or an error.
  private mutating func version(_ node: Node, key: String, acceptedOnly: Bool) -> OSVersion? {
    guard let text = string(node, key: key) else { return nil }
    guard let version = OSVersion(parsing: text) else {
      error("'\(key)' takes an iOS version such as 17 or 16.4, not '\(text)'", at: node)
      return nil
    }
    if acceptedOnly, let rejection = version.rejection {
      error("'\(key)': \(rejection)", at: node)
      return nil
    }
    return version
  }

  /// The major version of an iOS SDK, such as `10`, or an error.
  private mutating func sdk(_ node: Node, key: String) -> Int? {
    guard let text = string(node, key: key) else { return nil }
    guard let major = Int(text) else {
      error(
        "'\(key)' takes the major version of the iOS SDK the app is linked with (\(OSVersion.acceptedPhrase)), "
          + "not '\(text)'",
        at: node)
      return nil
    }
    if let rejection = OSVersion(major).rejection {
      error("'\(key)': the iOS \(major) SDK: \(rejection)", at: node)
      return nil
    }
    return major
  }

  /// Records an error at a node.
  private mutating func error(
    _ message: String, at node: Node, id: DiagnosticID = .config(.invalidValue)
  ) {
    diagnostics.append(
      Diagnostic(id, .error, message, at: YAMLErrorLocation(source: source).range(of: node)))
  }
}

extension String {
  /// The text with `_` written as `-`.
  func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
