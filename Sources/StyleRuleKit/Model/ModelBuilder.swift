/// Checks a ``SyntaxTree`` and links it into an ``AppModel``.
///
/// The builder reports every problem it can find in one pass (unknown names
/// with suggestions, duplicates with a note at the first, misplaced
/// controllers, cycles) and keeps going with a sensible stand-in after each,
/// so one run shows them all. All graph work is iterative and linear.
struct ModelBuilder {
  let source: SourceFile
  let tree: SyntaxTree
  var model: AppModel
  var diagnostics: [Diagnostic] = []

  /// Declared class indices by name.
  var classIndex: [String: Int] = [:]
  /// The first controller declared with each name.
  var controllerIndex: [String: Int] = [:]
  /// Tab selections written on tab bar controllers, checked once children are known.
  var pendingSelections: [(controller: Int, property: PropertySyntax, value: PropertyValue?)] = []
  /// Controllers not to warn about as unplaced: their placement failed with an error
  /// already reported (a cycle, an unknown presenter, a refused presentation).
  var unplacedExempt: Set<Int> = []

  /// Builds the model for `tree`, returning it with every diagnostic found.
  static func build(_ tree: SyntaxTree, source: SourceFile) -> (AppModel, [Diagnostic]) {
    var builder = ModelBuilder(source: source, tree: tree, model: AppModel(source: source))
    builder.run()
    return (builder.model, builder.diagnostics)
  }

  private mutating func run() {
    if isEmpty, tree.errorOffsets.isEmpty {
      report(
        .model(.emptyFile), .error,
        "the file declares nothing; a rules file describes at least a window with a root view "
          + "controller, such as 'window { Root: UIViewController }'",
        at: SourceRange(start: 0, end: 0))
      return
    }
    buildEnvironment()
    buildPlist()
    buildApplication()
    buildClasses()
    buildExtensions()
    model.refreshMemberCache()
    buildControllers()
    checkScrollViewProperties()
    model.controllerPositions = controllerIndex
    buildWindows()
    buildScenes()
    buildPlacements()
    breakCycles()
    assignPresenters()
    resolveSelections()
    checkChildSelectors()
    checkForwardedNames()
    buildObservations()
    unplacedExempt.formUnion(scenarioDeclarations)
    detachScenarioWindows()
    reportUnplacedControllers()
    buildScenario()
    if model.windows.isEmpty && model.plist.viewControllersDecide && tree.errorOffsets.isEmpty {
      report(
        .model(.noWindow), .warning,
        "no window is declared, so no view controller can decide; the status bar shows "
          + "UIKit's fallback style (R33)",
        at: nil)
    }
  }

  private var isEmpty: Bool {
    tree.plistEntries.isEmpty && tree.applicationSettings.isEmpty
      && tree.environmentSettings.isEmpty && tree.classes.isEmpty && tree.extensions.isEmpty
      && tree.windows.isEmpty && tree.scenes.isEmpty && tree.controllers.isEmpty
      && tree.placements.isEmpty
      && tree.events.isEmpty
  }

  // MARK: - After syntax errors

  /// Whether `name` was written in a statement that failed to parse: it may be declared
  /// there, so it is not reported as unknown where it is used.
  func isBroken(_ name: String) -> Bool {
    tree.brokenNames.contains(name)
  }

  /// Whether a syntax error lies inside `body` (an unclosed body runs to the end of the
  /// file): the statements it holds may be incomplete.
  func hasSyntaxError(in body: SourceRange?) -> Bool {
    guard let body, !tree.errorOffsets.isEmpty else { return false }
    let end = body.end - body.start <= 1 ? Int.max : body.end
    return tree.errorOffsets.contains { $0 >= body.start && $0 < end }
  }

  // MARK: - Reporting

  mutating func report(
    _ id: DiagnosticID, _ severity: Diagnostic.Severity, _ message: String, at range: SourceRange?,
    notes: [Diagnostic.Note] = []
  ) {
    diagnostics.append(Diagnostic(id, severity, message, at: range, notes: notes))
  }

  /// Reports a value that is not one of `kind`'s spellings, with a suggestion when one is close.
  mutating func reportInvalidValue(
    _ value: ValueSyntax, kind: ValueKind, for name: String, extraHint: String? = nil
  ) {
    if kind == .edges || kind == .insets {
      return reportInvalidLayoutValue(value, kind: kind, for: name)
    }
    let article = kind.noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    var message = "'\(value.text)' is not \(article) \(kind.noun) for '\(name)'"
    if let extraHint {
      message += "; \(extraHint)"
    } else if kind == .integer {
      message += "; expected a whole number from 0, such as a tab's position"
    } else if let match = Suggestion.closest(to: value.text, in: kind.spellings) {
      message += "; did you mean '\(match)'?"
    } else if !kind.spellings.isEmpty {
      message += "; expected one of: \(kind.spellings.joined(separator: ", "))"
    }
    report(.model(.invalidValue), .error, message, at: value.range)
  }

  /// Reports a second setting of the same thing, with a note at the first.
  mutating func reportDuplicate(
    _ what: String, at range: SourceRange, first: SourceRange,
    id: DiagnosticID = .model(.duplicateSetting)
  ) {
    report(
      id, .error, "\(what) is set more than once", at: range,
      notes: [Diagnostic.Note("first set here", at: first)])
  }
}
