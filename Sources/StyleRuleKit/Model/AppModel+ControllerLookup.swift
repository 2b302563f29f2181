extension AppModel {
  /// The error for a name that no controller in the model has, with the closest name
  /// ("did you mean") and a note at its declaration when one is close enough.
  ///
  /// - Parameters:
  ///   - name: The name asked for (`explain NAME`, `layout --controller NAME`).
  ///   - id: The diagnostic's ID, which names the command asking (`explain.unknown-controller`).
  public func unknownControllerDiagnostic(named name: String, id: DiagnosticID) -> Diagnostic {
    let suggestion = Suggestion.closest(to: name, in: controllers.prefix(5_000).map(\.name))
    var message = "no controller named '\(name)'"
    var notes: [Diagnostic.Note] = []
    if let suggestion, let match = controller(named: suggestion) {
      message += "; did you mean '\(suggestion)'?"
      notes.append(Diagnostic.Note("'\(suggestion)' is declared here", at: match.nameRange))
    }
    return Diagnostic(id, .error, message, at: nil, notes: notes)
  }
}
