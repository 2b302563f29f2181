import StyleRuleKit

/// The application target of an Xcode project that a scan read.
public struct AppTargetFact: Sendable, Hashable {
  /// The target's name.
  public var name: String
  /// The `project.pbxproj` that declares it, relative to the scanned folder.
  public var projectPath: String
  /// The build configuration whose settings were used (`Release`).
  public var configuration: String
  /// Where the target is declared.
  public var origin: SourceOrigin

  /// Creates a target fact.
  public init(name: String, projectPath: String, configuration: String, origin: SourceOrigin) {
    self.name = name
    self.projectPath = projectPath
    self.configuration = configuration
    self.origin = origin
  }
}

/// A storyboard controller with a storyboard identifier, which code instantiates with
/// `instantiateViewController(withIdentifier:)`.
public struct StoryboardControllerFact: Sendable, Hashable {
  /// The storyboard's name (`Main` for `Base.lproj/Main.storyboard`).
  public var storyboard: String
  /// The storyboard identifier.
  public var identifier: String
  /// The class the element instantiates (`customClass`, or the element's UIKit class); nil
  /// when the element names none.
  public var className: String?
  /// Where the controller element is.
  public var origin: SourceOrigin

  /// Creates a storyboard controller fact.
  public init(storyboard: String, identifier: String, className: String?, origin: SourceOrigin) {
    self.storyboard = storyboard
    self.identifier = identifier
    self.className = className
    self.origin = origin
  }
}
