/// Writes a navigation controller's layout property that a child's code sets on it
/// (`navigationController?.navigationBar.prefersLargeTitles = true` in the child's
/// `viewDidLoad`) on the navigation controller instance, where the hierarchy says which one
/// it is.
///
/// Only where that is certain: the child's class has one instance in the whole file, that
/// instance is the top of the stack of a navigation controller that is a window's root (so it
/// is on screen, and its set-up code has run, at launch), and the navigation controller does
/// not set the property itself. Elsewhere the setting stays undetermined, with its location.
enum ContainerLayoutAttribution {
  /// Moves each setting that can be attributed from its class (a comment and an undetermined
  /// item) to the navigation controller instance, with the child's origin and a note.
  static func apply(
    to facts: inout ScanFacts, undetermined: inout [UndeterminedFact], notes: inout [ScanNote]
  ) {
    let counts = instanceCounts(facts)
    let classIndex = Dictionary(
      facts.classes.enumerated().map { ($0.element.name, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    for index in facts.windows.indices {
      guard var root = facts.windows[index].root else { continue }
      attribute(
        into: &root, facts: &facts, classIndex: classIndex, counts: counts,
        undetermined: &undetermined, notes: &notes)
      facts.windows[index].root = root
    }
    for scene in facts.scenes.indices {
      for index in facts.scenes[scene].windows.indices {
        guard var root = facts.scenes[scene].windows[index].root else { continue }
        attribute(
          into: &root, facts: &facts, classIndex: classIndex, counts: counts,
          undetermined: &undetermined, notes: &notes)
        facts.scenes[scene].windows[index].root = root
      }
    }
  }

  /// How many instances of each class the windows and the transitions place.
  private static func instanceCounts(_ facts: ScanFacts) -> [String: Int] {
    var counts: [String: Int] = [:]
    var pending: [ControllerFact] = []
    for window in facts.windows + facts.scenes.flatMap(\.windows) {
      if let root = window.root { pending.append(root) }
    }
    pending.append(contentsOf: facts.presentations.map(\.presented))
    while let controller = pending.popLast() {
      if let className = controller.className { counts[className, default: 0] += 1 }
      pending.append(contentsOf: controller.children)
    }
    return counts
  }

  /// Whether a class (by its rules name) is a navigation controller: UIKit's, or an app class
  /// whose chain of app superclasses ends at it.
  private static func isNavigationController(
    _ className: String, facts: ScanFacts, classIndex: [String: Int]
  ) -> Bool {
    var current = className
    for _ in 0..<SwiftModuleAnalysis.maximumChainSteps {
      if current == "UINavigationController" { return true }
      guard let index = classIndex[current] else { return false }
      let fact = facts.classes[index]
      guard fact.opaqueReason == nil else { return false }
      switch fact.superclass {
      case .app(let name): current = name
      case .known(let name, _): current = name
      case .opaque: return false
      }
    }
    return false
  }

  /// Attributes the settings of the top of `root`'s stack to `root`, when `root` is a
  /// navigation controller.
  private static func attribute(
    into root: inout ControllerFact, facts: inout ScanFacts, classIndex: [String: Int],
    counts: [String: Int], undetermined: inout [UndeterminedFact], notes: inout [ScanNote]
  ) {
    guard let rootClass = root.className,
      isNavigationController(rootClass, facts: facts, classIndex: classIndex),
      let top = root.children.last, let topClass = top.className, counts[topClass] == 1,
      let index = classIndex[topClass]
    else { return }
    var kept: [MemberFact] = []
    var added = false
    for member in facts.classes[index].members {
      guard let setting = member.containerSetting, setting.container == "navigationController",
        let literal = setting.literal,
        member.member.requiredContainerClass == "UINavigationController",
        !root.properties.contains(where: { $0.name == member.member.rulesName })
      else {
        kept.append(member)
        continue
      }
      root.properties.append(
        PropertyFact(name: member.member.rulesName, value: literal, origin: member.origin))
      added = true
      undetermined.removeAll {
        $0.origin == member.origin && $0.what.hasPrefix("\(topClass).\(member.member.rulesName):")
      }
      notes.append(
        ScanNote(
          what:
            "\(topClass) sets its navigationController's \(member.member.rulesName) to \(literal): written on \(root.name), the navigation controller whose stack it tops at launch",
          origin: member.origin))
    }
    guard added else { return }
    facts.classes[index].members = kept
    // The layout properties in the printer's order, after the others.
    let order = root.properties.enumerated().map { position, property in
      (
        ControllerMember(swiftName: property.name).flatMap { $0.isLayoutProperty ? $0 : nil },
        position, property
      )
    }
    root.properties = order.sorted { left, right in
      switch (left.0, right.0) {
      case (nil, nil): return left.1 < right.1
      case (nil, _): return true
      case (_, nil): return false
      case (let a?, let b?): return (a, left.1) < (b, right.1)
      }
    }.map(\.2)
  }
}
