import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// Rules files with scenarios, for the tests that compare what the engine keeps up to date
/// state by state with what it computes from scratch: the files of `Rules/cases` and
/// `Rules/examples`, the lint checks' examples that have a scenario, four files written
/// here so that, together, they play every kind of event, and generated files with a
/// scenario (`RandomRulesFile`, which pushes, pops and sets values in hierarchies of every
/// shape).
enum ScenarioFixtures {
  /// One file.
  struct Input: CustomTestStringConvertible, Sendable {
    /// Where it comes from.
    let name: String
    /// Its text.
    let text: String

    var testDescription: String { name }

    /// The file's model.
    func model() throws -> AppModel {
      try RulesFile.parse(SourceFile(path: name, text: text)).model
    }
  }

  /// Every input.
  static let all: [Input] = rulesFiles + lintExamples + written + generated

  /// Generated files that load and have a scenario.
  static let generated: [Input] = (0..<UInt64(200)).compactMap { seed in
    var generator = RandomRulesFile(seed: seed)
    let input = Input(name: "generated-\(seed).rules", text: generator.text())
    guard let model = try? input.model(), !model.scenario.isEmpty else { return nil }
    return input
  }

  /// The files of `Rules/cases` and `Rules/examples`.
  static let rulesFiles: [Input] = RulesFixtures.allRulesFiles
    .filter { $0.hasPrefix("Rules/cases/") || $0.hasPrefix("Rules/examples/") }
    .compactMap { (path: String) -> Input? in
      guard let source = try? RulesFixtures.source(path) else { return nil }
      return Input(name: path, text: String(decoding: source.bytes, as: UTF8.self))
    }

  /// The lint checks' examples that have a scenario.
  static let lintExamples: [Input] = Linter.catalogue.flatMap { description in
    (description.triggering + description.nonTriggering).map {
      Input(name: "\(description.id) (\($0.file):\($0.line))", text: MarkedText($0.marked).text)
    }
  }
  .filter { $0.text.contains("scenario") }

  /// Files written for these tests: presentations inside presentations, dismissals and pops
  /// that take presentations with them, stacks and tabs replaced, traits changed above a
  /// subtree, a class's value changed, windows shown, moved, created and released, and
  /// forwarding by name to a controller deep inside a container (where the walk visits a
  /// controller below one it does not) or in another window, with controllers placed
  /// around it afterwards.
  static let written: [Input] = [
    Input(
      name: "tabs, presentations and windows",
      text: """
        environment ios 17, device iphone-face-id
        class Light: UIViewController {
          preferredStatusBarStyle = lightContent
          prefersStatusBarHidden = true
        }
        class Dark: UIViewController { preferredStatusBarStyle = darkContent }
        class Forwarding: UINavigationController { childForStatusBarStyle = topViewController }
        class Picker: UIViewController { childForStatusBarStyle = Deep }
        window Main {
          Tabs: UITabBarController {
            NC: UINavigationController { Home: Light; Feed: Dark }
            FNC: Forwarding { Settings: Light }
            Box: Picker { Inner: Light { Deep: Dark; Side: Light } }
          }
        }
        window Overlay {
          isHidden = true
          Banner: Light
        }
        scenario {
          Home presents Sheet: UINavigationController {
            modalPresentationStyle = fullScreen
            SheetTop: Light
          }
          SheetTop presents Popup: Dark { modalPresentationStyle = overCurrentContext }
          Sheet pushes SheetDetail: Light
          Sheet pops
          dismiss Sheet
          Tabs selects FNC
          FNC pushes Pushed: Dark
          Pushed presents Card: Light { modalPresentationStyle = pageSheet }
          FNC.setViewControllers([Settings, Other: Light], animated: true)
          Tabs.overrideUserInterfaceStyle = dark
          Tabs.overrideUserInterfaceStyle = unspecified
          Inner.overrideUserInterfaceStyle = light
          Tabs selects Box
          Dark.preferredStatusBarStyle = lightContent
          Tabs.viewControllers = [Box, NC, About: Light]
          NC pushes Later: Light
          Overlay.isHidden = false
          Overlay.isHidden = true
          window Toast {
            windowLevel = alert
            Toasted: UINavigationController { Crumb: Light }
          }
          Crumb presents Bubble: Dark
          release Toast
          UIApplication.shared.statusBarStyle = lightContent
          appearance dark
          orientation landscape
          in-call on
          NC.isNavigationBarHidden = true; NC.setNeedsStatusBarAppearanceUpdate()
          NC.navigationBar.isTranslucent = false; NC.isToolbarHidden = false
          in-call off
        }
        """),
    Input(
      name: "another window controls",
      text: """
        class Light: UIViewController { preferredStatusBarStyle = lightContent }
        class Jump: UINavigationController { childForStatusBarStyle = Far }
        window Main {
          Root: UINavigationController { Start: Light; Mid: UIViewController { Leaf: Light } }
        }
        window Side {
          windowLevel = alert
          isHidden = true
          SideNav: Jump { Near: Light }
        }
        window Back { Far: Light { Below: Light } }
        scenario {
          Root pushes Top: Light
          Side.isHidden = false
          Root pops
          Side.windowLevel = normal
          release Side
          Start presents Modal: UINavigationController { M1: Light; M2: Light }
          M2 presents Nested: Light
          dismiss Modal
          Root.setViewControllers([Start, Again: Light], animated: true)
          Root pushes Mid
        }
        """),
    Input(
      name: "a navigation controller at the root",
      text: """
        environment ios 16, device iphone-face-id
        class Light: UIViewController {
          preferredStatusBarStyle = lightContent
          prefersStatusBarHidden = true
        }
        class Visible: UINavigationController { childForStatusBarStyle = visibleViewController }
        window {
          Root: UINavigationController {
            Home: Light
            List: Visible { Row: Light; Cell: Light }
          }
        }
        scenario {
          Home presents Over: Light { modalPresentationStyle = overFullScreen }
          dismiss Over
          List presents Shown: Light {
            modalPresentationStyle = overCurrentContext
            modalPresentationCapturesStatusBarAppearance = true
          }
          Root.isNavigationBarHidden = true; Root.setNeedsStatusBarAppearanceUpdate()
          dismiss Shown
          Root pops
          Root pushes Again: Light
          Again presents Popover: Light { modalPresentationStyle = popover }
          Popover presents Deeper: UINavigationController {
            modalPresentationStyle = fullScreen
            Inside: Light
          }
          dismiss Popover
          List pushes Extra: Light
          Root.setViewControllers([Home, Fresh: Light], animated: false)
          Fresh presents Last: Light
          Root.isNavigationBarHidden = false
        }
        """),
    Input(
      name: "forwarding by name past a container",
      text: """
        class Light: UIViewController {
          preferredStatusBarStyle = lightContent
          prefersStatusBarHidden = true
        }
        class Picker: UIViewController {
          childForStatusBarStyle = Deep
          childForStatusBarHidden = Deep
        }
        window {
          Box: Picker {
            Inner: UINavigationController { Deep: Light; Side: Light }
            Other: Light
          }
        }
        scenario {
          Box.setNeedsStatusBarAppearanceUpdate()
          Inner pushes New: Light
          Other presents Sheet: UINavigationController {
            modalPresentationStyle = overCurrentContext
            Page: Light
          }
          Page presents Note: Light { modalPresentationStyle = overCurrentContext }
          dismiss Sheet
          Inner pops
          Inner pushes Later: Light { overrideUserInterfaceStyle = dark }
          Later presents Top: Light { modalPresentationStyle = overCurrentContext }
          Inner.setViewControllers([Deep, Later, Last: Light], animated: true)
          dismiss Top
          Deep presents Final: Light { modalPresentationStyle = overCurrentContext }
          Picker.childForStatusBarStyle = Side; Box.setNeedsStatusBarAppearanceUpdate()
        }
        """),
  ]

  /// The environments each input is played in: the file's, and an iPhone with Face ID in
  /// landscape, where the hidden question walks differently (R9, R16).
  static let environments: [EnvironmentLayers] = [
    EnvironmentLayers(),
    EnvironmentLayers(options: EnvironmentSettings(device: .iphoneFaceID, orientation: .landscape)),
  ]
}
