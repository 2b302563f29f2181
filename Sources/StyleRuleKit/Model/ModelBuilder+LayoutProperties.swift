/// Checks of the layout properties: values written in several parts, the class of a
/// controller's view, and the scroll view properties that need one.
extension ModelBuilder {
  /// Reports `dynamic` on a layout property: no status bar walk reads one, so it takes one
  /// value, which a scenario can change.
  mutating func reportLayoutDynamic(_ descriptor: PropertyDescriptor, at range: SourceRange) {
    report(
      .model(.dynamicNotSupported), .error,
      "'\(descriptor.spelling)' cannot be dynamic: it is a layout property, with one value "
        + "that a scenario can change ('NAME.\(descriptor.spelling) = …'); dynamic values are "
        + "for " + Self.dynamicMembers,
      at: range)
  }

  /// Checks `view = …` for the owner's kind: a plain view controller declares the class of
  /// its view; a table or collection view controller's view is always its own; containers,
  /// hosting and system controllers have a view UIKit makes.
  mutating func checkViewClass(
    _ viewClass: ViewClass, property: PropertySyntax, owner: PropertyOwner
  ) -> Bool {
    guard let base = owner.uikitBase else { return true }
    if let own = base.scrollViewClass {
      guard own != viewClass else { return true }
      report(
        .model(.invalidValue), .error,
        "the view of a \(base.rawValue) is its \(own.rawValue); \(owner.description) cannot "
          + "declare 'view = \(viewClass.rawValue)', so remove it",
        at: property.value.range)
      return false
    }
    guard base.kind != .plain else { return true }
    report(
      .model(.propertyNotAvailable), .error,
      "'view' declares the class of a plain view controller's view, but \(owner.description) "
        + "is a \(base.rawValue), whose view UIKit makes; declare it on the controller inside "
        + "whose view scrolls",
      at: property.nameRange)
    return false
  }

  /// Reports an invalid set of edges or insets at the part that is wrong, with the closest
  /// spelling where one is close.
  mutating func reportInvalidLayoutValue(_ value: ValueSyntax, kind: ValueKind, for name: String) {
    let edges = LayoutInsets.edgeNames
    if kind == .edges {
      let expected =
        "expected all, none, top, left, bottom, right, or edges in brackets such as "
        + "'[top, bottom]'"
      guard let parts = value.composite else {
        var message = "'\(value.text)' is not a set of edges for '\(name)'"
        if value.kind == .name,
          let match = Suggestion.closest(to: value.text, in: RectEdges.spellings)
        {
          message += "; did you mean '\(match)'?"
        } else {
          message += "; " + expected
        }
        return report(.model(.invalidValue), .error, message, at: value.range)
      }
      guard parts.isBracketed else {
        return report(
          .model(.invalidValue), .error,
          "'\(value.text)' is not a set of edges for '\(name)'; edges are listed in brackets, "
            + "as in '\(name) = [top, bottom]'",
          at: value.range)
      }
      for item in parts.items {
        let text = item.value.text
        if item.value.kind == .name, text == "none" {
          return report(
            .model(.invalidValue), .error,
            "'none' is written alone, '\(name) = none', or as an empty list, '[]'; in a list, "
              + "write the edges that extend",
            at: item.value.range)
        }
        guard item.value.kind != .name || RectEdges(name: text) == nil else { continue }
        var message = "'\(text)' is not an edge in the list for '\(name)'"
        if item.value.kind == .name, let match = Suggestion.closest(to: text, in: edges + ["all"]) {
          message += "; did you mean '\(match)'?"
        } else {
          message += "; expected top, left, bottom, right or all"
        }
        return report(.model(.invalidValue), .error, message, at: item.value.range)
      }
      return report(
        .model(.invalidValue), .error, "'\(value.text)' is not a set of edges for '\(name)'",
        at: value.range)
    }
    let expected =
      "write each edge with its inset in points, such as '\(name) = top 20, bottom 10', or "
      + "'zero'"
    guard let parts = value.composite else {
      var message = "'\(value.text)' is not a set of insets for '\(name)'"
      if value.kind == .name, edges.contains(value.text) {
        message += "; give the edge its inset in points, as in '\(value.text) 20'"
      } else if value.kind == .name, let match = Suggestion.closest(to: value.text, in: ["zero"]) {
        message += "; did you mean '\(match)'?"
      } else {
        message += "; " + expected
      }
      return report(.model(.invalidValue), .error, message, at: value.range)
    }
    guard !parts.isBracketed else {
      return report(
        .model(.invalidValue), .error,
        "'\(value.text)' is not a set of insets for '\(name)'; insets are written without "
          + "brackets, each edge with its inset in points, as in '\(name) = top 20, bottom 10'",
        at: value.range)
    }
    var seen: [String: SourceRange] = [:]
    for item in parts.items {
      guard let label = item.label else { continue }
      guard edges.contains(label.text) else {
        return report(
          .model(.invalidValue), .error,
          "'\(label.text)' is not an edge of '\(name)'" + hintOrList(label.text, edges),
          at: label.range)
      }
      if let first = seen[label.text] {
        return report(
          .model(.invalidValue), .error,
          "the '\(label.text)' inset of '\(name)' is given twice; give each edge once",
          at: label.range, notes: [Diagnostic.Note("first given here", at: first)])
      }
      seen[label.text] = label.range
      guard LayoutInsets.points(item.value) != nil else {
        return report(
          .model(.invalidValue), .error,
          "'\(item.value.text)' is not an inset in points for '\(name)'; write a number from "
            + "-\(Int(LayoutInsets.maximumPoints)) to \(Int(LayoutInsets.maximumPoints)) with "
            + "at most two decimals, such as 20 or 20.5",
          at: item.value.range)
      }
    }
    report(
      .model(.invalidValue), .error, "'\(value.text)' is not a set of insets for '\(name)'",
      at: value.range)
  }

  /// Reports `scrollView.contentInsetAdjustmentBehavior` (or its `tableView.` and
  /// `collectionView.` spellings) where the view is not a scroll view, in classes,
  /// extensions and instances.
  ///
  /// A class's view is a scroll view when its UIKit class is a table or collection view
  /// controller, or when it or a superclass declares `view = UIScrollView` (or another scroll
  /// view); an instance's also when the instance declares it. An opaque class and an
  /// unknown class may have one: they are not reported.
  mutating func checkScrollViewProperties() {
    let key = PropertyKey.contentInsetAdjustmentBehavior
    for index in model.classes.indices {
      let declared = model.classes[index]
      guard let range = declared.ownMembers.range(of: key), !isOpaque(ClassID(index)) else {
        continue
      }
      let members = model.classMembers(of: .declared(ClassID(index)))
      guard !hasScrollView(declared.uikitBase, members) else { continue }
      reportNotScrollView(
        at: range, owner: "class '\(declared.name)'", base: declared.uikitBase,
        fix: "in class \(declared.name)")
    }
    var checked: Set<UIKitClass> = []
    for block in model.extensionBlocks where checked.insert(block.uikit).inserted {
      guard let range = model.extensions[block.uikit]?.range(of: key) else { continue }
      guard !hasScrollView(block.uikit, model.extensionMembers(for: block.uikit)) else {
        continue
      }
      reportNotScrollView(
        at: range, owner: "extension '\(block.uikit.rawValue)'", base: block.uikit,
        fix: "in a subclass")
    }
    for controller in model.controllers {
      guard let range = controller.settings.range(of: key), !controller.hasUnknownClass,
        UIKitClass(rawValue: controller.className) != nil
          || classIndex[controller.className] != nil,
        model.opaqueClass(of: controller.id) == nil
      else { continue }
      guard !hasScrollView(controller.uikitBase, model.effectiveSettings(of: controller.id))
      else { continue }
      reportNotScrollView(
        at: range, owner: "'\(controller.name)'", base: controller.uikitBase,
        fix: "in the body of '\(controller.name)'")
    }
  }

  /// Checks a scenario's change of a layout property: a controller's view is made once, and
  /// a scroll view property needs a scroll view.
  mutating func checkLayoutChange(
    _ descriptor: PropertyDescriptor, _ property: PropertySyntax, on target: EventTarget
  ) -> Bool {
    if descriptor.key == .view {
      report(
        .model(.invalidEvent), .error,
        "a scenario cannot change 'view': UIKit makes a controller's view once, in loadView; "
          + "declare 'view = \(property.value.text)' in the controller's body",
        at: property.nameRange)
      return false
    }
    guard descriptor.key == .contentInsetAdjustmentBehavior, case .controller(let id) = target
    else { return true }
    let controller = model[id]
    guard !controller.hasUnknownClass, model.opaqueClass(of: id) == nil,
      !hasScrollView(controller.uikitBase, model.effectiveSettings(of: id))
    else { return true }
    let base = controller.uikitBase
    report(
      .model(.propertyNotAvailable), .error,
      "'\(property.name)' needs a controller whose view is a scroll view, but the view of "
        + "'\(controller.name)' (a \(base.rawValue)) is "
        + (base.kind == .plain
          ? "a plain UIView; declare 'view = UIScrollView' (or UITableView, UICollectionView) "
            + "in its body"
          : "UIKit's own; change the controller inside whose view scrolls"),
      at: property.nameRange)
    return false
  }

  /// Whether a controller of `base` with `settings` has a scroll view as its view.
  private func hasScrollView(_ base: UIKitClass, _ settings: PropertySet) -> Bool {
    base.scrollViewClass != nil || settings.viewClass?.value.isScrollView == true
  }

  /// Whether a declared class or one of its superclasses is opaque.
  private func isOpaque(_ id: ClassID) -> Bool {
    var current = id
    for _ in 0...model.classes.count {
      if model.classes[current.index].isOpaque { return true }
      guard case .declared(let parent) = model.classes[current.index].superclass else {
        return false
      }
      current = parent
    }
    return false
  }

  /// Reports a scroll view property set where the view is not a scroll view, naming the
  /// property as written.
  private mutating func reportNotScrollView(
    at range: SourceRange, owner: String, base: UIKitClass, fix: String
  ) {
    let line = source.text(in: range.start..<range.end)
    let written = String(line.prefix { !$0.isWhitespace && $0 != "=" })
    let message: String
    if base.kind == .plain {
      message =
        "'\(written)' needs a controller whose view is a scroll view, but the view of "
        + "\(owner) (a \(base.rawValue)) is a plain UIView; declare 'view = UIScrollView' (or "
        + "UITableView, UICollectionView) \(fix), or make it a UITableViewController or a "
        + "UICollectionViewController"
    } else {
      message =
        "'\(written)' needs a controller whose view is a scroll view, but \(owner) is a "
        + "\(base.rawValue), whose view UIKit makes; set it on the controller inside whose "
        + "view scrolls"
    }
    report(
      .model(.propertyNotAvailable), .error, message,
      at: SourceRange(start: range.start, end: range.start + written.utf8.count))
  }
}
