import SwiftSyntax

extension SwiftHierarchyVisitor {
  /// The value of a toolbar modifier applied to SwiftUI's `.statusBar` placement (iOS 27,
  /// R40), such as `.dark` in `.toolbarColorScheme(.dark, for: .statusBar)` or `.hidden` in
  /// `.toolbarVisibility(.hidden, for: .statusBar)`; `nil` when the call names no `.statusBar`
  /// placement (`.navigationBar`, `.tabBar`, a variable) or has no unlabelled first value, as
  /// `.toolbar { … }` does.
  ///
  /// The placements are the arguments from the one labelled `for` on (the parameter is
  /// variadic); `.statusBar` is matched written as `.statusBar` or `ToolbarPlacement.statusBar`.
  static func statusBarPlacementValue(_ call: FunctionCallExprSyntax) -> HierarchyValue? {
    let arguments = Array(call.arguments)
    guard let first = arguments.first, first.label == nil,
      let placements = arguments.firstIndex(where: { $0.label?.text == "for" })
    else { return nil }
    let namesStatusBar = arguments[placements...].contains { argument in
      guard let member = argument.expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "statusBar", member.declName.argumentNames == nil
      else { return false }
      guard let base = member.base else { return true }
      return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "ToolbarPlacement"
    }
    guard namesStatusBar else { return nil }
    return SwiftHierarchySyntax.value(first.expression)
  }
}
