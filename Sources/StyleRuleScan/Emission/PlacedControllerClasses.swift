import StyleRuleKit

/// The classes of the controllers a rules file places in some state, as the engine reads it.
///
/// A controller is placed when it is a window's root (a window of the file, or one the
/// scenario creates), a child of a placed container, presented by a placed controller, or
/// brought on screen by a scenario event (`present`, `push`, `setViewControllers`, the root
/// of a window the scenario creates) with everything inside it. Every alternative of a choice is placed where the choice stands (each
/// is on screen in the states where the code chooses it). Only a controller's own class counts: a superclass of a placed
/// class is not placed itself. Controllers written `unknown` name no class.
enum PlacedControllerClasses {
  /// The class names placed in `rulesText`, or nil when the engine does not read the text.
  static func names(inRules rulesText: String) -> Set<String>? {
    guard let loaded = try? RulesFile.parse(SourceFile(path: "scan.rules", text: rulesText))
    else { return nil }
    return names(in: loaded.model)
  }

  /// The class names placed in `model`.
  static func names(in model: AppModel) -> Set<String> {
    var broughtIn: Set<ControllerID> = []
    for event in model.scenario {
      switch event.kind {
      case .present(_, let presented): broughtIn.insert(presented)
      case .push(_, let pushed): broughtIn.insert(pushed)
      case .setViewControllers(let change): broughtIn.formUnion(change.controllers)
      case .createWindow(let index):
        if let root = model.windows[index].root { broughtIn.insert(root) }
      default: break
      }
    }
    // Each controller walks up its parents to an answer already known, a window or a
    // controller the scenario brings in; every controller on the way takes that answer.
    var placed: [Bool?] = Array(repeating: nil, count: model.controllers.count)
    for start in model.controllers.indices {
      var chain: [Int] = []
      var current = ControllerID(start)
      var answer = false
      walk: while chain.count <= model.controllers.count {
        if let known = placed[current.index] {
          answer = known
          break walk
        }
        chain.append(current.index)
        if broughtIn.contains(current) {
          answer = true
          break walk
        }
        switch model[current].parent {
        case .window:
          answer = true
          break walk
        case .container(let parent): current = parent
        case .presentation(let index): current = model.presentations[index].presenter
        case nil:
          // An alternative not chosen at launch stands where its choice does.
          guard let choice = model.choice(ofAlternative: current) else { break walk }
          switch model.controllerChoices[choice].slot {
          case .window: answer = true
          case .container(let parent, _): current = parent
          case .presentation(let index): current = model.presentations[index].presenter
          }
          if answer { break walk }
        }
      }
      for index in chain { placed[index] = answer }
    }
    var names: Set<String> = []
    for controller in model.controllers
    where placed[controller.id.index] == true && !controller.hasUnknownClass {
      names.insert(controller.className)
    }
    return names
  }
}
