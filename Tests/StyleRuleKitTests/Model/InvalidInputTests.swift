import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// One invalid file and exactly the diagnostics it must produce.
struct InvalidInput: CustomTestStringConvertible, Sendable {
  let name: String
  let marked: String
  let expected: [ExpectedDiagnostic]

  init(_ name: String, _ marked: String, _ expected: [ExpectedDiagnostic]) {
    self.name = name
    self.marked = marked
    self.expected = expected
  }

  var testDescription: String { name }
}

/// Every kind of problem the language reports, each at its exact place with its message.
@Suite("Invalid input")
struct InvalidInputTests {
  static let syntax: [InvalidInput] = [
    .init(
      "several syntax errors are reported in one run",
      """
      plist UIViewControllerBasedStatusBarAppearance 1️⃣YES
      window {
        NC2️⃣ UINavigationController {
          SVC: UIViewController
        }
        Other: UIViewController 3️⃣%
      }
      class A: 4️⃣{ }
      """,
      [
        .init(
          "syntax.expected-equals", at: 1,
          "expected '=' after 'UIViewControllerBasedStatusBarAppearance', found 'YES'"),
        .init(
          "syntax.expected-colon", at: 2,
          "expected ':' between the controller's name 'NC' and its class"),
        .init("syntax.unexpected-character", at: 3, "unexpected character '%'"),
        .init("syntax.expected-superclass", at: 4, "expected a superclass after ':'"),
      ]),
    .init(
      "an unclosed block points after the last token and at its brace",
      "window 1️⃣{ A: UIViewController2️⃣\n",
      [
        .init(
          "syntax.unclosed-block", at: 2,
          "expected '}' to close the body of window before the end of the file", notesAt: [1])
      ]),
    .init(
      "a control character in a quoted name",
      "window { `A1️⃣\u{1B}[31m`: UIViewController }\n",
      [
        .init(
          "syntax.control-in-name", at: 1,
          "a quoted name cannot hold the control character U+001B; such characters would reach "
            + "terminals and reports as they are")
      ]),
    .init(
      "a bidirectional-text control in a quoted name",
      "window { `A1️⃣\u{202E}B`: UIViewController }\n",
      [
        .init(
          "syntax.control-in-name", at: 1,
          "a quoted name cannot hold the bidirectional-text control U+202E; such characters "
            + "would reach terminals and reports as they are")
      ]),
    .init(
      "a stray closing brace",
      "window { A: UIViewController }\n1️⃣}\n",
      [.init("syntax.unbalanced-brace", at: 1, "unexpected '}' with no open block")]),
    .init(
      "two statements on one line need a semicolon",
      "window { A: UIViewController 1️⃣B: UIViewController }\n",
      [.init("syntax.expected-line-break", at: 1, "expected a line break or ';' before 'B'")]),
    .init(
      "a keyword inside a body",
      "window {\n  A: UIViewController {\n    1️⃣window { }\n  }\n}\n",
      [
        .init(
          "syntax.misplaced-keyword", at: 1,
          "'window' belongs at the top level of the file, not inside braces; write `window` in "
            + "backticks to use it as a name")
      ]),
    .init(
      "a keyword can be a name in backticks",
      "window { `window`: UIViewController }\n", []),
    .init(
      "an unterminated backtick name",
      "window { 1️⃣`A: UIViewController }\n",
      [
        .init(
          "syntax.unterminated-name", at: 1, "expected '`' to close the quoted name on this line")
      ]),
    .init(
      "an unterminated string, reported once, the rest of its line taken as the string",
      "plist UIStatusBarStyle = 1️⃣\"UIStatusBarStyleLightContent\nwindow { A: UIViewController }\n",
      [
        .init(
          "syntax.unterminated-string", at: 1, "expected '\"' to close the string on this line")
      ]),
    .init(
      "a string takes two escapes, and only those",
      #"plist UIStatusBarStyle = "UIStatusBar1️⃣\tStyle"\#nwindow { A: UIViewController }\#n"#,
      [
        .init(
          "syntax.invalid-escape", at: 1,
          #"unknown escape '\t' in a string; a string takes '\"' for a quote and '\\' for a "#
            + "backslash, and nothing else needs escaping")
      ]),
    .init(
      "a string where a Swift value is expected",
      "window { A: UIViewController { modalPresentationStyle = 1️⃣\"fullScreen\" } }\n",
      [
        .init(
          "syntax.expected-value", at: 1,
          "quoted strings are Info.plist values; here write 'fullScreen' without quotes")
      ]),
    .init(
      "a control character in a string",
      "plist UIStatusBarStyle = \"A1️⃣\u{1B}\"\nwindow { A: UIViewController }\n",
      [
        .init(
          "syntax.control-in-name", at: 1,
          "a string cannot hold the control character U+001B; such characters would reach "
            + "terminals and reports as they are")
      ]),
    .init(
      "after a syntax error, the model is checked too: both problems in one run",
      """
      plist UIViewControllerBasedStatusBarAppearance 1️⃣YES
      window { Root: 2️⃣UIViewControler }
      """,
      [
        .init(
          "syntax.expected-equals", at: 1,
          "expected '=' after 'UIViewControllerBasedStatusBarAppearance', found 'YES'"),
        .init(
          "model.unknown-class", at: 2,
          "unknown class 'UIViewControler' for 'Root'; did you mean 'UIViewController'?"),
      ]),
    .init(
      "a line with a syntax error has no model error too",
      "window { A: UIViewController { modalPresentationStyle = overCurre 1️⃣ntContext } }\n",
      [
        .init(
          "syntax.expected-line-break", at: 1, "expected a line break or ';' before 'ntContext'")
      ]),
    .init(
      "a value cut short by a bad character does not take the next line with it",
      "plist UIStatusBarHidden = 1️⃣%\nwindow { Root: 2️⃣UIViewControler }\n",
      [
        .init("syntax.unexpected-character", at: 1, "unexpected character '%'"),
        .init(
          "model.unknown-class", at: 2,
          "unknown class 'UIViewControler' for 'Root'; did you mean 'UIViewController'?"),
      ]),
    .init(
      "names declared on a line that failed to parse are not reported where they are used",
      """
      class Sample 1️⃣UIViewController { preferredStatusBarStyle = lightContent }
      window {
        Tabs2️⃣ UITabBarController {
          Home: Sample
        }
      }
      Tabs presents Popup: UIViewController
      Home presents Other: UIViewController
      scenario {
        Tabs selects Home
        dismiss Popup
      }
      """,
      [
        .init(
          "syntax.expected-superclass", at: 1,
          "expected ':' and a superclass after 'class Sample', as in "
            + "'class Sample: UIViewController'"),
        .init(
          "syntax.expected-colon", at: 2,
          "expected ':' between the controller's name 'Tabs' and its class"),
      ]),
    .init(
      "a container with a line that failed to parse is not checked against its children",
      """
      class Forwarding: UITabBarController { childForStatusBarStyle = B }
      window {
        T: Forwarding {
          selectedIndex = 1
          A: UIViewController
          B1️⃣ UIViewController
        }
      }
      """,
      [
        .init(
          "syntax.expected-colon", at: 1,
          "expected ':' between the controller's name 'B' and its class")
      ]),
    .init(
      "a scenario with an event that failed to parse is not played",
      """
      window { NC: UINavigationController { Root: UIViewController } }
      scenario {
        NC pushes 1️⃣{ }
        NC pops
      }
      """,
      [
        .init(
          "syntax.expected-presented", at: 1, "expected the controller after 'pushes'")
      ]),
    .init(
      "presents needs a presenter at the top level",
      "window { A: UIViewController }\n1️⃣presents B: UIViewController\n",
      [
        .init(
          "syntax.missing-presenter", at: 1,
          "'presents' needs a presenter at the top level, as in 'TBC presents PVC: PopupViewController'"
        )
      ]),
  ]

  static let model: [InvalidInput] = [
    .init(
      "unknown class, property and value, each with a suggestion",
      """
      class Sample: 1️⃣UIViewControler {
        2️⃣preferedStatusBarStyle = lightContent
      }
      window { A: 3️⃣UINavigationControler { navigationBar.barStyle = 4️⃣blak } }
      """,
      [
        .init(
          "model.unknown-class", at: 1,
          "unknown superclass 'UIViewControler'; did you mean 'UIViewController'?"),
        .init(
          "model.unknown-property", at: 2,
          "unknown property 'preferedStatusBarStyle' for class 'Sample'; did you mean 'preferredStatusBarStyle'?"
        ),
        .init(
          "model.unknown-class", at: 3,
          "unknown class 'UINavigationControler' for 'A'; did you mean 'UINavigationController'?"),
        .init(
          "model.invalid-value", at: 4,
          "'blak' is not a bar style for 'navigationBar.barStyle'; did you mean 'black'?"),
      ]),
    .init(
      "an unknown value with a suggestion",
      "class S: UIViewController { preferredStatusBarStyle = 1️⃣lightcontent }\nwindow { A: S }\n",
      [
        .init(
          "model.invalid-value", at: 1,
          "'lightcontent' is not a status bar style for 'preferredStatusBarStyle'; did you mean 'lightContent'?"
        )
      ]),
    .init(
      "a plist spelling where Swift's is expected, and the other way round",
      """
      plist UIStatusBarStyle = 1️⃣lightContent
      class S: UIViewController { preferredStatusBarStyle = 2️⃣UIStatusBarStyleLightContent }
      window { A: S }
      """,
      [
        .init(
          "model.invalid-value", at: 1,
          "'lightContent' is not a UIStatusBarStyle plist value; in Info.plist write 'UIStatusBarStyleLightContent'"
        ),
        .init(
          "model.invalid-value", at: 2,
          "'UIStatusBarStyleLightContent' is not a status bar style for 'preferredStatusBarStyle'; "
            + "in Swift code the value is 'lightContent'"),
      ]),
    .init(
      "duplicate names, with a note at the first",
      """
      class 1️⃣S: UIViewController
      class 2️⃣S: UIViewController
      window { 3️⃣A: S
      }
      window { 4️⃣A: UIViewController }
      """,
      [
        .init("model.duplicate-class", at: 2, "class 'S' is declared more than once", notesAt: [1]),
        .init(
          "model.duplicate-controller", at: 4,
          "controller 'A' is declared more than once; a view controller can be in only one place, "
            + "so give the second one another name", notesAt: [3]),
      ]),
    .init(
      "a reference to an undeclared controller",
      "window { Root: UIViewController }\n1️⃣Rot presents P: UIViewController\n",
      [.init("model.unknown-controller", at: 1, "no controller named 'Rot'; did you mean 'Root'?")]),
    .init(
      "a controller placed twice",
      """
      P: UIViewController
      window { Root: UIViewController { 1️⃣P } }
      Root presents 2️⃣P
      """,
      [
        .init(
          "model.placed-twice", at: 2,
          "'P' is placed twice; a view controller has one parent, window or presenter",
          notesAt: [1])
      ]),
    .init(
      "a containment cycle",
      "P: UIViewController { Q: UIViewController { 1️⃣P } }\nwindow { R: UIViewController }\n",
      [
        .init(
          "model.containment-cycle", at: 1,
          "containment cycle: 'P' → 'Q' → 'P' (each contains or presents the next, so none of "
            + "them is in a window)")
      ]),
    .init(
      "a presentation cycle",
      "window { R: UIViewController }\nA presents B: UIViewController\nB presents 1️⃣A: UIViewController\n",
      [
        .init(
          "model.presentation-cycle", at: 1,
          "presentation cycle: 'A' → 'B' → 'A' (each contains or presents the next, so none of "
            + "them is in a window)")
      ]),
    .init(
      "childForStatusBarStyle naming a controller no one declares",
      """
      class Forwarding: UIViewController { 1️⃣childForStatusBarStyle = Othr }
      window { C: Forwarding { Child: UIViewController
        Other2: UIViewController { Other: UIViewController } } }
      """,
      [
        .init(
          "model.unknown-controller", at: 1,
          "childForStatusBarStyle returns 'Othr', but no controller has that name; did you mean "
            + "'Other'?")
      ]),
    .init(
      "a selected tab that is not a tab",
      "window { T: UITabBarController { selectedViewController = 1️⃣Other\n  A: UIViewController }\n}\n2️⃣Other: UIViewController\n",
      [
        .init(
          "model.selection-not-a-tab", at: 1, "selectedViewController 'Other' is not a tab of 'T'"),
        .init("model.unplaced-controller", at: 2),
      ]),
    .init(
      "a selected index out of range",
      "window { T: UITabBarController { selectedIndex = 1️⃣2\n  A: UIViewController } }\n",
      [.init("model.selection-not-a-tab", at: 1, "selectedIndex 2 is out of range: 'T' has 1 tab")]),
    .init(
      "an override set on an instance",
      "window { A: UIViewController { 1️⃣preferredStatusBarStyle = lightContent } }\n",
      [
        .init(
          "model.override-on-instance", at: 1,
          "'preferredStatusBarStyle' is overridden in a subclass, not set on an instance; declare "
            + "'class MyViewController: UIViewController { preferredStatusBarStyle = lightContent }' "
            + "and make 'A' an instance of it")
      ]),
    .init(
      "an override set on an instance of a declared class points at that class",
      "class S: UIViewController { preferredStatusBarStyle = lightContent }\n"
        + "window { A: S { 1️⃣preferredStatusBarStyle = darkContent } }\n",
      [
        .init(
          "model.override-on-instance", at: 1,
          "'preferredStatusBarStyle' is overridden in a subclass, not set on an instance; write "
            + "'preferredStatusBarStyle = darkContent' in class S, or, for this instance only, in "
            + "a subclass of S that 'A' is an instance of")
      ]),
    .init(
      "an index too large for an integer",
      "window { T: UITabBarController { selectedIndex = 1️⃣99999999999999999999\n"
        + "  A: UIViewController } }\n",
      [
        .init(
          "model.invalid-value", at: 1,
          "'99999999999999999999' is not an integer for 'selectedIndex'; expected a whole number "
            + "from 0, such as a tab's position")
      ]),
    .init(
      "a navigation property on a plain controller",
      "window { A: UIViewController { 1️⃣isNavigationBarHidden = true } }\n",
      [
        .init(
          "model.property-not-available", at: 1,
          "'isNavigationBarHidden' is a UINavigationController property, but 'A' is a UIViewController"
        )
      ]),
    .init(
      "a selector the class does not have",
      "class C: UIViewController { childForStatusBarStyle = 1️⃣topViewController }\nwindow { A: C }\n",
      [
        .init(
          "model.selector-not-available", at: 1,
          "'topViewController' is a UINavigationController property; class 'C' is a UIViewController"
        )
      ]),
    .init(
      "environment and plist problems",
      """
      environment ios 1️⃣19, 2️⃣os 12, device 3️⃣iphone
      plist 4️⃣UIStatusBarHiden = NO
      window { A: UIViewController }
      """,
      [
        .init(
          "model.nonexistent-version", at: 1,
          "iOS 19 does not exist: after iOS 18 Apple numbered its systems by year, and the next "
            + "release was iOS 26 (R35); use 18 or 26"),
        .init(
          "model.unknown-environment-key", at: 2,
          "unknown environment setting 'os'; did you mean 'ios'?"),
        .init("model.invalid-value", at: 3),
        .init(
          "model.unknown-plist-key", at: 4,
          "unknown Info.plist key 'UIStatusBarHiden'; did you mean 'UIStatusBarHidden'?"),
      ]),
    .init(
      "Info.plist values and keys as real plists have them: notes, and errors for typos",
      """
      plist UIViewControllerBasedStatusBarAppearance = 1️⃣"NO"
      plist UIStatusBarStyle = "UIStatusBarStyleLightContent"
      plist UIStatusBarHidden = 2️⃣1
      plist 3️⃣UIStatusBarTintParameters = "anything"
      plist 4️⃣UIStatusBarStyle~ipad = UIStatusBarStyleDarkContent
      plist 5️⃣UISupportedInterfaceOrientations = "UIInterfaceOrientationPortrait"
      plist 6️⃣CFBundleName = "Player"
      plist 7️⃣UIRequiresFullScren = YES
      plist 8️⃣UIStatusBarAnimation = YES
      plist UIStatusBarHidden~ipad = 9️⃣"maybe"
      window { A: UIViewController }
      """,
      [
        .init(
          "model.plist-value-type", at: 1,
          "UIViewControllerBasedStatusBarAppearance is a Boolean in Info.plist, and this is the "
            + "string \"NO\"; stylerule reads it as NO, as NSString's boolValue does, but make it a "
            + "Boolean (<false/>) to be sure"),
        .init(
          "model.plist-value-type", at: 2,
          "UIStatusBarHidden is a Boolean in Info.plist, and this is the number 1; stylerule reads "
            + "it as YES, but make it a Boolean (<true/>) to be sure"),
        .init(
          "model.plist-key-no-effect", at: 3,
          "'UIStatusBarTintParameters' has no effect on the status bar: it tinted the status bar "
            + "before iOS 7; from iOS 7, the versions stylerule models, UIKit ignores it"),
        .init(
          "model.plist-key-not-modelled", at: 4,
          "'UIStatusBarStyle~ipad' applies only on iPad, where it takes the place of "
            + "'UIStatusBarStyle'; stylerule does not read device-specific keys, so it reads "
            + "'UIStatusBarStyle' on every device"),
        .init(
          "model.plist-key-not-modelled", at: 5,
          "stylerule does not read 'UISupportedInterfaceOrientations': it lists the orientations "
            + "the app supports; stylerule resolves in one orientation, from 'environment "
            + "orientation'"),
        .init(
          "model.plist-key-not-modelled", at: 6,
          "stylerule does not know Info.plist key 'CFBundleName' and ignores it; the keys that "
            + "decide the status bar are UIViewControllerBasedStatusBarAppearance, "
            + "UIStatusBarStyle, UIStatusBarHidden, UIUserInterfaceStyle, "
            + "UIDesignRequiresCompatibility, UIApplicationSceneManifest"),
        .init(
          "model.unknown-plist-key", at: 7,
          "unknown Info.plist key 'UIRequiresFullScren'; did you mean 'UIRequiresFullScreen'?"),
        .init(
          "model.unknown-plist-key", at: 8,
          "unknown Info.plist key 'UIStatusBarAnimation'; the keys stylerule reads are "
            + "UIViewControllerBasedStatusBarAppearance, UIStatusBarStyle, UIStatusBarHidden, "
            + "UIUserInterfaceStyle, UIDesignRequiresCompatibility, UIApplicationSceneManifest"),
        .init(
          "model.invalid-value", at: 9,
          "'maybe' is not a boolean for 'UIStatusBarHidden'; expected YES or NO (a Boolean), or "
            + "\"YES\", \"NO\", 1 or 0 as in some plists"),
        .init("model.plist-key-not-modelled", at: nil),
      ]),
    .init(
      "an environment no device has: no iPhone with Face ID before iOS 11",
      "environment 1️⃣ios 8, 2️⃣device iphone-face-id\nwindow { A: UIViewController }\n",
      [
        .init(
          "model.impossible-environment", at: 2,
          "impossible environment: no iPhone with Face ID runs iOS 8 (the first, iPhone X, came "
            + "with iOS 11); use 'ios 11' or later, or 'device iphone-home-button'",
          notesAt: [1])
      ]),
    .init(
      "iPads and iPhones with a Home button run every modelled version",
      "environment ios 7, device ipad\nwindow { A: UIViewController }\n", []),
    .init(
      "a window with two roots",
      "window { 1️⃣A: UIViewController\n  2️⃣B: UIViewController }\n",
      [
        .init(
          "model.window-has-root", at: 2,
          "window #1 already has the root view controller 'A'; a window has one rootViewController",
          notesAt: [1])
      ]),
    .init(
      "a second presentation from the same presenter",
      """
      window { Root: UIViewController }
      1️⃣Root presents A: UIViewController
      2️⃣Root presents B: UIViewController
      """,
      [
        .init(
          "model.already-presenting", at: 2,
          "'Root' already presents 'A', so UIKit refuses to present 'B' from it; to chain them "
            + "write 'A presents B'", notesAt: [1])
      ]),
    .init(
      "an inheritance cycle",
      "class A: 1️⃣B\nclass B: A\nwindow { R: A }\n",
      [.init("model.inheritance-cycle", at: 1, "class inheritance cycle: 'A' → 'B' → 'A'")]),
    .init(
      "an extension of a declared class",
      "class Mine: UIViewController\nextension 1️⃣Mine { preferredStatusBarStyle = lightContent }\nwindow { R: Mine }\n",
      [.init("model.extension-of-declared-class", at: 1)]),
    .init(
      "the same property set twice",
      "window { N: UINavigationController {\n  1️⃣isNavigationBarHidden = true\n  2️⃣isNavigationBarHidden = false } }\n",
      [
        .init(
          "model.duplicate-setting", at: 2, "'isNavigationBarHidden' is set more than once",
          notesAt: [1])
      ]),
    .init(
      "scenario events that cannot happen in the state they meet",
      """
      window { NC: UINavigationController { Root: UIViewController } }
      scenario {
        NC pushes Detail: UIViewController
        1️⃣dismiss Detail
      }
      """,
      [.init("model.invalid-event", at: 1, "'Detail' is not presented at this point")]),
    .init(
      "dismissing a controller dismisses what it presents",
      """
      window { Root: UIViewController }
      scenario {
        Root presents B: UIViewController { modalPresentationStyle = fullScreen }
        B presents C: UIViewController { modalPresentationStyle = fullScreen }
        dismiss B
        1️⃣dismiss C
      }
      """,
      [.init("model.invalid-event", at: 1, "'C' is not presented at this point")]),
    .init(
      "a presentation style cannot change while presented",
      """
      window { Root: UIViewController }
      scenario {
        Root presents P: UIViewController { modalPresentationStyle = fullScreen }
        1️⃣P.modalPresentationStyle = overFullScreen
      }
      """,
      [
        .init(
          "model.invalid-event", at: 1,
          "'P' is presented: UIKit fixed its modalPresentationStyle when it was presented, so "
            + "change it before presenting")
      ]),
    .init(
      "pushing a navigation controller",
      """
      window { NC: UINavigationController { Root: UIViewController } }
      scenario {
        1️⃣NC pushes Inner: UINavigationController
      }
      """,
      [
        .init(
          "model.invalid-event", at: 1,
          "'Inner' is a navigation controller; UIKit does not support pushing one onto another")
      ]),
    .init(
      "a push that would make a cycle",
      """
      window { Root: UIViewController }
      2️⃣Outer: UIViewController { Nested: UINavigationController }
      scenario {
        1️⃣Nested pushes Outer
      }
      """,
      [
        .init(
          "model.invalid-event", at: 1, "'Nested' is inside 'Outer'; pushing it would make a cycle"),
        .init("model.unplaced-controller", at: 2),
      ]),
    .init(
      "popping a controller a childFor override names",
      """
      class Named: UINavigationController { childForStatusBarStyle = Detail }
      window { NC: Named { Root: UIViewController; Detail: UIViewController } }
      scenario {
        1️⃣NC pops
      }
      """,
      [
        .init(
          "model.invalid-event", at: 1,
          "the childForStatusBarStyle of 'NC' returns 'Detail'; popping it would leave that "
            + "override returning a controller that is not a child")
      ]),
    .init(
      "popping the root view controller",
      "window { NC: UINavigationController { Root: UIViewController } }\nscenario {\n  1️⃣NC pops\n}\n",
      [
        .init(
          "model.invalid-event", at: 1,
          "'NC' holds only its root view controller; popViewController does nothing")
      ]),
    .init(
      "changing a value no override returns",
      "window { Root: UIViewController }\nscenario {\n  1️⃣Root.preferredStatusBarStyle = lightContent\n}\n",
      [
        .init(
          "model.invalid-event", at: 1,
          "'Root' does not override preferredStatusBarStyle, so there is no value to change; "
            + "override it in its class first")
      ]),
    .init(
      "unknown names, properties and methods in a scenario",
      """
      window { NC: UINavigationController { Root: UIViewController } }
      scenario {
        1️⃣Nc pops
        NC.2️⃣setNeedsStatusBarAppearenceUpdate()
        NC.3️⃣selectedIndex = 1
        4️⃣Other pushes X: UIViewController
      }
      """,
      [
        .init("model.unknown-controller", at: 1, "no controller named 'Nc'; did you mean 'NC'?"),
        .init(
          "model.unknown-method", at: 2,
          "unknown method 'setNeedsStatusBarAppearenceUpdate'; did you mean 'setNeedsStatusBarAppearanceUpdate'?"
        ),
        .init(
          "model.unknown-property", at: 3,
          "a scenario cannot change 'selectedIndex'; select a tab with 'NC selects TAB'"),
        .init("model.unknown-controller", at: 4, "no controller named 'Other'"),
      ]),
    .init(
      "a second scenario",
      "window { R: UIViewController }\n1️⃣scenario { }\n2️⃣scenario { }\n",
      [
        .init(
          "syntax.duplicate-scenario", at: 2,
          "a file has one scenario; add these events to the first one", notesAt: [1])
      ]),
    .init(
      "an empty file",
      "1️⃣",
      [
        .init(
          "model.empty-file", at: 1,
          "the file declares nothing; a rules file describes at least a window with a root view "
            + "controller, such as 'window { Root: UIViewController }'")
      ]),
  ]

  @Test("each problem is reported at its place", arguments: syntax + model)
  func reports(_ input: InvalidInput) {
    let marked = MarkedText(input.marked)
    let diagnostics = RulesFixtures.diagnostics(marked.text)
    let problems = ExpectedDiagnostic.mismatches(
      diagnostics, input.expected, markers: marked.markers)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test(
    "a name starts with a letter or '_', not a combining mark or a digit",
    arguments: ["\u{301}A", "\u{0663}A"])
  func nameStart(_ name: String) {
    // Written without markers: a marker's keycap would absorb the combining mark.
    let diagnostics = RulesFixtures.diagnostics("window { \(name): UIViewController }\n")
    let first = diagnostics.first
    #expect(first?.id == .syntax(.unexpectedCharacter))
    #expect(first?.range?.start == "window { ".utf8.count)
  }

  @Test("files with errors throw; files with only warnings load")
  func errorsThrowWarningsDoNot() throws {
    #expect(throws: DiagnosticsError.self) {
      try RulesFixtures.parse("window { A: Nope }")
    }
    let loaded = try RulesFixtures.parse("window { A: UIViewController }\nB: UIViewController\n")
    #expect(loaded.warnings.map(\.id) == [.model(.unplacedController)])
  }

  @Test("a flood of errors is capped and summarised")
  func errorsAreCapped() {
    let text = (0..<500).map { "window { A\($0): Nope\($0) }" }.joined(separator: "\n")
    let diagnostics = RulesFixtures.diagnostics(text)
    #expect(diagnostics.count == RulesFile.maximumReportedDiagnostics + 1)
    #expect(diagnostics.last?.id == .input(.tooManyDiagnostics))
    #expect(diagnostics.last?.message == "450 more problems not shown")
  }

  @Test("the parser stops after too many syntax errors")
  func syntaxErrorsAreCapped() {
    let text = String(repeating: "@\n", count: 10_000)
    let diagnostics = RulesFixtures.diagnostics(text)
    #expect(diagnostics.count <= RulesFile.maximumReportedDiagnostics + 1)
    #expect(diagnostics.contains { $0.id == .syntax(.tooManyErrors) })
  }
}
