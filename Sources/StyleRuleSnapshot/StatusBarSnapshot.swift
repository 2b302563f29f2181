#if canImport(UIKit) && os(iOS)
  import Foundation
#endif

/// A rules file of the running app's status bar: its Info.plist keys, its scenes, windows
/// and view controllers, and what each controller answers now.
///
/// In the debugger, `po StatusBarSnapshot.capture()` prints the file; paste it into
/// `stylerule resolve -` to see which controller decides the status bar as the app is on
/// screen, and why. ``print()`` prints it from code.
public struct StatusBarSnapshot: CustomStringConvertible, CustomDebugStringConvertible, Sendable {
  /// The rules text.
  public let text: String
  /// The name the file gives each controller, by identity.
  private let controllerNames: [ObjectIdentifier: String]

  /// The rules text, so that `po` and string interpolation print the file.
  public var description: String { text }
  /// The rules text, unquoted, so that `po` prints the file as it is.
  public var debugDescription: String { text }

  /// A snapshot holding a note instead of a file.
  private init(note: String) {
    text = "# " + note + "\n"
    controllerNames = [:]
  }

  private init(text: String, controllerNames: [ObjectIdentifier: String]) {
    self.text = text
    self.controllerNames = controllerNames
  }

  /// The name the file gives a controller, or `nil` if the snapshot did not read it.
  public func name(of controller: ObjectIdentifier) -> String? { controllerNames[controller] }

  /// Reads `app` and writes its rules file.
  @MainActor
  public static func capture(of app: any SnapshotApp) -> StatusBarSnapshot {
    var reader = HierarchyReader()
    let hierarchy = reader.read(app)
    let classes = ClassNames(controllers: hierarchy.controllers)
    let names = ControllerNames(controllers: hierarchy.controllers, classes: classes).names
    let text = SnapshotRulesWriter(hierarchy: hierarchy, classes: classes, names: names).write()
    var controllerNames: [ObjectIdentifier: String] = [:]
    for (position, controller) in hierarchy.controllers.enumerated() {
      controllerNames[controller.identity] = names[position]
    }
    return StatusBarSnapshot(text: text, controllerNames: controllerNames)
  }

  /// Reads the running app through UIKit and writes its rules file.
  ///
  /// Call it on the main thread (in LLDB, with the main thread selected): UIKit is read
  /// there only. Elsewhere, and on a platform without UIKit's status bar, the text is a
  /// comment that says so.
  @available(iOSApplicationExtension, unavailable)
  public static func capture() -> StatusBarSnapshot {
    #if canImport(UIKit) && os(iOS)
      guard Thread.isMainThread else {
        return StatusBarSnapshot(
          note: "StatusBarSnapshot reads UIKit, which must be read on the main thread: select "
            + "the main thread (Thread 1) in the debugger, or call it from the main thread, and "
            + "try again.")
      }
      guard #available(iOS 13.0, *) else {
        return StatusBarSnapshot(note: "StatusBarSnapshot needs iOS 13 or later (window scenes).")
      }
      return MainActor.assumeIsolated { capture(of: UIKitSnapshotApp()) }
    #else
      return StatusBarSnapshot(
        note: "StatusBarSnapshot reads UIKit's status bar, which this platform does not have.")
    #endif
  }

  /// Prints ``capture()``'s rules file on standard output: the one thing this library
  /// prints.
  @available(iOSApplicationExtension, unavailable)
  public static func print() {
    Swift.print(capture().text, terminator: "")
  }
}
