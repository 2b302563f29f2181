import StyleRuleKit

/// Finds, in an Objective-C method's body, the statements the scan records whatever method
/// they are in: `setNeedsStatusBarAppearanceUpdate` calls and the `UIApplication` status bar
/// setters, as the Swift reader records them.
enum ObjectiveCStatementScanner {
  /// The app and scene delegates' launch methods: a setter there, under no condition, runs at
  /// launch.
  static let launchSelectors: Set<String> = [
    "application:didFinishLaunchingWithOptions:", "application:willFinishLaunchingWithOptions:",
    "applicationDidFinishLaunching:", sceneConnectionSelector,
  ]

  /// The scene delegate's launch method, `scene(_:willConnectTo:options:)` in Swift.
  static let sceneConnectionSelector = "scene:willConnectToSession:options:"

  /// Records the statements of the body `body` (token indices inside its braces) of the
  /// method `selector` of `className`.
  static func scan(
    _ tokens: [ObjectiveCTokenizer.Token], body: Range<Int>, className: String,
    selector: String, into facts: inout ObjectiveCFileFacts,
    origin: (ObjectiveCTokenizer.Token) -> SourceOrigin
  ) {
    var depth = 0
    var index = body.lowerBound
    while index < body.upperBound {
      let token = tokens[index]
      switch token.text {
      case "{": depth += 1
      case "}": depth -= 1
      case "setNeedsStatusBarAppearanceUpdate":
        // `[receiver setNeedsStatusBarAppearanceUpdate]`.
        if index + 1 < body.upperBound, tokens[index + 1].text == "]",
          let open = openingBracket(tokens, before: index, from: body.lowerBound)
        {
          let receiver = ObjectiveCOverrideClassifier.spelled(
            tokens[(open + 1)..<index].map(\.text))
          facts.appearanceUpdates.append(
            AppearanceUpdateFact(
              callerType: className, context: selector, receiver: receiver,
              origin: origin(tokens[open])))
        }
      case "setStatusBarStyle", "setStatusBarHidden", "statusBarStyle", "statusBarHidden":
        if let setting = applicationSetting(
          tokens, at: index, body: body, depth: depth, selector: selector, origin: origin)
        {
          facts.applicationSettings.append(setting)
        }
      default: break
      }
      index += 1
    }
  }

  /// The index of the `[` that opens the message whose selector starts at `index`.
  static func openingBracket(
    _ tokens: [ObjectiveCTokenizer.Token], before index: Int, from start: Int
  ) -> Int? {
    var depth = 0
    var position = index - 1
    while position >= start {
      switch tokens[position].text {
      case "]": depth += 1
      case "[":
        if depth == 0 { return position }
        depth -= 1
      case ";", "{", "}": return nil
      default: break
      }
      position -= 1
    }
    return nil
  }

  /// Whether words name the shared application: `[UIApplication
  /// sharedApplication]`, `UIApplication.sharedApplication`.
  static func isSharedApplication(_ words: [String]) -> Bool {
    words == ["[", "UIApplication", "sharedApplication", "]"]
      || words == ["UIApplication", ".", "sharedApplication"]
  }

  /// The setter at `index`: `[[UIApplication sharedApplication] setStatusBarStyle:VALUE …]`
  /// or `[UIApplication sharedApplication].statusBarHidden = VALUE;`.
  static func applicationSetting(
    _ tokens: [ObjectiveCTokenizer.Token], at index: Int, body: Range<Int>, depth: Int,
    selector: String, origin: (ObjectiveCTokenizer.Token) -> SourceOrigin
  ) -> ApplicationStatusBarFact? {
    let name = tokens[index].text
    let setting: ApplicationStatusBarFact.Setting = name.contains("Style") ? .style : .hidden
    let start: Int
    let valueStart: Int
    if name.hasPrefix("set") {
      guard index + 1 < body.upperBound, tokens[index + 1].text == ":",
        let open = openingBracket(tokens, before: index, from: body.lowerBound),
        isSharedApplication(tokens[(open + 1)..<index].map(\.text))
      else { return nil }
      start = open
      valueStart = index + 2
    } else {
      guard index >= body.lowerBound + 4, tokens[index - 1].text == ".",
        index + 1 < body.upperBound, tokens[index + 1].text == "="
      else { return nil }
      let receiverStart = tokens[index - 2].text == "]" ? index - 5 : index - 4
      guard receiverStart >= body.lowerBound,
        isSharedApplication(tokens[receiverStart..<(index - 1)].map(\.text))
      else { return nil }
      start = receiverStart
      valueStart = index + 2
    }
    // The value: up to the next argument label, `]` or `;`.
    var end = valueStart
    while end < body.upperBound, ![";", "]"].contains(tokens[end].text),
      !(tokens[end].kind == .identifier && end + 1 < body.upperBound
        && tokens[end + 1].text == ":" && end > valueStart)
    {
      end += 1
    }
    let words = tokens[valueStart..<end].map(\.text)
    let member = ControllerMember(
      swiftName: setting == .style ? "preferredStatusBarStyle" : "prefersStatusBarHidden")
    let value =
      words.count == 1
      ? member.flatMap { ObjectiveCOverrideClassifier.literal(words[0], for: $0) } : nil
    var last = end
    while last < body.upperBound, tokens[last].text != ";" { last += 1 }
    let text = ObjectiveCOverrideClassifier.spelled(
      tokens[start..<min(last, body.upperBound)].map(\.text))
    // At launch: in a launch method, at its top level, a statement of its own.
    let previous = start > body.lowerBound ? tokens[start - 1].text : "{"
    let isAtLaunch =
      launchSelectors.contains(selector) && depth == 0 && [";", "{", "}"].contains(previous)
    return ApplicationStatusBarFact(
      setting: setting, value: value, text: text, origin: origin(tokens[start]),
      isAtLaunch: isAtLaunch)
  }
}
