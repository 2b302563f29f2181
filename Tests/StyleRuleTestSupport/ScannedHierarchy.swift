import StyleRuleKit

/// The hierarchy a scanned rules file states, as the engine reads it back: each window with
/// its controllers as an indented tree, so that a test compares the whole structure rather
/// than lines of text (a controller under the wrong parent, with the right line, fails).
///
/// A window is `window NAME @ PATH:LINE`, below its `scene NAME @ PATH:LINE` when the file
/// writes scenes; below a window, two spaces deeper a level, each controller is
/// `NAME: CLASS @ PATH:LINE`, its children below it, then the controller it presents as
/// `presents NAME: CLASS @ PATH:LINE`. The origin is the one the engine gives the line that
/// declares it (a declaration without an `@ "…"` of its own takes its parent's), without the
/// column. Only what is on screen at launch is drawn: a scenario's transitions are not. A
/// controller chosen at run time is `choice NAME @ PATH:LINE`, with each alternative below it,
/// in the order written (the ones not placed with their own children too).
public enum ScannedHierarchy {
  /// The outline of the windows of `rulesText`, which must load.
  public static func outline(of rulesText: String) throws -> [String] {
    let loaded = try RulesFile.parse(SourceFile(path: "scan.rules", text: rulesText))
    let model = loaded.model
    func origin(_ range: SourceRange) -> String {
      guard let origin = model.source.origins.origin(of: range) else { return "" }
      return " @ \(origin.path)" + (origin.line.map { ":\($0)" } ?? "")
    }
    var lines: [String] = []
    let writesScenes = model.scenes.contains { $0.keywordRange != nil }
    for (sceneIndex, scene) in model.scenes.enumerated() {
      if writesScenes {
        lines.append(
          "scene \(scene.name ?? "#\(sceneIndex)")" + (scene.keywordRange.map(origin) ?? ""))
      }
      let sceneDepth = writesScenes ? 1 : 0
      for index in scene.windows {
        let window = model.windows[index]
        lines.append(
          String(repeating: "  ", count: sceneDepth) + "window \(window.name ?? "#\(index)")"
            + origin(window.keywordRange))
        lines += tree(of: window, depth: sceneDepth + 1, in: model, origin: origin)
      }
    }
    return lines
  }

  /// The lines of a window's controllers, depth first, without recursion.
  private static func tree(
    of window: Window, depth windowDepth: Int, in model: AppModel,
    origin: (SourceRange) -> String
  ) -> [String] {
    var lines: [String] = []
    if let root = window.root {
      var stack: [(id: ControllerID, depth: Int, lead: String)] = [(root, windowDepth, "")]
      while let entry = stack.popLast() {
        let (id, depth) = (entry.id, entry.depth)
        var lead = entry.lead
        if let index = model.choice(ofAlternative: id), lead != "alternative" {
          // The choice, then each alternative as the placed one is drawn.
          let choice = model.controllerChoices[index]
          lines.append(
            String(repeating: "  ", count: depth) + lead + "choice \(choice.name)"
              + origin(choice.nameRange))
          stack.append(
            contentsOf: choice.alternatives.reversed().map {
              (id: $0, depth: depth + 1, lead: "alternative")
            })
          continue
        }
        if lead == "alternative" { lead = "" }
        let controller = model[id]
        lines.append(
          String(repeating: "  ", count: depth) + lead + "\(controller.name): "
            + controller.className + origin(controller.nameRange))
        var below = controller.children.map { (id: $0, depth: depth + 1, lead: "") }
        if let presentation = controller.presentation {
          below.append((model.presentations[presentation].presented, depth + 1, "presents "))
        }
        stack.append(contentsOf: below.reversed())
      }
    }
    return lines
  }
}
