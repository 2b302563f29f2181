extension AppScanner {
  /// The application targets of the app's Xcode projects, as `--target` names them, in
  /// path order; empty when no project has one.
  ///
  /// Reads the projects and stops, as a scan does when it must be told which target to read:
  /// it asks for a target no project can have (a name with a line break), and takes the
  /// targets from the error, which lists them all.
  public static func applicationTargets(root: String, options: ScanOptions = .standard)
    -> [AppTargetChoice]
  {
    var options = options
    options.target = "\n"
    switch scan(root: root, options: options).targetError {
    case .unknownTarget(_, let targets, _)?, .choiceNeeded(let targets)?: return targets
    case nil: return []
    }
  }
}
