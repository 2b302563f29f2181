extension ModelBuilder {
  /// What a list of properties belongs to, for validation and messages.
  struct PropertyOwner {
    /// Class or extension body, or a controller instance.
    let placement: PropertyDescriptor.Placement
    /// The UIKit class the owner is or inherits from, or `nil` when its class is unknown
    /// (already reported): then kind-specific checks are skipped, to avoid cascades.
    let uikitBase: UIKitClass?
    /// Where the values come from, recorded in each setting.
    let origin: SettingOrigin
    /// The owner's name: a controller's, a class's, or the extended UIKit class's.
    let name: String
    var declaredClass: String? = nil

    /// Who a dynamic value written for this owner belongs to.
    var dynamicOwner: DynamicValueOwner {
      switch origin {
      case .instance: .controller(name)
      case .classDeclaration(let name): .declaredClass(name)
      case .extensionOf(let uikit): .extensionOf(uikit)
      }
    }

    /// How to name the owner in messages, such as "class 'MyNav'" or "'SVC'"; built only
    /// when a message needs it.
    var description: String {
      switch origin {
      case .instance: "'\(name)'"
      case .classDeclaration: "class '\(name)'"
      case .extensionOf: "extension '\(name)'"
      }
    }
  }

  /// Validates `properties` for `owner` and returns them as a ``PropertySet``.
  ///
  /// Tab selections (`selectedViewController`, `selectedIndex`) are returned
  /// separately: they can only be checked once the tabs are known. A dynamic
  /// `selectedIndex` comes without a value: its options are tab positions.
  mutating func validateProperties(_ properties: [PropertySyntax], owner: PropertyOwner) -> (
    PropertySet, selections: [(PropertySyntax, PropertyValue?)]
  ) {
    var set = PropertySet()
    set.reserveCapacity(properties.count)
    var selections: [(PropertySyntax, PropertyValue?)] = []
    // Properties are few per owner: a linear search beats a dictionary.
    var seen: [(key: PropertyKey, range: SourceRange)] = []
    seen.reserveCapacity(properties.count)
    for property in properties {
      let name = property.name
      if let effect = Self.swiftUIModifiersNotModelled[name] {
        report(
          .model(.swiftUINotModelled), .note,
          "stylerule does not model '\(name)': \(effect) (R21)", at: property.nameRange)
        continue
      }
      guard let descriptor = PropertyCatalogue.descriptor(named: name) else {
        reportUnknownProperty(property, owner: owner)
        continue
      }
      guard descriptor.placement.contains(owner.placement) else {
        reportMisplacedProperty(property, descriptor: descriptor, owner: owner)
        continue
      }
      if let required = descriptor.requiredKind, let base = owner.uikitBase, base.kind != required {
        report(
          .model(.propertyNotAvailable), .error,
          Self.notAvailableMessage(name, required: required, owner: owner.description, base: base),
          at: property.nameRange)
        continue
      }
      if let dynamic = property.dynamic, descriptor.key.isLayout {
        reportLayoutDynamic(descriptor, at: dynamic.keyword)
        continue
      }
      if property.dynamic != nil, descriptor.key == .selectedIndex {
        if let first = seen.first(where: { $0.key == descriptor.key }) {
          reportDuplicate("'\(descriptor.spelling)'", at: property.range, first: first.range)
          continue
        }
        seen.append((descriptor.key, property.range))
        selections.append((property, nil))
        continue
      }
      if let dynamic = property.dynamic,
        property.value.kind == .dynamic || descriptor.allowsDynamic
      {
        guard
          let (value, id) = buildDynamic(
            property, dynamic, kind: descriptor.valueKind,
            member: descriptor.spelling, owner: owner.dynamicOwner)
        else { continue }
        if let first = seen.first(where: { $0.key == descriptor.key }) {
          reportDuplicate("'\(descriptor.spelling)'", at: property.range, first: first.range)
          continue
        }
        seen.append((descriptor.key, property.range))
        set.set(descriptor.key, to: value, at: property.range, origin: owner.origin, dynamic: id)
        continue
      }
      let value: PropertyValue
      if let forwarded = forwardedValue(property, descriptor: descriptor) {
        guard let forwarded = forwarded, checkForwarding(forwarded, property, owner: owner) else {
          continue
        }
        value = .forwarded(forwarded)
      } else {
        guard let parsed = descriptor.valueKind.parse(property.value) else {
          reportInvalidValue(
            property.value, kind: descriptor.valueKind, for: name,
            extraHint: Self.crossSpellingHint(property.value.text, kind: descriptor.valueKind))
          continue
        }
        if let fallback = property.fallback {
          report(
            .model(.fallbackWithoutForwarding), .error,
            "'??' gives the value to use when the controller a value is read from is nil, as in "
              + "'\(descriptor.spelling) = topViewController.\(descriptor.spelling) ?? "
              + "\(fallback.value.text)'; '\(property.value.text)' is never nil",
            at: fallback.operatorRange)
          continue
        }
        value = parsed
      }
      if case .child(let selector) = value,
        !checkSelector(selector, property: property, owner: owner)
      {
        continue
      }
      if case .viewClass(let viewClass) = value,
        !checkViewClass(viewClass, property: property, owner: owner)
      {
        continue
      }
      if let first = seen.first(where: { $0.key == descriptor.key }) {
        reportDuplicate("'\(descriptor.spelling)'", at: property.range, first: first.range)
        continue
      }
      seen.append((descriptor.key, property.range))
      switch descriptor.key {
      case .selectedViewController, .selectedIndex:
        selections.append((property, value))
      default:
        set.set(descriptor.key, to: value, at: property.range, origin: owner.origin)
      }
    }
    return (set, selections)
  }

  /// The value members that can return another controller's value, with the members a
  /// value may be read from.
  static let forwardableMembers: Set<PropertyKey> = [
    .preferredStatusBarStyle, .prefersStatusBarHidden,
  ]

  /// Parses a value that reads another controller's member, such as
  /// `topViewController.preferredStatusBarStyle ?? lightContent`.
  ///
  /// - Returns: `nil` when the value does not read a member (it is parsed as usual);
  ///   `.some(nil)` after reporting what is wrong with one that does.
  private mutating func forwardedValue(
    _ property: PropertySyntax, descriptor: PropertyDescriptor
  ) -> ValueForwarding?? {
    let value = property.value
    guard value.kind == .name, let dot = value.text.lastIndex(of: ".") else { return nil }
    let memberName = String(value.text[value.text.index(after: dot)...])
    let target = String(value.text[..<dot])
    guard let read = PropertyCatalogue.descriptor(named: memberName) else {
      guard Self.forwardableMembers.contains(descriptor.key),
        Suggestion.closest(to: memberName, in: [descriptor.spelling]) != nil
      else { return nil }
      report(
        .model(.invalidValue), .error,
        "'\(value.text)' is not a \(descriptor.valueKind.noun) for '\(descriptor.spelling)'; "
          + "did you mean '\(target).\(descriptor.spelling)'?", at: value.range)
      return .some(nil)
    }
    guard Self.forwardableMembers.contains(descriptor.key) else {
      report(
        .model(.forwardingNotSupported), .error,
        "'\(descriptor.spelling)' cannot return another controller's value; only "
          + "preferredStatusBarStyle and prefersStatusBarHidden can, as in "
          + "'preferredStatusBarStyle = topViewController.preferredStatusBarStyle'",
        at: value.range)
      return .some(nil)
    }
    guard read.key == descriptor.key else {
      report(
        .model(.forwardedMemberMismatch), .error,
        "'\(descriptor.spelling)' returns '\(target).\(read.spelling)', a "
          + "\(read.valueKind.noun); it can only return another controller's "
          + "\(descriptor.spelling), as in '\(target).\(descriptor.spelling)'",
        at: value.range)
      return .some(nil)
    }
    let targetSyntax = ValueSyntax(
      kind: .name, text: target,
      range: SourceRange(start: value.range.start, end: value.range.end - memberName.utf8.count - 1)
    )
    guard let selector = ValueKind.child.parse(targetSyntax)?.child, selector != .none else {
      report(
        .model(.invalidValue), .error,
        "'\(target)' is not a controller to read \(descriptor.spelling) from; expected "
          + "topViewController, visibleViewController, selectedViewController, "
          + "children.first, children.last or the name of a controller",
        at: targetSyntax.range)
      return .some(nil)
    }
    var fallback: PropertyValue?
    if let written = property.fallback?.value {
      guard let parsed = descriptor.valueKind.parse(written) else {
        reportInvalidValue(
          written, kind: descriptor.valueKind, for: descriptor.spelling,
          extraHint: Self.crossSpellingHint(written.text, kind: descriptor.valueKind))
        return .some(nil)
      }
      fallback = parsed
    }
    return .some(ValueForwarding(selector: selector, fallback: fallback))
  }

  /// Checks where a forwarded value's selector can be used: built-in selectors as for
  /// `childForStatusBarStyle` (a named controller is checked once controllers are known).
  private mutating func checkForwarding(
    _ forwarding: ValueForwarding, _ property: PropertySyntax, owner: PropertyOwner
  ) -> Bool {
    if case .named = forwarding.selector { return true }
    return checkSelector(forwarding.selector, property: property, owner: owner)
  }

  /// Checks that a built-in selector exists on the owner's kind of controller.
  private mutating func checkSelector(
    _ selector: ChildSelector, property: PropertySyntax, owner: PropertyOwner
  ) -> Bool {
    let required: ControllerKind?
    switch selector {
    case .topViewController, .visibleViewController: required = .navigation
    case .selectedViewController: required = .tabBar
    default: required = nil
    }
    guard let required, let base = owner.uikitBase, base.kind != required else { return true }
    report(
      .model(.selectorNotAvailable), .error,
      "'\(selector.spelling)' is a \(Self.className(of: required)) property; "
        + "\(owner.description) is a \(base.rawValue)",
      at: property.value.range)
    return false
  }

  private mutating func reportUnknownProperty(_ property: PropertySyntax, owner: PropertyOwner) {
    let name = property.name
    var candidates = PropertyCatalogue.spellingsAndAliases
    if owner.placement == .instance { candidates += ["isNavigationBarHidden"] }
    var message = "unknown property '\(name)' for \(owner.description)"
    if let match = Suggestion.closest(to: name, in: candidates) {
      message += "; did you mean '\(match)'?"
    } else if Self.windowProperties.contains(name) {
      message += "; '\(name)' is a window property"
    }
    report(.model(.unknownProperty), .error, message, at: property.nameRange)
  }

  private mutating func reportMisplacedProperty(
    _ property: PropertySyntax, descriptor: PropertyDescriptor, owner: PropertyOwner
  ) {
    let name = descriptor.spelling
    if owner.placement == .instance {
      let assignment = "\(name) = \(property.value.text)"
      let advice: String
      if let declared = owner.declaredClass {
        advice =
          "write '\(assignment)' in class \(declared), or, for this instance only, in a "
          + "subclass of \(declared) that \(owner.description) is an instance of"
      } else {
        let base = (owner.uikitBase ?? .viewController).rawValue
        advice =
          "declare 'class My\(base.dropFirst(2)): \(base) { \(assignment) }' and make "
          + "\(owner.description) an instance of it"
      }
      report(
        .model(.overrideOnInstance), .error,
        "'\(name)' is overridden in a subclass, not set on an instance; \(advice)",
        at: property.nameRange)
    } else {
      report(
        .model(.instanceOnlyProperty), .error,
        "'\(name)' is set on a tab bar controller instance, not in \(owner.description)",
        at: property.nameRange)
    }
  }

  /// A hint for a value written in the other spelling: plist names where Swift names go.
  static func crossSpellingHint(_ text: String, kind: ValueKind) -> String? {
    switch kind {
    case .style:
      if let style = StatusBarStyle(plistName: text) {
        return "in Swift code the value is '\(style.rawValue)'"
      }
      if text == "dark" || text == "light" {
        return "write '\(text)Content'"
      }
    case .bool:
      if text.lowercased() == "yes" { return "write 'YES' or 'true'" }
      if text.lowercased() == "no" { return "write 'NO' or 'false'" }
    default:
      break
    }
    return nil
  }

  /// Why a property of one kind of controller cannot be set on another.
  static func notAvailableMessage(
    _ name: String, required: ControllerKind, owner: String, base: UIKitClass
  ) -> String {
    if required == .plain {
      return "'\(name)' says where a custom container (a UIViewController that adds children) "
        + "places its children's views, but \(owner) is a \(base.rawValue), which places "
        + "them itself"
    }
    return "'\(name)' is a \(className(of: required)) property, but \(owner) is a \(base.rawValue)"
  }

  static func className(of kind: ControllerKind) -> String {
    switch kind {
    case .plain: "UIViewController"
    case .navigation: "UINavigationController"
    case .tabBar: "UITabBarController"
    case .split: "UISplitViewController"
    case .page: "UIPageViewController"
    case .hosting: "UIHostingController"
    case .system: "a system view controller"
    }
  }

  /// Checks a `dynamic` value of `kind` and records it in the model.
  ///
  /// - Returns: the launch value and the new dynamic value's identifier, or `nil` after
  ///   reporting what is wrong.
  mutating func buildDynamic(
    _ property: PropertySyntax, _ dynamic: DynamicSyntax, kind: ValueKind, member: String,
    owner: DynamicValueOwner
  ) -> (PropertyValue, DynamicValueID)? {
    guard kind.allowsDynamic else {
      report(
        .model(.dynamicNotSupported), .error,
        "'\(member)' cannot be dynamic; dynamic values are for " + Self.dynamicMembers,
        at: dynamic.keyword)
      return nil
    }
    return recordDynamic(
      property, dynamic, kind: kind, member: member, owner: owner, everyValue: kind.everyValue,
      accepts: { _, _, _ in true })
  }

  /// Checks the values a `dynamic` lists (or takes `everyValue` for `dynamic` alone) and its
  /// `initially`, each parsed as `kind` and checked by `accepts` (which reports why it
  /// refuses one), and records the dynamic value in the model.
  ///
  /// - Returns: the launch value and the new dynamic value's identifier, or `nil` after
  ///   reporting what is wrong.
  mutating func recordDynamic(
    _ property: PropertySyntax, _ dynamic: DynamicSyntax, kind: ValueKind, member: String,
    owner: DynamicValueOwner, everyValue: [(String, PropertyValue)],
    accepts: (inout ModelBuilder, ValueSyntax, PropertyValue) -> Bool
  ) -> (PropertyValue, DynamicValueID)? {
    var spellings: [String] = []
    var values: [PropertyValue] = []
    if dynamic.hasList {
      var valid = true
      for option in dynamic.options {
        guard let value = kind.parse(option) else {
          reportInvalidValue(
            option, kind: kind, for: member,
            extraHint: Self.crossSpellingHint(option.text, kind: kind))
          valid = false
          continue
        }
        guard accepts(&self, option, value) else {
          valid = false
          continue
        }
        if let first = values.firstIndex(of: value) {
          report(
            .model(.duplicateDynamicValue), .error,
            "'\(option.text)' is listed twice in 'dynamic(…)'", at: option.range,
            notes: [Diagnostic.Note("first listed here", at: dynamic.options[first].range)])
          valid = false
          continue
        }
        spellings.append(Self.canonicalSpelling(of: value, written: option.text))
        values.append(value)
      }
      guard valid else { return nil }
    } else {
      for (spelling, value) in everyValue {
        spellings.append(spelling)
        values.append(value)
      }
    }
    var initial: Int?
    let isLaunchUnknown = dynamic.initially?.text == "unknown"
    if let written = dynamic.initially, !isLaunchUnknown {
      guard let value = kind.parse(written) else {
        reportInvalidValue(
          written, kind: kind, for: member,
          extraHint: Self.crossSpellingHint(written.text, kind: kind))
        return nil
      }
      guard accepts(&self, written, value) else { return nil }
      guard let position = values.firstIndex(of: value) else {
        report(
          .model(.initiallyNotListed), .error,
          "'\(written.text)' is not one of the values 'dynamic(…)' lists for '\(member)' ("
            + spellings.joined(separator: ", ") + "); the launch value must be one of them",
          at: written.range)
        return nil
      }
      initial = position
    }
    let id = DynamicValueID(model.dynamicValues.count)
    model.dynamicValues.append(
      DynamicValue(
        id: id, owner: owner, member: member, options: spellings, isListed: dynamic.hasList,
        initial: initial, isLaunchUnknown: isLaunchUnknown, range: property.range,
        values: values))
    return (values[initial ?? 0], id)
  }

  /// SwiftUI modifiers written on a hosting controller's root view that stylerule accepts
  /// but does not model, with what is known of their effect on the status bar.
  static let swiftUIModifiersNotModelled: [String: String] = [
    "rootView.toolbarColorScheme":
      "toolbarColorScheme(_:for: .navigationBar) sets the navigation bar's color scheme, which "
      + "could change the status bar only where a navigation controller decides (R15), by a "
      + "mechanism not established; toolbarColorScheme(_:for: .statusBar) is iOS 27 and later",
    "rootView.toolbarBackground":
      "toolbarBackground(_:for:) changes the bar's background; no effect on the status bar is "
      + "documented or reported",
  ]

  /// The members and properties that take dynamic values, for messages.
  static let dynamicMembers =
    "preferredStatusBarStyle, prefersStatusBarHidden, modalPresentationStyle, "
    + "modalPresentationCapturesStatusBarAppearance, isNavigationBarHidden, "
    + "navigationBar.barStyle, overrideUserInterfaceStyle, a tab bar controller's "
    + "selectedIndex and a window's isHidden"

  /// A value's spelling as the language prints it: `true` for `YES`, without a leading dot.
  static func canonicalSpelling(of value: PropertyValue, written: String) -> String {
    switch value {
    case .bool(let flag): flag ? "true" : "false"
    case .edges(let edges): edges.spelling
    case .insets(let insets): insets.spelling
    default: written
    }
  }
}
