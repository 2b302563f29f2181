/// Which value a layout pass gives a device safe area or a status bar height that no table
/// states (T7's iOS 27 column, models the iOS 26 probe did not measure, and the status bar's
/// height on iOS 26 everywhere but on the iPhone SE, Q19).
///
/// The engine lays such a screen out three times, with the nearest known value and with two
/// far-apart stand-ins; a number that is not the same in all three depends on the unknown
/// inset and is reported as not known (``LayoutUnknown``), never as the stand-in's number.
enum SafeAreaStandIn: CaseIterable, Sendable {
  /// The nearest value a table states (iOS 26's, else iOS 18's): the one drawn.
  case nearest
  /// Every inset 0.
  case none
  /// Every inset 40 points more than the nearest value.
  case larger

  /// The stand-in for a safe area whose nearest known value is `area`.
  func area(_ area: DeviceSafeArea) -> DeviceSafeArea {
    let extra: Double
    switch self {
    case .nearest: return area
    case .none:
      return DeviceSafeArea(portraitTop: 0, portraitBottom: 0, landscapeSide: 0, landscapeBottom: 0)
    case .larger: extra = 40
    }
    return DeviceSafeArea(
      portraitTop: area.portraitTop + extra, portraitBottom: area.portraitBottom + extra,
      landscapeSide: area.landscapeSide + extra, landscapeBottom: area.landscapeBottom + extra)
  }

  /// The stand-in for a status bar height whose nearest known value is `height`, in a
  /// safe area whose top is `safeTop`.
  ///
  /// A shown status bar is never 0 (that would hide it, which is known) and never taller
  /// than the top of the device's safe area, which includes it (L7): `.none` is 1 point,
  /// `.larger` the safe area's top when that is known, else 40 points more than the nearest.
  func statusBarHeight(_ height: Double, safeTop: Double?) -> Double {
    switch self {
    case .nearest: return safeTop.map { min(height, $0) } ?? height
    case .none: return 1
    case .larger: return safeTop ?? height + 40
    }
  }
}

/// A number of a layout that is not known: it depends on a device inset no source measured.
public struct LayoutUnknown: Hashable, Sendable {
  /// The controller's name, or `nil` for the status bar.
  public let controller: String?
  /// The quantity, named as the JSON output names it, such as `safeAreaInsets.top` or
  /// `navigationBar.frame.y`.
  public let quantity: String

  /// An unknown quantity of a controller (`nil`: the status bar).
  public init(controller: String?, quantity: String) {
    self.controller = controller
    self.quantity = quantity
  }
}

/// Why a layout's unknown numbers are unknown: the question, what was measured nearest, and
/// the rule that says so.
public struct UnknownSafeArea: Hashable, Sendable {
  /// The open question, `Q25` on iOS 27.
  public let question: String
  /// "not measured on iOS 27 (Q25); iOS 26: 62/34, landscape 62/20".
  public let note: String
  /// The numbers that depend on it, in the order of the output.
  public let unknowns: [LayoutUnknown]

  /// Whether a quantity of a controller (`nil`: the status bar) is not known.
  public func isUnknown(_ quantity: String, of controller: String?) -> Bool {
    unknowns.contains(LayoutUnknown(controller: controller, quantity: quantity))
  }
}

extension LayoutPass {
  /// The device's own safe area the pass lays out with: the table's, or when no table states
  /// it (``safeAreaIsUnknown``) the pass's stand-in.
  var deviceSafeArea: TableValue<DeviceSafeArea>? {
    if let known = LayoutTables.deviceSafeArea(model, ios) { return known }
    guard safeAreaIsUnknown, let nearest = LayoutTables.nearestKnownSafeArea(model, ios) else {
      return nil
    }
    return TableValue(
      value: standIn.area(nearest.value.value), claim: nearest.value.claim, doubts: [])
  }

  /// Whether the device's own safe area is one no table states: iOS 26 and later on a model
  /// the iOS 26 probe did not measure, and every model on iOS 27 (T7).
  var safeAreaIsUnknown: Bool {
    ios.major >= OSVersion.firstYearMajor && LayoutTables.deviceSafeArea(model, ios) == nil
  }

  /// Whether the status bar's height is one no table states: iOS 26 and later on every model
  /// but the iPhone SE on 26 (T7, Q19).
  var statusBarHeightIsUnknown: Bool {
    ios.major >= OSVersion.firstYearMajor
      && LayoutTables.measuredStatusBarHeight(model, ios) == nil
  }

  /// Whether the pass lays out with a stand-in for a number no table states.
  var usesStandIns: Bool { safeAreaIsUnknown || statusBarHeightIsUnknown }
}

extension LayoutEngine {
  /// Lays an input out with each stand-in of an unknown safe area and keeps the nearest
  /// one's layout, with every number that differs between them marked not known.
  static func layoutWithUnknownSafeArea(
    _ input: LayoutInput, in environment: LayoutEnvironment, first: ScreenLayout
  ) -> ScreenLayout {
    var others: [[String: Double]] = []
    var otherSteps: [[LayoutStep]] = []
    for standIn in SafeAreaStandIn.allCases where standIn != .nearest {
      var pass = LayoutPass(input: input, environment: environment)
      pass.standIn = standIn
      let layout = pass.run()
      others.append(layout.numbers)
      otherSteps.append(layout.steps)
    }
    let numbers = first.numbers
    var unknown = Set<String>()
    for (key, value) in numbers where others.contains(where: { $0[key] != value }) {
      unknown.insert(key)
    }
    var unknowns: [LayoutUnknown] = []
    for key in first.numberKeys where unknown.contains(key) {
      let parts = key.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        .map(String.init)
      unknowns.append(
        LayoutUnknown(controller: parts[0].isEmpty ? nil : parts[0], quantity: parts[1]))
    }
    // Nothing on screen depends on the unknown inset (a hidden status bar): all is known.
    guard !unknowns.isEmpty else { return first }
    let steps = first.steps.enumerated().map { index, step in
      let changes = otherSteps.contains {
        $0.indices.contains(index) && $0[index].value != step.value
      }
      guard changes else { return step }
      return LayoutStep(
        subject: step.subject, subjectName: step.subjectName, quantity: step.quantity,
        value: "not known (\(question(environment)))",
        reason: "depends on " + unmeasured(environment) + ", not measured on iOS "
          + "\(environment.ios.major)",
        citations: step.citations)
    }
    let controllers = first.controllers.map { controller in
      controller.keepingUncertainties { doubt in
        !unknowns.contains(LayoutUnknown(controller: controller.name, quantity: doubt.quantity))
      }
    }
    return ScreenLayout(
      environment: first.environment, statusBar: first.statusBar, controllers: controllers,
      steps: steps,
      unknownSafeArea: UnknownSafeArea(
        question: question(environment), note: note(environment), unknowns: unknowns),
      notKnown: first.notKnown, notes: first.notes)
  }

  /// The question that leaves the layout open: Q25 on iOS 27, T7's unmeasured rows on 26,
  /// and Q19 where only the status bar's height is not known.
  private static func question(_ environment: LayoutEnvironment) -> String {
    if environment.ios.major > OSVersion.firstYearMajor { return "Q25" }
    return LayoutTables.deviceSafeArea(environment.model, environment.ios) == nil ? "T7" : "Q19"
  }

  /// What is not measured: "the device's safe area and the status bar's height".
  private static func unmeasured(_ environment: LayoutEnvironment) -> String {
    let safeArea = LayoutTables.deviceSafeArea(environment.model, environment.ios) == nil
    let statusBar =
      LayoutTables.measuredStatusBarHeight(environment.model, environment.ios) == nil
    switch (safeArea, statusBar) {
    case (true, true): return "the device's safe area and the status bar's height"
    case (true, false): return "the device's safe area"
    default: return "the status bar's height"
    }
  }

  /// "the device's safe area and the status bar's height are not measured on iOS 27 (Q25);
  /// iOS 26: top 62, bottom 34; in landscape 62 each side, 20 at the bottom; status bar on
  /// iOS 18: 54".
  private static func note(_ environment: LayoutEnvironment) -> String {
    let model = environment.model
    let what = unmeasured(environment)
    var text =
      "\(what) \(what.contains(" and ") ? "are" : "is") not "
      + "measured on iOS \(environment.ios.major) (\(question(environment)))"
    let safeAreaIsUnknown = LayoutTables.deviceSafeArea(model, environment.ios) == nil
    if safeAreaIsUnknown, let nearest = LayoutTables.nearestKnownSafeArea(model, environment.ios) {
      let area = nearest.value.value
      let number = LayoutNumber.text
      text +=
        "; iOS \(nearest.version): top \(number(area.portraitTop)), bottom "
        + "\(number(area.portraitBottom)); in landscape "
        + (model.family.isPhone ? "\(number(area.landscapeSide)) each side, " : "")
        + "\(number(area.landscapeBottom)) at the bottom"
    }
    if LayoutTables.measuredStatusBarHeight(model, environment.ios) == nil,
      let nearest = LayoutTables.nearestKnownStatusBarHeight(model)
    {
      text += "; status bar on iOS 18: \(LayoutNumber.text(nearest.value))"
    }
    return text
  }
}

extension ControllerLayout {
  /// The controller with only the uncertainties `keep` accepts.
  func keepingUncertainties(_ keep: (LayoutUncertainty) -> Bool) -> ControllerLayout {
    ControllerLayout(
      name: name, className: className, depth: depth, parentName: parentName,
      presentationStyle: presentationStyle, viewFrame: viewFrame, safeAreaInsets: safeAreaInsets,
      topLayoutGuide: topLayoutGuide, bottomLayoutGuide: bottomLayoutGuide,
      navigationBar: navigationBar, tabBar: tabBar, toolbar: toolbar, scrollView: scrollView,
      uncertain: uncertain.filter(keep))
  }
}

extension ScreenLayout {
  /// Every number of the layout, keyed "controller|quantity" ("|statusBar.frame.y" for the
  /// status bar), as the JSON output names them.
  var numbers: [String: Double] {
    Dictionary(numberList, uniquingKeysWith: { first, _ in first })
  }

  /// The keys of ``numbers`` in the order of the output.
  var numberKeys: [String] { numberList.map(\.0) }

  private var numberList: [(String, Double)] {
    var list: [(String, Double)] = []
    func rect(_ owner: String, _ name: String, _ value: LayoutRect?) {
      guard let value else { return }
      list += [
        ("\(owner)|\(name).x", value.x), ("\(owner)|\(name).y", value.y),
        ("\(owner)|\(name).width", value.width), ("\(owner)|\(name).height", value.height),
      ]
    }
    func insets(_ owner: String, _ name: String, _ value: LayoutInsets?) {
      guard let value else { return }
      list += [
        ("\(owner)|\(name).top", value.top), ("\(owner)|\(name).left", value.left),
        ("\(owner)|\(name).bottom", value.bottom), ("\(owner)|\(name).right", value.right),
      ]
    }
    rect("", "statusBar.frame", statusBar.frame.value)
    for controller in controllers {
      let name = controller.name
      rect(name, "viewFrame", controller.viewFrame.value)
      insets(name, "safeAreaInsets", controller.safeAreaInsets?.value)
      if let guide = controller.topLayoutGuide {
        list.append(("\(name)|topLayoutGuide", guide.value))
      }
      if let guide = controller.bottomLayoutGuide {
        list.append(("\(name)|bottomLayoutGuide", guide.value))
      }
      rect(name, "navigationBar.frame", controller.navigationBar?.frame.value)
      rect(name, "navigationBar.backgroundFrame", controller.navigationBar?.backgroundFrame.value)
      rect(name, "tabBar.frame", controller.tabBar?.frame.value)
      rect(name, "toolbar.frame", controller.toolbar?.frame.value)
      insets(name, "scrollView.contentInset", controller.scrollView?.contentInset.value)
      insets(
        name, "scrollView.adjustedContentInset", controller.scrollView?.adjustedContentInset?.value)
    }
    return list
  }
}
