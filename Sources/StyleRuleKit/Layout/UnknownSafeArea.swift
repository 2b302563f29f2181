/// Which value a layout pass gives a device safe area that no table states (T7's iOS 27
/// column, and models the iOS 26 probe did not measure).
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
      let parts = key.split(separator: "|", maxSplits: 1).map(String.init)
      unknowns.append(
        LayoutUnknown(controller: parts[0].isEmpty ? nil : parts[0], quantity: parts[1]))
    }
    let steps = first.steps.enumerated().map { index, step in
      let changes = otherSteps.contains { $0.indices.contains(index) && $0[index] != step }
      guard changes else { return step }
      return LayoutStep(
        subject: step.subject, subjectName: step.subjectName, quantity: step.quantity,
        value: "not known (\(question(environment)))",
        reason: "depends on the device's safe area, which is not measured on iOS "
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

  /// The question that leaves the safe area open: Q25 on iOS 27, T7's unmeasured rows on 26.
  private static func question(_ environment: LayoutEnvironment) -> String {
    environment.ios.major > OSVersion.firstYearMajor ? "Q25" : "T7"
  }

  /// "not measured on iOS 27 (Q25); iOS 26: top 62, bottom 34; landscape 62 each side, 20
  /// at the bottom".
  private static func note(_ environment: LayoutEnvironment) -> String {
    let model = environment.model
    var text =
      "the device's safe area is not measured on iOS \(environment.ios.major) "
      + "(\(question(environment)))"
    if let nearest = LayoutTables.nearestKnownSafeArea(model, environment.ios) {
      let area = nearest.value.value
      let number = LayoutNumber.text
      text +=
        "; iOS \(nearest.version): top \(number(area.portraitTop)), bottom "
        + "\(number(area.portraitBottom)); in landscape "
        + (model.family.isPhone ? "\(number(area.landscapeSide)) each side, " : "")
        + "\(number(area.landscapeBottom)) at the bottom"
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
