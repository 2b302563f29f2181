/// A fix written as edits to the app's own files: a unified diff that `git apply` applies,
/// or why the fix has no such form and is shown on the rules file only.
public enum AppPatch: Hashable, Sendable {
  /// The unified diff of the app's files (`--- a/PATH`, `+++ b/PATH`, 3 lines of context),
  /// with paths relative to the current directory.
  case diff(String)
  /// Why there is no diff, as a sentence without a final full stop.
  case unavailable(String)

  /// The diff, if there is one.
  public var diff: String? {
    if case .diff(let text) = self { return text }
    return nil
  }

  /// Why there is no diff, if there is none.
  public var unavailableReason: String? {
    if case .unavailable(let reason) = self { return reason }
    return nil
  }

  /// The reason given for every fix of a rules file without origins.
  public static let noOrigins = AppPatch.unavailable(
    "the rules file states no origins (it was not written by 'stylerule scan')")
}

/// Writes the fixes of an explanation of a scanned rules file as edits to the app's files:
/// Swift sources, an XML Info.plist or an `.xcconfig` file, found through the origins
/// (`@ "path:line:column"`) of the statements each fix changes.
///
/// The planner never reads files: ``filesToRead`` lists the paths it needs and
/// ``patches(files:currentDirectory:)`` takes their contents. It reads Swift as text (see
/// the scanner in this folder), so it writes only the forms it can check at the origin: an
/// override added to or replaced in a class, a property set on the variable a controller is
/// created in or presented from, an assignment's value changed, a subclass with the
/// constructor call changed, the Info.plist switch. Anything else, or text at the origin
/// that is not what the rules file says is there, gives ``AppPatch/unavailable(_:)`` with
/// the reason.
public struct AppPatchPlanner: Sendable {
  /// The explanation whose fixes are written.
  public let explanation: Explanation

  /// Creates a planner.
  public init(explanation: Explanation) {
    self.explanation = explanation
  }

  /// The paths of the app's files the fixes' edits may change or look at, resolved from
  /// the rules file's origins (relative to the current directory, or absolute), sorted.
  public var filesToRead: [String] {
    var paths: Set<String> = []
    for fix in explanation.fixes {
      for step in fix.steps {
        for origin in Self.origins(for: step.action, in: step.model) {
          paths.insert(
            step.model.source.origins.resolve(origin, rulesPath: step.model.source.path).path)
        }
      }
    }
    return paths.sorted()
  }

  /// The patch of each fix, in the explanation's order.
  ///
  /// - Parameters:
  ///   - files: The contents of the files in ``filesToRead`` that could be read, by path.
  ///   - currentDirectory: The absolute path of the current directory, to write the diff's
  ///     paths relative to it; `nil` keeps them as resolved.
  public func patches(files: [String: [UInt8]], currentDirectory: String?) -> [AppPatch] {
    explanation.fixes.map { patch(for: $0, files: files, currentDirectory: currentDirectory) }
  }

  /// The patch of one fix: every step's edits together, or the first reason a step has no
  /// form in the app's files.
  public func patch(for fix: Fix, files: [String: [UInt8]], currentDirectory: String?)
    -> AppPatch
  {
    guard !explanation.model.source.origins.isEmpty else { return AppPatch.noOrigins }
    var session = AppEditSession(files: files, currentDirectory: currentDirectory)
    for (offset, step) in fix.steps.enumerated() {
      do throws(AppEditRefusal) {
        try session.plan(step.action, in: step.model)
      } catch {
        let which = fix.steps.count == 1 ? "" : "change \(offset + 1): "
        return .unavailable(which + error.reason)
      }
    }
    let diff = session.unifiedDiff()
    return diff.isEmpty ? .unavailable("the fix changes nothing in the app's files") : .diff(diff)
  }

  /// The origins of the statements an action changes or needs to look at.
  static func origins(for action: FixAction, in model: AppModel) -> [SourceOrigin] {
    let origins = model.source.origins
    var found: [SourceOrigin?] = []
    switch action {
    case .enableViewControllerAppearance:
      found.append(
        model.plist.viewControllerBasedAppearance?.range.flatMap { origins.origin(of: $0) })
    case .setInstanceProperty(let name, let key, _):
      guard let controller = model.controller(named: name) else { break }
      found.append(
        controller.settings.range(of: key).flatMap { origins.ownOrigin(ofStatementAt: $0.start) })
      found += instanceOrigins(of: controller, in: model)
    case .hideWindow(let index, _), .showWindow(let index, _), .raiseWindow(let index, _, _, _):
      guard index < model.windows.count else { break }
      for range in [model.windows[index].isHidden.range, model.windows[index].level.range] {
        found.append(range.flatMap { origins.ownOrigin(ofStatementAt: $0.start) })
      }
    case .subclass(let name, _, _):
      guard let controller = model.controller(named: name) else { break }
      found.append(origins.ownOrigin(ofStatementAt: controller.range.start))
      if case .declared(let id) = controller.classReference {
        found.append(origins.ownOrigin(ofStatementAt: model.classes[id.index].range.start))
      }
    case .setClassMember(let className, let member, _):
      guard let declared = model.classes.first(where: { $0.name == className }) else { break }
      let declaration = origins.ownOrigin(ofStatementAt: declared.range.start)
      found.append(declaration)
      found.append(
        declared.ownMembers.range(of: member).flatMap { origins.ownOrigin(ofStatementAt: $0.start) }
      )
      // An Objective-C class declared in a header is implemented in the `.m` of its name.
      if let declaration, declaration.path.hasSuffix(".h") {
        found += AppEditSession.implementationPaths(ofHeader: declaration.path).map {
          SourceOrigin(path: $0)
        }
      }
    case .setExtensionMember(let uikit, let member, _):
      found.append(
        model.extensions[uikit]?.range(of: member).flatMap {
          origins.ownOrigin(ofStatementAt: $0.start)
        })
      for block in model.extensionBlocks where block.uikit == uikit {
        found.append(origins.ownOrigin(ofStatementAt: block.range.start))
      }
    }
    return found.compactMap { $0 }
  }

  /// A controller's own origin (where it is created) and, for a presented controller, the
  /// presentation's (where it is presented).
  static func instanceOrigins(of controller: Controller, in model: AppModel) -> [SourceOrigin?] {
    let origins = model.source.origins
    var found = [origins.ownOrigin(ofStatementAt: controller.range.start)]
    if case .presentation(let index)? = controller.parent, index < model.presentations.count {
      found.append(origins.ownOrigin(ofStatementAt: model.presentations[index].range.start))
    }
    return found
  }
}

/// Why an action has no form in the app's files.
struct AppEditRefusal: Error {
  /// The reason, as a sentence without a final full stop.
  let reason: String

  /// Creates a refusal.
  init(_ reason: String) { self.reason = reason }
}
