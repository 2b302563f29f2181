import StyleRuleKit

/// The application target of an Xcode project that a scan read.
struct AppTargetFact: Sendable, Hashable {
  /// The target's name.
  var name: String
  /// The `project.pbxproj` that declares it, relative to the scanned folder.
  var projectPath: String
  /// The build configuration whose settings were used (`Release`).
  var configuration: String
  /// Where the target is declared.
  var origin: SourceOrigin
  /// `IPHONEOS_DEPLOYMENT_TARGET` as the build settings give it, where it is assigned.
  var deploymentTarget: ReaderValue<String>? = nil
}

/// A storyboard controller with a storyboard identifier, which code instantiates with
/// `instantiateViewController(withIdentifier:)`.
struct StoryboardControllerFact: Sendable, Hashable {
  /// The storyboard's name (`Main` for `Base.lproj/Main.storyboard`).
  var storyboard: String
  /// The storyboard identifier.
  var identifier: String
  /// The class the element instantiates (`customClass`, or the element's UIKit class); nil
  /// when the element names none.
  var className: String?
  /// Where the controller element is.
  var origin: SourceOrigin
}
