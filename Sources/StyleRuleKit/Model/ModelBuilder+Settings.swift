extension ModelBuilder {
  /// The environment keys and what they take.
  static let environmentKeys = [
    "ios", "device", "appearance", "orientation", "width", "height", "deployment-target",
    "in-call", "sdk",
  ]
  /// A setting of each key that takes a value, for messages.
  static let environmentExamples = [
    "ios": "ios 12", "device": "device iphone-6s", "appearance": "appearance dark",
    "orientation": "orientation landscape", "width": "width regular", "height": "height compact",
    "deployment-target": "deployment-target 13", "sdk": "sdk 10",
  ]
  /// The Info.plist keys stylerule reads.
  static let plistKeys = [
    "UIViewControllerBasedStatusBarAppearance", "UIStatusBarStyle", "UIStatusBarHidden",
    "UIUserInterfaceStyle", "UIDesignRequiresCompatibility", "UIApplicationSceneManifest",
  ]
  /// The `UIApplication.shared` members stylerule reads.
  static let applicationMembers = [
    "statusBarStyle", "setStatusBarStyle", "isStatusBarHidden", "setStatusBarHidden",
  ]
  /// The window properties stylerule reads.
  static let windowProperties = [
    "windowLevel", "isHidden", "fillsScene", "overrideUserInterfaceStyle",
  ]

  mutating func buildEnvironment() {
    var seen: [String: SourceRange] = [:]
    for setting in tree.environmentSettings {
      let key = setting.key.text
      guard Self.environmentKeys.contains(key) else {
        report(
          .model(.unknownEnvironmentKey), .error,
          "unknown environment setting '\(key)'"
            + hintOrList(key, Self.environmentKeys),
          at: setting.key.range)
        continue
      }
      let range = setting.range
      if let first = seen[key] {
        reportDuplicate("environment setting '\(key)'", at: range, first: first)
        continue
      }
      seen[key] = range
      if key == "in-call" {
        buildInCall(setting)
        continue
      }
      guard let value = setting.value else {
        report(
          .syntax(.expectedValue), .error,
          "expected a value after '\(key)', as in '\(Self.environmentExamples[key] ?? key)'",
          at: setting.key.range)
        continue
      }
      let text = value.text
      switch key {
      case "sdk":
        buildLinkedSDK(value, range: range)
      case "ios", "deployment-target":
        guard value.kind == .number, let version = OSVersion(parsing: text) else {
          report(
            .model(.invalidValue), .error,
            "'\(text)' is not an iOS version; write a version such as 'ios 12' or 'ios 13.4'",
            at: value.range)
          continue
        }
        if let rejection = version.rejection {
          report(
            .model(version.isSkipped ? .nonexistentVersion : .unsupportedVersion), .error,
            key == "ios" ? rejection : "a deployment target: \(rejection)", at: value.range)
          continue
        }
        guard key == "ios" || version.isModelled else {
          report(
            .model(.unsupportedVersion), .error,
            "a deployment target of iOS \(version) is outside the versions lint checks (iOS "
              + "\(OSVersion.oldestModelled.major) and later, where view controllers decide the "
              + "status bar)",
            at: value.range)
          continue
        }
        if key == "ios" {
          model.state(\.ios, version, at: range)
        } else {
          model.deploymentTarget = Located(version, at: range)
        }
      case "device":
        if let unmodelled = UnmodelledDevice(rawValue: text) {
          report(.model(.unmodelledDevice), .error, unmodelled.rejection, at: value.range)
          continue
        }
        guard let device = DeviceChoice(rawValue: text) else {
          report(
            .model(.invalidValue), .error,
            "'\(text)' is not a device"
              + hintOrList(text, DeviceChoice.allCases.map(\.rawValue)),
            at: value.range)
          continue
        }
        model.state(\.device, device, at: range)
      case "orientation":
        guard let orientation = Orientation(rawValue: text) else {
          report(
            .model(.invalidValue), .error,
            "'\(text)' is not an orientation"
              + hintOrList(text, Orientation.allCases.map(\.rawValue)),
            at: value.range)
          continue
        }
        model.state(\.orientation, orientation, at: range)
      case "width", "height":
        guard let sizeClass = SizeClass(rawValue: text) else {
          report(
            .model(.invalidValue), .error,
            "'\(text)' is not a size class"
              + hintOrList(text, SizeClass.allCases.map(\.rawValue)),
            at: value.range)
          continue
        }
        if key == "width" {
          model.state(\.width, sizeClass, at: range)
        } else {
          model.state(\.height, sizeClass, at: range)
        }
      default:
        guard let appearance = Appearance(rawValue: text) else {
          report(
            .model(.invalidValue), .error,
            "'\(text)' is not an appearance"
              + hintOrList(text, Appearance.allCases.map(\.rawValue)),
            at: value.range)
          continue
        }
        model.state(\.appearance, appearance, at: range)
      }
    }
    checkEnvironmentCanExist()
    checkSizeClassesCanExist()
    checkLinkedSDK()
  }

  /// Reports a `width` or `height` the device cannot have in the orientation (an iPhone is
  /// compact width and regular height in portrait, compact height in landscape), at the size
  /// class, when the file names the device; the orientation is the file's, or portrait.
  private mutating func checkSizeClassesCanExist() {
    guard let device = model.stated(\.device) else { return }
    let orientationSetting = model.stated(\.orientation)
    let orientation = orientationSetting?.value ?? .portrait
    let sizeClasses = [(model.stated(\.width), true), (model.stated(\.height), false)]
    for (setting, isWidth) in sizeClasses {
      guard let setting,
        let reason = device.value.sizeClassImpossibility(
          width: isWidth ? setting.value : nil, height: isWidth ? nil : setting.value,
          in: orientation)
      else { continue }
      let derived = device.value.derivedSizeClasses(in: orientation)
      let usual = isWidth ? derived.width : derived.height
      let key = isWidth ? "width" : "height"
      let phone = device.value.model.map { "the \($0.name)" } ?? "an iPhone"
      var message =
        "impossible environment: \(reason); remove '\(key) \(setting.value.rawValue)' (\(phone) "
        + "in \(orientation.rawValue) is \(usual.rawValue) \(key))"
      if orientationSetting == nil { message += "; the orientation is assumed portrait" }
      if isWidth, setting.value == .regular, orientation == .portrait,
        device.value.model?.isRegularWidthInLandscape ?? true
      {
        message += ", or write 'orientation landscape' for a large iPhone in landscape"
      }
      var notes = [Diagnostic.Note("the device is set here", at: device.range)]
      if let orientationSetting {
        notes.append(Diagnostic.Note("the orientation is set here", at: orientationSetting.range))
      }
      report(.model(.impossibleEnvironment), .error, message, at: setting.range, notes: notes)
    }
  }

  /// Reports an `ios` and a `device` that no real device combines (an iPhone with Face ID
  /// before iOS 11, a model with a version it does not run), at the one written last.
  private mutating func checkEnvironmentCanExist() {
    guard let ios = model.stated(\.ios), let device = model.stated(\.device),
      let reason = device.value.impossibility(ios: ios.value)
    else { return }
    let deviceFirst = (device.range?.start ?? 0) < (ios.range?.start ?? 0)
    let versionFix = device.value.versionFix(for: [ios.value]) { "'ios \($0)'" }
    let alternative = device.value.alternative(running: [ios.value])
    report(
      .model(.impossibleEnvironment), .error,
      "impossible environment: \(reason); use \(versionFix), or 'device \(alternative)'",
      at: deviceFirst ? ios.range : device.range,
      notes: [
        Diagnostic.Note(
          deviceFirst ? "the device is set here" : "the version is set here",
          at: deviceFirst ? device.range : ios.range)
      ])
  }

  /// Info.plist keys with no effect on the status bar, with what they do instead.
  static let plistKeysWithoutEffect: [String: String] = [
    "UIStatusBarTintParameters":
      "it tinted the status bar before iOS 7; from iOS 7, the versions stylerule models, UIKit "
      + "ignores it",
    "UIRequiresFullScreen": "it opts an iPad app out of multitasking",
    "UILaunchStoryboardName":
      "it names the launch screen; the status bar at launch follows UIStatusBarStyle and "
      + "UIStatusBarHidden (R4, R5)",
  ]
  /// Info.plist keys that matter to the status bar but that stylerule takes from elsewhere.
  static let plistKeysTakenElsewhere: [String: String] = [
    "UISupportedInterfaceOrientations":
      "it lists the orientations the app supports; stylerule resolves in one orientation, from "
      + "'environment orientation'"
  ]
  /// The suffixes of device-specific Info.plist keys, with the devices they apply to.
  static let plistDeviceSuffixes = ["ipad": "iPad", "iphone": "iPhone", "ipod": "iPod touch"]

  mutating func buildPlist() {
    var seen: [String: SourceRange] = [:]
    for entry in tree.plistEntries {
      let key = entry.name
      if let first = seen[key] {
        reportDuplicate("Info.plist key '\(key)'", at: entry.range, first: first)
        continue
      }
      seen[key] = entry.range
      guard Self.plistKeys.contains(key) else {
        reportPlistKeyNotRead(entry)
        continue
      }
      guard let value = plistValue(entry, key: key) else { continue }
      switch value {
      case .style(let style): model.plist.statusBarStyle = Located(style, at: entry.range)
      case .userInterface(let style):
        model.plist.userInterfaceStyle = Located(style, at: entry.range)
      case .flag(let flag) where key == "UIStatusBarHidden":
        model.plist.statusBarHidden = Located(flag, at: entry.range)
      case .flag(let flag) where key == "UIDesignRequiresCompatibility":
        model.plist.designRequiresCompatibility = Located(flag, at: entry.range)
      case .flag(let flag) where key == "UIApplicationSceneManifest":
        model.plist.hasSceneManifest = Located(flag, at: entry.range)
      case .flag(let flag):
        model.plist.viewControllerBasedAppearance = Located(flag, at: entry.range)
      }
    }
  }

  /// A checked Info.plist value.
  private enum PlistValue {
    case style(StatusBarStyle)
    case flag(Bool)
    case userInterface(UserInterfaceStyle)
  }

  /// `UIUserInterfaceStyle`'s plist values, with the style each one fixes.
  static let plistInterfaceStyles: [(name: String, style: UserInterfaceStyle)] = [
    ("Light", .light), ("Dark", .dark), ("Automatic", .unspecified),
  ]

  /// Checks the value of one of the keys stylerule reads, reporting an invalid value as an
  /// error and a Boolean written as a string or a number as a note.
  private mutating func plistValue(_ entry: PropertySyntax, key: String) -> PlistValue? {
    let value = entry.value
    if key == "UIUserInterfaceStyle" {
      if value.kind != .number,
        let match = Self.plistInterfaceStyles.first(where: { $0.name == value.text })
      {
        return .userInterface(match.style)
      }
      let names = Self.plistInterfaceStyles.map(\.name)
      report(
        .model(.invalidValue), .error,
        "'\(value.text)' is not a UIUserInterfaceStyle plist value"
          + hintOrList(value.text, names),
        at: value.range)
      return nil
    }
    if key == "UIStatusBarStyle" {
      if value.kind != .number, let style = StatusBarStyle(plistName: value.text) {
        return .style(style)
      }
      let names = StatusBarStyle.allCases.map(\.plistName)
      var message = "'\(value.text)' is not a UIStatusBarStyle plist value"
      if let swiftStyle = StatusBarStyle(rawValue: value.text) {
        message += "; in Info.plist write '\(swiftStyle.plistName)'"
      } else {
        message += hintOrList(value.text, names)
      }
      report(.model(.invalidValue), .error, message, at: value.range)
      return nil
    }
    if key == "UIApplicationSceneManifest" {
      // Not a Boolean in Info.plist: YES or NO says whether the dictionary is there.
      if value.kind == .name, let flag = ValueKind.parseBool(value.text) { return .flag(flag) }
      report(
        .model(.invalidValue), .error,
        "'\(value.text)' is not a value of UIApplicationSceneManifest here; write YES when "
          + "the Info.plist has a scene manifest, NO when it has none",
        at: value.range)
      return nil
    }
    switch value.kind {
    case .name:
      guard let flag = ValueKind.parseBool(value.text) else { break }
      return .flag(flag)
    case .string:
      guard let flag = ValueKind.parseBool(value.text) else { break }
      report(
        .model(.plistValueType), .note,
        "\(key) is a Boolean in Info.plist, and this is the string \"\(value.text)\"; stylerule "
          + "reads it as \(flag ? "YES" : "NO"), as NSString's boolValue does, but make it a Boolean "
          + "(\(flag ? "<true/>" : "<false/>")) to be sure",
        at: value.range)
      return .flag(flag)
    case .number:
      guard value.text == "0" || value.text == "1" else { break }
      let flag = value.text == "1"
      report(
        .model(.plistValueType), .note,
        "\(key) is a Boolean in Info.plist, and this is the number \(value.text); stylerule reads "
          + "it as \(flag ? "YES" : "NO"), but make it a Boolean (\(flag ? "<true/>" : "<false/>")) to "
          + "be sure",
        at: value.range)
      return .flag(flag)
    case .dynamic, .composite:
      break
    }
    reportInvalidValue(
      value, kind: .bool, for: key,
      extraHint: value.kind == .name
        ? nil : "expected YES or NO (a Boolean), or \"YES\", \"NO\", 1 or 0 as in some plists")
    return nil
  }

  /// Reports an Info.plist key that stylerule does not read: a note for keys with no effect
  /// on the status bar, device-specific keys and keys of other tools, an error for a likely
  /// typo of a key it reads.
  private mutating func reportPlistKeyNotRead(_ entry: PropertySyntax) {
    let key = entry.name
    let parts = key.split(separator: "~", maxSplits: 1, omittingEmptySubsequences: false)
    let base = String(parts[0])
    if parts.count == 2, let device = Self.plistDeviceSuffixes[String(parts[1])] {
      if Self.plistKeys.contains(base) {
        // Checked as the key itself would be, but not used.
        _ = plistValue(entry, key: base)
        report(
          .model(.plistKeyNotModelled), .note,
          "'\(key)' applies only on \(device), where it takes the place of '\(base)'; stylerule "
            + "does not read device-specific keys, so it reads '\(base)' on every device",
          at: entry.nameRange)
        return
      }
      if let effect = Self.plistKeysWithoutEffect[base] {
        report(
          .model(.plistKeyNoEffect), .note,
          "'\(key)' has no effect on the status bar: \(effect) (on \(device) only)",
          at: entry.nameRange)
        return
      }
      if let effect = Self.plistKeysTakenElsewhere[base] {
        report(
          .model(.plistKeyNotModelled), .note,
          "stylerule does not read '\(key)': \(effect) (on \(device) only)", at: entry.nameRange)
        return
      }
    }
    if let effect = Self.plistKeysWithoutEffect[key] {
      report(
        .model(.plistKeyNoEffect), .note, "'\(key)' has no effect on the status bar: \(effect)",
        at: entry.nameRange)
      return
    }
    if let effect = Self.plistKeysTakenElsewhere[key] {
      report(
        .model(.plistKeyNotModelled), .note, "stylerule does not read '\(key)': \(effect)",
        at: entry.nameRange)
      return
    }
    let known =
      Self.plistKeys + Self.plistKeysWithoutEffect.keys.sorted()
      + Self.plistKeysTakenElsewhere.keys.sorted()
    if let match = Suggestion.closest(to: base, in: known) {
      report(
        .model(.unknownPlistKey), .error,
        "unknown Info.plist key '\(key)'; did you mean '\(match)'?", at: entry.nameRange)
      return
    }
    if base.contains("StatusBar") {
      report(
        .model(.unknownPlistKey), .error,
        "unknown Info.plist key '\(key)'; the keys stylerule reads are "
          + Self.plistKeys.joined(separator: ", "),
        at: entry.nameRange)
      return
    }
    report(
      .model(.plistKeyNotModelled), .note,
      "stylerule does not know Info.plist key '\(key)' and ignores it; the keys that decide the "
        + "status bar are " + Self.plistKeys.joined(separator: ", "),
      at: entry.nameRange)
  }

  mutating func buildApplication() {
    var first: [String: SourceRange] = [:]
    for statement in tree.applicationSettings {
      if let property = statement.dynamic, let dynamic = property.dynamic {
        buildApplicationDynamic(statement, property: property, dynamic: dynamic, first: &first)
        continue
      }
      guard let change = applicationChange(statement) else { continue }
      let key: String
      switch change.value {
      case .style: key = "statusBarStyle"
      case .hidden: key = "isStatusBarHidden"
      }
      if let previous = first[key] {
        reportDuplicate("UIApplication.shared.\(key)", at: statement.range, first: previous)
        continue
      }
      first[key] = statement.range
      switch change.value {
      case .style(let style):
        model.application.statusBarStyle = Located(style, at: statement.range)
      case .hidden(let flag):
        model.application.isStatusBarHidden = Located(flag, at: statement.range)
      }
    }
  }

  /// Records `UIApplication.shared.statusBarStyle = dynamic(…)` (or `isStatusBarHidden`): a
  /// value the app chooses at run time, set in several places or computed.
  private mutating func buildApplicationDynamic(
    _ statement: ApplicationSettingSyntax, property: PropertySyntax, dynamic: DynamicSyntax,
    first: inout [String: SourceRange]
  ) {
    let member = statement.member.text
    let kind: ValueKind
    switch member {
    case "statusBarStyle": kind = .style
    case "isStatusBarHidden": kind = .bool
    default:
      report(
        .model(.unknownApplicationMember), .error,
        "unknown UIApplication member '\(member)' for a dynamic value; write "
          + "'UIApplication.shared.statusBarStyle = dynamic(…)' or "
          + "'UIApplication.shared.isStatusBarHidden = dynamic(…)'",
        at: statement.member.range)
      return
    }
    if let previous = first[member] {
      reportDuplicate("UIApplication.shared.\(member)", at: statement.range, first: previous)
      return
    }
    first[member] = statement.range
    guard
      let (value, id) = buildDynamic(
        property, dynamic, kind: kind, member: member, owner: .application)
    else { return }
    switch value {
    case .style(let style):
      model.application.statusBarStyle = Located(style, at: statement.range)
      model.application.statusBarStyleDynamic = id
    case .bool(let flag):
      model.application.isStatusBarHidden = Located(flag, at: statement.range)
      model.application.isStatusBarHiddenDynamic = id
    default:
      break
    }
  }

  /// Checks a `UIApplication.shared…` statement, at the top level or in a scenario, and
  /// returns what it sets; `nil` after reporting an error.
  mutating func applicationChange(_ statement: ApplicationSettingSyntax) -> ApplicationChange? {
    let member = statement.member.text
    if let dynamic = statement.dynamic?.dynamic {
      // A scenario event sets one value: the event is the moment it is known.
      report(
        .model(.dynamicNotSupported), .error,
        "a scenario event sets one value; write the value the app sets at that moment",
        at: dynamic.keyword)
      return nil
    }
    guard Self.applicationMembers.contains(member) else {
      report(
        .model(.unknownApplicationMember), .error,
        "unknown UIApplication member '\(member)'" + hintOrList(member, Self.applicationMembers),
        at: statement.member.range)
      return nil
    }
    let isSetter = member.hasPrefix("set")
    guard statement.isCall == isSetter else {
      let property = isSetter ? "isStatusBarHidden" : member
      report(
        .model(.invalidApplicationStatement), .error,
        "write 'UIApplication.shared.\(property) = …' or a setter call such as "
          + "'UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)'",
        at: statement.range)
      return nil
    }
    let hidden = member == "isStatusBarHidden" || member == "setStatusBarHidden"
    var second: String?
    if let argument = statement.animated {
      if hidden {
        guard let animation = StatusBarAnimation(rawValue: argument.text) else {
          report(
            .model(.invalidValue), .error,
            "'\(argument.text)' is not a status bar animation"
              + hintOrList(argument.text, StatusBarAnimation.allCases.map(\.rawValue)),
            at: argument.range)
          return nil
        }
        second = "with: .\(animation.rawValue)"
      } else {
        guard let flag = ValueKind.parseBool(argument.text) else {
          reportInvalidValue(argument, kind: .bool, for: "animated")
          return nil
        }
        second = "animated: \(flag)"
      }
    }
    let value: ApplicationChange.Value
    let spelled: String
    if hidden {
      guard let flag = ValueKind.parseBool(statement.value.text) else {
        reportInvalidValue(statement.value, kind: .bool, for: member)
        return nil
      }
      value = .hidden(flag)
      spelled = "\(flag)"
    } else {
      guard let style = StatusBarStyle(rawValue: statement.value.text) else {
        reportInvalidValue(statement.value, kind: .style, for: member)
        return nil
      }
      value = .style(style)
      spelled = statement.isCall ? ".\(style.rawValue)" : style.rawValue
    }
    let spelling =
      statement.isCall
      ? "\(member)(\(spelled)\(second.map { ", " + $0 } ?? ""))" : "\(member) = \(spelled)"
    return ApplicationChange(value: value, spelling: "UIApplication.shared." + spelling)
  }

  mutating func buildWindows() {
    var names: [String: SourceRange] = [:]
    for syntax in tree.windows {
      if let name = syntax.name {
        if let firstRange = names[name.text] {
          report(
            .model(.duplicateWindow), .error, "window '\(name.text)' is declared more than once",
            at: name.range, notes: [Diagnostic.Note("first declared here", at: firstRange)])
        } else {
          names[name.text] = name.range
        }
      }
      var level = Located(WindowLevel.normal, at: nil)
      var isHidden = Located(false, at: nil)
      var fillsScene = Located(true, at: nil)
      var hiddenDynamic: DynamicValueID?
      var traits: Setting<UserInterfaceStyle>?
      var seen: [String: SourceRange] = [:]
      for property in syntax.properties {
        let key = property.name
        if key == "overrideUserInterfaceStyle" {
          if let first = seen[key] {
            reportDuplicate("'\(key)'", at: property.range, first: first)
            continue
          }
          seen[key] = property.range
          let origin = SettingOrigin.instance
          if let dynamic = property.dynamic {
            let owner = DynamicValueOwner.window(model.windows.count, name: syntax.name?.text)
            guard
              let (value, id) = buildDynamic(
                property, dynamic, kind: .userInterface, member: key, owner: owner),
              case .userInterface(let style) = value
            else { continue }
            traits = Setting(style, at: property.range, origin: origin, dynamic: id)
          } else if let style = UserInterfaceStyle(rawValue: property.value.text) {
            traits = Setting(style, at: property.range, origin: origin)
          } else {
            reportInvalidValue(property.value, kind: .userInterface, for: key)
          }
          continue
        }
        if let dynamic = property.dynamic, key == "isHidden" || property.value.kind == .dynamic {
          guard key == "isHidden" else {
            report(
              .model(.dynamicNotSupported), .error,
              "a window's '\(key)' cannot be dynamic; dynamic values are for "
                + Self.dynamicMembers,
              at: dynamic.keyword)
            continue
          }
          if let first = seen[key] {
            reportDuplicate("'\(key)'", at: property.range, first: first)
            continue
          }
          seen[key] = property.range
          let owner = DynamicValueOwner.window(model.windows.count, name: syntax.name?.text)
          guard
            let (value, id) = buildDynamic(
              property, dynamic, kind: .bool, member: key, owner: owner),
            case .bool(let flag) = value
          else { continue }
          isHidden = Located(flag, at: property.range)
          hiddenDynamic = id
          continue
        }
        guard Self.windowProperties.contains(key) else {
          var message = "unknown window property '\(key)'"
          if PropertyCatalogue.descriptor(named: key) != nil {
            message +=
              "; '\(key)' belongs to the window's root view controller (a member in its class, "
              + "a property on the controller), not to the window"
          } else {
            message += hintOrList(key, Self.windowProperties)
          }
          report(.model(.unknownProperty), .error, message, at: property.nameRange)
          continue
        }
        if let first = seen[key] {
          reportDuplicate("'\(key)'", at: property.range, first: first)
          continue
        }
        seen[key] = property.range
        if key == "windowLevel" {
          guard let parsed = Self.parseWindowLevel(property.value) else {
            report(
              .model(.invalidValue), .error,
              "'\(property.value.text)' is not a window level; write normal, statusBar, alert "
                + "or a number",
              at: property.value.range)
            continue
          }
          level = Located(parsed, at: property.range)
        } else {
          guard let flag = ValueKind.parseBool(property.value.text) else {
            reportInvalidValue(property.value, kind: .bool, for: key)
            continue
          }
          if key == "isHidden" {
            isHidden = Located(flag, at: property.range)
          } else {
            fillsScene = Located(flag, at: property.range)
          }
        }
      }
      model.windows.append(
        Window(
          name: syntax.name?.text, keywordRange: syntax.keyword, range: syntax.range,
          body: syntax.body, level: level, isHidden: isHidden, fillsScene: fillsScene,
          overrideUserInterfaceStyle: traits, root: nil, hiddenDynamic: hiddenDynamic,
          createdInScenario: syntax.inScenario))
    }
  }

  static func parseWindowLevel(_ value: ValueSyntax) -> WindowLevel? {
    switch value.text {
    case "normal": return .normal
    case "statusBar": return .statusBar
    case "alert": return .alert
    default:
      guard value.kind == .number, let number = Double(value.text), number.isFinite,
        abs(number) < 1e9
      else { return nil }
      return WindowLevel(value: number)
    }
  }

  /// "; did you mean 'x'?" or "; expected one of: a, b, c".
  func hintOrList(_ word: String, _ candidates: [String]) -> String {
    if let match = Suggestion.closest(to: word, in: candidates) {
      return "; did you mean '\(match)'?"
    }
    return "; expected one of: \(candidates.joined(separator: ", "))"
  }
}
