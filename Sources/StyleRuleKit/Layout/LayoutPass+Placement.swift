/// Where a controller's view goes and what it inherits, before its own bars.
struct LayoutPlacementResult {
  /// The view's frame in window coordinates.
  var frame: LayoutRect
  /// The rules behind the frame.
  var basis: [RuleCitation]
  /// Why the frame is where it is.
  var reason: String
  /// What the controller's surroundings hand it.
  var context: LayoutFrameContext
  /// Whether a UIKit container (navigation or tab bar controller) sets its layout guides
  /// (L5.2); otherwise they come from the status bar alone.
  var guidesFromContainer: Bool
  /// Whether it is a child of a custom container (L5.5, L6.5).
  var inCustomContainer: Bool
  /// The presentation style after adaptation, for a presented controller.
  var presentationStyle: PresentationStyle?
  /// What is unsure about the frame.
  var uncertain: [LayoutUncertainty] = []
  /// Whether it extends under an opaque bottom bar by `extendedLayoutIncludesOpaqueBars`.
  var extendsUnderOpaqueBottomBar = false
  /// Whether it extends under an opaque top bar by `extendedLayoutIncludesOpaqueBars`.
  var extendsUnderOpaqueTopBar = false
}

extension LayoutPass {
  /// The device's own safe region (iOS 11 and later): the screen less the status bar or
  /// sensor housing, the home indicator and, in landscape, the sides (T2, L7.6).
  func deviceContext(frame: LayoutRect) -> LayoutFrameContext {
    var region = screen
    var top: [RuleCitation] = []
    var bottom: [RuleCitation] = []
    var sides: [RuleCitation] = []
    var doubts: [LayoutUncertainty] = []
    if ios.major >= 11 {
      let row = deviceSafeArea
      let area = row?.value
      let citation = row.map { cite($0.claim) }
      let device = [cite(.l7_6Device)] + (citation.map { [$0] } ?? [])
      let topLine = deviceTopLine
      region.y = topLine
      region.height = screen.height - topLine
      let phoneLandscape = environment.isPhone && isLandscape
      if model.hasSensorHousing {
        top = device
      } else if keepsTopInset, !phoneLandscape {
        top = device + (statusBarVisible ? [] : [cite(.l16HiddenKeepsTop)])
        doubts += hiddenStatusBarDoubts(top: topLine)
      } else {
        top = statusBarBasis + [cite(.l2_3RootSafeArea)]
      }
      if let row, !phoneLandscape, model.hasSensorHousing || keepsTopInset {
        doubts += uncertainties(
          row.doubts, quantity: "safeAreaInsets.top", value: area?.portraitTop ?? 0)
      }
      let bottomInset = isLandscape ? (area?.landscapeBottom ?? 0) : (area?.portraitBottom ?? 0)
      region.height -= bottomInset
      bottom = device
      if phoneLandscape, bottomInset > 0, LayoutTables.measuredSafeArea(model, ios) != nil {
        bottom.append(cite(.l15LandscapeBottom))
      }
      if isLandscape, environment.isPhone, let side = area?.landscapeSide, side > 0 {
        region.x = side
        region.width = screen.width - 2 * side
        sides = device
      }
    }
    return LayoutFrameContext(
      frame: frame, topBar: nil, bottomBar: nil,
      coverTop: statusBarVisible ? statusBar.maxY : 0, coverBottom: screen.maxY,
      safeRegion: region, safeBasis: (top, bottom, sides), safeTopDoubts: doubts,
      inNavigation: false, inTabBar: false, sheet: nil)
  }

  /// The y below which the device covers a view (iOS 11 and later): a sensor housing's
  /// safe area in portrait (L3.5: it stays without a status bar), none in landscape, else
  /// the status bar's bottom (L7.6); from iOS 26 the device's own top inset whether the
  /// status bar shows or not (L15, L16).
  var deviceTopLine: Double {
    if model.hasSensorHousing || keepsTopInset {
      if environment.isPhone && isLandscape { return 0 }
      return deviceSafeArea?.value.portraitTop ?? statusBar.maxY
    }
    return statusBarVisible ? statusBar.maxY : 0
  }

  /// Whether the device's top safe inset is its own rather than the status bar's: on iOS 26
  /// and later, a device without a sensor housing keeps it when the status bar hides (L16,
  /// a known iOS 26 bug), and it is the measured one (32 on the current iPads, L15) whatever
  /// the status bar's height.
  var keepsTopInset: Bool { ios.major >= 26 && !model.hasSensorHousing }

  /// D18 for a hidden status bar on iOS 26 and later: the top inset may shrink to 0 as it
  /// did before, if a later iOS 26 release fixed L16's bug.
  private func hiddenStatusBarDoubts(top: Double) -> [LayoutUncertainty] {
    guard !statusBarVisible, top > 0 else { return [] }
    return [
      LayoutUncertainty(
        question: "D18", quantity: "safeAreaInsets.top", value: top, alternatives: [0],
        note: "reported for iOS 26.0 and 26.0.1; 0, as before, if a later release fixed it")
    ]
  }

  /// The device's bottom safe inset (T2) in the orientation, 0 before iOS 11.
  var deviceBottomInset: Double {
    guard ios.major >= 11,
      let area = deviceSafeArea?.value
    else { return 0 }
    return isLandscape ? area.landscapeBottom : area.portraitBottom
  }

  /// Steps 2 and 6: where a node's view goes.
  func place(_ index: Int) -> LayoutPlacementResult {
    let node = input.nodes[index]
    switch node.placement {
    case .windowRoot:
      return placeRoot(node)
    case .child(let parent) where parent >= 0 && parent < index:
      guard let context = contexts[parent] else { return placeRoot(node) }
      return placeChild(node, of: input.nodes[parent], context: context)
    case .presented(let presenter, let style) where presenter >= 0 && presenter < index:
      return placePresented(node, style: style, presenterFrame: contexts[presenter]?.frame)
    default:
      return placeRoot(node)
    }
  }

  /// Step 2: the window's root view (L1.1, L2, L1.9).
  private func placeRoot(_ node: LayoutNode) -> LayoutPlacementResult {
    let (frame, basis, reason) = fullScreenFrame(node)
    var result = LayoutPlacementResult(
      frame: frame, basis: basis, reason: reason, context: deviceContext(frame: frame),
      guidesFromContainer: false, inCustomContainer: false, presentationStyle: nil)
    if ios.major >= 7,
      node.properties.edgesForExtendedLayout != nil
        || node.properties.extendedLayoutIncludesOpaqueBars != nil
    {
      result.basis.append(cite(.l4_5RootIgnores))
      result.reason += "; the window's root ignores edgesForExtendedLayout"
    }
    return result
  }

  /// The frame of a view that covers the window: the application frame on iOS 6, the
  /// window shortened under the 40-point status bar on iOS 7–12, else the window.
  private func fullScreenFrame(_ node: LayoutNode) -> (LayoutRect, [RuleCitation], String) {
    let window = screen
    if ios.major <= 6 {
      let basis = [cite(.l2_1ApplicationFrame), cite(.l1_1ApplicationFrame)]
      if node.properties.wantsFullScreenLayout == true {
        return (window, basis, "iOS 6: wantsFullScreenLayout lets the view fill the screen")
      }
      let top = statusBarVisible ? statusBar.height : 0
      let frame = LayoutRect(x: 0, y: top, width: window.width, height: window.height - top)
      return (
        frame, basis + statusBarBasis,
        statusBarVisible
          ? "iOS 6: the application frame, the screen below the status bar"
          : "iOS 6: the application frame, the whole screen without a status bar"
      )
    }
    if environment.isPhone && !model.hasSensorHousing && ios.major <= 12 && statusBarVisible
      && statusBar.height > LayoutTables.statusBarUnderlap
    {
      let shift = statusBar.height - LayoutTables.statusBarUnderlap
      let frame = LayoutRect(x: 0, y: shift, width: window.width, height: window.height - shift)
      return (
        frame, [cite(.l2_2FullWindow), cite(.l1_9RootShift)] + statusBarBasis,
        "the 40-point status bar pushes the window's content down 20 points and shortens it"
      )
    }
    return (
      window, [cite(.l2_2FullWindow)],
      "from iOS 7 the view fills the window, under the status bar"
    )
  }

  /// Step 6: a child of a container.
  private func placeChild(
    _ node: LayoutNode, of parent: LayoutNode, context: LayoutFrameContext
  ) -> LayoutPlacementResult {
    var result = LayoutPlacementResult(
      frame: context.frame, basis: [], reason: "", context: context,
      guidesFromContainer: parent.role == .navigation || parent.role == .tabBar,
      inCustomContainer: parent.role == .container, presentationStyle: nil)
    switch parent.role {
    case .container, .content:
      result.basis = [cite(.l5_5CustomContainer)]
      result.context.topBar = nil
      result.context.bottomBar = nil
      if let insets = parent.properties.childViewInsets, insets != .zero {
        let frame = context.frame
        result.frame = LayoutRect(
          x: frame.x + insets.left, y: frame.y + insets.top,
          width: max(0, frame.width - insets.left - insets.right),
          height: max(0, frame.height - insets.top - insets.bottom))
        result.reason =
          "a custom container's child: the container's code places its view inset "
          + "\(insets.spelling) from its own (childViewInsets), and passes no bars on"
        return result
      }
      result.reason =
        "a custom container's child: stylerule takes it to fill the container's view (the "
        + "rules file gives no frames), and the container passes no bars on"
      return result
    case .navigation, .tabBar:
      break
    }
    if node.role == .navigation || node.role == .tabBar {
      // A UIKit container inside another fills it, except that a navigation controller lays
      // out its top child, whatever it is, under or below its bar (L4.6, L4.3); the content
      // child inside decides the rest (step 6).
      var frame = context.frame
      var basis: [RuleCitation] = []
      var reasons: [String] = []
      var below = false
      if parent.role == .navigation, let bar = context.topBar {
        let edge = topEdge(node, under: bar)
        if let top = edge.top {
          frame.height = max(0, frame.maxY - top)
          frame.y = top
          below = true
        }
        basis += edge.basis
        reasons.append(edge.reason)
        result.extendsUnderOpaqueTopBar = edge.extendsUnderOpaque
      }
      if ios.major <= 6, let bar = context.bottomBar {
        frame.height = max(0, bar.frame.minY - frame.minY)
        basis += [cite(.l4_4Default)] + bar.basis
        reasons.append("iOS 6: a container in a tab bar controller stops at the opaque tab bar")
      } else {
        if basis.isEmpty { basis = [cite(.l4_3Extends)] }
        reasons.append(
          "a container inside a \(parent.role == .navigation ? "navigation" : "tab bar") "
            + "controller fills its view" + (below ? " below the bar" : "")
            + "; its content controller's edges decide where content goes")
      }
      result.frame = frame
      result.basis = basis
      result.reason = reasons.joined(separator: "; ")
      return result
    }
    return placeContent(node, context: context, result: result)
  }

  /// Where a navigation controller's child starts under its bar: under a translucent bar
  /// or below an opaque one on iOS 6 (L4.6), by the child's edges and opaque-bar flag from
  /// iOS 7 (L4.1–L4.3).
  private func topEdge(_ node: LayoutNode, under bar: LayoutBar) -> (
    top: Double?, basis: [RuleCitation], reason: String, extendsUnderOpaque: Bool
  ) {
    if ios.major <= 6 {
      let basis = [cite(.l4_6Translucent)] + bar.basis
      if bar.translucent {
        return (
          nil, basis, "iOS 6: under a translucent navigation bar the view starts under it", false
        )
      }
      return (bar.frame.maxY, basis, "iOS 6: below the opaque navigation bar", false)
    }
    let properties = node.properties
    let edges = properties.edgesForExtendedLayout ?? .all
    let includesOpaque = properties.extendedLayoutIncludesOpaqueBars ?? false
    let basis =
      [cite(.l4_1Edges), cite(.l4_2Opaque), cite(.l4_3Extends)] + bar.basis
    if edges.contains(.top) && (bar.translucent || includesOpaque) {
      return (
        nil, basis,
        "its top extends under the \(bar.translucent ? "translucent" : "opaque") \(bar.name)",
        !bar.translucent
      )
    }
    return (
      bar.frame.maxY, basis,
      edges.contains(.top)
        ? "its top abuts the opaque \(bar.name)"
        : "its top is not an extended edge: it abuts the \(bar.name)",
      false
    )
  }

  /// Step 6 for a content controller in a UIKit container: L4.3 (iOS 7 and later) or L4.6
  /// (iOS 6) on each edge.
  private func placeContent(
    _ node: LayoutNode, context: LayoutFrameContext, result: LayoutPlacementResult
  ) -> LayoutPlacementResult {
    var result = result
    let properties = node.properties
    let edges = properties.edgesForExtendedLayout ?? .all
    let includesOpaque = properties.extendedLayoutIncludesOpaqueBars ?? false
    var top = context.frame.minY
    var bottom = context.frame.maxY
    var reasons: [String] = []
    var basis: [RuleCitation] = []
    if ios.major <= 6 {
      if let bar = context.topBar {
        let edge = topEdge(node, under: bar)
        basis += edge.basis
        top = edge.top ?? top
        reasons.append(edge.reason)
      }
      if let bar = context.bottomBar {
        bottom = bar.frame.minY
        basis += [cite(.l4_4Default)] + bar.basis
        reasons.append("above the \(bar.name), opaque on iOS 6")
      }
    } else {
      let rule = [cite(.l4_1Edges), cite(.l4_2Opaque), cite(.l4_3Extends)]
      if let bar = context.topBar {
        let edge = topEdge(node, under: bar)
        basis += edge.basis
        top = edge.top ?? top
        reasons.append(edge.reason)
        result.extendsUnderOpaqueTopBar = edge.extendsUnderOpaque
      }
      if let bar = context.bottomBar {
        if basis.isEmpty { basis += rule }
        basis += bar.basis
        let extends = edges.contains(.bottom) && (bar.translucent || includesOpaque)
        if extends {
          reasons.append(
            "its bottom extends under the \(bar.translucent ? "translucent" : "opaque") \(bar.name)"
          )
          result.extendsUnderOpaqueBottomBar = !bar.translucent
        } else {
          bottom = bar.frame.minY
          reasons.append(
            edges.contains(.bottom)
              ? "its bottom abuts the opaque \(bar.name)"
              : "its bottom is not an extended edge: it abuts the \(bar.name)")
        }
      }
    }
    result.frame = LayoutRect(
      x: context.frame.x, y: top, width: context.frame.width, height: max(0, bottom - top))
    result.basis = basis.isEmpty ? [cite(.l4_3Extends)] : basis
    result.reason =
      reasons.isEmpty ? "no bars: it fills its container's view" : reasons.joined(separator: "; ")
    return result
  }

  /// Step 2 for a presented controller (L10): full screen, a sheet, or the presenter's
  /// context.
  private func placePresented(
    _ node: LayoutNode, style: PresentationStyle, presenterFrame: LayoutRect?
  ) -> LayoutPlacementResult {
    let (adapted, sheet, basis, why) = adaptPresentation(style)
    var context = deviceContext(frame: screen)
    var result = LayoutPlacementResult(
      frame: screen, basis: basis, reason: why, context: context, guidesFromContainer: false,
      inCustomContainer: false, presentationStyle: adapted)
    switch adapted {
    case .currentContext, .overCurrentContext:
      let frame = presenterFrame ?? screen
      result.frame = frame
      result.reason += "; it covers its presentation context's view"
    case .pageSheet, .formSheet, .popover:
      let top = max(deviceTopLine, statusBarVisible ? statusBar.maxY : 0)
      let frame = LayoutRect(x: 0, y: top, width: screen.width, height: screen.height - top)
      result.frame = frame
      result.reason +=
        "; stylerule draws the sheet from below the status bar to the screen's bottom"
      result.uncertain.append(
        LayoutUncertainty(
          question: "Q16", quantity: "viewFrame.y", value: top, alternatives: [],
          note: "where a sheet's top is on each device has not been researched"))
    default:
      let (frame, fullBasis, fullReason) = fullScreenFrame(node)
      result.frame = frame
      result.basis += fullBasis
      result.reason += "; " + fullReason
    }
    context.frame = result.frame
    context.sheet = sheet
    result.context = context
    return result
  }

  /// The style a presentation shows in on the device and version: `.automatic` resolves by
  /// the version, sheets adapt to full screen on iPhones before iOS 13 (L10).
  func adaptPresentation(_ style: PresentationStyle) -> (
    PresentationStyle, SheetKind?, [RuleCitation], String
  ) {
    let compactWidth = environment.isHorizontallyCompact
    let fullScreenBefore13 = (7...12).contains(ios.major) ? [cite(.l10_1FullScreen)] : []
    switch style {
    case .automatic:
      if ios.major >= 13 {
        return (.pageSheet, .card, [cite(.l10_2Card)], "automatic is a card sheet from iOS 13")
      }
      return (.fullScreen, nil, fullScreenBefore13, "automatic is full screen before iOS 13")
    case .pageSheet, .formSheet, .popover:
      if ios.major >= 13 && (compactWidth || style != .popover) {
        return (
          style == .popover ? .pageSheet : style, .card, [cite(.l10_2Card)],
          "a sheet on iOS 13 and later"
        )
      }
      if compactWidth || ios.major <= 6 {
        return (
          .fullScreen, nil, fullScreenBefore13,
          "an iPhone shows a \(style.rawValue) full screen before iOS 13"
        )
      }
      let insetBasis =
        ios.major <= 12 ? [cite(.l10_1IpadSheet), cite(.l3_3Sheet)] : []
      return (
        style, .inset, insetBasis, "on iPad a \(style.rawValue) does not reach the window's top"
      )
    case .fullScreen, .overFullScreen, .custom:
      return (style, nil, fullScreenBefore13, "presented over the whole window")
    case .currentContext, .overCurrentContext:
      return (style, nil, [], "presented over its presentation context")
    }
  }
}
