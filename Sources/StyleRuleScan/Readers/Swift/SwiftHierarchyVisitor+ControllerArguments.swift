import SwiftSyntax

/// The controllers a call of the module's code passes (`presentOnTopmost(SettingsViewController())`,
/// `Router.show(detail, from: self)`), so that a callee that presents its parameter presents
/// them from here.
extension SwiftHierarchyVisitor {
  /// UIKit's placing calls, recorded as actions (``handleCall(_:)``): their arguments are not
  /// a call site's.
  static let placingCallNames: Set<String> = [
    "present", "pushViewController", "show", "showDetailViewController", "addChild",
    "addChildViewController", "setViewControllers", "setViewController",
  ]

  /// The controller expression each argument of `node` passes, by label (`_` when unlabelled):
  /// an initializer of a type named like a controller (`SettingsViewController()`), a storyboard
  /// instantiation, a local or a parameter of the method, or a call of the module named like a
  /// factory (`makeSettings()`, `settingsController()`).
  ///
  /// Only for a call whose own text has a hint (``SwiftHierarchyHints``), so that skipping
  /// changes nothing: a callee named like a helper (`presentOnTopmost`, `showDetail`, or a
  /// placing call's name with other arguments, `show(_:from:)`) or one of the module's
  /// functions that take a controller (``moduleHelpers``), an argument that initializes
  /// a type named like a controller, or `self` passed as an argument of its own
  /// (`passesSelf`: `Router.open(detail, from: self)`). Empty for UIKit's own placing calls
  /// (`present(_:animated:)`, `show(_:sender:)`…), which are actions.
  func controllerArguments(_ node: FunctionCallExprSyntax, passesSelf: Bool = false)
    -> [String: HierarchyControllerID]
  {
    guard let member = SwiftHierarchySyntax.calledMember(node) else { return [:] }
    if Self.placingCallNames.contains(member.name), node.arguments.first?.label == nil {
      let isPlacing =
        (member.name != "present" && member.name != "show")
        || SwiftHierarchySyntax.hasLabel(node, "animated")
        || SwiftHierarchySyntax.hasLabel(node, "sender")
      if isPlacing { return [:] }
    }
    // `Router.show(detail, from: self)`: a placing call's name is a hint word too.
    let isHelperName =
      SwiftHierarchyHints.hasHelperPrefix(member.name)
      || Self.placingCallNames.contains(member.name) || moduleHelpers.contains(member.name)
    guard
      isHelperName || passesSelf
        || node.arguments.contains(where: { Self.initializesControllerType($0.expression) })
    else { return [:] }
    var result: [String: HierarchyControllerID] = [:]
    for (argument, key) in zip(node.arguments, SwiftHierarchySyntax.argumentKeys(node.arguments)) {
      let expression = argument.expression
      guard isControllerArgument(SwiftHierarchySyntax.strip(expression).expr) else { continue }
      result[key] = controller(for: expression)
    }
    return result
  }

  /// Whether an expression is an initializer call whose type's name, right before its `(`,
  /// ends in `Controller` or `VC` (`SettingsViewController()`): a hint of its own.
  static func initializesControllerType(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.trailingTrivia.isEmpty, call.leftParen?.leadingTrivia.isEmpty ?? false
    else { return false }
    let name = reference.baseName.text
    return name.hasSuffix("Controller") || name.hasSuffix("VC")
  }

  /// Whether a call passes `self` as an argument written so that it is a hint of its own
  /// (``SwiftHierarchyHints/isSelfArgument(_:in:)``): a helper may present from it
  /// (`importTheme(controller: self, url: url)`).
  func passesSelfWithHint(_ node: FunctionCallExprSyntax) -> Bool {
    node.arguments.contains { argument in
      guard argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else {
        return false
      }
      let offset = argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset
      return source.bytes.withUnsafeBufferPointer {
        SwiftHierarchyHints.isSelfArgument(offset, in: $0)
      }
    }
  }

  /// Whether an argument, stripped, can be a controller the callee presents.
  func isControllerArgument(_ stripped: ExprSyntax) -> Bool {
    if let reference = stripped.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      guard let local = lookupLocal(reference.baseName.text), local.binding.windowIndex == nil
      else { return false }
      switch local.binding.kind {
      case .variable: return !local.binding.values.isEmpty
      case .parameter: return true
      case .closureParameter, .loopVariable: return false
      }
    }
    if stripped.is(MemberAccessExprSyntax.self) {
      // A property (`viewControllerProvider.viewController`, `self.navigationController`):
      // where the callee presents or places its parameter, the value is listed as not
      // followed, instead of the call being left out.
      return SwiftHierarchySyntax.path(stripped) != nil
    }
    guard let call = stripped.as(FunctionCallExprSyntax.self) else { return false }
    if let member = SwiftHierarchySyntax.calledMember(call),
      member.name == "instantiateViewController"
        || member.name == "instantiateInitialViewController"
    {
      return true
    }
    if let type = SwiftHierarchySyntax.calledTypeName(call) {
      return Self.canBeController(type)
    }
    guard let called = SwiftHierarchySyntax.moduleCall(call) else { return false }
    return called.baseName.hasPrefix("make") || Self.canBeController(called.baseName)
  }
}
