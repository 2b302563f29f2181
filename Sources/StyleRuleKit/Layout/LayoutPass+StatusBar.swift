extension LayoutPass {
  /// Step 1: whether the status bar shows, how tall it is and whether it overlaps the app
  /// (L1, T1).
  mutating func layOutStatusBar() -> StatusBarLayout {
    let given = input.statusBar
    var hidden = given.hidden
    var hiddenBasis = given.hiddenBasis
    var hiddenReason =
      given.hidden
      ? "the style engine hides it (decided by \(given.hiddenDecidedBy))"
      : "the style engine shows it (decided by \(given.hiddenDecidedBy))"
    if environment.isPhone && isLandscape {
      if model.hasSensorHousing && ios.major >= 11 {
        if !hidden { hiddenBasis = [] }
        hidden = true
        hiddenBasis.append(cite(.l1_6AlwaysHidden))
        hiddenReason = "an iPhone with a sensor housing hides the status bar in landscape"
      } else if ios.major >= 8 && given.hiddenByLandscapeDefault {
        hiddenBasis.append(cite(.l1_5Landscape))
        if environment.effectiveSDK < 8 {
          hidden = false
          hiddenReason =
            "the landscape default hides it only for apps linked against iOS 8 or later; this "
            + "app links against iOS \(environment.effectiveSDK)"
        } else {
          hiddenReason = "an iPhone in landscape hides it by default (nobody asks to show it)"
        }
      } else if ios.major <= 7 {
        hiddenBasis.append(cite(.l1_5Landscape))
      }
    }
    record(.statusBar, "statusBar.hidden", hidden ? "yes" : "no", hiddenReason, hiddenBasis)

    var uncertain: [LayoutUncertainty] = []
    var height = 0.0
    var basis: [RuleCitation] = []
    var reason = "hidden: UIKit reports a zero frame"
    if !hidden {
      (height, basis, reason, uncertain) = visibleStatusBarHeight()
    }
    statusBarVisible = !hidden && height > 0
    statusBar =
      statusBarVisible ? LayoutRect(x: 0, y: 0, width: screen.width, height: height) : .zero
    statusBarBasis = basis
    record(.statusBar, "statusBar.frame", statusBar.description, reason, basis)

    let overlaps: Bool
    var overlapBasis: [RuleCitation]
    let overlapReason: String
    if ios.major <= 6 {
      let fullScreen = rootProperties.wantsFullScreenLayout ?? false
      overlaps = statusBarVisible && fullScreen
      overlapBasis = [cite(.l1_1ApplicationFrame)]
      overlapReason =
        fullScreen
        ? "iOS 6: the root asks for wantsFullScreenLayout, so its view goes under the status bar"
        : "iOS 6: the status bar sits beside the app, above its application frame"
    } else {
      overlaps = statusBarVisible
      overlapBasis = [cite(.l1_2Overlaps)]
      overlapReason =
        statusBarVisible
        ? "from iOS 7 the status bar is drawn over the app's window" : "no status bar shows"
    }
    overlapBasis += statusBarVisible ? [] : hiddenBasis
    record(
      .statusBar, "statusBar.overlapsApp", overlaps ? "yes" : "no", overlapReason, overlapBasis)
    return StatusBarLayout(
      frame: Cited(statusBar, basis: basis), hidden: Cited(hidden, basis: hiddenBasis),
      overlapsApp: Cited(overlaps, basis: overlapBasis), style: given.style,
      content: given.content, contentNote: given.contentNote, uncertain: uncertain)
  }

  /// The window's root controller's layout properties.
  var rootProperties: ControllerLayoutProperties {
    input.nodes.first { $0.placement == .windowRoot }?.properties ?? .unset
  }

  /// The height of a visible status bar, why, and what is unsure about it.
  private func visibleStatusBarHeight() -> (
    Double, [RuleCitation], String, [LayoutUncertainty]
  ) {
    let quantity = "statusBar.frame.height"
    let inCall = environment.inCall
    if ios.major <= 6 {
      if environment.isPhone && inCall {
        return (40, [cite(.l1_8Forty)], "iOS 6: the double-height bar during a call", [])
      }
      return (20, [cite(.l1_1Height)], "iOS 6: 20 points on every device", [])
    }
    if inCall && environment.isPhone && !model.hasSensorHousing {
      let value = LayoutTables.doubleHeight.value(at: ios)?.value ?? 20
      if value > 20 {
        return (
          value, [cite(.l1_8Forty), cite(.t1DoubleHeight)],
          "the double-height bar of a call, hotspot or recording, up to iOS 12", []
        )
      }
      let (height, basis, _, doubts) = tableHeight()
      return (
        height, [cite(.l1_10NoChange)] + basis,
        "from iOS 13 a call shows inside the normal status bar", doubts
      )
    }
    var (height, basis, reason, doubts) = tableHeight()
    if environment.isPhone && isLandscape {
      basis.insert(cite(.l1_5Landscape), at: 0)
      reason +=
        "; in landscape, shown because "
        + (ios.major <= 7 ? "iOS 6 and 7 show it" : "a controller asks for it")
    }
    if !environment.isPhone && inCall {
      doubts.append(
        LayoutUncertainty(
          question: "Q18", quantity: quantity, value: height, alternatives: [40],
          note: "no source says whether an iPad's status bar becomes double height"))
    }
    if let sdk = environment.linkedSDK, sdk <= 6, ios.major >= 7 {
      doubts.append(
        LayoutUncertainty(
          question: "Q17", quantity: "viewFrame.y", value: 0, alternatives: [height],
          note: "an app linked against the iOS 6 SDK may keep the iOS 6 layout, its root view "
            + "below the status bar"))
    }
    return (height, basis, reason, doubts)
  }

  /// T1's height for the model, with L1.15's older-SDK geometry.
  private func tableHeight() -> (Double, [RuleCitation], String, [LayoutUncertainty]) {
    let quantity = "statusBar.frame.height"
    var group = model.layoutGroup
    var basis: [RuleCitation] = [cite(.l1_13Heights)]
    var reason = "T1: \(model.name) on iOS \(ios.major)"
    if ios.major >= OSVersion.firstYearMajor {
      if !environment.isPhone { basis.append(cite(.l1_7BothOrientations)) }
      return yearReleaseHeight(basis)
    }
    if group == .dynamicIsland || group == .proDynamicIsland, environment.effectiveSDK < 16 {
      group = .notch12
      basis.append(cite(.l1_15LinkedSdk))
      reason =
        "L1.15: an app linked against iOS \(environment.effectiveSDK) reads an iPhone 13 Pro's "
        + "status bar on \(model.name)"
    }
    if group == .dynamicIsland || group == .proDynamicIsland {
      basis.append(cite(.l1_14Shorter))
    }
    if !environment.isPhone { basis.append(cite(.l1_7BothOrientations)) }
    guard let row = LayoutTables.row(LayoutTables.statusBarHeights, group, ios) else {
      return (20, basis, reason + " (no T1 row: 20 assumed)", [])
    }
    basis.append(cite(row.claim))
    let doubts = uncertainties(row.doubts, quantity: quantity, value: row.value)
    return (row.value, basis, reason, doubts)
  }

  /// The height on iOS 26 and 27: T7's where it gives one, else the pass's stand-in for a
  /// height no source measured (Q19), which the output reports as not known.
  private func yearReleaseHeight(_ rules: [RuleCitation]) -> (
    Double, [RuleCitation], String, [LayoutUncertainty]
  ) {
    var basis = rules
    if let measured = LayoutTables.measuredStatusBarHeight(model, ios) {
      basis.append(cite(measured.claim))
      return (measured.value, basis, "T7: \(model.name) on iOS \(ios.major)", [])
    }
    basis.append(cite(.t7StatusBar))
    let nearest = LayoutTables.nearestKnownStatusBarHeight(model)?.value ?? 20
    let height = standIn.statusBarHeight(nearest, safeTop: deviceSafeArea?.value.portraitTop)
    return (
      height, basis,
      "T7: not measured on iOS \(ios.major) (Q19); iOS 18's T1 height, "
        + "\(LayoutNumber.text(nearest)), only stands in", []
    )
  }
}
