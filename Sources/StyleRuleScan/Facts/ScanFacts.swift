/// Everything the scan found in an app, ready to be written as a rules file.
///
/// Each reader adds its part (Swift declarations here; plist entries, windows and
/// presentations from the other readers); the emitter writes every fact with its origin.
struct ScanFacts: Sendable, Hashable {
  /// The files read, by path.
  var files: [ScannedFile]
  /// Info.plist entries.
  var plistEntries: [PlistEntryFact]
  /// Deprecated `UIApplication` setters.
  var applicationSettings: [ApplicationStatusBarFact]
  /// The app's view controller classes, superclasses before subclasses, then by origin.
  var classes: [ClassFact]
  /// Extensions of UIKit controller classes with status bar overrides, by class name.
  var extensions: [ExtensionFact]
  /// `setNeedsStatusBarAppearanceUpdate()` calls, by origin.
  var appearanceUpdates: [AppearanceUpdateFact]
  /// Scenes, when the sources state them; windows outside any scene are in ``windows``.
  var scenes: [SceneFact]
  /// Windows outside any scene.
  var windows: [WindowFact]
  /// Presentations.
  var presentations: [PresentationFact]
  /// The screens inside hosting controllers whose views change the hidden state.
  var swiftUIScreenChanges: [SwiftUIScreenChange] = []
  /// Windows the code creates after launch (an overlay or a toast made by a view or a
  /// service), each with its root and properties: written as scenario events.
  var laterWindows: [WindowFact] = []
  /// What the scan could not determine, with where it looked.
  var undetermined: [UndeterminedFact]
  /// What the scan established without a statement to write (settings with no effect…).
  var notes: [ScanNote]
  /// The application target read, when the app has an Xcode project.
  var target: AppTargetFact?
  /// The storyboard controllers with a storyboard identifier, by storyboard then position.
  var storyboardControllers: [StoryboardControllerFact]
  /// The presentation, push and show sites of the code and storyboards, and how many have a
  /// determined destination.
  var transitionSites = TransitionSiteCount()
  /// Where the code first makes each app view controller class, by rules name.
  var instantiations: [String: ControllerInstantiation] = [:]
  /// The view controller classes no file read names other than where they are declared
  /// (no code, comment, string or Interface Builder file): nothing in the target makes them.
  var classesNamedNowhere: Set<String> = []

  /// Creates a facts value; every list defaults to empty.
  init(
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
  var hasHierarchy: Bool { !windows.isEmpty || scenes.contains { !$0.windows.isEmpty } }
}
