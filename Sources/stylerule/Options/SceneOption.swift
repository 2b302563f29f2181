import ArgumentParser
import StyleRuleKit

/// `--scene NAME`: one window scene of the file instead of every scene.
struct SceneOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "One scene of the file, by name or number from 1 (without it, resolve answers for "
        + "every scene and graph draws the first).",
      valueName: "scene"))
  var scene: String?

  /// The scenes to resolve: the one named, or every scene of the model.
  /// - Throws: ``RulesFileError`` when the file has no such scene.
  func scenes(in loaded: LoadedRules) throws(RulesFileError) -> [Int] {
    let scenes = loaded.model.scenes
    guard let scene else { return Array(scenes.indices) }
    if let index = loaded.model.scene(named: scene) { return [index] }
    if let number = Int(scene), scenes.indices.contains(number - 1) { return [number - 1] }
    let names = scenes.compactMap(\.name)
    var message = "--scene \(scene): the file has no such scene"
    if let match = Suggestion.closest(to: scene, in: names) {
      message += "; did you mean '\(match)'?"
    } else {
      message +=
        names.isEmpty
        ? "; it has \(scenes.count) scene\(scenes.count == 1 ? "" : "s"), numbered from 1"
        : "; its scenes are " + names.map { "'\($0)'" }.joined(separator: ", ")
    }
    throw .invalid(
      DiagnosticsError(
        source: loaded.model.source,
        diagnostics: loaded.warnings + [Diagnostic(.cli(.unknownScene), .error, message, at: nil)]))
  }
}
