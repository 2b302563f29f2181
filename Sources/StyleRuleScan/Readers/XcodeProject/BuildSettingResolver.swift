/// Resolves a target's build settings the way Xcode layers them.
///
/// Precedence, lowest first: the project's xcconfig, the project's settings, the target's
/// xcconfig, the target's settings — the columns of Xcode's Build Settings "Levels" view read
/// from right to left, and the order XcodeGen documents ("target, target xcconfig file, project,
/// project xcconfig file, sdk defaults"). (An older Xcode Help page, "Evaluate build setting
/// value inheritance", draws each xcconfig above its own level; the Levels view and the build
/// system place it below, which is what this follows.) Within a level, later assignments win.
/// `$(inherited)` stands for the value the same setting has below the assignment that uses it;
/// `$(NAME)` and `${NAME}` expand other settings, then the built-ins given (`SRCROOT`,
/// `PROJECT_DIR`, `TARGET_NAME`, `CONFIGURATION`, …). Anything else — an unknown variable, an
/// operator other than `:default=`, `:lower`, `:upper` — leaves the result marked incomplete
/// rather than guessed. Expansion depth is bounded and cycles are cut.
struct BuildSettingResolver: Sendable {
  /// The levels a setting can be assigned at, lowest precedence first.
  enum Level: Int, Hashable, Sendable, Comparable {
    /// The project configuration's `baseConfigurationReference` file.
    case projectConfigurationFile
    /// The project configuration's `buildSettings`.
    case project
    /// The target configuration's `baseConfigurationReference` file.
    case targetConfigurationFile
    /// The target configuration's `buildSettings`.
    case target

    /// Orders by precedence.
    static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One assignment with its level.
  struct Assignment: Hashable, Sendable {
    /// The assignment.
    var setting: XcodeBuildSetting
    /// The level it is made at.
    var level: Level
  }

  /// A resolved setting: its value, the assignment that decided it, and whether it is complete.
  struct Resolved: Hashable, Sendable {
    /// The setting's name.
    var name: String
    /// The expanded value.
    var value: String
    /// The assignment that won; nil when the value is a built-in.
    var assignment: Assignment?
    /// Variables that could not be expanded; empty when the value is complete.
    var unexpanded: [String]

    /// Whether every reference in the value was expanded.
    var isComplete: Bool { unexpanded.isEmpty }

    /// The value read as a Boolean the way Xcode reads `YES`/`NO`.
    var boolValue: Bool? {
      switch value.uppercased() {
      case "YES", "TRUE", "1": true
      case "NO", "FALSE", "0", "": false
      default: nil
      }
    }
  }

  /// The assignments, lowest precedence first.
  var assignments: [Assignment]
  /// Built-in settings used when nothing assigns a name.
  var builtins: [String: String]
  /// The values conditions are matched against: `sdk`, `config`, `arch`, `variant`.
  var conditionValues: [String: String]

  /// The deepest chain of references expanded.
  static let maximumExpansionDepth = 32

  /// Creates a resolver from the four levels (each in file order).
  init(
    projectConfigurationFile: [XcodeBuildSetting] = [], project: [XcodeBuildSetting] = [],
    targetConfigurationFile: [XcodeBuildSetting] = [], target: [XcodeBuildSetting] = [],
    builtins: [String: String] = [:], conditionValues: [String: String] = [:]
  ) {
    var assignments: [Assignment] = []
    for (settings, level) in [
      (projectConfigurationFile, Level.projectConfigurationFile), (project, .project),
      (targetConfigurationFile, .targetConfigurationFile), (target, .target),
    ] {
      assignments += settings.map { Assignment(setting: $0, level: level) }
    }
    self.assignments = assignments
    self.builtins = builtins
    self.conditionValues = conditionValues
  }

  /// The resolved value of `name`; nil when neither an assignment nor a built-in sets it.
  func resolve(_ name: String) -> Resolved? {
    var visiting: Set<String> = []
    return resolve(name, below: assignments.count, depth: 0, visiting: &visiting)
  }

  /// Every name assigned anywhere, sorted.
  var assignedNames: [String] {
    Array(Set(assignments.map(\.setting.name))).sorted()
  }

  /// Resolves `name` considering only assignments before index `limit`.
  private func resolve(_ name: String, below limit: Int, depth: Int, visiting: inout Set<String>)
    -> Resolved?
  {
    guard
      let index = assignments[..<limit].lastIndex(where: {
        $0.setting.name == name && applies($0.setting)
      })
    else {
      return builtins[name].map { Resolved(name: name, value: $0, assignment: nil, unexpanded: []) }
    }
    let assignment = assignments[index]
    var unexpanded: [String] = []
    let value = expand(
      assignment.setting.value, name: name, index: index, depth: depth, visiting: &visiting,
      unexpanded: &unexpanded)
    return Resolved(name: name, value: value, assignment: assignment, unexpanded: unexpanded)
  }

  /// Whether every condition of `setting` matches the condition values.
  private func applies(_ setting: XcodeBuildSetting) -> Bool {
    setting.conditions.allSatisfy { condition in
      conditionValues[condition.key].map(condition.matches) ?? false
    }
  }

  /// Expands `$(…)` and `${…}` references in the value of the assignment at `index`.
  private func expand(
    _ text: String, name: String, index: Int, depth: Int, visiting: inout Set<String>,
    unexpanded: inout [String]
  ) -> String {
    var result = ""
    var characters = Substring(text)
    while let dollar = characters.firstIndex(of: "$") {
      result += characters[..<dollar]
      let afterDollar = characters.index(after: dollar)
      guard afterDollar < characters.endIndex,
        characters[afterDollar] == "(" || characters[afterDollar] == "{"
      else {
        result += "$"
        characters = characters[afterDollar...]
        continue
      }
      let close: Character = characters[afterDollar] == "(" ? ")" : "}"
      guard let end = characters[afterDollar...].firstIndex(of: close) else {
        result += characters[dollar...]
        unexpanded.append(String(characters[dollar...]))
        break
      }
      let reference = String(characters[characters.index(after: afterDollar)..<end])
      characters = characters[characters.index(after: end)...]
      result += value(
        of: reference, name: name, index: index, depth: depth, visiting: &visiting,
        unexpanded: &unexpanded)
    }
    result += characters
    return result
  }

  /// The value of one reference `NAME` or `NAME:operator` inside the assignment at `index`.
  private func value(
    of reference: String, name: String, index: Int, depth: Int, visiting: inout Set<String>,
    unexpanded: inout [String]
  ) -> String {
    let parts = reference.split(separator: ":", maxSplits: 1).map(String.init)
    let variable = parts.first ?? ""
    let operation = parts.count > 1 ? parts[1] : nil
    guard depth < Self.maximumExpansionDepth, !variable.contains("$"), !variable.contains("(")
    else {
      unexpanded.append(reference)
      return "$(\(reference))"
    }
    var resolved: Resolved?
    if variable == "inherited" {
      resolved = resolve(name, below: index, depth: depth + 1, visiting: &visiting)
      if resolved == nil { return "" }
    } else {
      let key = "\(variable)"
      guard visiting.insert(key).inserted else {
        unexpanded.append(reference)
        return "$(\(reference))"
      }
      resolved = resolve(variable, below: assignments.count, depth: depth + 1, visiting: &visiting)
      visiting.remove(key)
    }
    unexpanded += resolved?.unexpanded ?? []
    switch operation {
    case nil:
      guard let resolved else {
        unexpanded.append(variable)
        return "$(\(reference))"
      }
      return resolved.value
    case let operation? where operation.hasPrefix("default="):
      let fallback = String(operation.dropFirst("default=".count))
      return (resolved?.value).flatMap { $0.isEmpty ? nil : $0 } ?? fallback
    case "lower"?:
      guard let resolved else { break }
      return resolved.value.lowercased()
    case "upper"?:
      guard let resolved else { break }
      return resolved.value.uppercased()
    default:
      break
    }
    unexpanded.append(reference)
    return "$(\(reference))"
  }
}
