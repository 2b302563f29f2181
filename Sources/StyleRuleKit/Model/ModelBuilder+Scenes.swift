extension ModelBuilder {
  /// Builds the window scenes: one per `scene` block, or one holding every window when the
  /// file has none (R34).
  mutating func buildScenes() {
    guard !tree.scenes.isEmpty else {
      model.scenes = [
        Scene(
          name: nil, keywordRange: nil, range: nil,
          windows: model.windows.indices.filter { !model.windows[$0].createdInScenario })
      ]
      return
    }
    var names: [String: SourceRange] = [:]
    model.scenes = tree.scenes.map { syntax in
      if let name = syntax.name {
        if let first = names[name.text] {
          report(
            .model(.duplicateScene), .error, "scene '\(name.text)' is declared more than once",
            at: name.range, notes: [Diagnostic.Note("first declared here", at: first)])
        } else {
          names[name.text] = name.range
        }
      }
      return Scene(
        name: syntax.name?.text, keywordRange: syntax.keyword, range: syntax.range, windows: [])
    }
    for (index, syntax) in tree.windows.enumerated() where index < model.windows.count {
      // A window the scenario creates joins the first scene then.
      if syntax.inScenario { continue }
      guard let scene = syntax.scene else {
        report(
          .model(.windowOutsideScene), .error,
          "\(model.windows[index].label(index: index)) is outside every scene, but the file "
            + "declares scenes; put it in the scene whose status bar it belongs to",
          at: syntax.keyword,
          notes: [Diagnostic.Note("the first scene is declared here", at: tree.scenes[0].keyword)])
        continue
      }
      model.windows[index].scene = scene
      model.scenes[scene].windows.append(index)
    }
    for (index, scene) in model.scenes.enumerated()
    where scene.windows.isEmpty && !hasSyntaxError(in: tree.scenes[index].body) {
      report(
        .model(.sceneWithoutWindow), .error,
        "\(scene.label(index: index)) has no window, so nothing in it can show a status bar; "
          + "declare its windows inside its braces, as in 'scene Main { window { Root: "
          + "UIViewController } }'",
        at: tree.scenes[index].name?.range ?? tree.scenes[index].keyword)
    }
  }
}
