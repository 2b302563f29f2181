import StyleRuleKit

/// What the Swift code states about windows, their roots and transitions: the seam where the
/// reader of the hierarchy in code plugs into the scan (see ``AppScanner``).
///
/// The scan merges it with the storyboard's: the code's scenes, windows and transitions are
/// written after the launch storyboard's window, except that when
/// ``replacesStoryboardWindow`` is set the storyboard's window is not written (the code
/// wins, and a note says so). When the code states scenes, the storyboard's window is put
/// first in the first scene, as a file with scenes has every window in one.
struct CodeHierarchy: Sendable, Hashable {
  /// Scenes the code states.
  var scenes: [SceneFact] = []
  /// Windows outside any scene.
  var windows: [WindowFact] = []
  /// Presentations and pushes, with the controller that triggers each.
  var presentations: [PresentationFact] = []
  /// Windows created after launch, with the root and properties the code gives them where
  /// it creates them.
  var laterWindows: [WindowFact] = []
  /// The screens inside hosting controllers whose views change the hidden state.
  var swiftUIScreenChanges: [SwiftUIScreenChange] = []
  /// Where the code replaces the root of the window the launch storyboard fills
  /// (`window.rootViewController = …` in the scene or app delegate), if it does.
  var replacesStoryboardWindow: SourceOrigin?
  /// Settings the scene or app delegate makes on the window the launch storyboard fills,
  /// when the code only configures that window (`window?.overrideUserInterfaceStyle = .dark`)
  /// without creating it or giving it a root: written on the storyboard's window.
  var storyboardWindowProperties: [PropertyFact] = []
  /// When the launch storyboard's window stays, its root with the children its classes'
  /// set-up adds in code after those the storyboard gives.
  var storyboardWindowRoot: ControllerFact?
  /// What could not be determined.
  var undetermined: [UndeterminedFact] = []
  /// Notes.
  var notes: [ScanNote] = []
  /// The presentation, push and show sites of the code, and how many have a determined
  /// destination.
  var transitionSites = TransitionSiteCount()

  /// Nothing stated.
  init() {}
}

/// What the reader of the hierarchy in code is given.
struct CodeHierarchyContext: Sendable {
  /// Every Swift file's declarations, in path order.
  var declarations: [SwiftFileDeclarations]
  /// The view controller classes, as the rules file names them.
  var classes: [ClassFact]
  /// The storyboard the Info.plist launches with (`Main`), if any.
  var launchStoryboard: String?
  /// The root of the window the launch storyboard fills, with its descendants: the code's
  /// transitions start from its controllers unless the code replaces that window's root.
  var launchStoryboardRoot: ControllerFact?
  /// Whether the Info.plist declares a scene manifest.
  var usesScenes: Bool
  /// The scene delegate class the manifest names, without its module (`SceneDelegate`).
  var sceneDelegateClass: String?
  /// The storyboards, to instantiate a controller by storyboard identifier
  /// (``StoryboardHierarchyBuilder/controller(storyboard:identifier:navigation:at:)``) and
  /// to name controllers uniquely (``StoryboardHierarchyBuilder/names``).
  var storyboards: StoryboardHierarchyBuilder
}
