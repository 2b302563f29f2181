/// Everything the scan found in an app, ready to be written as a rules file.
///
/// Each reader adds its part (Swift declarations here; plist entries, windows and
/// presentations from the other readers); the emitter writes every fact with its origin.
public struct ScanFacts: Sendable, Hashable {
  /// The files read, by path.
  public var files: [ScannedFile]
  /// Info.plist entries.
  public var plistEntries: [PlistEntryFact]
  /// Deprecated `UIApplication` setters.
  public var applicationSettings: [ApplicationStatusBarFact]
  /// The app's view controller classes, superclasses before subclasses, then by origin.
  public var classes: [ClassFact]
  /// Extensions of UIKit controller classes with status bar overrides, by class name.
  public var extensions: [ExtensionFact]
  /// `setNeedsStatusBarAppearanceUpdate()` calls, by origin.
  public var appearanceUpdates: [AppearanceUpdateFact]
  /// Scenes, when the sources state them; windows outside any scene are in ``windows``.
  public var scenes: [SceneFact]
  /// Windows outside any scene.
  public var windows: [WindowFact]
  /// Presentations.
  public var presentations: [PresentationFact]
  /// What the scan could not determine, with where it looked.
  public var undetermined: [UndeterminedFact]
  /// What the scan established without a statement to write (settings with no effect…).
  public var notes: [ScanNote]
  /// The application target read, when the app has an Xcode project.
  public var target: AppTargetFact?
  /// The storyboard controllers with a storyboard identifier, by storyboard then position.
  public var storyboardControllers: [StoryboardControllerFact]

  /// Creates a facts value; every list defaults to empty.
  public init(
    files: [ScannedFile] = [], plistEntries: [PlistEntryFact] = [],
    applicationSettings: [ApplicationStatusBarFact] = [], classes: [ClassFact] = [],
    extensions: [ExtensionFact] = [], appearanceUpdates: [AppearanceUpdateFact] = [],
    scenes: [SceneFact] = [], windows: [WindowFact] = [], presentations: [PresentationFact] = [],
    undetermined: [UndeterminedFact] = [], notes: [ScanNote] = [], target: AppTargetFact? = nil,
    storyboardControllers: [StoryboardControllerFact] = []
  ) {
    self.files = files
    self.plistEntries = plistEntries
    self.applicationSettings = applicationSettings
    self.classes = classes
    self.extensions = extensions
    self.appearanceUpdates = appearanceUpdates
    self.scenes = scenes
    self.windows = windows
    self.presentations = presentations
    self.undetermined = undetermined
    self.notes = notes
    self.target = target
    self.storyboardControllers = storyboardControllers
  }

  /// Whether the sources state any window, in a scene or not.
  public var hasHierarchy: Bool { !windows.isEmpty || scenes.contains { !$0.windows.isEmpty } }
}
