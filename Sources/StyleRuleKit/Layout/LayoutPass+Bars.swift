/// A bar the engine laid out, with what is unsure about it.
struct LaidOutBar<Layout> {
  let layout: Layout
  var uncertain: [LayoutUncertainty] = []
}

extension LayoutPass {
  /// Whether bars are translucent when the file does not say (L4.4).
  var barsTranslucentByDefault: Bool { ios.major >= 7 }

  /// Whether a navigation controller hides its bars in this environment (L3.6).
  private func hidesBarsWhenCompact(_ properties: ControllerLayoutProperties) -> Bool {
    ios.major >= 8 && environment.isVerticallyCompact
      && properties.hidesBarsWhenVerticallyCompact == true
  }

  // MARK: Step 4

  /// A navigation controller's bar: its height (L3.1), where it sits (L3.3, L3.4, T3) and
  /// its background's extension behind the status bar (L3.2).
  mutating func layOutNavigationBar(
    _ index: Int, frame: LayoutRect, context: LayoutFrameContext
  ) -> LaidOutBar<NavigationBarLayout>? {
    let node = input.nodes[index]
    let properties = node.properties
    let subject = LayoutSubject.controller(index)
    if properties.isNavigationBarHidden == true {
      record(subject, "navigationBar", "hidden", "isNavigationBarHidden is true", [])
      return nil
    }
    if hidesBarsWhenCompact(properties) {
      let basis = [cite(.l3_6Hides)]
      record(
        subject, "navigationBar", "hidden",
        "hidesBarsWhenVerticallyCompact in a vertically compact environment", basis)
      return nil
    }
    var uncertain: [LayoutUncertainty] = []
    let translucent = properties.navigationBarIsTranslucent ?? barsTranslucentByDefault
    let translucency = [cite(.l4_4Default)]

    // Height (L3.1; in the new design, L12).
    let newDesign = environment.design == .newDesign
    var (height, heightBasis, heightReason) =
      newDesign
      ? newDesignNavigationBarHeight(sheet: context.sheet)
      : navigationBarHeight(sheet: context.sheet)
    if height == LayoutTables.navigationBarPhoneLandscapeCompact,
      model.sensorHousing == .dynamicIsland, ios.major >= 8
    {
      uncertain.append(
        LayoutUncertainty(
          question: "D6", quantity: "navigationBar.frame.height", value: height,
          alternatives: [LayoutTables.navigationBarPhoneLandscapeRegular],
          note: "a library counts Dynamic Island phones as regular width in landscape"))
    }
    let showsLargeTitle = largeTitleShows(index)
    if showsLargeTitle {
      let compact = height
      height += LayoutTables.largeTitleAddition
      heightBasis.append(cite(.l3_1LargeTitle))
      heightReason += ", plus 52 for the large title"
      uncertain.append(
        LayoutUncertainty(
          question: "Q7", quantity: "navigationBar.frame.height", value: height,
          alternatives: [compact],
          note: "the large title collapses to the compact bar as the content scrolls"))
      if newDesign {
        uncertain.append(
          LayoutUncertainty(
            question: "Q21", quantity: "navigationBar.frame.height", value: height,
            alternatives: [compact],
            note: "no source gives the new design's large title height; this is the earlier 52"))
      }
    }

    // Origin (L3.3, L3.4, T3; in the new design, L12).
    let origin =
      newDesign
      ? newDesignNavigationBarOrigin(frame: frame)
      : navigationBarOrigin(frame: frame, sheet: context.sheet)
    uncertain += origin.uncertain
    let barFrame = LayoutRect(x: frame.x, y: origin.y, width: frame.width, height: height)
    let frameBasis = heightBasis + origin.basis
    record(
      subject, "navigationBar.frame", barFrame.description,
      "\(heightReason); \(origin.reason)", frameBasis)

    // Background (L3.2).
    var background = barFrame
    var backgroundBasis = frameBasis
    var backgroundReason = "no extension: the bar's background is its frame"
    if ios.major >= 7, origin.y > frame.minY {
      background = LayoutRect(
        x: frame.x, y: frame.minY, width: frame.width, height: barFrame.maxY - frame.minY)
      backgroundBasis.append(cite(.l3_2TopAttached))
      backgroundReason =
        "top-attached: the background extends up \(LayoutNumber.text(origin.y - frame.minY)) "
        + "points behind the status bar, outside the frame"
    }
    record(
      subject, "navigationBar.backgroundFrame", background.description, backgroundReason,
      backgroundBasis)
    return LaidOutBar(
      layout: NavigationBarLayout(
        frame: Cited(barFrame, basis: frameBasis + translucency),
        backgroundFrame: Cited(background, basis: backgroundBasis), isTranslucent: translucent,
        showsLargeTitle: showsLargeTitle),
      uncertain: uncertain)
  }

  /// L12's height of a navigation bar without a large title, in the new design.
  private func newDesignNavigationBarHeight(sheet: SheetKind?) -> (Double, [RuleCitation], String) {
    if sheet == .card {
      return (
        LayoutTables.newDesignNavigationBarSheet, [cite(.l12Sheet)],
        "70 points in a sheet in the new design"
      )
    }
    if environment.isPhone && isLandscape && environment.isHorizontallyCompact {
      return (
        LayoutTables.navigationBarPhoneLandscapeCompact, [cite(.l12CompactLandscape)],
        "32 points on an iPhone of compact width in landscape, as before the new design"
      )
    }
    return (
      LayoutTables.newDesignNavigationBar, [cite(.l12Height)],
      "54 points in the new design"
    )
  }

  /// Where a navigation bar sits in the new design: at the top of the safe area (L12).
  private func newDesignNavigationBarOrigin(frame: LayoutRect) -> (
    y: Double, basis: [RuleCitation], reason: String, uncertain: [LayoutUncertainty]
  ) {
    let y = max(frame.minY, deviceTopLine)
    return (
      y, [cite(.l12Origin)],
      "at the top of the safe area in the new design (\(LayoutNumber.text(y)))", []
    )
  }

  /// L3.1's height of a navigation bar without a large title.
  private func navigationBarHeight(sheet: SheetKind?) -> (Double, [RuleCitation], String) {
    if ios.major >= 13 && sheet == .card {
      return (
        LayoutTables.navigationBarSheet, [cite(.l3_1Sheet), cite(.t3Sheet)],
        "56 points in an iOS 13 sheet"
      )
    }
    if !environment.isPhone {
      let height = LayoutTables.navigationBarPad(ios)
      return (height, [cite(.l3_1Ipad)], "\(LayoutNumber.text(height)) points on iPad")
    }
    if isLandscape {
      if environment.isHorizontallyCompact {
        return (
          LayoutTables.navigationBarPhoneLandscapeCompact, [cite(.l3_1IphoneLandscape)],
          "32 points on an iPhone of compact width in landscape"
        )
      }
      return (
        LayoutTables.navigationBarPhoneLandscapeRegular, [cite(.l3_1IphoneLandscape)],
        "44 points on a large iPhone in landscape"
      )
    }
    return (
      LayoutTables.navigationBarPhonePortrait, [cite(.l3_1IphonePortrait)],
      "44 points on an iPhone in portrait"
    )
  }

  /// Whether a navigation controller's bar shows a large title (iOS 11 and later): the bar
  /// prefers large titles and the top child's item does not refuse them, in a regular
  /// height (L3.1, T3).
  private func largeTitleShows(_ index: Int) -> Bool {
    guard ios.major >= 11, input.nodes[index].properties.prefersLargeTitles == true,
      !environment.isVerticallyCompact
    else { return false }
    let mode = children[index].last.flatMap { input.nodes[$0].properties.largeTitleDisplayMode }
    return mode != .never
  }

  /// Where a navigation bar sits in window coordinates, and why.
  private func navigationBarOrigin(frame: LayoutRect, sheet: SheetKind?) -> (
    y: Double, basis: [RuleCitation], reason: String, uncertain: [LayoutUncertainty]
  ) {
    let top = frame.minY
    if ios.major <= 6 {
      return (
        top, [cite(.t3Ios6)],
        "iOS 6: at the top of the navigation controller's view, which is already below the "
          + "status bar", []
      )
    }
    if sheet != nil {
      let basis =
        sheet == .card
        ? [cite(.l10_2Card), cite(.t3Sheet)]
        : ios.major <= 12 ? [cite(.l3_3Sheet), cite(.t3IpadSheet)] : []
      return (top, basis, "at the sheet's top: a sheet does not reach the window's top", [])
    }
    let inCallBar =
      environment.isPhone && !model.hasSensorHousing && ios.major <= 12 && statusBarVisible
      && statusBar.height > LayoutTables.statusBarUnderlap
    if inCallBar {
      let underlap = LayoutTables.statusBarUnderlap
      let underStatusBar = top < statusBar.maxY
      guard underStatusBar else {
        return (top, [cite(.l3_3Contiguous)], "its view starts below the status bar", [])
      }
      let y = top + underlap
      return (
        y,
        [cite(.l3_3InCall), cite(.l1_9ExtensionStays), cite(.t3InCall)],
        "under the 40-point status bar the view starts at \(LayoutNumber.text(top)), still under "
          + "the bar: the bar sits 20 points lower, its background extended 20",
        [
          LayoutUncertainty(
            question: "Q1", quantity: "navigationBar.frame.y", value: y,
            alternatives: [top, top + 2 * underlap],
            note: "whether the test is being under the status bar (20-point extension), "
              + "touching the window's top (no extension) or a 40-point extension")
        ]
      )
    }
    if ios.major <= 10 {
      guard statusBarVisible else {
        return (
          top, [cite(.l3_3StatusBarHidden), cite(.t3StatusBarHidden)],
          "no status bar: the bar sits at the view's top and draws 44 points", []
        )
      }
      guard top <= 0 else {
        return (
          top, [cite(.l3_3Contiguous)],
          "its view does not touch the window's top: no extension (the 44-point bar)", []
        )
      }
      let y = top + LayoutTables.statusBarUnderlap
      let row =
        environment.isPhone && isLandscape
        ? cite(.t3Landscape)
        : cite(environment.isPhone ? .t3HomeButton : .t3IpadHomeButton)
      return (
        y, [cite(.l3_3Contiguous), row],
        "its view touches the window's top: below the 20-point status bar (the 64-point bar)", []
      )
    }
    // iOS 11 and later: below the unsafe top of the view (L3.4).
    let unsafe = deviceTopLine - top
    guard unsafe > 0 else {
      var basis = [cite(.l3_4Origin)]
      if !statusBarVisible && !model.hasSensorHousing {
        basis += [cite(.l3_3StatusBarHidden), cite(.t3StatusBarHidden)]
      } else if environment.isPhone && isLandscape {
        basis.append(cite(.t3Landscape))
      }
      return (top, basis, "nothing covers its view's top: the bar sits there", [])
    }
    var group = model.layoutGroup
    var basis = [cite(.l3_4Origin)]
    if group == .dynamicIsland || group == .proDynamicIsland, environment.effectiveSDK < 16 {
      group = .notch12
      basis.append(cite(.l1_15LinkedSdk))
    }
    if !model.hasSensorHousing || (environment.isPhone && isLandscape) {
      // Devices without a housing: the bar sits below the status bar (T3's rows equal it).
      let row = LayoutTables.row(LayoutTables.navigationBarOrigins, group, ios)
      basis += row.map { [cite($0.claim)] } ?? []
      let own = deviceTopLine
      if keepsTopInset, !(environment.isPhone && isLandscape), own != statusBar.maxY,
        let measured = deviceSafeArea
      {
        basis.append(cite(measured.claim))
        if !statusBarVisible { basis.append(cite(.l16HiddenKeepsTop)) }
        return (
          own, basis,
          "below the device's top safe inset, \(LayoutNumber.text(own)) on iOS \(ios.major)", []
        )
      }
      let y = statusBar.maxY
      return (y, basis, "below the status bar (T3: \(LayoutNumber.text(y)))", [])
    }
    guard let row = LayoutTables.row(LayoutTables.navigationBarOrigins, group, ios) else {
      return (deviceTopLine, basis, "below the sensor housing (no T3 row)", [])
    }
    basis.append(cite(row.claim))
    var reason =
      "T3: \(model.name) on iOS \(ios.major) puts the bar at \(LayoutNumber.text(row.value))"
    if !statusBarVisible {
      basis += [cite(.l3_5KeepsInset), cite(.t3StatusBarHiddenNotched)]
      reason += "; the status bar is hidden but the sensor housing keeps the inset"
    }
    var uncertain = uncertainties(row.doubts, quantity: "navigationBar.frame.y", value: row.value)
    if top > 0 {
      uncertain.append(
        LayoutUncertainty(
          question: "Q2", quantity: "navigationBar.frame.y", value: row.value,
          alternatives: [top],
          note: "a navigation controller partly under the housing: extended bar or none"))
    }
    return (row.value, basis, reason, uncertain)
  }

  // MARK: Step 5

  /// The T4 context of a bottom bar on this device and orientation.
  private var bottomBarContext: LayoutTables.BottomBarContext {
    if !environment.isPhone {
      return model.layoutGroup == .allScreenPad ? .padAllScreen : .padHomeButton
    }
    if !isLandscape { return .phonePortrait }
    return environment.isHorizontallyCompact ? .phoneLandscapeCompact : .phoneLandscapeRegular
  }

  /// A bottom bar's height: T4's bar height, plus the device's bottom safe area when the bar
  /// sits at the screen's bottom (L9.1, L9.4).
  private func bottomBarHeight(toolbar: Bool, bottom: Double) -> (
    Double, [RuleCitation], String, [LayoutUncertainty]
  ) {
    let name = toolbar ? "toolbar" : "tab bar"
    let rule =
      toolbar
      ? cite(.l9_4Toolbar)
      : cite(environment.isPhone ? .l9_1Iphone : .l9_2Ipad)
    guard let row = LayoutTables.bottomBarRow(bottomBarContext, ios) else {
      return (toolbar ? 44 : 49, [rule], "no T4 row: \(toolbar ? 44 : 49) assumed", [])
    }
    let bar = toolbar ? row.value.toolbar : row.value.tabBar
    let own = bar.value
    var height = own
    var basis = [rule, cite(row.claim)]
    var reason = "T4: the \(name) is \(LayoutNumber.text(own)) points"
    let indicator = deviceBottomInset
    let atBottom = bottom >= screen.maxY
    if atBottom && indicator > 0 {
      height += indicator
      basis.append(cite(.l7_6Device))
      reason +=
        ", plus \(LayoutNumber.text(indicator)) for the home indicator at the screen's bottom"
    }
    let doubts = bar.doubts.filter {
      // D5's alternatives are totals with the home indicator's area.
      $0.question != "D5" || (atBottom && indicator > 0)
    }
    let quantity = "\(name == "toolbar" ? "toolbar" : "tabBar").frame.height"
    var uncertain = uncertainties(doubts, quantity: quantity, value: height)
    if environment.design == .newDesign && (toolbar || !environment.isPhone) {
      // The new design's floating toolbar is not laid out yet: its own height is unknown
      // (Q21). An iPhone's tab bar is L13's (layOutTabBar).
      uncertain.append(
        LayoutUncertainty(
          question: "Q21", quantity: quantity, value: height, alternatives: [],
          note: "in the new design the \(name) floats over the content; its own height is not "
            + "known, and this is the earlier design's (one probe gives a bottom safe area of "
            + "34 + 49 on an iPhone 17)"))
    }
    return (height, basis, reason, uncertain)
  }

  /// A navigation controller's toolbar, when shown (L9.4).
  mutating func layOutToolbar(_ index: Int, frame: LayoutRect, context: LayoutFrameContext)
    -> LaidOutBar<BarLayout>?
  {
    let properties = input.nodes[index].properties
    guard properties.isToolbarHidden == false, !hidesBarsWhenCompact(properties) else {
      return nil
    }
    let bottom = min(frame.maxY, context.bottomBar?.frame.minY ?? frame.maxY)
    let (height, basis, reason, uncertain) = bottomBarHeight(toolbar: true, bottom: bottom)
    let bar = LayoutRect(x: frame.x, y: bottom - height, width: frame.width, height: height)
    let allBasis = basis + [cite(.l4_4Default)]
    record(.controller(index), "toolbar.frame", bar.description, reason, allBasis)
    return LaidOutBar(
      layout: BarLayout(
        frame: Cited(bar, basis: allBasis), isTranslucent: barsTranslucentByDefault),
      uncertain: uncertain)
  }

  /// A tab bar controller's tab bar (L9.1, L9.2), or none on iPadOS 18 in a regular width,
  /// where it floats at the top (L9.3).
  mutating func layOutTabBar(_ index: Int, frame: LayoutRect) -> LaidOutBar<BarLayout?> {
    let properties = input.nodes[index].properties
    let name = input.nodes[index].name
    if !environment.isPhone && ios.major >= 18 && !environment.isHorizontallyCompact {
      var basis = [cite(.l9_3Floating), cite(.t4Ipados18)]
      if environment.design == .newDesign {
        basis.append(cite(.l13IpadTop))
        notKnown.append(
          LayoutNotKnown(
            controller: name, quantity: "tabBar.frame.height", question: "Q21",
            note: "the new design's tab bar floats at the top as a pill; its height and what it "
              + "adds to the child's top safe area are not known (L13)"))
      }
      record(
        .controller(index), "tabBar", "floating at the top",
        "iPadOS 18 in a regular width floats the tab bar over the content at the top", basis)
      guard environment.design != .newDesign else { return LaidOutBar(layout: nil) }
      return LaidOutBar(
        layout: nil,
        uncertain: [
          LayoutUncertainty(
            question: "Q13", quantity: "tabBar.frame.height", value: 0, alternatives: [],
            note: "the floating tab bar's height and what it adds to the top safe area")
        ])
    }
    var (height, basis, reason, uncertain) = bottomBarHeight(toolbar: false, bottom: frame.maxY)
    let bar = LayoutRect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height)
    let translucent = ios.major >= 7 && (properties.tabBarIsTranslucent ?? true)
    let floats = environment.design == .newDesign && environment.isPhone
    if floats {
      // L13: the floating bar still takes T4's 49 (and the home indicator's area) from the
      // child's safe area, but where it is drawn is not known.
      basis.append(cite(.l13IphoneSafeArea))
      reason +=
        "; in the new design it floats over the content and still counts toward the "
        + "bottom safe area (L13)"
      for quantity in ["x", "y", "width", "height"].map({ "tabBar.frame.\($0)" }) {
        notKnown.append(
          LayoutNotKnown(
            controller: name, quantity: quantity, question: "Q21",
            note: "the new design's floating tab bar's own frame and its gap above the home "
              + "indicator are not known; the \(LayoutNumber.text(height)) points it takes "
              + "from the bottom safe area are (L13)"))
      }
    }
    let allBasis = basis + [cite(.l4_4Default)]
    let shown = floats ? "floating over the content, frame not known (Q21)" : bar.description
    record(.controller(index), "tabBar.frame", shown, reason, allBasis)
    return LaidOutBar(
      layout: BarLayout(frame: Cited(bar, basis: allBasis), isTranslucent: translucent),
      uncertain: uncertain)
  }
}
