extension StatusBarWalk {
  /// Whether the walk answers for an iPad on iPadOS 26 or later, where a scene may be a
  /// window among others rather than the full screen (R42).
  var mayBeWindowedScene: Bool {
    environment.values.device == .ipad && ios.major >= OSVersion.firstYearMajor
  }

  /// States, as the walk's first step, that an iPad on iPadOS 26 or later is answered for a
  /// full-screen scene: whether a windowed scene has a status bar of its own, and whether its
  /// controllers' overrides apply there, is not documented (R42, Q24), so the walk never
  /// answers for one silently.
  mutating func stateFullScreenSceneAssumed() {
    guard mayBeWindowedScene else { return }
    step(
      .scene, "full screen, or a window among others (iPadOS 26)?",
      "full screen assumed: whether a windowed scene has its own status bar, and whether its "
        + "controllers' overrides apply there, is not documented (Q24), so windowed scenes "
        + "are not modelled",
      cite(.r42WindowedScenes), at: nil)
  }
}
