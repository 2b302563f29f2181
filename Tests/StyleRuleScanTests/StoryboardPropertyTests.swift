import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// A storyboard read from a type's static property (`UIStoryboard.settings`) is the one the
/// property's declaration names, when its value is one `UIStoryboard(name: "Literal", …)`.
///
/// The scans read Swift only: a followed storyboard shows as the storyboard controller the
/// storyboards read do not have, named by the declaration's literal.
@Suite struct StoryboardPropertyTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// The scene delegate of ``FollowedCallsTests/sceneDelegate(root:)``.
  static func sceneDelegate(root expression: String) -> String {
    FollowedCallsTests.sceneDelegate(root: expression)
  }

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "an extension's computed property with one implicit return",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "UIStoryboard.settings.instantiateInitialViewController()"),
        "Storyboards.swift": """
        extension UIStoryboard {
          public static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }
        }
        """,
      ],
      contains: [],
      undetermined: ["a storyboard controller (Settings, initial)"],
      notUndetermined: ["UIStoryboard.settings"]),
    HierarchyCase(
      name: "a class property whose getter returns one storyboard, through a local",
      sources: [
        "SceneDelegate.swift": sceneDelegate(root: "login()")
          + """

          extension SceneDelegate {
            func login() -> UIViewController {
              let storyboard = UIStoryboard.account
              return storyboard.instantiateViewController(identifier: "Login")
            }
          }
          """,
        "Storyboards.swift": """
        extension UIStoryboard {
          class var account: UIStoryboard {
            get { return UIStoryboard(name: "Account", bundle: .main) }
          }
        }
        """,
      ],
      contains: [],
      undetermined: ["a storyboard controller (Account, identifier Login)"],
      notUndetermined: ["UIStoryboard.account"]),
    HierarchyCase(
      name: "a static let of a nested enumeration, named by its qualified name",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "App.Storyboards.main.instantiateViewController(withIdentifier: \"Home\")"),
        "Storyboards.swift": """
        enum App {
          enum Storyboards {
            static let main = UIStoryboard(name: "Main", bundle: nil)
          }
        }
        """,
      ],
      contains: [],
      undetermined: ["a storyboard controller (Main, identifier Home)"],
      notUndetermined: ["App.Storyboards.main"]),
    HierarchyCase(
      name: "a property whose storyboard name is computed stays not followed, saying why",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "UIStoryboard.current.instantiateInitialViewController()"),
        "Storyboards.swift": """
        extension UIStoryboard {
          static var current: UIStoryboard { UIStoryboard(name: Theme.storyboardName, bundle: nil) }
        }
        """,
      ],
      contains: [],
      undetermined: [
        "the storyboard `UIStoryboard.current` is not followed: its storyboard name is `Theme.storyboardName`, not a string the code states"
      ]),
    HierarchyCase(
      name: "a property whose getter does more than give one storyboard stays not followed",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "UIStoryboard.onboarding.instantiateInitialViewController()"),
        "Storyboards.swift": """
        extension UIStoryboard {
          static var onboarding: UIStoryboard {
            let name = Flags.newOnboarding ? "Onboarding2" : "Onboarding"
            return UIStoryboard(name: name, bundle: nil)
          }
        }
        """,
      ],
      contains: [],
      undetermined: [
        "the storyboard `UIStoryboard.onboarding` is not followed: its value is not one `UIStoryboard(name:bundle:)` with a literal name"
      ]),
    HierarchyCase(
      name: "a property the code read does not declare stays not followed",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "UIStoryboard.main.instantiateInitialViewController()")
      ],
      contains: [],
      undetermined: [
        "the storyboard `UIStoryboard.main` is not followed: the code read does not declare it"
      ]),
    HierarchyCase(
      name: "an instance property of the same name is not a storyboard property",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: "UIStoryboard.main.instantiateInitialViewController()"),
        "Storyboards.swift": """
        extension UIStoryboard {
          var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
        }
        """,
      ],
      contains: [],
      undetermined: ["the code read does not declare it"]),
    HierarchyCase(
      name: "a storyboard and an identifier named by a type's name, as String(describing:)",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: """
            UIStoryboard(name: String(describing: ProductViewController.self), bundle: nil)
                .instantiateViewController(withIdentifier: "\\(ProductViewController.self)")
            """)
      ],
      contains: [],
      undetermined: [
        "a storyboard controller (ProductViewController, identifier ProductViewController)"
      ]),
    HierarchyCase(
      name: "a metatype String(describing:) does not name plainly stays unknown",
      sources: [
        "SceneDelegate.swift": sceneDelegate(
          root: """
            UIStoryboard(name: String(describing: Self.self), bundle: nil)
                .instantiateViewController(withIdentifier: String(describing: Box<Int>.self))
            """)
      ],
      contains: [],
      undetermined: [
        "the identifier is `String(describing: Box<Int>.self)`, not a string the code states",
        "the storyboard name is `String(describing: Self.self)`, not a string the code states",
      ]),
  ]

  @Test(
    "a storyboard read from a static property takes the name its declaration gives",
    arguments: cases)
  func followsStoryboardProperties(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}
