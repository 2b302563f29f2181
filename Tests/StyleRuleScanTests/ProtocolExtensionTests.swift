import StyleRuleKit
import SwiftParser
import SwiftSyntax
import Testing

@testable import StyleRuleScan

/// Transitions made in a protocol extension's methods, by the placed controllers whose
/// classes conform to the protocol and meet its `where Self:`; and router calls made from a
/// parameter of the caller's function, by the calls that pass `self` for it (issue 26, item
/// 1: a helper that takes the controller as a parameter; "providers" are how real apps share
/// their navigation between screens).
@Suite struct ProtocolExtensionTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// `HomeViewController` in a navigation controller, the root of the window.
  static let sceneDelegate = CodeHierarchyBuilderTests.sceneDelegate

  /// A router over a scene and a transition enumeration, presenting from `sender`.
  static let coordinator = """
    final class SceneCoordinator {
      enum Scene { case profile, report }
      enum Transition { case show, modal }
      func present(scene: Scene, from sender: UIViewController?, transition: Transition) {
        let viewController: UIViewController
        switch scene {
        case .profile: viewController = ProfileViewController()
        case .report: viewController = ReportViewController()
        }
        switch transition {
        case .show: sender?.show(viewController, sender: nil)
        case .modal: sender?.present(viewController, animated: true)
        }
      }
    }
    final class ProfileViewController: UIViewController {}
    final class ReportViewController: UIViewController {}
    """

  /// The protocols: a provider that has the coordinator, a cell delegate whose methods an
  /// extension implements for providers, and a static helper taking the provider.
  static let providers = """
    protocol NeedsDependency: AnyObject {
      var coordinator: SceneCoordinator! { get }
    }
    protocol DataSourceProvider: NeedsDependency {}
    protocol PostCellDelegate: AnyObject {
      func cellDidTapAuthor()
      func cellDidTapReport()
    }
    extension PostCellDelegate where Self: DataSourceProvider {
      func cellDidTapAuthor() {
        coordinator.present(scene: .profile, from: self, transition: .show)
      }
      func cellDidTapReport() {
        Facade.report(provider: self)
      }
    }
    enum Facade {
      static func report(provider: UIViewController & DataSourceProvider) {
        provider.coordinator.present(scene: .report, from: provider, transition: .modal)
      }
    }
    """

  static let push = "Navigation pushes Profile: ProfileViewController @ \"Providers.swift:11:5\""
  static let present = "Home presents Report: ReportViewController @ \"Providers.swift:14:5\""

  static func sources(_ home: String, providers: String = providers) -> [String: String] {
    [
      "SceneDelegate.swift": sceneDelegate, "Coordinator.swift": coordinator,
      "Providers.swift": providers, "Home.swift": home,
    ]
  }

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "a class that adopts both protocols makes what the extension's methods make",
      sources: sources(
        """
        final class HomeViewController: UIViewController, DataSourceProvider {
          var coordinator: SceneCoordinator!
        }
        extension HomeViewController: PostCellDelegate {}
        """),
      contains: [push, present]),
    HierarchyCase(
      name: "through a protocol that inherits the constraint, and a superclass",
      sources: sources(
        """
        protocol TimelineProvider: DataSourceProvider {}
        class BaseViewController: UIViewController, TimelineProvider {
          var coordinator: SceneCoordinator!
        }
        final class HomeViewController: BaseViewController, PostCellDelegate {}
        """),
      contains: [push, present]),
    HierarchyCase(
      name: "a class that does not meet the extension's `where Self:` does not",
      sources: sources(
        """
        final class HomeViewController: UIViewController, PostCellDelegate {
          var coordinator: SceneCoordinator!
          func cellDidTapAuthor() {}
          func cellDidTapReport() {}
        }
        """),
      contains: [], lacks: ["Profile: ProfileViewController", "Report: ReportViewController"]),
    HierarchyCase(
      name: "a class that does not adopt the protocol does not",
      sources: sources(
        """
        final class HomeViewController: UIViewController, DataSourceProvider {
          var coordinator: SceneCoordinator!
        }
        """),
      contains: [], lacks: ["Profile: ProfileViewController", "Report: ReportViewController"]),
    HierarchyCase(
      name: "a helper handed a controller other than `self` is not followed",
      sources: sources(
        """
        final class HomeViewController: UIViewController, DataSourceProvider {
          var coordinator: SceneCoordinator!
        }
        extension HomeViewController: PostCellDelegate {}
        """,
        providers: providers.replacingOccurrences(
          of: "Facade.report(provider: self)",
          with: "Facade.report(provider: ReportHostViewController())")),
      contains: [push], lacks: ["Report: ReportViewController"]),
    HierarchyCase(
      name: "a property of another object whose declarations disagree on its type is not followed",
      sources: sources(
        """
        final class HomeViewController: UIViewController, DataSourceProvider {
          var coordinator: SceneCoordinator!
        }
        extension HomeViewController: PostCellDelegate {}
        final class Settings { let coordinator: SettingsCoordinator? = nil }
        """),
      contains: [push], lacks: ["Report: ReportViewController"]),
  ]

  /// The providers of Mastodon's shape: the constraint is an alias of a composition, and
  /// the static helper hands its provider on to another before the router call.
  static let aliasedProviders = """
    protocol NeedsDependency: AnyObject {
      var coordinator: SceneCoordinator! { get }
    }
    typealias ViewControllerWithDependencies = NeedsDependency & UIViewController
    protocol PostCellDelegate: AnyObject {
      func cellDidTapReport()
    }
    extension PostCellDelegate where Self: ViewControllerWithDependencies {
      func cellDidTapReport() {
        Facade.report(provider: self, reason: nil)
      }
    }
    enum Facade {
      static func report(provider: NeedsDependency & Reporting, reason: String?) {
        report(provider: provider)
      }
      static func report(provider: NeedsDependency & Reporting) {
        provider.coordinator.present(scene: .report, from: provider, transition: .modal)
      }
    }
    protocol Reporting {}
    """

  static let aliasCases: [HierarchyCase] = [
    HierarchyCase(
      name: "an alias of a composition as the constraint, a helper handing its provider on",
      sources: sources(
        """
        final class HomeViewController: UIViewController, NeedsDependency, PostCellDelegate {
          var coordinator: SceneCoordinator!
        }
        """, providers: aliasedProviders),
      contains: ["Home presents Report: ReportViewController @ \"Providers.swift:10:5\""]),
    HierarchyCase(
      name: "a class that adopts only part of the alias does not",
      sources: sources(
        """
        final class HomeViewController: UIViewController, PostCellDelegate {
          var coordinator: SceneCoordinator!
          func cellDidTapReport() {}
        }
        """, providers: aliasedProviders),
      contains: [], lacks: ["Report: ReportViewController"]),
  ]

  /// A message handler holding the root through a protocol, asking it to present.
  static let overlayHandler = """
    protocol OverlayPresenting: AnyObject {
      func presentOverlay(controller: UIViewController)
    }
    final class MessageHandler {
      weak var home: OverlayPresenting?
      func scanRequested() {
        home?.presentOverlay(controller: ScannerViewController())
      }
    }
    final class ScannerViewController: UIViewController {}
    """

  static let overlayHome = """
    final class HomeViewController: UIViewController, OverlayPresenting {
      func presentOverlay(controller: UIViewController) {
        present(controller, animated: true)
      }
    }
    """

  static let propertyCases: [HierarchyCase] = [
    HierarchyCase(
      name: "a property declared as a protocol one controller class adopts is that class",
      sources: [
        "SceneDelegate.swift": sceneDelegate, "Handler.swift": overlayHandler,
        "Home.swift": overlayHome,
      ],
      contains: ["Home presents Scanner: ScannerViewController @ \"Handler.swift:7:5\""]),
    HierarchyCase(
      name: "not when another class adopts the protocol too",
      sources: [
        "SceneDelegate.swift": sceneDelegate, "Handler.swift": overlayHandler,
        "Home.swift": overlayHome + """

          final class PreviewPresenter: OverlayPresenting {
            func presentOverlay(controller: UIViewController) {}
          }
          """,
      ],
      contains: [], lacks: ["Scanner: ScannerViewController"]),
  ]

  @Test(
    "protocol extensions and the helpers they hand `self` to",
    arguments: cases + aliasCases + propertyCases)
  func protocolExtensions(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }

  /// Protocols that inherit each other, an alias naming itself through another and a
  /// conformance loop end: the scan finishes and states nothing it cannot follow.
  @Test func cyclesOfProtocolsAndAliasesEnd() {
    let sources = Self.sources(
      """
      protocol Loop: Back {}
      protocol Back: Loop {}
      typealias Both = Loop & Again
      typealias Again = Both & Loop
      extension Loop where Self: Again {
        func cellDidTapAuthor() { present(ProfileViewController(), animated: true) }
      }
      extension Loop where Self: Unadopted {
        func cellDidTapReport() { present(ReportViewController(), animated: true) }
      }
      protocol Unadopted {}
      final class HomeViewController: UIViewController, Back {}
      """)
    let result = AppScanner.scan(swiftSources: sources)
    #expect(result.rulesText.contains("Home: HomeViewController"))
    // Home conforms to `Loop` through `Back`, which the alias's cycle ends at.
    #expect(result.rulesText.contains("Home presents Profile: ProfileViewController"))
    #expect(!result.rulesText.contains("presents Report"))
  }

  /// What a `where` clause requires of `Self`.
  @Test(
    "the constraints of an extension",
    arguments: [
      ("extension P where Self: A {}", ["A"]),
      ("extension P where Self: A & B, Self: C {}", ["A", "B", "C"]),
      ("extension P where Element == Int, Self: UIViewController {}", ["UIViewController"]),
      ("extension P {}", []),
    ] as [(String, [String])])
  func selfConstraints(_ source: String, _ expected: [String]) throws {
    let file = Parser.parse(source: source)
    let node = try #require(file.statements.first?.item.as(ExtensionDeclSyntax.self))
    #expect(SwiftHierarchySyntax.selfConstraints(node.genericWhereClause) == expected)
  }
}
