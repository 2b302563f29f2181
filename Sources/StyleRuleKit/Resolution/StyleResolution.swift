/// Where a value of the environment came from.
public enum EnvironmentValueOrigin: String, Sendable, Codable {
  /// The file's `environment` line.
  case file
  /// A command-line flag or an explicit override.
  case override
  /// Nobody said; stylerule's assumption (iOS 18, iPhone with Face ID, light).
  case assumed
}

/// Values that replace the file's environment, such as `--ios 13`.
public struct EnvironmentOverrides: Sendable, Equatable {
  /// Replaces the iOS version.
  public var ios: OSVersion?
  /// Replaces the device.
  public var device: Device?
  /// Replaces the appearance.
  public var appearance: Appearance?

  /// Creates overrides; `nil` keeps the file's value.
  public init(ios: OSVersion? = nil, device: Device? = nil, appearance: Appearance? = nil) {
    self.ios = ios
    self.device = device
    self.appearance = appearance
  }
}

/// The environment a resolution used, with the origin of each value.
public struct ResolvedEnvironment: Sendable, Hashable {
  /// The values.
  public let values: ResolutionEnvironment
  /// Where the iOS version came from.
  public let iosOrigin: EnvironmentValueOrigin
  /// Where the device came from.
  public let deviceOrigin: EnvironmentValueOrigin
  /// Where the appearance came from.
  public let appearanceOrigin: EnvironmentValueOrigin

  /// Combines the file's environment with overrides.
  public init(file: EnvironmentSettings, overrides: EnvironmentOverrides) {
    func pick<T>(_ override: T?, _ file: Located<T>?, _ assumed: T) -> (T, EnvironmentValueOrigin) {
      if let override { return (override, .override) }
      if let file { return (file.value, .file) }
      return (assumed, .assumed)
    }
    let assumed = ResolutionEnvironment.assumed
    let ios = pick(overrides.ios, file.ios, assumed.ios)
    let device = pick(overrides.device, file.device, assumed.device)
    let appearance = pick(overrides.appearance, file.appearance, assumed.appearance)
    values = ResolutionEnvironment(ios: ios.0, device: device.0, appearance: appearance.0)
    iosOrigin = ios.1
    deviceOrigin = device.1
    appearanceOrigin = appearance.1
  }
}

/// What a trace step or a skipped override is about.
public enum TraceSubject: Hashable, Sendable {
  /// The window scene as a whole (choosing a window, fallback values).
  case scene
  /// The Info.plist.
  case infoPlist
  /// `UIApplication.shared`.
  case application
  /// A window, by index.
  case window(Int)
  /// A controller.
  case controller(ControllerID)
}

/// One hop of the decision: a question UIKit asks, its answer, and the rule behind it.
public struct TraceStep: Hashable, Sendable {
  /// What is asked.
  public let subject: TraceSubject
  /// The subject's display name, such as `NC` or `Info.plist`.
  public let subjectName: String
  /// The question, such as "childForStatusBarStyle?".
  public let question: String
  /// The answer in plain words.
  public let answer: String
  /// The rule and claim behind the answer.
  public let citation: RuleCitation
  /// The place in the rules file that caused the answer, if any.
  public let location: SourceRange?
}

/// An override that UIKit never asked, and why.
public struct SkippedOverride: Hashable, Sendable {
  /// Who has the override.
  public let subject: TraceSubject
  /// The subject's display name.
  public let subjectName: String
  /// The overridden member, such as `preferredStatusBarStyle`.
  public let member: String
  /// The value it would have given, as written.
  public let value: String
  /// Where the override is written.
  public let location: SourceRange?
  /// Why it was not asked, in plain words.
  public let reason: String
  /// The rule behind the reason.
  public let citation: RuleCitation
}

/// Who decided the status bar style.
public enum StyleDecider: Hashable, Sendable {
  /// A view controller.
  case controller(ControllerID)
  /// `UIApplication`, because the Info.plist switch is NO.
  case application
  /// Nobody: UIKit's fallback (no visible window, or a window without a root).
  case fallback
}

/// The result of resolving the status bar style of an app model.
public struct StyleResolution: Sendable {
  /// The environment used.
  public let environment: ResolvedEnvironment
  /// The `UIStatusBarStyle` value that applies.
  public let style: StatusBarStyle
  /// What it shows.
  public let content: StatusBarContent
  /// Who decided.
  public let decider: StyleDecider
  /// The name of who decided: a controller, `UIApplication`, or `UIKit`.
  public let deciderName: String
  /// The class of the deciding controller, if a controller decided.
  public let deciderClass: String?
  /// Every hop, in order.
  public let steps: [TraceStep]
  /// Overrides that were never asked, with the reason for each.
  public let skipped: [SkippedOverride]
  /// The window that controls the status bar, if any.
  public let controllingWindow: Int?
  /// What the walk found, for questions asked afterwards.
  let record: WalkRecord

  /// Where, and why, the walk leaves the path to a controller's `preferredStatusBarStyle`.
  public func departure(for controller: ControllerID) -> PathDeparture {
    PathAnalysis(record: record).departure(for: controller)
  }
}
