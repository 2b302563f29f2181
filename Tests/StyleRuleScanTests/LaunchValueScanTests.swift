import Testing

@testable import StyleRuleScan

/// The launch value of a computed override comes from the code: a ternary on a `Bool`
/// property takes the branch its literal initial value selects, a stored property its
/// initial value; where the code does not say, the scanned file writes `initially unknown`.
@Suite("Launch values the code states")
struct LaunchValueScanTests {
  /// A source, the lines the scanned file must hold for its override (the comment above the
  /// member and the member itself), each worked out from the source; a property's place is
  /// its name's.
  static let cases: [(source: String, lines: [String])] = [
    // `isNightMode` starts false: the else branch, darkContent.
    (
      """
      class Night: UIViewController {
        var isNightMode = false
        override var preferredStatusBarStyle: UIStatusBarStyle {
          isNightMode ? .lightContent : .darkContent
        }
      }
      """,
      [
        "  # launch value: `isNightMode` starts as `false` (App/Night.swift:2:7), so darkContent at launch",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially darkContent @ \"App/Night.swift:3:3\"",
      ]
    ),
    // Negated, with `self.` and `return`: `!true` is false, the else branch.
    (
      """
      class Night: UIViewController {
        private var isDay: Bool = true
        override var preferredStatusBarStyle: UIStatusBarStyle {
          return !self.isDay ? .lightContent : .darkContent
        }
      }
      """,
      [
        "  # launch value: `isDay` starts as `true` (App/Night.swift:2:15), so darkContent at launch",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially darkContent @ \"App/Night.swift:3:3\"",
      ]
    ),
    // A Bool override: `isPlaying` starts true, the then branch.
    (
      """
      class Night: UIViewController {
        var isPlaying = true
        override var prefersStatusBarHidden: Bool { isPlaying ? true : false }
      }
      """,
      [
        "  # launch value: `isPlaying` starts as `true` (App/Night.swift:2:7), so true at launch",
        "  prefersStatusBarHidden = dynamic(true, false) initially true @ \"App/Night.swift:3:3\"",
      ]
    ),
    // `if`/`else` on the same flag: the branch its initial value selects, as for a ternary.
    (
      """
      class Night: UIViewController {
        var isNightMode = false
        override var preferredStatusBarStyle: UIStatusBarStyle {
          if isNightMode {
            return .lightContent
          } else {
            return .darkContent
          }
        }
      }
      """,
      [
        "  # launch value: `isNightMode` starts as `false` (App/Night.swift:2:7), so darkContent at launch",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially darkContent @ \"App/Night.swift:3:3\"",
      ]
    ),
    // An early return, negated: `!self.isDay` is false at launch, so the last return.
    (
      """
      class Night: UIViewController {
        var isDay = true
        override var preferredStatusBarStyle: UIStatusBarStyle {
          if !self.isDay { return .lightContent }
          return .darkContent
        }
      }
      """,
      [
        "  # launch value: `isDay` starts as `true` (App/Night.swift:2:7), so darkContent at launch",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially darkContent @ \"App/Night.swift:3:3\"",
      ]
    ),
    // An `if` expression (Swift 5.9) on a Bool override: `isPlaying` starts true.
    (
      """
      class Night: UIViewController {
        var isPlaying = true
        override var prefersStatusBarHidden: Bool {
          if isPlaying { true } else { false }
        }
      }
      """,
      [
        "  # launch value: `isPlaying` starts as `true` (App/Night.swift:2:7), so true at launch",
        "  prefersStatusBarHidden = dynamic(true, false) initially true @ \"App/Night.swift:3:3\"",
      ]
    ),
    // `else if`: more than one condition decides, so the code does not say which holds.
    (
      """
      class Night: UIViewController {
        var isNightMode = false
        var isDimmed = false
        override var preferredStatusBarStyle: UIStatusBarStyle {
          if isNightMode {
            return .lightContent
          } else if isDimmed {
            return .lightContent
          } else {
            return .darkContent
          }
        }
      }
      """,
      [
        "  # launch value: unknown, the code does not say which value holds at launch",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially unknown @ \"App/Night.swift:4:3\"",
      ]
    ),
    // No initial value: the launch value is not in the code.
    (
      """
      class Night: UIViewController {
        var isNightMode: Bool
        override var preferredStatusBarStyle: UIStatusBarStyle {
          isNightMode ? .lightContent : .darkContent
        }
      }
      """,
      [
        "  # launch value: unknown, `isNightMode` (App/Night.swift:2:7) does not start as `true` or `false`",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially unknown @ \"App/Night.swift:3:3\"",
      ]
    ),
    // A condition that is not a property of the class: a choice made at run time.
    (
      """
      class Night: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle {
          traitCollection.userInterfaceStyle == .dark ? .lightContent : .darkContent
        }
      }
      """,
      [
        "  # launch value: unknown, the code does not say which value holds at launch",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially unknown @ \"App/Night.swift:2:3\"",
      ]
    ),
    // A property the class does not declare.
    (
      """
      class Night: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle {
          isNightMode ? .lightContent : .darkContent
        }
      }
      """,
      [
        "  # launch value: unknown, `isNightMode` is not a stored property of the class the scan found",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially unknown @ \"App/Night.swift:2:3\"",
      ]
    ),
    // A stored property of the status bar type keeps its initial value as the launch value.
    (
      """
      class Night: UIViewController {
        var style: UIStatusBarStyle = .darkContent
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        func dim() { style = .lightContent }
      }
      """,
      [
        "  preferredStatusBarStyle = dynamic(darkContent, lightContent) initially darkContent @ \"App/Night.swift:3:3\""
      ]
    ),
    // A switch on a property that starts as 0: case 0 holds at launch.
    (
      """
      class Night: UIViewController {
        var mode = 0
        override var preferredStatusBarStyle: UIStatusBarStyle {
          switch mode {
          case 0: return .lightContent
          default: return .darkContent
          }
        }
      }
      """,
      [
        "  # launch value: `mode` starts as `0` (App/Night.swift:2:7), so lightContent at launch",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially lightContent @ \"App/Night.swift:3:3\"",
      ]
    ),
    // A switch expression on an enum property: `.light` matches the second case.
    (
      """
      enum Theme { case dark, light, sepia }
      class Night: UIViewController {
        var theme: Theme = .light
        override var preferredStatusBarStyle: UIStatusBarStyle {
          switch theme {
          case .dark: .lightContent
          case Theme.light, .sepia: .darkContent
          }
        }
      }
      """,
      [
        "  # launch value: `theme` starts as `light` (App/Night.swift:3:7), so darkContent at launch",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially darkContent @ \"App/Night.swift:4:3\"",
      ]
    ),
    // No case matches and no default: the code does not say (an initial value the cases
    // do not name).
    (
      """
      class Night: UIViewController {
        var mode = 2
        override var preferredStatusBarStyle: UIStatusBarStyle {
          switch mode {
          case 0: return .lightContent
          case 1: return .darkContent
          }
        }
      }
      """,
      [
        "  # launch value: unknown, no case matches `mode`'s initial value `2` (App/Night.swift:2:7)",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially unknown @ \"App/Night.swift:3:3\"",
      ]
    ),
    // An initial value that is not a literal never selects `default`.
    (
      """
      class Night: UIViewController {
        var mode = Settings.savedMode()
        override var preferredStatusBarStyle: UIStatusBarStyle {
          switch mode {
          case 0: return .lightContent
          default: return .darkContent
          }
        }
      }
      """,
      [
        "  # launch value: unknown, `mode` (App/Night.swift:2:7) does not start with a literal value",
        "  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially unknown @ \"App/Night.swift:3:3\"",
      ]
    ),
  ]

  @Test("the scanned file states the launch value the code gives, else unknown", arguments: cases)
  func emittedLines(source: String, lines: [String]) {
    let result = AppScanner.scan(swiftSources: ["App/Night.swift": source])
    let text = result.rulesText
    let emitted = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let last = lines.last, let index = emitted.firstIndex(of: last), index >= lines.count - 1
    else {
      Issue.record("missing \(lines.last ?? "") in:\n\(text)")
      return
    }
    #expect(Array(emitted[(index - lines.count + 1)...index]) == lines, "\(text)")
  }
}
