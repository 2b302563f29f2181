/// What the non-Swift readers reported, sorted into the three lists a scan reports: files
/// that could not be read (or only in part), what could not be determined, and notes.
///
/// - A malformed or too deeply nested file is a ``ScanProblem`` for its path (reported once):
///   ``ScanProblem/Kind/syntaxErrors`` when the reader still used what it read before the
///   error, ``ScanProblem/Kind/malformed`` when nothing was used.
/// - A missing file, an include cycle and a construct the readers do not interpret leave
///   something undetermined, located where the sources name it.
/// - A setting with no effect and a value that overrides another are notes.
struct ReaderFindings {
  /// Files not read, or read in part.
  var problems: [ScanProblem] = []
  /// What could not be determined.
  var undetermined: [UndeterminedFact] = []
  /// Notes.
  var notes: [ScanNote] = []

  /// Adds the problems of one reader; `used` says whether what the reader read of a
  /// malformed file is still used.
  mutating func add(_ readerProblems: [ReaderProblem], used: Bool) {
    for problem in readerProblems { add(problem, used: used) }
  }

  /// Adds what another set of readers found, after what this one holds.
  mutating func add(_ other: ReaderFindings) {
    problems += other.problems
    undetermined += other.undetermined
    notes += other.notes
  }

  /// Adds one reader problem.
  mutating func add(_ problem: ReaderProblem, used: Bool) {
    switch problem.kind {
    case .malformed, .tooDeep:
      problems.append(
        ScanProblem(
          path: problem.origin.path, kind: used ? .syntaxErrors : .malformed,
          reason: problem.message + (used ? "; what was read before it is used" : ""),
          origin: problem.origin))
    case .missingFile, .includeCycle, .unsupported:
      undetermined.append(UndeterminedFact(what: problem.message, origin: problem.origin))
    case .overridden, .noEffect:
      notes.append(ScanNote(what: problem.message, origin: problem.origin))
    }
  }
}
