import StyleRuleKit

/// One input for every diagnostic ID, in the catalogue's order: the examples of
/// `Docs/diagnostics.md`, and the test that every ID is produced.
enum DiagnosticExamples {
  /// Every example.
  static let all: [DiagnosticExample] = input + syntax + model + others

  static let input: [DiagnosticExample] = [
    .rules(
      .input(.binary), content: .bytes(Array("window {\u{0} }\n".utf8)),
      described: "A file holding a NUL byte: `window {`, NUL, ` }`."),
    .rules(
      .input(.fileTooLarge), content: .zeros(64 * 1024 * 1024 + 1),
      described: "A file of 64 MiB and one byte."),
    .rules(
      .input(.invalidUTF8),
      content: .bytes(Array("window { Caf".utf8) + [0xE9] + Array(": UIViewController }\n".utf8)),
      described: "A file in Latin-1: `window { Café: UIViewController }` with `é` as the byte 0xE9."
    ),
    .rules(
      .input(.nestingTooDeep),
      content: .text("window {\n" + String(repeating: "A: UIViewController {\n", count: 250_001)),
      described: "A window holding 250,001 controllers, each inside the one before."),
    .rules(
      .input(.tooManyDiagnostics),
      content: .text((1...60).map { "window { Home\($0): UIViewControler }\n" }.joined()),
      described: "A file of 60 windows, `window { Home1: UIViewControler }` and so on."),
  ]

  static let syntax: [DiagnosticExample] = [
    .rules(.syntax(.badOrigin), "window { Home: UIViewController @ \"\" }\n"),
    .rules(
      .syntax(.choiceInScenario),
      "window { Nav: UINavigationController }\nscenario {\n  Nav pushes choice Next {\n"
        + "    A: UIViewController\n    B: UIViewController\n  }\n}\n"),
    .rules(.syntax(.controlInName), "window { `Home\u{7}`: UIViewController }\n"),
    .rules(
      .syntax(.duplicateScanned),
      "scanned \"App\"\nscanned \"Other\"\nwindow { Home: UIViewController }\n"),
    .rules(
      .syntax(.duplicateScenario),
      "window { Home: UIViewController }\nscenario { }\nscenario { }\n"),
    .rules(
      .syntax(.expectedApplicationMember),
      "window { Home: UIViewController }\nUIApplication.current.statusBarStyle = lightContent\n"),
    .rules(
      .syntax(.expectedArgument),
      "window { Home: UIViewController }\n"
        + "UIApplication.shared.setStatusBarStyle(.lightContent, true)\n"),
    .rules(.syntax(.expectedBody), "window { Home: UIViewController }\nscenario\n"),
    .rules(.syntax(.expectedBodyItem), "scene Main {\n  Home: UIViewController\n}\n"),
    .rules(
      .syntax(.expectedClassName), "class : UIViewController\nwindow { Home: UIViewController }\n"),
    .rules(.syntax(.expectedColon), "window { Home UIViewController }\n"),
    .rules(
      .syntax(.expectedDynamicClose),
      "class Player: UIViewController {\n  preferredStatusBarStyle = dynamic(default, lightContent\n}\n"
        + "window { Home: Player }\n"),
    .rules(
      .syntax(.expectedDynamicValue),
      "class Player: UIViewController {\n  preferredStatusBarStyle = dynamic()\n}\n"
        + "window { Home: Player }\n"),
    .rules(
      .syntax(.expectedEnvironmentSetting), "environment 17\nwindow { Home: UIViewController }\n"),
    .rules(
      .syntax(.expectedEquals),
      "plist UIViewControllerBasedStatusBarAppearance NO\nwindow { Home: UIViewController }\n"),
    .rules(.syntax(.expectedEvent), "window { Home: UIViewController }\nscenario {\n  42\n}\n"),
    .rules(
      .syntax(.expectedFallback),
      "class Nav: UINavigationController {\n  preferredStatusBarStyle = topViewController.preferredStatusBarStyle ??\n}\n"
        + "window { NC: Nav { Home: UIViewController } }\n"),
    .rules(
      .syntax(.expectedGenericClose),
      "window { Home: UIHostingController<ContentView }\n"),
    .rules(
      .syntax(.expectedInitialValue),
      "class Player: UIViewController {\n  prefersStatusBarHidden = dynamic(false, true) initially\n}\n"
        + "window { Home: Player }\n"),
    .rules(
      .syntax(.expectedLabelledValue),
      "window { Home: UIViewController { additionalSafeAreaInsets = top 20, 10 } }\n"),
    .rules(
      .syntax(.expectedLineBreak), "window { Home: UIViewController Other: UIViewController }\n"),
    .rules(
      .syntax(.expectedListClose),
      "window { Home: UIViewController { edgesForExtendedLayout = [top\n} }\n"),
    .rules(
      .syntax(.expectedListItem),
      "window { Home: UIViewController { edgesForExtendedLayout = [top, ] } }\n"),
    .rules(
      .syntax(.expectedMember),
      "class Base: UIViewController {\n  observed preferredStatusBarStyle = lightContent\n}\n"
        + "window { Home: Base }\n"),
    .rules(.syntax(.expectedName), "window { Home: UIViewController }\nscenario {\n  Home.\n}\n"),
    .rules(.syntax(.expectedOrigin), "window { Home: UIViewController @ }\n"),
    .rules(.syntax(.expectedPlistKey), "plist = YES\nwindow { Home: UIViewController }\n"),
    .rules(
      .syntax(.expectedPresented),
      "window { NC: UINavigationController { Home: UIViewController } }\nscenario {\n  NC pushes\n}\n"
    ),
    .rules(.syntax(.expectedStatement), "window { Home: UIViewController }\n42\n"),
    .rules(.syntax(.expectedSuperclass), "class Player\nwindow { Home: Player }\n"),
    .rules(
      .syntax(.expectedToken),
      "window { Home: UIViewController }\n"
        + "UIApplication.shared.setStatusBarStyle(.lightContent, animated: true\n"),
    .rules(
      .syntax(.expectedValue),
      "window { Home: UIViewController { modalPresentationStyle = \"fullScreen\" } }\n"),
    .rules(
      .syntax(.invalidEscape),
      "plist UIStatusBarStyle = \"UIStatusBar\\tStyle\"\nwindow { Home: UIViewController }\n"),
    .rules(
      .syntax(.misplacedKeyword),
      "window {\n  Home: UIViewController {\n    window { }\n  }\n}\n"),
    .rules(
      .syntax(.missingPresenter),
      "window { Home: UIViewController }\npresents Popup: UIViewController\n"),
    .rules(.syntax(.propertyOutsideBody), "preferredStatusBarStyle = lightContent\n"),
    .rules(
      .syntax(.tooManyErrors),
      content: .text(
        "window { Home: UIViewController }\n" + String(repeating: "%\n", count: 60)),
      described: "A file of a window and 60 lines of `%`."),
    .rules(.syntax(.unbalancedBrace), "window { Home: UIViewController }\n}\n"),
    .rules(.syntax(.unclosedBlock), "window { Home: UIViewController\n"),
    .rules(.syntax(.unexpectedCharacter), "window { Home: UIViewController % }\n"),
    .rules(.syntax(.unterminatedName), "window { `Home: UIViewController }\n"),
    .rules(
      .syntax(.unterminatedString),
      "plist UIStatusBarStyle = \"UIStatusBarStyleLightContent\nwindow { Home: UIViewController }\n"
    ),
  ]

  static let model: [DiagnosticExample] = [
    .rules(
      .model(.alreadyPresenting),
      "window { Home: UIViewController }\nHome presents A: UIViewController\n"
        + "Home presents B: UIViewController\n"),
    .rules(
      .model(.choiceInitiallyNotAnAlternative),
      "window {\n  choice Root initially Main {\n    Tabs: UITabBarController\n"
        + "    Onboarding: UIViewController\n  }\n}\n"),
    .rules(
      .model(.choiceNameClash),
      "Root: UIViewController\nwindow {\n  choice Root {\n    Tabs: UITabBarController\n"
        + "    Onboarding: UIViewController\n  }\n}\nTabs presents Root\n"),
    .rules(
      .model(.choiceTooFewAlternatives),
      "window {\n  choice Root {\n    Tabs: UITabBarController\n  }\n}\n"),
    .rules(
      .model(.containmentCycle),
      "P: UIViewController { Q: UIViewController { P } }\nwindow { Home: UIViewController }\n"),
    .rules(
      .model(.duplicateClass),
      "class Player: UIViewController\nclass Player: UIViewController\nwindow { Home: Player }\n"),
    .rules(
      .model(.duplicateController),
      "window { Home: UIViewController }\nwindow { Home: UIViewController }\n"),
    .rules(
      .model(.duplicateDynamicValue),
      "class Player: UIViewController {\n  preferredStatusBarStyle = dynamic(default, default)\n}\n"
        + "window { Home: Player }\n"),
    .rules(
      .model(.duplicateScene),
      "scene Main { window { Home: UIViewController } }\n"
        + "scene Main { window { Other: UIViewController } }\n"),
    .rules(
      .model(.duplicateSetting),
      "plist UIStatusBarHidden = YES\nplist UIStatusBarHidden = NO\n"
        + "window { Home: UIViewController }\n"),
    .rules(
      .model(.duplicateWindow),
      "window Main { Home: UIViewController }\nwindow Main { Other: UIViewController }\n"),
    .rules(
      .model(.dynamicNotSupported),
      "window { Home: UIViewController { observed prefersStatusBarHidden = dynamic } }\n"),
    .rules(.model(.emptyFile), ""),
    .rules(
      .model(.extensionOfDeclaredClass),
      "class Player: UIViewController\n"
        + "extension Player { preferredStatusBarStyle = lightContent }\nwindow { Home: Player }\n"),
    .rules(
      .model(.fallbackWithoutForwarding),
      "class Player: UIViewController { preferredStatusBarStyle = lightContent ?? default }\n"
        + "window { Home: Player }\n"),
    .rules(
      .model(.forwardedMemberMismatch),
      "class Nav: UINavigationController {\n"
        + "  preferredStatusBarStyle = topViewController.prefersStatusBarHidden\n}\n"
        + "window { NC: Nav { Home: UIViewController } }\n"),
    .rules(
      .model(.forwardingNotSupported),
      "class Player: UIViewController {\n"
        + "  definesPresentationContext = Home.definesPresentationContext\n}\n"
        + "window { Home: Player }\n"),
    .rules(
      .model(.impossibleEnvironment),
      "environment ios 9, sdk 10\nwindow { Home: UIViewController }\n"),
    .rules(
      .model(.inheritanceCycle), "class A: B\nclass B: A\nwindow { Home: A }\n"),
    .rules(
      .model(.initiallyNotListed),
      "class Player: UIViewController {\n"
        + "  prefersStatusBarHidden = dynamic(false) initially true\n}\nwindow { Home: Player }\n"),
    .rules(
      .model(.instanceOnlyProperty),
      "class Tabs: UITabBarController { selectedIndex = 1 }\n"
        + "window { T: Tabs {\n  A: UIViewController\n  B: UIViewController\n} }\n"),
    .rules(
      .model(.invalidApplicationStatement),
      "window { Home: UIViewController }\nUIApplication.shared.statusBarStyle(lightContent)\n"),
    .rules(
      .model(.invalidArguments),
      "window { Home: UIViewController }\n"
        + "scenario {\n  Home.setNeedsStatusBarAppearanceUpdate(true)\n}\n"),
    .rules(
      .model(.invalidEvent),
      "window { Home: UIViewController }\nscenario {\n  Home.view = UIScrollView\n}\n"),
    .rules(
      .model(.invalidValue),
      "window { Home: UIViewController { modalPresentationStyle = fullscreen } }\n"),
    .rules(.model(.noWindow), "class Player: UIViewController\n"),
    .rules(
      .model(.nonexistentVersion), "environment ios 21\nwindow { Home: UIViewController }\n"),
    .rules(
      .model(.notObservable),
      "window { Home: UIViewController { observed modalPresentationStyle = fullScreen } }\n"),
    .rules(
      .model(.overrideOnInstance),
      "window { Home: UIViewController { preferredStatusBarStyle = lightContent } }\n"),
    .rules(
      .model(.placedTwice),
      "P: UIViewController\nwindow { Home: UIViewController { P } }\nHome presents P\n"),
    .rules(
      .model(.plistKeyNoEffect),
      "plist UIStatusBarTintParameters = YES\nwindow { Home: UIViewController }\n"),
    .rules(
      .model(.plistKeyNotModelled),
      "plist UIStatusBarStyle~ipad = UIStatusBarStyleLightContent\n"
        + "window { Home: UIViewController }\n"),
    .rules(
      .model(.plistValueType),
      "plist UIViewControllerBasedStatusBarAppearance = \"NO\"\n"
        + "window { Home: UIViewController }\n"),
    .rules(
      .model(.presentationCycle),
      "window { Home: UIViewController }\nA presents B: UIViewController\n"
        + "B presents A: UIViewController\n"),
    .rules(
      .model(.propertyNotAvailable),
      "window { Home: UIViewController { navigationBar.prefersLargeTitles = true } }\n"),
    .rules(
      .model(.redeclaredUIKitClass),
      "class UINavigationController: UIViewController\nwindow { Home: UIViewController }\n"),
    .rules(
      .model(.sceneWithoutWindow),
      "scene Main { window { Home: UIViewController } }\nscene Settings { }\n"),
    .rules(
      .model(.selectionNotATab),
      "window { T: UITabBarController {\n  selectedIndex = 2\n  A: UIViewController\n} }\n"),
    .rules(
      .model(.selectorNotAvailable),
      "class Player: UIViewController { childForStatusBarStyle = topViewController }\n"
        + "window { Home: Player }\n"),
    .rules(
      .model(.swiftUINotModelled),
      "window { Home: UIHostingController<ContentView> {\n"
        + "  rootView.toolbarColorScheme = dark\n} }\n"),
    .rules(
      .model(.unknownApplicationMember),
      "window { Home: UIViewController }\nUIApplication.shared.statusBarColor = lightContent\n"),
    .rules(.model(.unknownClass), "window { Home: UIViewControler }\n"),
    .rules(
      .model(.unknownController),
      "window { Home: UIViewController }\nscenario {\n  Hme.setNeedsStatusBarAppearanceUpdate()\n}\n"
    ),
    .rules(
      .model(.unknownEnvironmentKey), "environment os 17\nwindow { Home: UIViewController }\n"),
    .rules(
      .model(.unknownMethod),
      "window { Home: UIViewController }\nscenario {\n  Home.setNeedsUpdate()\n}\n"),
    .rules(
      .model(.unknownPlistKey),
      "plist UIStatusBarStyles = UIStatusBarStyleLightContent\nwindow { Home: UIViewController }\n"),
    .rules(
      .model(.unknownProperty),
      "window { Home: UIViewController { observed prefersStatusBarHiden = true } }\n"),
    .rules(
      .model(.unknownWindow),
      "window Main { Home: UIViewController }\nscenario {\n  release Mian\n}\n"),
    .rules(
      .model(.unmodelledDevice),
      "environment ios 27.1, device iphone-duo\nwindow { Home: UIViewController }\n"),
    .rules(
      .model(.unplacedController),
      "window { Home: UIViewController }\nSpare: UIViewController\n"),
    .rules(.model(.unsupportedVersion), "environment ios 28\nwindow { Home: UIViewController }\n"),
    .rules(
      .model(.valueNotListed),
      "class Player: UIViewController { preferredStatusBarStyle = dynamic(default, lightContent) }\n"
        + "window { Home: Player }\nscenario {\n  Home.preferredStatusBarStyle = darkContent\n}\n"),
    .rules(
      .model(.windowHasRoot), "window {\n  Home: UIViewController\n  Other: UIViewController\n}\n"),
    .rules(
      .model(.windowOutsideScene),
      "scene Main { window { Home: UIViewController } }\nwindow { Other: UIViewController }\n"),
  ]

  static let others: [DiagnosticExample] = [
    .rules(
      .lint(.suppression),
      "# stylerule:disable dead-overide\nwindow { Home: UIViewController }\n", command: "lint"),
    .rules(
      .layout(.contentTopNotKnown),
      "environment ios 27, device iphone-17-pro\n"
        + "window { NC: UINavigationController { Home: UITableViewController } }\n",
      command: "explain", "Home", "--top", "100"),
    .rules(
      .layout(.controllerNotOnScreen),
      "window { NC: UINavigationController { Home: UIViewController } }\n"
        + "Spare: UIViewController\n",
      command: "layout", "--controller", "Spare"),
    DiagnosticExample(
      id: .layout(.noDeviceModel),
      trigger: .library(
        code: """
          let environment = ResolutionEnvironment(
            ios: OSVersion(8), device: .iphoneFaceID, appearance: .light, orientation: .portrait)
          do throws(LayoutEnvironmentError) {
            _ = try LayoutEnvironment(environment)
          } catch {
            let diagnostic = LayoutEngine.environmentProblem(error)
          }
          """,
        run: {
          let environment = ResolutionEnvironment(
            ios: OSVersion(8), device: .iphoneFaceID, appearance: .light, orientation: .portrait)
          var diagnostics: [Diagnostic] = []
          do throws(LayoutEnvironmentError) {
            _ = try LayoutEnvironment(environment)
          } catch {
            diagnostics.append(LayoutEngine.environmentProblem(error))
          }
          return (SourceFile(path: "example.rules", text: ""), diagnostics)
        }),
      described: nil),
    .rules(
      .layout(.unknownController), DiagnosticExample.minimalRules, command: "layout",
      "--controller", "Hme"),
    DiagnosticExample(
      id: .explain(.invalidTop),
      trigger: .library(
        code: """
          let loaded = try RulesFile.parse(
            SourceFile(path: "example.rules", text: "window { Home: UIViewController }\\n"))
          _ = try ContentTopExplainer(model: loaded.model).explain("Home", top: .infinity)
          """,
        run: {
          let source = SourceFile(
            path: "example.rules", text: "window { Home: UIViewController }\n")
          do throws(DiagnosticsError) {
            let loaded = try RulesFile.parse(source)
            _ = try ContentTopExplainer(model: loaded.model).explain("Home", top: .infinity)
            return (source, [])
          } catch {
            return (source, error.diagnostics)
          }
        }),
      described: nil),
    .rules(.explain(.unknownController), DiagnosticExample.minimalRules, command: "explain", "Hme"),
    .configuration(
      .config(.encoding), .bytes(Array("lint:\n  strict: tru".utf8) + [0xE9] + [0x0A]),
      described: "A configuration in Latin-1, with the byte 0xE9 after `strict: tru`."),
    .configuration(.config(.invalidValue), .text("lint:\n  strict: maybe\n")),
    .configuration(.config(.syntax), .text("lint: [dead-override\n")),
    .configuration(
      .config(.tooLarge), .zeros(1024 * 1024 + 1),
      described: "A configuration file of 1 MB and one byte."),
    .configuration(.config(.unknownKey), .text("lint:\n  stict: true\n")),
    .rules(
      .config(.unreadable), DiagnosticExample.minimalRules, command: "resolve", "--config",
      "missing.yml"),
    .rules(
      .cli(.invalidTop),
      "window { NC: UINavigationController { Home: UIViewController } }\n",
      command: "explain", "Home", "--top", "high"),
    .rules(
      .cli(.unknownScene), DiagnosticExample.minimalRules, command: "resolve", "--scene", "Settings"
    ),
    .rules(.cli(.unknownStep), DiagnosticExample.minimalRules, command: "resolve", "--at", "5"),
  ]
}
