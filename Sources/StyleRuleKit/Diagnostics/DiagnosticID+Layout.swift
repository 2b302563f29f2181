extension DiagnosticID {
  /// The identifiers of layout questions that cannot be answered.
  public enum Layout: String, CaseIterable, Sendable {
    /// `layout.content-top-not-known`.
    case contentTopNotKnown = "content-top-not-known"
    /// `layout.controller-not-on-screen`.
    case controllerNotOnScreen = "controller-not-on-screen"
    /// `layout.no-device-model`.
    case noDeviceModel = "no-device-model"
    /// `layout.unknown-controller`.
    case unknownController = "unknown-controller"

    /// What the problem is, in one line.
    public var summary: String {
      switch self {
      case .contentTopNotKnown:
        "Where the controller's content starts depends on a number no source gives (a device "
          + "inset not measured on that iOS, or the new design's floating bars)."
      case .controllerNotOnScreen: "The controller asked about is not on screen."
      case .noDeviceModel:
        "No model of the device family runs the iOS version: an environment a library caller "
          + "made, as the commands report model.impossible-environment first."
      case .unknownController: "The controller asked about is not in the file."
      }
    }
  }
}
