extension AppModel {
  /// The error for a name that no controller in the model has, with the closest name
  /// ("did you mean") and a note at its declaration when one is close enough.
  ///
  /// - Parameters:
  ///   - name: The name asked for (`explain NAME`, `layout --controller NAME`).
  ///   - id: The diagnostic's ID, which names the command asking (`explain.unknown-controller`).
  ///
  /// A class's name (a scanned app names its controllers `Thread`, `Thread2`…) gets its
  /// controllers instead, the first with a note.
  public func unknownControllerDiagnostic(named name: String, id: DiagnosticID) -> Diagnostic {
    var message = "no controller named '\(name)'"
    var notes: [Diagnostic.Note] = []
    let instances = controllers.filter { $0.className == name }
    if let first = instances.first {
      let shown = instances.prefix(3).map { "'\($0.name)'" }.joined(separator: ", ")
      let more = instances.count > 3 ? " and \(instances.count - 3) more" : ""
      message +=
        "; '\(name)' is a class: explain one of its controllers, \(shown)\(more)"
      notes.append(Diagnostic.Note("'\(first.name)' is declared here", at: first.nameRange))
      return Diagnostic(id, .error, message, at: nil, notes: notes)
    }
    let suggestion = Suggestion.closest(to: name, in: controllers.prefix(5_000).map(\.name))
    if let suggestion, let match = controller(named: suggestion) {
      message += "; did you mean '\(suggestion)'?"
      notes.append(Diagnostic.Note("'\(suggestion)' is declared here", at: match.nameRange))
    }
    return Diagnostic(id, .error, message, at: nil, notes: notes)
  }
}
