/// The counts a scan reports on standard error, and what it could not determine.
public struct ScanSummary: Sendable, Hashable {
  /// Files read successfully (parsed, possibly with syntax errors), by kind: only the files
  /// the scan opened, not every file listed.
  var filesRead: [ScannedFileKind: Int]
  /// Files listed but not read (unreadable, too large, not text).
  var filesSkipped: Int
  /// View controller classes found.
  var viewControllerClasses: Int
  /// Of those, the classes of at least one controller the rules file places in some state
  /// (see ``PlacedControllerClasses``); nil when the engine does not read the rules file.
  var placedViewControllerClasses: Int?
  /// The classes not placed, each with what the scan found in the way; empty when the
  /// engine does not read the rules file.
  var unplacedClasses: [UnplacedClass] = []
  /// Of the classes, those no file read names other than where they are declared, which
  /// nothing in the target makes: the measure counts the classes the target makes.
  var classesNamedNowhere = 0
  /// The presentation, push and show sites found, and how many have a determined
  /// destination.
  var transitionSites: TransitionSiteCount
  /// Status bar overrides found, by how exactly their value is known.
  var overrides: [MemberValuePrecision: Int]
  /// Windows found, in scenes or not.
  var windows: Int
  /// Scenes found.
  var scenes: Int
  /// Presentations found.
  var presentations: Int
  /// `setNeedsStatusBarAppearanceUpdate()` calls found.
  var appearanceUpdates: Int
  /// What the scan could not determine, each with where it looked.
  var undetermined: [UndeterminedFact]
  /// What the scan established without a statement (settings with no effect…).
  var notes: [ScanNote]
  /// The application target read, when the app has an Xcode project.
  var target: AppTargetFact?
  /// Swift files and storyboards listed but not read, as they are not the target's.
  var filesOutsideTarget = 0

  /// The summary of a scan's facts and problems, and of the rules file written from them.
  init(facts: ScanFacts, problems: [ScanProblem], rulesText: String) {
    var read: [ScannedFileKind: Int] = [:]
    let skipped = Set(problems.filter { !$0.fileWasUsed }.map(\.path))
    var skippedCount = 0
    for file in facts.files {
      if skipped.contains(file.relativePath) {
        skippedCount += 1
      } else {
        read[file.kind, default: 0] += 1
      }
    }
    filesRead = read
    filesSkipped = skippedCount
    viewControllerClasses = facts.classes.count
    classesNamedNowhere = facts.classes.count { facts.classesNamedNowhere.contains($0.name) }
    let placed = PlacedControllerClasses.names(inRules: rulesText)
    placedViewControllerClasses = placed.map { placed in
      facts.classes.count { placed.contains($0.name) }
    }
    if let placed {
      unplacedClasses = UnplacedClass.list(
        classes: facts.classes, placed: placed, undetermined: facts.undetermined,
        instantiations: facts.instantiations, namedNowhere: facts.classesNamedNowhere)
    }
    transitionSites = facts.transitionSites
    var overrides: [MemberValuePrecision: Int] = [:]
    let members = facts.classes.flatMap(\.members) + facts.extensions.flatMap(\.members)
    for member in members where member.member.isStatusBarOverride {
      overrides[member.value.precision, default: 0] += 1
    }
    self.overrides = overrides
    let allWindows = facts.windows + facts.scenes.flatMap(\.windows)
    windows = allWindows.count
    scenes = facts.scenes.count
    presentations = facts.presentations.count
    appearanceUpdates = facts.appearanceUpdates.count
    var undetermined = facts.undetermined
    if !facts.hasHierarchy {
      undetermined.append(
        UndeterminedFact(
          what:
            "hierarchy not found: no window root, storyboard entry point or WindowGroup in the files read",
          origin: nil))
    }
    self.undetermined = undetermined.sorted()
    notes = facts.notes.sorted()
    target = facts.target
  }

  /// The number of files read, of every kind.
  var totalFilesRead: Int { filesRead.values.reduce(0, +) }

  /// How many undetermined items there are of each kind of obstacle, most frequent first
  /// (then in the order of ``UndeterminedReason``).
  var undeterminedByReason: [(reason: UndeterminedReason, count: Int)] {
    var counts: [UndeterminedReason: Int] = [:]
    for item in undetermined { counts[item.reason, default: 0] += 1 }
    return counts.map { (reason: $0.key, count: $0.value) }.sorted {
      $0.count == $1.count ? $0.reason < $1.reason : $0.count > $1.count
    }
  }
}
