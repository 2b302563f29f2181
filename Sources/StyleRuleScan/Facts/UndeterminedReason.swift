/// Why the scan could not determine something: the categories the summary counts.
///
/// Each ``UndeterminedFact`` says what stopped the scan in words; this is the kind of
/// obstacle, so that the summary can show which ones keep screens and transitions out of the
/// rules file, most frequent first.
enum UndeterminedReason: String, CaseIterable, Sendable, Hashable, Comparable {
  /// A controller the code computes (a call's result, a parameter, a property given several
  /// values, an expression) is not followed.
  case controllerNotFollowed = "a controller the code computes is not followed"
  /// A transition's presenter class is never placed in any state the scan found.
  case presenterNeverPlaced = "the presenter is never placed"
  /// The controller a transition is called on is not followed or not named.
  case receiverNotFollowed = "the controller a transition is called on is not followed"
  /// A transition is made on whatever is on top at that moment (`topMost().present(…)`)
  /// where the caller is not certainly that controller: the rules language cannot say which
  /// controller it is.
  case presentsOnTop = "a transition is made on whatever is on top"
  /// A transition is made on `a ?? b`: from `a` when it is not nil, else from `b`, which the
  /// sources decide at run time; the rules language writes a transition from one controller.
  case presenterChosenAtRunTime = "a transition is made from one of two controllers"
  /// A container's children are changed at run time (`addChild`, `setViewControllers`,
  /// `showDetailViewController` outside the set-up).
  case childrenChangedAtRunTime = "a container's children change at run time"
  /// A window is created, configured or given a root elsewhere than at launch.
  case windowElsewhere = "a window is made or changed elsewhere than at launch"
  /// A storyboard, scene or segue the code or a storyboard names is not followed.
  case storyboardNotFollowed = "a storyboard or segue is not followed"
  /// A class inherits from one whose code is not in the sources.
  case superclassOutsideSources = "a superclass is outside the sources"
  /// A value (a property, a setting, a selected tab) is computed at run time or not one the
  /// scan can write.
  case valueNotReadable = "a value is computed at run time or not readable"
  /// Anything else (syntax, duplicate declarations, Info.plist choices…).
  case other = "other"

  /// Orders by declaration order.
  static func < (lhs: UndeterminedReason, rhs: UndeterminedReason) -> Bool {
    let order = allCases
    return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
  }
}
