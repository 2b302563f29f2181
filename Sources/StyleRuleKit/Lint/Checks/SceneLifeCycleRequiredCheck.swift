/// `sdk27-without-scenes`: an app linked with the iOS 27 SDK whose Info.plist has no scene
/// manifest, which does not launch (R41).
struct SceneLifeCycleRequiredCheck: LintCheck {
  static let description = LintCheckDescription(
    id: "sdk27-without-scenes", title: "iOS 27 SDK without the scene life cycle",
    severity: .error,
    summary:
      "The app is linked with the iOS 27 SDK and its Info.plist has no scene manifest "
      + "(UIApplicationSceneManifest = NO): it fails to launch.",
    rationale:
      "From iOS 27, an app built with the latest SDK must adopt the scene life cycle or it "
      + "stops at launch (R41). The same app built with the iOS 26 SDK or older still launches "
      + "on iOS 27, so the finding depends on the linked SDK: 'sdk' when the file states it, "
      + "else the iOS version's own SDK, assumed.",
    fix:
      "Adopt the scene life cycle: add UIApplicationSceneManifest with a scene configuration "
      + "and a UIWindowSceneDelegate that creates the window (TN3187), or keep linking with the "
      + "iOS 26 SDK until then.",
    rules: [.r41],
    triggering: [
      LintExample(
        """
        environment ios 27, sdk 27
        plist 1️⃣UIApplicationSceneManifest = NO
        window { Home: UIViewController }
        """),
      LintExample(
        """
        environment ios 27
        plist 1️⃣UIApplicationSceneManifest = NO
        window { Home: UIViewController }
        """),
    ],
    nonTriggering: [
      LintExample(
        """
        environment ios 27, sdk 26
        plist UIApplicationSceneManifest = NO
        window { Home: UIViewController }
        """),
      LintExample(
        """
        environment ios 27, sdk 27
        plist UIApplicationSceneManifest = YES
        window { Home: UIViewController }
        """),
      LintExample(
        """
        environment ios 26
        plist UIApplicationSceneManifest = NO
        window { Home: UIViewController }
        """),
      LintExample(
        """
        environment ios 27
        window { Home: UIViewController }
        """),
    ])

  /// The first SDK that requires the scene life cycle.
  static let firstRequiringSDK = 27

  func findings(in context: LintContext) -> [LintFinding] {
    let model = context.model
    guard let manifest = model.plist.hasSceneManifest, !manifest.value,
      let range = manifest.range,
      !model.scenes.contains(where: { $0.keywordRange != nil })
    else { return [] }
    let sdk = context.environment.values.linkedSDK ?? context.ios.major
    guard sdk >= Self.firstRequiringSDK else { return [] }
    var notes: [Diagnostic.Note] = []
    let which: String
    switch context.environment.linkedSDKOrigin {
    case .file:
      which = "sdk \(sdk)"
      if let stated = model.environmentRanges[.linkedSDK] {
        notes.append(Diagnostic.Note("the linked SDK is stated here", at: stated))
      }
    case .override: which = "--sdk \(sdk)"
    case .configuration: which = "the configuration's sdk \(sdk)"
    case .assumed, .derived:
      which = "assumed: the file states no sdk, so iOS \(context.ios.major)'s own"
    }
    return [
      finding(
        "the app is linked with the iOS \(sdk) SDK (\(which)) and has no scene manifest: "
          + "built with the iOS \(Self.firstRequiringSDK) SDK or later, an app without the "
          + "scene life cycle fails to launch", at: range, notes: notes)
    ]
  }
}
