extension LayoutEngine {
  /// The error for a `--controller` name that names no controller on screen in a layout:
  /// no such controller (with the closest name), or one that is not on screen (with the
  /// ones that are); `nil` when it is on screen.
  public func controllerProblem(_ name: String, in layout: ScreenLayout) -> Diagnostic? {
    guard layout.controller(named: name) == nil else { return nil }
    guard let declared = model.controller(named: name) else {
      return model.unknownControllerDiagnostic(named: name, id: .layout(.unknownController))
    }
    let onScreen = layout.controllers.map { "'\($0.name)'" }
    let list =
      onScreen.isEmpty
      ? "none is" : onScreen.joined(separator: ", ") + (onScreen.count == 1 ? " is" : " are")
    return Diagnostic(
      .layout(.controllerNotOnScreen), .error,
      "'\(name)' is not on screen in this state: \(list)", at: declared.nameRange)
  }

  /// The error for an environment that cannot be laid out (no model of its family runs
  /// its version).
  public static func environmentProblem(_ error: LayoutEnvironmentError) -> Diagnostic {
    Diagnostic(.layout(.noDeviceModel), .error, error.message, at: nil)
  }
}
