import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// Helpers that present the controller they are passed, helpers that present on whatever is
/// on top, and transitions a superclass's method makes: one transition per call, from the
/// caller, with the caller's controller, at the call's line (issue 26, item 1).
@Suite struct HelperTransitionsTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// `Home` is the root of the launch navigation controller.
  static let sceneDelegate = CodeHierarchyBuilderTests.sceneDelegate

  /// An extension of every controller: present a controller on whatever is on top of it.
  static let topMostHelper = """
    extension UIViewController {
      func topMost() -> UIViewController {
        var top: UIViewController = self
        while let presented = top.presentedViewController { top = presented }
        return top
      }
      func presentOnTopmost(_ controller: UIViewController) {
        topMost().present(controller, animated: true)
      }
    }
    class SettingsViewController: UIViewController {}
    """

  static let helperCases: [HierarchyCase] = [
    HierarchyCase(
      name: "a UIViewController extension's helper called on self presents from the caller",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": topMostHelper,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openSettings() { presentOnTopmost(SettingsViewController()) }
        }
        """,
      ],
      contains: ["Home presents Settings: SettingsViewController @ \"Home.swift:2:31\""],
      notUndetermined: ["is a parameter of presentOnTopmost", "whatever is on top"]),
    HierarchyCase(
      name: "a static helper presents from the `from:` argument, with what both sides set",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Router.swift": """
        enum Router {
          static func show(_ controller: UIViewController, from presenter: UIViewController) {
            controller.modalPresentationCapturesStatusBarAppearance = true
            presenter.present(controller, animated: true)
          }
        }
        class DetailViewController: UIViewController {}
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openDetail() {
            let detail = DetailViewController()
            detail.modalPresentationStyle = .overFullScreen
            Router.show(detail, from: self)
          }
        }
        """,
      ],
      contains: [
        "Home presents Detail: DetailViewController @ \"Home.swift:5:5\" {",
        "modalPresentationStyle = overFullScreen @ \"Home.swift:4:5\"",
        "modalPresentationCapturesStatusBarAppearance = true @ \"Router.swift:3:5\"",
      ]),
    HierarchyCase(
      name: "a helper named otherwise is seen through its `from: self`, with a local passed",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Router.swift": """
        enum Router {
          static func open(_ controller: UIViewController, from presenter: UIViewController) {
            presenter.present(controller, animated: true)
          }
        }
        class DetailViewController: UIViewController {}
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openDetail() {
            let detail = DetailViewController()
            Router.open(detail, from: self)
          }
        }
        """,
      ],
      contains: ["Home presents Detail: DetailViewController @ \"Home.swift:4:5\""]),
    HierarchyCase(
      name: "a free function's parameter is the factory call's controller at each call",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Flows.swift": """
        func makeHelp() -> HelpViewController { HelpViewController() }
        func presentModally(_ controller: UIViewController, from presenter: UIViewController) {
          presenter.present(controller, animated: true)
        }
        class HelpViewController: UIViewController {}
        class AboutViewController: UIViewController {}
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func help() { presentModally(makeHelp(), from: self) }
          @objc func about() { presentModally(AboutViewController(), from: self) }
        }
        """,
      ],
      contains: [
        "Home presents Help: HelpViewController @ \"Home.swift:2:23\"",
        "Home presents About: AboutViewController @ \"Home.swift:3:24\"",
      ]),
    HierarchyCase(
      name: "a helper that hands its parameter on to another presents at its own callers",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": """
        extension UIViewController {
          func presentSheet(_ controller: UIViewController) {
            controller.modalPresentationStyle = .formSheet
            present(controller, animated: true)
          }
          func presentAnimated(_ controller: UIViewController) { presentSheet(controller) }
        }
        class SettingsViewController: UIViewController {}
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openSettings() { presentAnimated(SettingsViewController()) }
        }
        """,
      ],
      contains: [
        "Home presents Settings: SettingsViewController @ \"Home.swift:2:31\" {",
        "modalPresentationStyle = formSheet @ \"Helpers.swift:3:5\"",
      ]),
    HierarchyCase(
      name: "helpers that hand a controller to each other stop with a note",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": """
        extension UIViewController {
          func presentFirst(_ controller: UIViewController) {
            if isViewLoaded { presentSecond(controller) } else { present(controller, animated: true) }
          }
          func presentSecond(_ controller: UIViewController) { presentFirst(controller) }
        }
        class SettingsViewController: UIViewController {}
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openSettings() { presentFirst(SettingsViewController()) }
        }
        """,
      ],
      contains: ["Home presents Settings: SettingsViewController @ \"Home.swift:2:31\""],
      undetermined: ["hands a controller on to a helper that hands it back (recursion)"]),
    HierarchyCase(
      name: "a helper that retries itself, or calls an overload with other labels, is no cycle",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": """
        extension UIViewController {
          func presentSheet(_ controller: UIViewController, retry: Bool) {
            if retry { presentSheet(controller, retry: false) }
            presentSheet(title: "Sheet")
            present(controller, animated: true)
          }
          func presentSheet(title: String) {}
        }
        class SettingsViewController: UIViewController {}
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openSettings() { presentSheet(SettingsViewController(), retry: true) }
        }
        """,
      ],
      contains: ["Home presents Settings: SettingsViewController @ \"Home.swift:2:31\""],
      notUndetermined: ["recursion"]),
    HierarchyCase(
      name: "a helper presenting a controller of its own from the `from:` argument, per call",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Alerts.swift": """
        enum Alerts {
          static func confirmDelete(from controller: UIViewController) {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            alert.modalPresentationStyle = .overFullScreen
            controller.present(alert, animated: true)
          }
        }
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func delete() { Alerts.confirmDelete(from: self) }
        }
        """,
      ],
      contains: [
        "Home presents Alert: UIAlertController @ \"Home.swift:2:25\" {",
        "modalPresentationStyle = overFullScreen @ \"Alerts.swift:4:5\"",
      ],
      notUndetermined: ["Alerts.confirmDelete(from:)"]),
    HierarchyCase(
      name: "unlabelled arguments share `_`: `self` is the presenter, the local the URL",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Utils.swift": """
        func openURLInBrowser(_ url: URL, _ sender: UIViewController?) {
          let safari = SFSafariViewController(url: url)
          sender?.present(safari, animated: true)
        }
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openLink(_ link: URL) {
            let url = link
            openURLInBrowser(url, self)
          }
        }
        """,
      ],
      contains: ["Home presents SFSafari: SFSafariViewController @ \"Home.swift:4:5\""]),
    HierarchyCase(
      name: "unlabelled arguments go to unlabelled parameters in order",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Browser.swift": """
        func openInBrowser(_ url: URL, _ sender: UIViewController?) {
          sender?.present(SFSafariViewController(url: url), animated: true)
        }
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          var provider = Provider()
          @objc func openHelp() { openInBrowser(URL(string: "https://example.com")!, self) }
          @objc func openTerms() {
            let url = URL(string: "https://example.com")!
            openInBrowser(url, provider.controller)
          }
        }
        """,
      ],
      contains: ["Home presents SFSafari: SFSafariViewController @ \"Home.swift:3:27\""],
      undetermined: ["the value of `provider.controller` is not followed"],
      notUndetermined: ["`URL` is not a view controller"]),
  ]

  @Test("a helper's transition of its parameter is made at each call", arguments: helperCases)
  func helpers(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }

  static let onTopCases: [HierarchyCase] = [
    HierarchyCase(
      name: "a controller's own method presenting on top presents from that controller",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": topMostHelper,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openSettings() { topMost().present(SettingsViewController(), animated: true) }
        }
        """,
      ],
      contains: ["Home presents Settings: SettingsViewController @ \"Home.swift:2:31\""],
      notUndetermined: ["whatever is on top"]),
    HierarchyCase(
      name: "on top in a closure is whatever is on top then, not written",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": topMostHelper,
        "Home.swift": """
        class HomeViewController: UIViewController {
          func refresh() {
            DispatchQueue.main.async { self.presentOnTopmost(SettingsViewController()) }
          }
        }
        """,
      ],
      contains: [],
      lacks: ["SettingsViewController @"],
      undetermined: ["whatever is on top at that moment, which the rules language cannot name"]),
    HierarchyCase(
      name: "a type that is not a controller presenting on the key window's top is not written",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": topMostHelper,
        "Notifier.swift": """
        final class Notifier {
          static func alert(_ controller: UIViewController) {
            UIApplication.shared.keyWindow?.rootViewController?.topMost().present(controller, animated: true)
          }
          func notify() { Notifier.alert(SettingsViewController()) }
        }
        """,
        "Home.swift": "class HomeViewController: UIViewController {}",
      ],
      contains: [],
      lacks: ["SettingsViewController @"],
      undetermined: [
        "`UIApplication.shared.keyWindow?.rootViewController?.topMost()`, whatever is on top"
      ]),
    HierarchyCase(
      name: "a navigation controller's own topViewController is not the top of the state",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Helpers.swift": topMostHelper,
        "Home.swift": """
        class HomeViewController: UIViewController {
          let tabs = UINavigationController()
          @objc func open() {
            tabs.topViewController?.present(SettingsViewController(), animated: true)
          }
        }
        """,
      ],
      contains: [],
      notUndetermined: ["whatever is on top"]),
  ]

  @Test(
    "a transition on whatever is on top is made by the caller only when it is on top",
    arguments: onTopCases)
  func onTop(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }

  @Test(
    "the names of the top of the state",
    arguments: [
      ("topMost()", true), ("self.topMost", true), ("topViewController", true),
      ("UIApplication.shared.keyWindow?.rootViewController?.topMost()", true),
      ("Self.topViewController()", true), ("window?.topMostViewController", true),
      ("navController.topViewController", false), ("topBar", false),
      ("presentedViewController", false),
    ])
  func topOfStateNames(_ text: String, _ isTop: Bool) {
    #expect(ParameterTransition.isTopOfState(text) == isTop)
  }

  @Test("helpers that each hand a controller on twice stay bounded, with a note")
  func doublingHelpers() {
    var helpers = "extension UIViewController {\n"
    helpers += "  func presentL0(_ c: UIViewController) { present(c, animated: true) }\n"
    for level in 1...20 {
      helpers +=
        "  func presentL\(level)(_ c: UIViewController) { presentL\(level - 1)(c); "
        + "presentL\(level - 1)(c) }\n"
    }
    helpers += "}\nclass SettingsViewController: UIViewController {}\n"
    let result = AppScanner.scan(swiftSources: [
      "SceneDelegate.swift": Self.sceneDelegate, "Helpers.swift": helpers,
      "Home.swift": """
      class HomeViewController: UIViewController {
        @objc func open() { presentL20(SettingsViewController()) }
      }
      """,
    ])
    #expect(result.rulesText.contains("Home presents Settings: SettingsViewController"))
    #expect(
      result.facts.undetermined.contains { $0.what.contains("more than 64 transitions") },
      "\(result.facts.undetermined.map(\.what))")
  }

  @Test(
    "`self` passed as an argument of its own is a hint",
    arguments: [
      ("open(from: self)", true), ("open(self)", true), ("open(self, animated: true)", true),
      ("open(x,\n  self\n)", true), ("self.open()", false), ("open(self.view)", false),
      ("open(self as Any)", false), ("selfie(x)", false),
    ])
  func selfArgumentHint(_ text: String, _ isHint: Bool) {
    let hints = SwiftHierarchyHints(Array(text.utf8))
    #expect(hints.isEmpty(in: 0..<text.utf8.count) == !isHint)
  }

  /// A base class whose action presents help; `Home` inherits it.
  static let base = """
    class BaseViewController: UIViewController {
      @objc func showHelp() { present(HelpViewController(), animated: true) }
    }
    class HelpViewController: UIViewController {}
    """

  static let inheritanceCases: [HierarchyCase] = [
    HierarchyCase(
      name: "a superclass's transition is made by each placed subclass instance",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Base.swift": base,
        "Home.swift": """
        class HomeViewController: BaseViewController {
          @objc func openDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        class DetailViewController: BaseViewController {}
        """,
      ],
      contains: [
        "Home presents Help: HelpViewController @ \"Base.swift:2:27\"",
        "Detail presents Help2: HelpViewController @ \"Base.swift:2:27\"",
      ],
      notUndetermined: ["no controller of that class is on screen"]),
    HierarchyCase(
      name: "a superclass no placed class inherits is reported once",
      sources: [
        "SceneDelegate.swift": sceneDelegate,
        "Base.swift": base,
        "Home.swift": """
        class HomeViewController: UIViewController {}
        class OrphanViewController: BaseViewController {}
        class OtherOrphanViewController: BaseViewController {}
        """,
      ],
      contains: [],
      lacks: ["HelpViewController @"],
      undetermined: [
        "presents a HelpViewController in BaseViewController.showHelp(): no controller of that "
          + "class is on screen"
      ]),
  ]

  @Test("a superclass's method is made by its subclasses' instances", arguments: inheritanceCases)
  func inheritance(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }

  @Test("one line for a superclass's call no class that has it places")
  func inheritedCallReportedOnce() {
    let result = AppScanner.scan(swiftSources: [
      "SceneDelegate.swift": Self.sceneDelegate,
      "Base.swift": Self.base,
      "Home.swift": """
      class HomeViewController: UIViewController {}
      class OrphanViewController: BaseViewController {}
      class OtherOrphanViewController: BaseViewController {}
      """,
    ])
    let lines = result.facts.undetermined.filter { $0.what.contains("HelpViewController") }
    #expect(lines.count == 1, "\(lines.map(\.what))")
  }
}
