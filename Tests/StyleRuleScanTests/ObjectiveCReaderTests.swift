import Foundation
import StyleRuleKit
import StyleRuleTestSupport
import Testing

@testable import StyleRuleScan

/// The Objective-C reader (issue 25, first slice): class interfaces, implementations and
/// their status bar overrides at their `File.m:line:column`, classified as the Swift reader
/// classifies Swift ones; any bytes give facts or a located problem.
@Suite struct ObjectiveCReaderTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// The overrides `source` defines, as `class.member = body` lines.
  static func members(_ source: String) -> [String] {
    let facts = ObjectiveCFileReader.read(Array(source.utf8), path: "A.m")
    return facts.implementations.flatMap { implementation in
      implementation.members.map { member in
        let owner =
          implementation.className + (implementation.category.map { " (\($0))" } ?? "")
        return "\(owner).\(member.member.rulesName) = \(member.body) @\(member.origin.line ?? 0)"
      }
    }
  }

  static func method(_ declaration: String, _ body: String) -> String {
    """
    @implementation Home
    \(declaration) {
        \(body)
    }
    @end
    """
  }

  @Test(
    "each override body, as the Swift reader would classify it",
    arguments: [
      (
        method(
          "- (UIStatusBarStyle)preferredStatusBarStyle", "return UIStatusBarStyleLightContent;"),
        "Home.preferredStatusBarStyle = literal(\"lightContent\") @2"
      ),
      (
        method("- (BOOL)prefersStatusBarHidden", "return YES;"),
        "Home.prefersStatusBarHidden = literal(\"true\") @2"
      ),
      (
        method(
          "- (UIStatusBarStyle)preferredStatusBarStyle",
          "return self.dark ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;"),
        // A choice on the object's property, whose value at launch gives the launch value.
        "Home.preferredStatusBarStyle = choice(property: \"dark\", negated: false, whenTrue: \"lightContent\", whenFalse: \"darkContent\") @2"
      ),
      (
        method(
          "- (UIStatusBarStyle)preferredStatusBarStyle",
          "return [Theme isDark] ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;"),
        "Home.preferredStatusBarStyle = literals([\"lightContent\", \"darkContent\"]) @2"
      ),
      (
        method("- (BOOL)prefersStatusBarHidden", "return _hidesBar;"),
        "Home.prefersStatusBarHidden = storedProperty(\"hidesBar\") @2"
      ),
      (
        method(
          "- (UIViewController *)childViewControllerForStatusBarStyle",
          "return self.topViewController;"),
        "Home.childForStatusBarStyle = selector(StyleRuleKit.ChildSelector.topViewController) @2"
      ),
      (
        method(
          "- (UIViewController *)childViewControllerForStatusBarHidden",
          "return [self selectedViewController];"),
        "Home.childForStatusBarHidden = selector(StyleRuleKit.ChildSelector.selectedViewController) @2"
      ),
      (
        method(
          "- (UIStatusBarStyle)preferredStatusBarStyle",
          "return [self.topViewController preferredStatusBarStyle];"),
        "Home.preferredStatusBarStyle = forwarding(StyleRuleKit.ChildSelector.topViewController, fallback: nil) @2"
      ),
      (
        method(
          "- (UIStatusBarAnimation)preferredStatusBarUpdateAnimation",
          "return UIStatusBarAnimationSlide;"),
        "Home.preferredStatusBarUpdateAnimation = literal(\"slide\") @2"
      ),
      (
        method(
          "- (UIStatusBarStyle)preferredStatusBarStyle", "return [super preferredStatusBarStyle];"),
        "Home.preferredStatusBarStyle = unknown(\"returns `[super preferredStatusBarStyle]`, which the Objective-C reader does not follow\") @2"
      ),
      (
        method(
          "- (UIStatusBarStyle)preferredStatusBarStyle",
          "if (self.dark) { return UIStatusBarStyleLightContent; } return UIStatusBarStyleDefault;"),
        "Home.preferredStatusBarStyle = unknown(\"the method is not one `return` the Objective-C reader reads\") @2"
      ),
    ])
  func body(source: String, expected: String) {
    #expect(Self.members(source) == [expected])
  }

  @Test(
    "what is not an override is not read",
    arguments: [
      // An argument: not the getter.
      method("- (void)setPrefersStatusBarHidden:(BOOL)hidden", "_hidden = hidden;"),
      // A class method.
      method("+ (UIStatusBarStyle)preferredStatusBarStyle", "return UIStatusBarStyleLightContent;"),
      // Inside a comment and a string.
      "/* @implementation Home - (BOOL)prefersStatusBarHidden { return YES; } @end */",
      "NSString *s = @\"@implementation Home - (BOOL)prefersStatusBarHidden { return YES; } @end\";",
    ])
  func notRead(source: String) {
    #expect(Self.members(source).isEmpty)
  }

  @Test("the UIApplication setters and setNeedsStatusBarAppearanceUpdate, in any method")
  func statements() {
    let source = """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
          [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:NO];
          if (self.hide) { [UIApplication sharedApplication].statusBarHidden = YES; }
          UIApplication.sharedApplication.statusBarStyle = self.style;
          [[UIApplication sharedApplication] setStatusBarHidden:NO withAnimation:UIStatusBarAnimationFade];
          return YES;
      }
      - (void)refresh {
          [self setNeedsStatusBarAppearanceUpdate];
          [self.window.rootViewController setNeedsStatusBarAppearanceUpdate];
          [self.other setStatusBarStyle:UIStatusBarStyleLightContent];
      }
      @end
      """
    let facts = ObjectiveCFileReader.read(Array(source.utf8), path: "AppDelegate.m")
    #expect(
      facts.applicationSettings.map {
        "\($0.setting) \($0.value ?? "computed") \($0.isAtLaunch) \($0.origin.line ?? 0):\($0.origin.column ?? 0)"
      } == [
        "style lightContent true 3:5", "hidden true false 4:22", "style computed true 5:5",
        "hidden false true 6:5",
      ])
    #expect(
      facts.applicationSettings.first?.text
        == "[[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:NO]"
    )
    #expect(
      facts.appearanceUpdates.map { "\($0.receiver) \($0.context ?? "") \($0.origin.line ?? 0)" }
        == ["self refresh 10", "self.window.rootViewController refresh 11"])
  }

  @Test("interfaces: a class with its superclass, a category, a class extension")
  func interfaces() {
    let source = """
      #import <UIKit/UIKit.h>
      #define STYLE \\
        UIStatusBarStyleLightContent
      @class Other;
      @protocol Themed;
      @protocol Themed <NSObject>
      - (void)apply;
      @end
      @interface Home : UIViewController <Themed>
      @property (nonatomic) BOOL dark;
      @end
      @interface UINavigationController (StatusBar)
      @end
      @interface Home ()
      @end
      """
    let facts = ObjectiveCFileReader.read(Array(source.utf8), path: "Home.h")
    #expect(
      facts.interfaces.map { "\($0.className):\($0.superclass ?? "-"):\($0.category ?? "-")" }
        == ["Home:UIViewController:-", "UINavigationController:-:StatusBar", "Home:-:"])
    #expect(facts.interfaces.first?.origin == SourceOrigin(path: "Home.h", line: 9, column: 12))
    #expect(facts.problem == nil)
  }

  @Test(
    "malformed files give a located problem and what came before",
    arguments: [
      ("@implementation Home\n- (BOOL)prefersStatusBarHidden {\n  return YES;\n", 2, 32),
      ("@implementation Home\n- (BOOL)prefersStatusBarHidden { return YES; }\n", 1, 17),
      ("/* not closed\n@implementation Home @end", 1, 1),
      ("@implementation\n", 1, 1),
      ("@interface 42 : UIViewController\n@end", 1, 1),
      ("NSString *s = @\"open\n@implementation Home @end", 1, 15),
    ] as [(String, Int, Int)])
  func malformed(source: String, line: Int, column: Int) {
    let facts = ObjectiveCFileReader.read(Array(source.utf8), path: "Bad.m")
    #expect(facts.problem?.origin == SourceOrigin(path: "Bad.m", line: line, column: column))
    #expect(facts.problem?.kind == .syntaxErrors)
  }

  @Test("any bytes give facts or a located problem, never a trap, in one pass")
  func anyBytes() {
    var generator = SplitMix(seed: 25)
    let valid = Array(
      (Self.method("- (BOOL)prefersStatusBarHidden", "return YES;")
        + "\n@interface A : UIViewController\n@end\n/* x */ \"s\" '\\'' #if X\n").utf8)
    for round in 0..<300 {
      var bytes: [UInt8]
      if round % 2 == 0 {
        bytes = (0..<Int(generator.next() % 400)).map { _ in
          UInt8(truncatingIfNeeded: generator.next())
        }
      } else {
        bytes = valid
        for _ in 0..<Int(generator.next() % 6 + 1) where !bytes.isEmpty {
          let position = Int(generator.next() % UInt64(bytes.count))
          switch generator.next() % 3 {
          case 0: bytes.remove(at: position)
          case 1: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: position)
          default: bytes[position] = Array("{}()@-:;\"'/*#\n".utf8)[Int(generator.next() % 14)]
          }
        }
      }
      let facts = ObjectiveCFileReader.read(bytes, path: "Fuzz.m")
      if let origin = facts.problem?.origin {
        #expect((origin.line ?? 0) >= 1 && (origin.column ?? 0) >= 1)
      }
    }
  }

  @Test("a deep file is read without recursion")
  func deep() {
    let source =
      "@implementation Deep\n- (BOOL)prefersStatusBarHidden {"
      + String(repeating: "{", count: 50_000) + String(repeating: "}", count: 50_000)
      + " return YES; }\n@end"
    #expect(
      Self.members(source).first?.hasPrefix("Deep.prefersStatusBarHidden = unknown") == true)
  }

  /// A Swift controller whose Objective-C superclass's `showHelp` method has `body`.
  static func legacyShowingHelp(_ body: String) -> [String: String] {
    [
      "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
      "Home.swift": "class HomeViewController: LegacyViewController {}",
      "Legacy.h": "@interface LegacyViewController : UIViewController\n@end",
      "Legacy.m": "@implementation LegacyViewController\n- (void)showHelp {\n\(body)\n}\n@end",
      "Help.swift": "class HelpViewController: UIViewController {}",
    ]
  }

  /// An Objective-C scene delegate named by the Info.plist's application scene
  /// configuration, another one (an external display's) that it does not name, and the Swift
  /// class the first makes by its `@objc` name.
  static let sceneDelegates: [String: String] = [
    "SceneDelegate.m": """
    @implementation SceneDelegate
    - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options {
        UIWindow *window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
        window.rootViewController = [VLCTabsController new];
        [window makeKeyAndVisible];
        self.window = window;
    }
    @end
    """,
    "ExternalSceneDelegate.m": """
    @implementation ExternalSceneDelegate
    - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options {
        UIWindow *window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
        window.rootViewController = [ExternalDisplayController new];
        [window makeKeyAndVisible];
    }
    @end
    """,
    "Tabs.swift": """
    @objc(VLCTabsController)
    class TabsController: UITabBarController {}
    class ExternalDisplayController: UIViewController {}
    """,
    "Info.plist": """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>CFBundlePackageType</key>
    \t<string>APPL</string>
    \t<key>UIApplicationSceneManifest</key>
    \t<dict>
    \t\t<key>UISceneConfigurations</key>
    \t\t<dict>
    \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
    \t\t\t<array>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>UISceneDelegateClassName</key>
    \t\t\t\t\t<string>SceneDelegate</string>
    \t\t\t\t</dict>
    \t\t\t</array>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>
    """,
  ]

  static let hierarchyCases: [HierarchyCase] = [
    HierarchyCase(
      name: "a container's initializer keeps what it is handed, and a method it calls adds them",
      sources: [
        "AppDelegate.h": """
        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @property (nonatomic, strong) UIWindow *window;
        @property (nonatomic, strong) UINavigationController *navigationController;
        @end
        """,
        "AppDelegate.m": """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            self.navigationController = [[UINavigationController alloc] initWithRootViewController:[ListViewController new]];
            self.window.rootViewController = [[SidebarContainerViewController alloc] initWithMainViewController:self.navigationController
                                                                                          sidebarViewController:[TagsViewController new]];
            [self.window makeKeyAndVisible];
            return YES;
        }
        @end
        """,
        "Container.m": """
        @interface SidebarContainerViewController : UIViewController
        @property (nonatomic, strong) UIViewController *mainViewController;
        @property (nonatomic, strong) UIViewController *sidebarViewController;
        @end
        @implementation SidebarContainerViewController
        - (instancetype)initWithMainViewController:(UIViewController *)mainViewController
                             sidebarViewController:(UIViewController *)sidebarViewController {
            self = [super init];
            if (self) {
                self.mainViewController = mainViewController;
                self.sidebarViewController = sidebarViewController;
                [self configureContainment];
            }
            return self;
        }
        - (void)configureContainment {
            [self addChildViewController:self.mainViewController];
            [self addChildViewController:self.sidebarViewController];
        }
        - (void)showHelp {
            [self addChildViewController:[HelpViewController new]];
        }
        @end
        @interface ListViewController : UIViewController
        @end
        @interface TagsViewController : UIViewController
        @end
        @interface HelpViewController : UIViewController
        @end
        """,
      ],
      contains: [
        // The initializer's `if (self)` is no condition; `configureContainment` runs in it.
        "SidebarContainer: SidebarContainerViewController @ \"AppDelegate.m:5:38\" {\n"
          + "    Navigation: UINavigationController @ \"Container.m:17:34\" {\n"
          + "      List: ListViewController @ \"AppDelegate.m:4:92\"\n    }\n"
          + "    Tags: TagsViewController @ \"Container.m:18:34\"\n  }"
      ],
      // A method the set-up does not call adds its child at run time.
      lacks: ["Help: HelpViewController @"],
      notUndetermined: ["mainViewController", "sidebarViewController"]),
    HierarchyCase(
      name: "overrides that return a property: its zero at launch and the values methods give it",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Home.h": """
        @interface HomeViewController : UIViewController
        @property (nonatomic, assign) BOOL night;
        @end
        @interface HomeViewController ()
        @property (nonatomic) UIStatusBarStyle style;
        @end
        """,
        "Home.m": """
        @implementation HomeViewController
        - (UIStatusBarStyle)preferredStatusBarStyle {
            return self.night ? UIStatusBarStyleLightContent : UIStatusBarStyleDarkContent;
        }
        - (BOOL)prefersStatusBarHidden {
            return _hidden;
        }
        - (UIStatusBarAnimation)preferredStatusBarUpdateAnimation {
            return self.style == UIStatusBarStyleDefault ? UIStatusBarAnimationFade : UIStatusBarAnimationNone;
        }
        - (void)toggle {
            self.night = !self.night;
        }
        @end
        @interface StyleViewController : UIViewController
        @property (nonatomic) UIStatusBarStyle style;
        @end
        @implementation StyleViewController
        - (UIStatusBarStyle)preferredStatusBarStyle {
            return _style;
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.style = UIStatusBarStyleLightContent;
        }
        @end
        """,
      ],
      contains: [
        // An object starts with its instance variables zero: `night` is NO at launch.
        "# launch value: `night` starts as `false` (Home.h:2:36), so darkContent at launch\n  preferredStatusBarStyle = dynamic(lightContent, darkContent) initially darkContent @ \"Home.m:2:1\"",
        // `hidden` is no property the files declare.
        "prefersStatusBarHidden = dynamic @ \"Home.m:5:1\"",
        // UIStatusBarStyleDefault is the zero, and viewDidLoad gives lightContent.
        "preferredStatusBarStyle = dynamic(default, lightContent) initially default @ \"Home.m:19:1\"",
      ]),
    HierarchyCase(
      name: "a class declared in a header and implemented in a .m, placed from Swift",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Home.swift": "class HomeViewController: DarkViewController {}",
        "Dark.h": "@interface DarkViewController : UIViewController\n@end",
        "Dark.m": """
        #import "Dark.h"
        @implementation DarkViewController
        - (UIStatusBarStyle)preferredStatusBarStyle {
            return UIStatusBarStyleLightContent;
        }
        @end
        """,
      ],
      contains: [
        "class DarkViewController: UIViewController @ \"Dark.h:1:12\" {\n  preferredStatusBarStyle = lightContent @ \"Dark.m:3:1\"",
        "class HomeViewController: DarkViewController",
      ],
      lacks: ["opaque UIViewController"]),
    HierarchyCase(
      name: "a category on a UIKit class is an extension override",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Home.swift": "class HomeViewController: UIViewController {}",
        "UINavigationController+StatusBar.m": """
        @implementation UINavigationController (StatusBar)
        - (UIStatusBarStyle)preferredStatusBarStyle {
            return UIStatusBarStyleLightContent;
        }
        @end
        """,
      ],
      contains: [
        "extension UINavigationController @ \"UINavigationController+StatusBar.m:1:17\" {\n  preferredStatusBarStyle = lightContent"
      ]),
    HierarchyCase(
      name: "an Objective-C app delegate's window, made in a helper its launch method calls",
      sources: [
        "AppDelegate.h": "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end",
        "AppDelegate.m": """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            [self setupDefaultWindow];
            return YES;
        }
        - (void)setupDefaultWindow {
            if (!self.window) {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            }
            self.homeViewController = [HomeViewController new];
            self.navigationController = [[UINavigationController alloc] initWithRootViewController:_homeViewController];
            self.window.rootViewController = self.navigationController;
            [self.window makeKeyAndVisible];
        }
        - (void)showSettings {
            SettingsViewController *settings = [[SettingsViewController alloc] init];
            [self.navigationController presentViewController:settings animated:YES completion:nil];
        }
        @end
        """,
        "Home.swift": """
        class HomeViewController: UIViewController {
          @objc func openDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        class DetailViewController: UIViewController {}
        class SettingsViewController: UIViewController {}
        """,
      ],
      contains: [
        "window Main @ \"AppDelegate.m:8:23\" {\n  Navigation: UINavigationController @ \"AppDelegate.m:12:38\" {\n    Home: HomeViewController @ \"AppDelegate.m:11:92\"",
        "Navigation pushes Detail: DetailViewController",
        "Navigation presents Settings: SettingsViewController @ \"AppDelegate.m:17:5\"",
      ]),
    HierarchyCase(
      name: "a presentation from self in an Objective-C controller",
      sources: legacyShowingHelp(
        """
            HelpViewController *help = [HelpViewController new];
            help.modalPresentationStyle = UIModalPresentationFullScreen;
            [self presentViewController:help animated:YES completion:nil];
        """),
      contains: [
        "Home presents Help: HelpViewController @ \"Legacy.m:5:5\" {\n    modalPresentationStyle = fullScreen @ \"Legacy.m:4:5\""
      ]),
    HierarchyCase(
      name: "a method NS_SWIFT_NAME renames is found by either name",
      sources: legacyShowingHelp(
        """
            UIViewController *keys = [GlobalTheme.shared keyManagementViewControllerForBuddy:buddy];
            [self presentViewController:keys animated:YES completion:nil];
            [self.navigationController pushViewController:[Builder.shared aboutViewControllerForVersion:version] animated:YES];
        """
      ).merging(
        [
          "AppTheme.h": """
          @protocol AppTheme <NSObject>
          @required
          - (__kindof UIViewController *) keyManagementViewControllerForBuddy:(OTRBuddy *)buddy NS_SWIFT_NAME(keyManagementViewController(buddy:));
          @end
          @interface Builder : NSObject
          @property (class, readonly) Builder *shared;
          - (UIViewController *)aboutViewControllerForVersion:(NSString *)version
              NS_SWIFT_NAME(aboutViewController(version:));
          @end
          """,
          "Theme.swift": """
          @objc public class GlobalTheme: NSObject {
            @objc public static var shared: AppTheme = DefaultTheme()
          }
          class DefaultTheme: NSObject, AppTheme {
            func keyManagementViewController(buddy: OTRBuddy) -> UIViewController {
              KeysViewController()
            }
          }
          class KeysViewController: UIViewController {}
          class AboutViewController: UIViewController {}
          """,
          "Builder.m": """
          #import "AppTheme.h"
          @implementation Builder
          - (UIViewController *)aboutViewControllerForVersion:(NSString *)version {
              return [AboutViewController new];
          }
          @end
          """,
        ], uniquingKeysWith: { $1 }),
      contains: [
        // Objective-C calls the Swift method by its selector; `NS_SWIFT_NAME` names it.
        "Home presents Keys: KeysViewController @ \"Legacy.m:4:5\"",
        // The method is Objective-C's own: the call by the selector finds it directly.
        "Navigation pushes About: AboutViewController @ \"Legacy.m:5:5\"",
      ],
      notUndetermined: ["keyManagementViewControllerForBuddy"]),
    HierarchyCase(
      name: "class factory methods make the class they are sent to, as Swift imports them",
      sources: legacyShowingHelp(
        """
            UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Help" message:nil preferredStyle:UIAlertControllerStyleAlert];
            [self presentViewController:alert animated:YES completion:nil];
            [self.navigationController pushViewController:[HelpViewController helpViewController] animated:YES];
            [self presentViewController:[HelpViewController sharedPresenter] animated:YES completion:nil];
        """),
      contains: [
        // `alertControllerWithTitle:…` begins with `AlertController`, UIAlertController's
        // name without `UI`: Swift's `UIAlertController(title:message:preferredStyle:)`.
        "Home presents Alert: UIAlertController @ \"Legacy.m:4:5\"",
        // `helpViewController` is the whole name; no body of it is in the files.
        "Navigation pushes Help: HelpViewController @ \"Legacy.m:5:5\"",
      ],
      // `sharedPresenter` is not named after the class: its result stays unknown.
      undetermined: ["`sharedPresenter()` is not a function of the files read"]),
    HierarchyCase(
      name: "an override that returns an instance variable declared in the implementation",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Home.h": "@interface HomeViewController : UIViewController\n@end",
        "Home.m": """
        @implementation HomeViewController {
            @private
            BOOL _locked;
            NSArray *_items;
        }
        - (BOOL)prefersStatusBarHidden {
            return _locked;
        }
        - (void)lock {
            _locked = YES;
        }
        @end
        """,
      ],
      contains: [
        // `_locked` starts NO, as every instance variable starts zero; `lock` makes it YES.
        "prefersStatusBarHidden = dynamic(false, true) initially false @ \"Home.m:6:1\""
      ]),
    HierarchyCase(
      name: "settings made on the controller a property holds, before it is presented",
      sources: legacyShowingHelp(
        """
            self.help = [[HelpViewController alloc] init];
            self.help.modalPresentationStyle = UIModalPresentationOverFullScreen;
            self.help.modalPresentationCapturesStatusBarAppearance = YES;
            [self presentViewController:self.help animated:YES completion:nil];
        """),
      contains: [
        "Home presents Help: HelpViewController @ \"Legacy.m:6:5\" {\n    modalPresentationStyle = overFullScreen @ \"Legacy.m:4:5\"\n    modalPresentationCapturesStatusBarAppearance = true @ \"Legacy.m:5:5\""
      ]),
    HierarchyCase(
      name: "a push on the navigation controller got by a message, [self navigationController]",
      sources: legacyShowingHelp(
        """
            [[self navigationController] pushViewController:[HelpViewController new] animated:YES];
        """),
      contains: ["Navigation pushes Help: HelpViewController @ \"Legacy.m:3:5\""]),
    HierarchyCase(
      name: "the capture flag and a computed style set on an Objective-C local",
      sources: legacyShowingHelp(
        """
            HelpViewController *help = [[HelpViewController alloc] initWithNibName:nil bundle:nil];
            help.modalPresentationStyle = self.compact ? UIModalPresentationPageSheet : UIModalPresentationFullScreen;
            help.modalPresentationCapturesStatusBarAppearance = YES;
            [self presentViewController:help animated:YES completion:nil];
        """),
      contains: [
        "Home presents Help: HelpViewController @ \"Legacy.m:6:5\"",
        "modalPresentationCapturesStatusBarAppearance = true @ \"Legacy.m:5:5\"",
      ],
      lacks: ["modalPresentationStyle = fullScreen", "modalPresentationStyle = pageSheet"]),
    HierarchyCase(
      name: "a root given under an `if` without braces is not the launch root",
      sources: [
        "AppDelegate.m": """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            if (self.signedIn) self.window.rootViewController = [HomeViewController new];
            [self.window makeKeyAndVisible];
            return YES;
        }
        @end
        """,
        "Home.swift": "class HomeViewController: UIViewController {}",
      ],
      contains: ["window Main @ \"AppDelegate.m:3:19\""],
      lacks: ["window Main @ \"AppDelegate.m:3:19\" {\n  Home"]),
    HierarchyCase(
      name: "a root a local holds, given in an if and its else, is a choice of both",
      sources: [
        "AppDelegate.m": """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            UIViewController *root = nil;
            if ([Session exists]) {
                root = [[UnlockViewController alloc] init];
            } else {
                root = [self makeTabs];
            }
            self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            self.window.rootViewController = root;
            self.window.windowLevel = UIWindowLevelStatusBar + 1;
            [self.window makeKeyAndVisible];
            return YES;
        }
        - (nonnull UITabBarController *)makeTabs {
            UITabBarController *tabs = [UITabBarController new];
            tabs.viewControllers = @[[ListViewController new], [[UINavigationController alloc] initWithRootViewController:[SettingsViewController new]]];
            return tabs;
        }
        @end
        """,
        "Screens.swift": """
        class UnlockViewController: UIViewController {}
        class ListViewController: UIViewController {}
        class SettingsViewController: UIViewController {}
        """,
      ],
      contains: [
        "choice Root initially unknown @ \"AppDelegate.m:10:38\" {\n    Unlock: UnlockViewController @ \"AppDelegate.m:5:16\"\n    TabBar: UITabBarController @ \"AppDelegate.m:7:16\" {\n      List: ListViewController @ \"AppDelegate.m:17:30\"\n      Navigation: UINavigationController @ \"AppDelegate.m:17:56\" {\n        Settings: SettingsViewController @ \"AppDelegate.m:17:115\"",
        // UIWindowLevelStatusBar is 1000.
        "windowLevel = 1001 @ \"AppDelegate.m:11:5\"",
      ]),
    HierarchyCase(
      name: "an Objective-C method whose result holds its parameter, given by the message",
      sources: [
        "AppDelegate.m": """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
            self.window.rootViewController = [self wrap:[HomeViewController new]];
            [self.window makeKeyAndVisible];
            return YES;
        }
        - (UINavigationController *)wrap:(UIViewController *)controller {
            return [[UINavigationController alloc] initWithRootViewController:controller];
        }
        @end
        """,
        "Home.swift": "class HomeViewController: UIViewController {}",
      ],
      contains: [
        "window Main @ \"AppDelegate.m:3:19\" {\n  Navigation: UINavigationController @ \"AppDelegate.m:4:38\" {\n    Home: HomeViewController @ \"AppDelegate.m:4:49\""
      ]),
    HierarchyCase(
      name:
        "a child an Objective-C container adds, and a controller passed to a helper that presents it",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
        "Home.h": "@interface HomeViewController : UIViewController\n@end",
        "Home.m": """
        @implementation HomeViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self addChildViewController:[SidebarViewController new]];
        }
        - (void)showHelp {
            [self showModally:[HelpViewController new] from:self];
        }
        - (void)showModally:(UIViewController *)controller from:(UIViewController *)presenter {
            [presenter presentViewController:controller animated:YES completion:nil];
        }
        @end
        """,
        "Screens.swift": """
        class SidebarViewController: UIViewController {}
        class HelpViewController: UIViewController {}
        """,
      ],
      contains: [
        "Home: HomeViewController @ \"SceneDelegate.swift:7:76\" {\n        Sidebar: SidebarViewController @ \"Home.m:4:34\"",
        // The helper's presentation is made where it is called, from its caller.
        "Home presents Help: HelpViewController @ \"Home.m:7:5\"",
      ]),
    HierarchyCase(
      name:
        "an Objective-C superclass's viewDidLoad adds its children to subclasses' instances, unless an override does not call super",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate.replacingOccurrences(
          of: "UINavigationController(rootViewController: HomeViewController())",
          with: "Tabs()"),
        "Base.h":
          "@interface BaseViewController : UIViewController\n@end\n@interface SilentViewController : BaseViewController\n@end",
        "Base.m": """
        @implementation BaseViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self addChildViewController:[BannerViewController new]];
        }
        @end
        @implementation SilentViewController
        - (void)viewDidLoad {
            if (self.isViewLoaded) { [super viewDidLoad]; }
        }
        @end
        """,
        "Screens.swift": """
        class BannerViewController: UIViewController {}
        class FeedViewController: BaseViewController {}
        class Tabs: UITabBarController {
          override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = [FeedViewController(), SilentViewController()]
          }
        }
        """,
      ],
      contains: [
        "Feed: FeedViewController @ \"Screens.swift:6:24\" {\n        Banner: BannerViewController @ \"Base.m:4:34\"",
        "Silent: SilentViewController @ \"Screens.swift:6:46\"\n",
      ]),
    HierarchyCase(
      name: "an Objective-C split view controller's columns",
      sources: [
        "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate.replacingOccurrences(
          of: "HomeViewController()", with: "RootSplitViewController()"),
        "RootSplit.h": "@interface RootSplitViewController : UISplitViewController\n@end",
        "RootSplit.m": """
        @implementation RootSplitViewController
        - (instancetype)init {
            self = [super initWithStyle:UISplitViewControllerStyleDoubleColumn];
            [self setViewController:[SidebarViewController new] forColumn:UISplitViewControllerColumnPrimary];
            [self setViewController:nil forColumn:UISplitViewControllerColumnSupplementary];
            return self;
        }
        @end
        """,
        "Screens.swift": "class SidebarViewController: UIViewController {}",
      ],
      contains: [
        "RootSplit: RootSplitViewController @ \"SceneDelegate.swift:7:76\" {\n        Sidebar: SidebarViewController @ \"RootSplit.m:4:29\""
      ]),
    HierarchyCase(
      name: "an Objective-C scene delegate's local window, with a Swift class by its @objc name",
      sources: sceneDelegates.filter {
        $0.key != "Info.plist" && $0.key != "ExternalSceneDelegate.m"
      },
      contains: [
        "scene Scene @ \"SceneDelegate.m:3:24\" {\n  window Main @ \"SceneDelegate.m:3:24\" {\n    Tabs: TabsController @ \"SceneDelegate.m:4:33\"\n  }\n}"
      ]),
  ]

  @Test("#if blocks: every branch is read, and the summary says so at the first one")
  func conditionalCompilation() throws {
    let source = """
      #import <UIKit/UIKit.h>
      @implementation HomeViewController
        #  ifdef DEBUG
      - (BOOL)prefersStatusBarHidden { return YES; }
      #else
      - (BOOL)prefersStatusBarHidden { return NO; }
      #endif
      @end
      """
    let facts = ObjectiveCFileReader.read(Array(source.utf8), path: "Home.m")
    #expect(facts.firstConditional == SourceOrigin(path: "Home.m", line: 3, column: 3))
    // Both branches' methods are read.
    #expect(facts.implementations.first?.members.count == 2)
    #expect(
      ObjectiveCFileReader.read(Array("#import <A.h>\n".utf8), path: "A.m").firstConditional == nil)
    let result = AppScanner.scan(swiftSources: [
      "Home.m": source, "Home.h": "@interface HomeViewController : UIViewController\n@end",
    ])
    #expect(
      result.summary.notes.contains {
        $0.what.hasPrefix(
          "1 Objective-C file has #if blocks (this one first): every branch is read")
          && $0.origin == SourceOrigin(path: "Home.m", line: 3, column: 3)
      }, "\(result.summary.notes)")
  }

  @Test("a window another kind of scene's delegate makes is not the application scene's")
  func otherSceneDelegate() throws {
    let folder = try TwoTargetApp.write(Self.sceneDelegates)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = AppScanner.scan(
      root: folder,
      options: ScanOptions(discovery: .standard, scannedPath: ".", workers: 2, target: nil))
    let outline = try ScannedHierarchy.outline(of: result.rulesText)
    #expect(
      outline == [
        "scene Scene @ SceneDelegate.m:3", "  window Main @ SceneDelegate.m:3",
        "    Tabs: TabsController @ SceneDelegate.m:4",
      ], "\(result.rulesText)")
    #expect(
      result.facts.undetermined.contains {
        $0.what.contains("made by ExternalSceneDelegate, not by SceneDelegate")
      })
  }

  @Test("Objective-C classes join the Swift module", arguments: hierarchyCases)
  func hierarchy(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}

/// Cocoa's naming of class factory methods, which Swift imports as initializers.
@Suite struct ObjectiveCFactoryNameTests {
  @Test(
    "a selector begins with trailing words of the class's name, then a new word or nothing",
    arguments: [
      ("alertControllerWithTitle", "UIAlertController", true),
      ("colorWithRed", "UIColor", true),
      ("imageNamed", "UIImage", true),
      ("fullscreenMovieTVViewController", "VLCFullscreenMovieTVViewController", true),
      ("controller", "SPSettingsController", true),
      ("viewControllerForSettings", "OTRSettingsViewController", true),
      ("alertControllers", "UIAlertController", false),
      ("sharedInstance", "VLCPlaybackService", false),
      ("newAlertController", "UIAlertController", false),
      ("uIAlert", "UIAlertController", false),
    ])
  func factoryName(_ baseName: String, _ className: String, _ isFactory: Bool) {
    #expect(ObjectiveCMessage.isFactoryName(baseName, of: className) == isFactory)
  }

  @Test("NS_SWIFT_NAME after a method's declaration, in an interface or a protocol")
  func swiftNames() {
    let header = """
      @protocol Theme <NSObject>
      @optional
      - (__kindof UIViewController *)keysForBuddy:(Buddy *)buddy account:(Account *)account NS_SWIFT_NAME(keys(buddy:account:));
      - (UIViewController *)plain;
      @end
      @interface Builder : NSObject
      + (instancetype)builder NS_SWIFT_NAME(make());
      - (void)broken:(NSString *)text NS_SWIFT_NAME(;
      @end
      """
    let facts = ObjectiveCFileReader.read(Array(header.utf8), path: "Theme.h")
    #expect(
      facts.hierarchy.objectiveCSwiftNames == [
        "keysForBuddy(_:account:)": "keys(buddy:account:)", "builder()": "make()",
      ])
  }

  @Test("a run of capitals is one word, its last capital starting the next word")
  func words() {
    #expect(
      ObjectiveCMessage.camelCaseWords("VLCFullscreenMovieTVViewController") == [
        "VLC", "Fullscreen", "Movie", "TV", "View", "Controller",
      ])
    #expect(ObjectiveCMessage.camelCaseWords("UIViewController") == ["UI", "View", "Controller"])
  }
}
