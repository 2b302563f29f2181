extension LayoutPass {
  /// Lays out one node: its frame, its bars, its guides or safe area and its scroll view,
  /// and what it hands its children.
  mutating func layOut(_ index: Int, depth: Int, parentName: String?) -> ControllerLayout {
    let node = input.nodes[index]
    let subject = LayoutSubject.controller(index)
    var placed = place(index)
    var uncertain = placed.uncertain
    let frame = placed.frame
    record(subject, "viewFrame", frame.description, placed.reason, placed.basis)

    // Steps 4 and 5: the controller's own bars.
    var navigationBar: NavigationBarLayout?
    var toolbar: BarLayout?
    var tabBar: BarLayout?
    var childContext = placed.context
    childContext.frame = frame
    switch node.role {
    case .navigation:
      childContext.inNavigation = true
      if let bar = layOutNavigationBar(index, frame: frame, context: placed.context) {
        navigationBar = bar.layout
        uncertain += bar.uncertain
        childContext.topBar = LayoutBar(
          frame: bar.layout.frame.value, translucent: bar.layout.isTranslucent,
          basis: bar.layout.frame.basis, name: "navigation bar")
      } else {
        childContext.topBar = nil
      }
      if let bar = layOutToolbar(index, frame: frame, context: placed.context) {
        toolbar = bar.layout
        uncertain += bar.uncertain
        childContext.bottomBar = LayoutBar(
          frame: bar.layout.frame.value, translucent: bar.layout.isTranslucent,
          basis: bar.layout.frame.basis, name: "toolbar")
      }
    case .tabBar:
      // A navigation bar further up (a tab bar controller inside a navigation controller)
      // stays over the children.
      childContext.inTabBar = true
      let bar = layOutTabBar(index, frame: frame)
      uncertain += bar.uncertain
      if let layout = bar.layout {
        tabBar = layout
        childContext.bottomBar = LayoutBar(
          frame: layout.frame.value, translucent: layout.isTranslucent, basis: layout.frame.basis,
          name: "tab bar")
      } else {
        childContext.bottomBar = nil
        childContext.underTopTabBar = environment.design == .newDesign && !environment.isPhone
      }
    case .container, .content:
      break
    }

    // Step 7: layout guides (iOS 7–10).
    var topGuide: Cited<Double>?
    var bottomGuide: Cited<Double>?
    if (7...10).contains(ios.major) {
      let guides = layoutGuides(index, frame: frame, placed: placed)
      topGuide = guides.top
      bottomGuide = guides.bottom
      uncertain += guides.uncertain
    }

    // Step 8: safe area (iOS 11 and later).
    var safeArea: Cited<LayoutInsets>?
    var ownRegion = frame
    if ios.major >= 11 {
      let safe = safeAreaInsets(index, frame: frame, placed: placed)
      safeArea = safe.insets
      uncertain += safe.uncertain
      ownRegion = LayoutRect(
        x: frame.x + safe.insets.value.left, y: frame.y + safe.insets.value.top,
        width: max(0, frame.width - safe.insets.value.left - safe.insets.value.right),
        height: max(0, frame.height - safe.insets.value.top - safe.insets.value.bottom))
    }

    // Step 9: the scroll view's insets.
    var scrollView: ScrollViewLayout?
    if node.properties.viewIsScrollView == true {
      let scroll = scrollInsets(
        index, placed: placed, topGuide: topGuide, bottomGuide: bottomGuide, safeArea: safeArea)
      scrollView = scroll.layout
      uncertain += scroll.uncertain
    }

    // What the children inherit.
    if let bar = childContext.topBar {
      childContext.coverTop = max(childContext.coverTop, bar.frame.maxY)
      let line = max(ownRegion.minY, bar.frame.maxY)
      ownRegion.height = max(0, ownRegion.maxY - line)
      ownRegion.y = line
      childContext.safeBasis.top = [cite(.l7_2Containers)] + bar.basis
      childContext.safeTopDoubts = []
    }
    if let bar = childContext.bottomBar {
      childContext.coverBottom = min(childContext.coverBottom, bar.frame.minY)
      if bar.frame.minY < ownRegion.maxY {
        ownRegion.height = max(0, bar.frame.minY - ownRegion.minY)
        childContext.safeBasis.bottom = [cite(.l7_2Containers)] + bar.basis
      }
    }
    if placed.context.underTopTabBar {
      noteTopUnderTabBar(
        node.name, safeArea: safeArea != nil, navigationBar: navigationBar != nil,
        scrollView: scrollView?.adjustedContentInset != nil)
    }
    childContext.safeRegion = ownRegion
    contexts[index] = childContext
    placed.context = childContext

    return ControllerLayout(
      name: node.name, className: node.className, depth: depth, parentName: parentName,
      presentationStyle: placed.presentationStyle, viewFrame: Cited(frame, basis: placed.basis),
      safeAreaInsets: safeArea, topLayoutGuide: topGuide, bottomLayoutGuide: bottomGuide,
      navigationBar: navigationBar, tabBar: tabBar, toolbar: toolbar, scrollView: scrollView,
      uncertain: uncertain)
  }

  // MARK: Step 7

  /// The layout guides of a view (L5): from its UIKit container's bars, else from the
  /// status bar alone.
  private mutating func layoutGuides(
    _ index: Int, frame: LayoutRect, placed: LayoutPlacementResult
  ) -> (top: Cited<Double>, bottom: Cited<Double>, uncertain: [LayoutUncertainty]) {
    let subject = LayoutSubject.controller(index)
    var uncertain: [LayoutUncertainty] = []
    let standaloneTop = statusBarVisible ? max(0, statusBar.maxY - frame.minY) : 0
    let top: Cited<Double>
    let bottom: Cited<Double>
    if placed.guidesFromContainer {
      let context = placed.context
      let value = max(0, context.coverTop - frame.minY)
      var basis = [cite(.l5_1Length), cite(.l5_2Container)]
      var reason =
        "the distance from the view's top (\(LayoutNumber.text(frame.minY))) down to the "
        + "lowest bar over it (\(LayoutNumber.text(context.coverTop)))"
      if value == 0, let bar = context.topBar, !bar.translucent {
        basis.append(cite(.l5_3Opaque))
        reason = "the view abuts the opaque \(bar.name): nothing covers it"
      }
      basis += context.topBar?.basis ?? statusBarBasis
      top = Cited(value, basis: basis)
      record(subject, "topLayoutGuide", LayoutNumber.text(value), reason, basis)
      let bottomValue = max(0, frame.maxY - context.coverBottom)
      var bottomBasis = [cite(.l5_1Length), cite(.l5_2Container)]
      var bottomReason =
        context.bottomBar == nil
        ? "no bar covers the view's bottom"
        : "the distance from the top of the \(context.bottomBar?.name ?? "bar") "
          + "(\(LayoutNumber.text(context.coverBottom))) to the view's bottom "
          + "(\(LayoutNumber.text(frame.maxY)))"
      if bottomValue == 0, let bar = context.bottomBar, !bar.translucent {
        bottomBasis.append(cite(.l5_3Opaque))
        bottomReason = "the view abuts the opaque \(bar.name)"
      }
      bottomBasis += context.bottomBar?.basis ?? []
      bottom = Cited(bottomValue, basis: bottomBasis)
      record(
        subject, "bottomLayoutGuide", LayoutNumber.text(bottomValue), bottomReason, bottomBasis)
    } else {
      var basis = [cite(.l5_1Length), cite(.l5_2Standalone)] + statusBarBasis
      var reason =
        statusBarVisible
        ? "in no UIKit container: the status bar's bottom, measured from the view's top"
        : "in no UIKit container and no status bar shows"
      if placed.inCustomContainer {
        basis.append(cite(.l5_5CustomContainer))
        reason = "a custom container passes no guides on: " + reason
        let propagated = max(0, placed.context.coverTop - frame.minY)
        let alternatives = Set([0, propagated]).subtracting([standaloneTop]).sorted()
        if !alternatives.isEmpty {
          uncertain.append(
            LayoutUncertainty(
              question: "Q3", quantity: "topLayoutGuide", value: standaloneTop,
              alternatives: alternatives,
              note: "whether a custom container's child gets the status bar's 20 or 0"))
        }
      }
      top = Cited(standaloneTop, basis: basis)
      record(subject, "topLayoutGuide", LayoutNumber.text(standaloneTop), reason, basis)
      let bottomBasis = [cite(.l5_1Length), cite(.l5_2Standalone)]
      bottom = Cited(0, basis: bottomBasis)
      record(subject, "bottomLayoutGuide", "0", "no bar covers the view's bottom", bottomBasis)
    }
    return (top, bottom, uncertain)
  }

  // MARK: Step 8

  /// The safe area insets of a view (L7): what the region its surroundings leave safe does
  /// not cover of it, plus its own additional insets.
  private mutating func safeAreaInsets(
    _ index: Int, frame: LayoutRect, placed: LayoutPlacementResult
  ) -> (insets: Cited<LayoutInsets>, uncertain: [LayoutUncertainty]) {
    let node = input.nodes[index]
    let context = placed.context
    let region = context.safeRegion
    var insets = LayoutInsets(
      top: max(0, region.minY - frame.minY), left: max(0, region.minX - frame.minX),
      bottom: max(0, frame.maxY - region.maxY), right: max(0, frame.maxX - region.maxX))
    var basis = [cite(.l7_1Definition)]
    if insets.top > 0 { basis += context.safeBasis.top }
    if insets.bottom > 0 { basis += context.safeBasis.bottom }
    if insets.left > 0 || insets.right > 0 { basis += context.safeBasis.sides }
    var reasons = [
      "what the status bar, the sensor housing, the home indicator and the bars over it cover "
        + "of the view"
    ]
    var uncertain: [LayoutUncertainty] = []
    if insets.top > 0, insets.top == region.minY - frame.minY {
      uncertain += context.safeTopDoubts.map {
        LayoutUncertainty(
          question: $0.question, quantity: "safeAreaInsets.top", value: insets.top,
          alternatives: $0.alternatives.map { $0 - frame.minY }, note: $0.note)
      }
    }
    if placed.inCustomContainer && insets != .zero {
      basis.append(cite(.l7_3Frozen))
    }
    if let bar = context.topBar, !bar.translucent, insets.top == 0, ios.major >= 11 {
      basis.append(cite(.l7_7Opaque))
      reasons.append("the view starts below the opaque \(bar.name)")
    }
    if placed.extendsUnderOpaqueBottomBar, let bar = context.bottomBar, bar.name == "tab bar" {
      uncertain.append(
        LayoutUncertainty(
          question: "Q12", quantity: "safeAreaInsets.bottom", value: insets.bottom,
          alternatives: [min(insets.bottom, deviceBottomInset)],
          note: "one report says the bottom safe area then leaves out an opaque tab bar"))
    }
    if let additional = node.properties.additionalSafeAreaInsets, additional != .zero {
      insets.top += additional.top
      insets.left += additional.left
      insets.bottom += additional.bottom
      insets.right += additional.right
      basis.append(cite(.l2_3RootSafeArea))
      reasons.append("plus its additionalSafeAreaInsets \(additional)")
    }
    let cited = Cited(insets, basis: basis)
    record(
      .controller(index), "safeAreaInsets", insets.description, reasons.joined(separator: "; "),
      basis)
    return (cited, uncertain)
  }
}

extension LayoutPass {
  /// Marks the numbers of a controller under the new design's iPad tab bar at the top that
  /// depend on what that bar adds to the top safe area, which no source gives (L13, Q21).
  mutating func noteTopUnderTabBar(
    _ name: String, safeArea: Bool, navigationBar: Bool, scrollView: Bool
  ) {
    var quantities: [String] = []
    if safeArea { quantities.append("safeAreaInsets.top") }
    if navigationBar {
      quantities += ["navigationBar.frame.y", "navigationBar.backgroundFrame.height"]
    }
    if scrollView { quantities.append("scrollView.adjustedContentInset.top") }
    for quantity in quantities {
      notKnown.append(
        LayoutNotKnown(
          controller: name, quantity: quantity, question: "Q21",
          note: "under the new design's tab bar at the top of an iPad, which adds an amount "
            + "no source gives to the top safe area (L13)"))
    }
  }
}
