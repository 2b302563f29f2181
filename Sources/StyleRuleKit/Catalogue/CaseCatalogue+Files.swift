// Generated from Rules/ by CaseCatalogueGenerator: do not edit. After changing a file
// under Rules/, run `swift run CaseCatalogueGenerator` from the package's root.

extension CaseCatalogue {
  /// The files under `Rules/`: each path under `Rules/` and its text.
  static let files: [(path: String, text: String)] = [
    (
      "cases/case-1.rules",
      #"""
      # Case 1: SVC alone, as the window's root view controller.
      #
      # The article (seed 003, case 1): "SVC only: SVC's preferredStatusBarStyle is
      # called."

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        SVC: SampleViewController
      }

      """#
    ),
    (
      "cases/case-2-1.rules",
      #"""
      # Case 2-1: SVC on NC; the subclass forwards to its visible child.
      #
      # The article (seed 003, case 2): "A screen reached with
      # navigationController.pushViewController: the navigation controller's
      # preferredStatusBarStyle is called." Case 2-1, "let SVC decide": "When the
      # navigation controller's style is asked for, you can make it refer to the
      # preferredStatusBarStyle of the controller in front, its child, instead: for some
      # navigation controllers only, subclass UINavigationController and override
      # childForStatusBarStyle to return visibleViewController."

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      class SampleNavigationViewController: UINavigationController {
        childForStatusBarStyle = visibleViewController
      }

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        NC: SampleNavigationViewController {
          Root: UIViewController
          SVC: SampleViewController    # pushed: the top of the stack
        }
      }

      """#
    ),
    (
      "cases/case-2-2.rules",
      #"""
      # Case 2-2: SVC on NC, with the navigation controller choosing the style itself.
      #
      # The article (seed 003, case 2-2, "specify it in the navigation controller"): "By
      # default the navigation controller's preferredStatusBarStyle is called: for some
      # navigation controllers only, subclass UINavigationController and override
      # preferredStatusBarStyle to return .lightContent." (The article also shows the same
      # override in an extension, for every navigation controller.)

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      class SampleNavigationViewController: UINavigationController {
        preferredStatusBarStyle = lightContent
      }

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = default
      }

      window {
        NC: SampleNavigationViewController {
          SVC: SampleViewController
        }
      }

      """#
    ),
    (
      "cases/case-3.rules",
      #"""
      # Case 3: SVC on TBC.
      #
      # The article (seed 003, case 3): "SVC on TBC: SVC's preferredStatusBarStyle is
      # called. A simple case that works with the same setup as case 1."

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        TBC: UITabBarController {
          SVC: SampleViewController
          Other: UIViewController
        }
      }

      """#
    ),
    (
      "cases/case-4-1.rules",
      #"""
      # Case 4-1: SVC on TBC on NC (a tab bar controller in a navigation stack).
      #
      # The article (seed 003, case 4-1): "The controller at the back is the navigation
      # controller, so by important rule 2 its preferredStatusBarStyle is called by
      # default. The same setup as case 2-2 works."

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        NC: UINavigationController {
          TBC: UITabBarController {
            SVC: SampleViewController
          }
        }
      }

      """#
    ),
    (
      "cases/case-4-2.rules",
      #"""
      # Case 4-2: SVC on TBC on NC; navigation controllers forward to the visible child.
      #
      # The article (seed 003, case 4-2): "With the extension UINavigationController
      # returning visibleViewController from childForStatusBarStyle... the navigation
      # controller's front is TBC, so it is not TBC's preferredStatusBarStyle that is
      # called: by the important rule, SVC in front of TBC is the target. SVC's
      # preferredStatusBarStyle is called."

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      extension UINavigationController {
        childForStatusBarStyle = visibleViewController
      }

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        NC: UINavigationController {
          TBC: UITabBarController {
            SVC: SampleViewController
          }
        }
      }

      """#
    ),
    (
      "cases/case-5-1.rules",
      #"""
      # Case 5-1: SVC on NC on TBC (a navigation controller as a tab).
      #
      # The article (seed 003, case 5): "This time TBC is at the back. Exactly the same
      # as case 2: TBC is at the back, so the navigation controller in front of it is
      # the target, and from there it is the same situation as case 2."
      # By default, as in case 2, the navigation controller's preferredStatusBarStyle is
      # called.

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        TBC: UITabBarController {
          NC: UINavigationController {
            SVC: SampleViewController
          }
        }
      }

      """#
    ),
    (
      "cases/case-5-2.rules",
      #"""
      # Case 5-2: SVC on NC on TBC; navigation controllers forward to the visible child.
      #
      # The article (seed 003, case 5): "This time TBC is at the back. Exactly the same
      # as case 2: TBC is at the back, so the navigation controller in front of it is
      # the target, and from there it is the same situation as case 2."
      # With the extension, as in case 2-1, SVC's preferredStatusBarStyle is called.

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      extension UINavigationController {
        childForStatusBarStyle = visibleViewController
      }

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        TBC: UITabBarController {
          NC: UINavigationController {
            SVC: SampleViewController
          }
        }
      }

      """#
    ),
    (
      "cases/case-6-1.rules",
      #"""
      # Case 6-1: PVC on SVC on TBC on NC, with default navigation controllers.
      #
      # The tab bar controller presents a popup over case 4's hierarchy.
      #
      # The article (seed 003, case 6): "From case 4's state, PopupViewController is shown
      # with tabBarController?.present." Case 6-1: "As in case 4-1, by default the
      # navigation controller is the target: the navigation controller's
      # preferredStatusBarStyle is called."

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      # The article's PopupViewController sets its presentation and transition styles in
      # its initializer. Here it also prefers default (dark content on iOS 12), so that
      # whether it decides is visible in the result.
      class PopupViewController: UIViewController {
        preferredStatusBarStyle = default
        modalPresentationStyle = overCurrentContext
        modalTransitionStyle = crossDissolve
      }

      window {
        NC: UINavigationController {
          TBC: UITabBarController {
            SVC: SampleViewController
          }
        }
      }

      # tabBarController?.present(PopupViewController(delegate: self), animated: true)
      TBC presents PVC: PopupViewController

      """#
    ),
    (
      "cases/case-6-2-capture.rules",
      #"""
      # Case 6-2 with capture: PVC sets modalPresentationCapturesStatusBarAppearance.
      #
      # Not in the article, which concludes that PVC can never change the status bar
      # in case 6-2 and works around it. Apple documents the flag for exactly this:
      # "By setting this property to true, you specify the presented view controller
      # controls status bar appearance, even though presented non-fullscreen" (A12).
      # The walk reaches TBC (the navigation controller forwards to it), and TBC's
      # presented PVC now takes control: PVC's preferredStatusBarStyle is called.

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      extension UINavigationController {
        childForStatusBarStyle = visibleViewController
      }

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      # The article's PopupViewController sets its presentation and transition styles in
      # its initializer. Here it also prefers default (dark content on iOS 12), so that
      # whether it decides is visible in the result.
      class PopupViewController: UIViewController {
        preferredStatusBarStyle = default
        modalPresentationStyle = overCurrentContext
        modalTransitionStyle = crossDissolve
        modalPresentationCapturesStatusBarAppearance = true
      }

      window {
        NC: UINavigationController {
          TBC: UITabBarController {
            SVC: SampleViewController
          }
        }
      }

      # tabBarController?.present(PopupViewController(delegate: self), animated: true)
      TBC presents PVC: PopupViewController

      """#
    ),
    (
      "cases/case-6-2.rules",
      #"""
      # Case 6-2: PVC on SVC on TBC on NC, forwarding to the visible child.
      #
      # Every navigation controller forwards to its visible child.
      #
      # The article (seed 003, case 6-2): "Specifying childForStatusBarStyle in the
      # navigation controller as in case 4-2 gives the same result as 4-2: SVC's
      # preferredStatusBarStyle is called. In other words, PVC's preferredStatusBarStyle
      # is never called!"

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      extension UINavigationController {
        childForStatusBarStyle = visibleViewController
      }

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      # The article's PopupViewController sets its presentation and transition styles in
      # its initializer. Here it also prefers default (dark content on iOS 12), so that
      # whether it decides is visible in the result.
      class PopupViewController: UIViewController {
        preferredStatusBarStyle = default
        modalPresentationStyle = overCurrentContext
        modalTransitionStyle = crossDissolve
      }

      window {
        NC: UINavigationController {
          TBC: UITabBarController {
            SVC: SampleViewController
          }
        }
      }

      # tabBarController?.present(PopupViewController(delegate: self), animated: true)
      TBC presents PVC: PopupViewController

      """#
    ),
    (
      "cases/case-7-1.rules",
      #"""
      # Case 7-1: PVC on SVC on NC on TBC, with default navigation controllers.
      #
      # The tab bar controller presents a popup over case 5's hierarchy.
      #
      # The article (seed 003, case 7): "From case 5's state, PopupViewController is shown
      # with tabBarController?.present. As in case 5, exactly the same as case 2": by
      # default the navigation controller's preferredStatusBarStyle is called. "So PVC's
      # preferredStatusBarStyle is never called!"

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      # The article's PopupViewController sets its presentation and transition styles in
      # its initializer. Here it also prefers default (dark content on iOS 12), so that
      # whether it decides is visible in the result.
      class PopupViewController: UIViewController {
        preferredStatusBarStyle = default
        modalPresentationStyle = overCurrentContext
        modalTransitionStyle = crossDissolve
      }

      window {
        TBC: UITabBarController {
          NC: UINavigationController {
            SVC: SampleViewController
          }
        }
      }

      # tabBarController?.present(PopupViewController(delegate: self), animated: true)
      TBC presents PVC: PopupViewController

      """#
    ),
    (
      "cases/case-7-2-capture.rules",
      #"""
      # Case 7-2 with capture: PVC sets modalPresentationCapturesStatusBarAppearance.
      #
      # Not in the article. TBC is the window's root and the presenter, so the walk
      # consults what it presents first; with the capture flag PVC takes control (A12):
      # PVC's preferredStatusBarStyle is called, with or without the extension.

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      extension UINavigationController {
        childForStatusBarStyle = visibleViewController
      }

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      # The article's PopupViewController sets its presentation and transition styles in
      # its initializer. Here it also prefers default (dark content on iOS 12), so that
      # whether it decides is visible in the result.
      class PopupViewController: UIViewController {
        preferredStatusBarStyle = default
        modalPresentationStyle = overCurrentContext
        modalTransitionStyle = crossDissolve
        modalPresentationCapturesStatusBarAppearance = true
      }

      window {
        TBC: UITabBarController {
          NC: UINavigationController {
            SVC: SampleViewController
          }
        }
      }

      # tabBarController?.present(PopupViewController(delegate: self), animated: true)
      TBC presents PVC: PopupViewController

      """#
    ),
    (
      "cases/case-7-2.rules",
      #"""
      # Case 7-2: PVC on SVC on NC on TBC, forwarding to the visible child.
      #
      # Every navigation controller forwards to its visible child.
      #
      # The article (seed 003, case 7): "As in case 5, exactly the same as case 2", so
      # with the extension, as in case 2-1, SVC's preferredStatusBarStyle is called, and
      # "PVC's preferredStatusBarStyle is never called!" The article's workarounds (a
      # delegate back to SVC, a singleton) assume exactly this: that SVC is asked while
      # the popup is up.

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      extension UINavigationController {
        childForStatusBarStyle = visibleViewController
      }

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      # The article's PopupViewController sets its presentation and transition styles in
      # its initializer. Here it also prefers default (dark content on iOS 12), so that
      # whether it decides is visible in the result.
      class PopupViewController: UIViewController {
        preferredStatusBarStyle = default
        modalPresentationStyle = overCurrentContext
        modalTransitionStyle = crossDissolve
      }

      window {
        TBC: UITabBarController {
          NC: UINavigationController {
            SVC: SampleViewController
          }
        }
      }

      # tabBarController?.present(PopupViewController(delegate: self), animated: true)
      TBC presents PVC: PopupViewController

      """#
    ),
    (
      "cases/pattern-appear-disappear.rules",
      #"""
      # The article's viewDidAppear / viewWillDisappear pattern, as a timeline.
      #
      # The article's per-screen pattern (seed 003, "viewWillAppear and viewDidAppear"): with
      # the singleton, one screen sets the style when it appears and resets it when it is
      # about to disappear.
      #
      # The article: "override func viewDidAppear: StatusBarSingleton.shared.statusBarStyle =
      # .lightContent; setNeedsStatusBarAppearanceUpdate(). override func viewWillDisappear:
      # StatusBarSingleton.shared.statusBarStyle = .default; setNeedsStatusBarAppearanceUpdate().
      # This makes it easy to change the status bar per screen rather than per event."

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      extension UINavigationController {
        preferredStatusBarStyle = default
      }

      class PhotoViewController: UIViewController

      window {
        NC: UINavigationController {
          Home: UIViewController
        }
      }

      scenario {
        NC pushes Photo: PhotoViewController
        # Photo.viewDidAppear
        UINavigationController.preferredStatusBarStyle = lightContent; Photo.setNeedsStatusBarAppearanceUpdate()
        # the back button: Photo.viewWillDisappear
        UINavigationController.preferredStatusBarStyle = default; Photo.setNeedsStatusBarAppearanceUpdate()
        NC pops
      }

      """#
    ),
    (
      "cases/pattern-delegate-without-update.rules",
      #"""
      # The delegate pattern with setNeedsStatusBarAppearanceUpdate() forgotten.
      #
      # The article (seed 003, "When preferredStatusBarStyle is called"): "broadly two
      # moments: when the view controller is shown, and when
      # setNeedsStatusBarAppearanceUpdate runs". Without the call, the changed value waits
      # for the next moment UIKit asks on its own: here the presentation and the dismissal
      # (R11). The timeline shows the stale states in between.

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      extension UINavigationController {
        childForStatusBarStyle = visibleViewController
      }

      class SampleViewController: UIViewController {
        preferredStatusBarStyle = default
      }

      class PopupViewController: UIViewController {
        modalPresentationStyle = overCurrentContext
      }

      window {
        NC: UINavigationController {
          TBC: UITabBarController {
            SVC: SampleViewController
          }
        }
      }

      scenario {
        SVC.preferredStatusBarStyle = lightContent
        TBC presents PVC: PopupViewController
        SVC.preferredStatusBarStyle = default
        dismiss PVC
      }

      """#
    ),
    (
      "cases/pattern-delegate.rules",
      #"""
      # The article's delegate pattern: a popup changes SVC's style, as a timeline.
      #
      # The article's delegate pattern (seed 003, "Protocol circular reference"): with the
      # navigation controllers forwarding to their visible child (case 6-2), SVC's
      # preferredStatusBarStyle is asked, so the popup changes the status bar through SVC.
      #
      # The article: "SVC's status bar black, PVC's white ... the SVC makes the status bar
      # white while PVC is shown, and PVC makes it black again for SVC." SVC's button calls
      # setStatusBarStyle(style: .lightContent) (which calls setNeedsStatusBarAppearanceUpdate())
      # and then tabBarController?.present(PopupViewController(delegate: self)); the popup's
      # close button calls delegate?.setStatusBarStyle(style: .default) and dismisses itself.
      # Events on one line happen together, in one function.

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      extension UINavigationController {
        childForStatusBarStyle = visibleViewController
      }

      # private var statusBarStyle: UIStatusBarStyle = .default
      # override var preferredStatusBarStyle: UIStatusBarStyle { return statusBarStyle }
      class SampleViewController: UIViewController {
        preferredStatusBarStyle = default
      }

      class PopupViewController: UIViewController {
        modalPresentationStyle = overCurrentContext
        modalTransitionStyle = crossDissolve
      }

      window {
        NC: UINavigationController {
          TBC: UITabBarController {
            SVC: SampleViewController
          }
        }
      }

      scenario {
        # buttonTapped: setStatusBarStyle(style: .lightContent)
        SVC.preferredStatusBarStyle = lightContent; SVC.setNeedsStatusBarAppearanceUpdate()
        # tabBarController?.present(viewController, animated: true, completion: nil)
        TBC presents PVC: PopupViewController
        # closeButtonTapped: delegate?.setStatusBarStyle(style: .default)
        SVC.preferredStatusBarStyle = default; SVC.setNeedsStatusBarAppearanceUpdate()
        # dismiss(animated: true, completion: nil)
        dismiss PVC
      }

      """#
    ),
    (
      "cases/pattern-singleton.rules",
      #"""
      # The article's singleton pattern: one shared style, as a timeline.
      #
      # The article's singleton pattern (seed 003, "Singleton (or a static variable)"): every
      # navigation controller returns a shared value, and any screen changes it.
      #
      # The article: "If the navigation controller's preferredStatusBarStyle is always the one
      # called, specify extension UINavigationController { open override var
      # preferredStatusBarStyle: UIStatusBarStyle { return StatusBarSingleton.shared.statusBarStyle } },
      # then in the screen: StatusBarSingleton.shared.statusBarStyle = .default;
      # setNeedsStatusBarAppearanceUpdate(). The status bar can be changed from any screen."
      # From iOS 13.4 that extension override is reported not to be called (R17): try
      # 'stylerule timeline' with --ios 17.

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 12, device iphone-home-button, appearance light

      # return StatusBarSingleton.shared.statusBarStyle, which starts as .default
      extension UINavigationController {
        preferredStatusBarStyle = default
      }

      window {
        NC: UINavigationController {
          SVC: UIViewController
        }
      }

      scenario {
        # StatusBarSingleton.shared.statusBarStyle = .lightContent
        UINavigationController.preferredStatusBarStyle = lightContent; SVC.setNeedsStatusBarAppearanceUpdate()
        # StatusBarSingleton.shared.statusBarStyle = .default
        UINavigationController.preferredStatusBarStyle = default; SVC.setNeedsStatusBarAppearanceUpdate()
      }

      """#
    ),
    (
      "examples/forwarding-by-value.rules",
      #"""
      # An extension of UINavigationController returns its top's values (R17).
      #
      # The app makes every navigation controller answer with the values of its top view
      # controller, as many apps write it: an extension of UINavigationController whose
      # preferredStatusBarStyle returns topViewController?.preferredStatusBarStyle ?? .default,
      # and the same for prefersStatusBarHidden. This is not childForStatusBarStyle: UIKit asks
      # the navigation controller, whose override asks the top. An extension override of
      # preferredStatusBarStyle on UINavigationController is reported not to be called from
      # iOS 13.4 (R17): there the navigation controller's own style applies and the player's
      # lightContent is never read, while prefersStatusBarHidden still reads the player's true.
      # Compare with 'stylerule resolve Rules/examples/forwarding-by-value.rules --ios 12,13.4'.

      environment ios 13.4, device iphone-face-id, appearance light

      class PlayerViewController: UIViewController {
        preferredStatusBarStyle = lightContent
        prefersStatusBarHidden = true
      }

      extension UINavigationController {
        preferredStatusBarStyle = topViewController?.preferredStatusBarStyle ?? default
        prefersStatusBarHidden = topViewController?.prefersStatusBarHidden ?? false
      }

      window {
        NC: UINavigationController {
          Library: UIViewController
          Player: PlayerViewController
        }
      }

      """#
    ),
    (
      "examples/hidden-navigation.rules",
      #"""
      # A pushed photo viewer hides the status bar on some devices only (R16).
      #
      # A photo viewer pushed on a navigation controller wants the status bar hidden, and gets
      # it on some devices only. On an iPhone with Face ID, a navigation controller whose bar is
      # visible answers prefersStatusBarHidden itself instead of asking its top view controller
      # (R16); on iPads and iPhones with a Home button it asks the top. Compare with
      # 'stylerule resolve Rules/examples/hidden-navigation.rules --device iphone-home-button'.

      environment ios 17, device iphone-face-id, appearance light

      class PhotoViewController: UIViewController {
        prefersStatusBarHidden = true
      }

      window {
        NC: UINavigationController {
          Library: UIViewController
          Photo: PhotoViewController
        }
      }

      scenario {
        # a tap on the photo: navigationController?.setNavigationBarHidden(true, animated: true)
        NC.isNavigationBarHidden = true
        # the phone turns to landscape: no room for a status bar on a Face ID iPhone (R9)
        orientation landscape
        orientation portrait
        # another tap shows the bar again, this time followed by the call UIKit needs (R11)
        NC.isNavigationBarHidden = false; NC.setNeedsStatusBarAppearanceUpdate()
        # the back button
        NC pops
      }

      """#
    ),
    (
      "examples/live-app-snapshot.rules",
      #"""
      # The running app's status bar, as StyleRuleSnapshot read it.
      #
      # Paste this into `stylerule resolve -`. Controllers are named after their classes;
      # each `observed` line is what that controller answered when the snapshot was taken.
      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 17.4, device iphone-face-id, appearance light, orientation portrait, width compact, height regular

      class MainTabBarController: UITabBarController
      class BaseViewController: UIViewController
      class HomeViewController: BaseViewController
      class SettingsViewController: BaseViewController
      class PlayerViewController: UIViewController

      # UIStatusBarManager reports default, visible
      window {
        # the key window
        windowLevel = normal
        isHidden = false
        fillsScene = true
        MainTabBar: MainTabBarController {
          selectedViewController = HomeNav
          observed preferredStatusBarStyle = default
          observed childForStatusBarStyle = HomeNav
          observed prefersStatusBarHidden = false
          observed childForStatusBarHidden = HomeNav
          HomeNav: UINavigationController {
            isNavigationBarHidden = false
            observed preferredStatusBarStyle = default
            observed childForStatusBarStyle = nil
            observed prefersStatusBarHidden = false
            observed childForStatusBarHidden = nil
            Home: HomeViewController {
              observed preferredStatusBarStyle = default
              observed childForStatusBarStyle = nil
              observed prefersStatusBarHidden = false
              observed childForStatusBarHidden = nil
            }
          }
          SettingsNav: UINavigationController {
            isNavigationBarHidden = false
            observed preferredStatusBarStyle = default
            observed childForStatusBarStyle = nil
            observed prefersStatusBarHidden = false
            observed childForStatusBarHidden = nil
            Settings: SettingsViewController {
              observed preferredStatusBarStyle = default
              observed childForStatusBarStyle = nil
              observed prefersStatusBarHidden = false
              observed childForStatusBarHidden = nil
            }
          }
        }
      }
      MainTabBar presents Player: PlayerViewController {
        modalPresentationStyle = overFullScreen
        modalPresentationCapturesStatusBarAppearance = false
        observed preferredStatusBarStyle = lightContent
        observed childForStatusBarStyle = nil
        observed prefersStatusBarHidden = true
        observed childForStatusBarHidden = nil
      }

      """#
    ),
    (
      "examples/login-or-main.rules",
      #"""
      # A root chosen at run time: the main tabs or onboarding (R10, R18).
      #
      # The scene delegate sets 'window.rootViewController = isLoggedIn ? MainTabBarController()
      # : OnboardingViewController()', and the file does not know which holds at launch. Under
      # the tabs, the tab bar controller forwards to its selected tab (R18), whose feed prefers
      # dark content; under onboarding, the root decides itself (R10) with light content.
      # 'stylerule resolve' answers for each alternative; 'stylerule timeline' plays the
      # scenario under each: under the tabs, onboarding's presentation does not happen; under
      # onboarding, the tab selection does not, and the full-screen sign-in takes over (R25).

      environment ios 17, device iphone-face-id, appearance light

      class MainTabBarController: UITabBarController {}
      class FeedViewController: UIViewController {
        preferredStatusBarStyle = darkContent
      }
      class OnboardingViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }
      class SignInViewController: UIViewController {
        preferredStatusBarStyle = darkContent
      }

      window Main {
        choice Root initially unknown {
          Tabs: MainTabBarController {
            Feed: FeedViewController
            Settings: UIViewController
          }
          Onboarding: OnboardingViewController
        }
      }

      scenario {
        Tabs selects Settings
        Onboarding presents SignIn: SignInViewController { modalPresentationStyle = fullScreen }
      }

      """#
    ),
    (
      "examples/media-player.rules",
      #"""
      # A media player that hides the status bar while its controls are hidden.
      #
      # It is presented full screen, so it decides; a tap shows the controls and the status
      # bar, light. The controls show at launch.
      environment ios 17, device iphone-face-id
      class PlayerViewController: UIViewController {
        preferredStatusBarStyle = lightContent
        prefersStatusBarHidden = dynamic(false, true) initially false
        modalPresentationStyle = fullScreen
      }
      window {
        Nav: UINavigationController { Library: UIViewController }
      }
      Library presents Player: PlayerViewController

      """#
    ),
    (
      "examples/modal-sheet.rules",
      #"""
      # A card sheet over a navigation controller: three rules at once.
      #
      # 'Settings' is presented as a sheet, which on an iPhone from
      # iOS 13 is a card that does not take over the status bar (R25). The player under it
      # is not asked either: its navigation controller keeps the decision (R14). And while
      # a card is up, UIKit is reported to show a light status bar whatever the controllers
      # prefer (R28, a single report). Try --ios 12, where the sheet adapts to full screen
      # and takes over.

      environment ios 17, device iphone-face-id, appearance dark

      class PlayerViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      class SettingsViewController: UIViewController {
        preferredStatusBarStyle = darkContent
      }

      window {
        Nav: UINavigationController {
          Player: PlayerViewController
        }
      }

      Player presents Settings: SettingsViewController {
        modalPresentationStyle = pageSheet
      }

      """#
    ),
    (
      "examples/swiftui-app.rules",
      #"""
      # A SwiftUI app: hosting controllers in a tab bar controller, and a sheet.
      #
      # The player's subclass of UIHostingController overrides preferredStatusBarStyle, but
      # from iOS 16 SwiftUI's private child answers instead (R21): the override is never asked,
      # and the view's preferredColorScheme(.dark) decides what default shows. Its
      # statusBarHidden(_:) follows the player's state. The scenario opens the settings from
      # SwiftUI with .sheet (a page sheet), which does not take control on an iPhone (R25, R28);
      # 'stylerule resolve --at 2' shows that state.
      environment ios 17, device iphone-face-id
      class PlayerHost: UIHostingController<PlayerView> {
        preferredStatusBarStyle = lightContent
        rootView.preferredColorScheme = dark
        rootView.statusBarHidden = dynamic(false, true) initially false
      }
      window {
        Tabs: UITabBarController {
          selectedIndex = 1
          Home: UIHostingController<HomeView>
          Player: PlayerHost
        }
      }
      scenario {
        Player presents Settings: UIHostingController<SettingsView> { modalPresentationStyle = pageSheet }
      }

      """#
    ),
    (
      "examples/themed-app.rules",
      #"""
      # A themed app: the style follows the theme the user picks at run time.
      #
      # Every themed screen returns the theme's style, and the navigation controller forwards
      # to its top, so the theme decides; the app starts with the light theme (dark text).
      environment ios 17, device iphone-face-id
      class ThemedViewController: UIViewController {
        preferredStatusBarStyle = dynamic(darkContent, lightContent) initially darkContent
      }
      class ThemedNavigationController: UINavigationController {
        childForStatusBarStyle = topViewController
      }
      window {
        Tabs: UITabBarController {
          Nav: ThemedNavigationController { Home: ThemedViewController }
          Settings: UIViewController
        }
      }

      """#
    ),
    (
      "examples/two-scene-ipad.rules",
      #"""
      # An iPad app with two scenes: each window scene has its own status bar.
      #
      # The library scene shows a navigation controller that keeps the decision (R14); the
      # player scene, opened side by side, shows a full-screen player in a dark window that
      # hides the status bar. 'stylerule resolve' answers for each scene in turn (R34);
      # '--scene Player' answers for one.
      environment ios 17, device ipad
      class PlayerViewController: UIViewController {
        preferredStatusBarStyle = lightContent
        prefersStatusBarHidden = true
      }
      scene Library {
        window {
          Nav: UINavigationController { Books: UIViewController }
        }
      }
      scene Player {
        window {
          overrideUserInterfaceStyle = dark
          Now: PlayerViewController
        }
      }

      """#
    ),
    (
      "ios26/default-adapts-to-content.rules",
      #"""
      # iOS 26, dark appearance: what .default shows depends on the content (R37).
      #
      # The root returns .default. From iOS 17 Apple documents .default as adapting to the
      # content under the status bar; the SDK header and the iOS 18.2 code resolve it from the
      # user interface style (D11). stylerule gives the traits' value, light content in dark
      # mode (R32), as the fallback, and says that over a light background the status bar may
      # show dark content instead.

      environment ios 26, device iphone-17-pro, appearance dark

      class PhotoViewController: UIViewController {
        preferredStatusBarStyle = default
      }

      window {
        Photo: PhotoViewController
      }

      """#
    ),
    (
      "ios26/design-mode-older-sdk.rules",
      #"""
      # iOS 26, an app linked with the iOS 18 SDK: compatibility mode (R36).
      #
      # An app built with an SDK older than iOS 26's keeps the earlier design on iOS 26 whatever
      # its Info.plist says: R36's first row. In compatibility mode the earlier rule answers
      # for a deciding navigation controller: its bar's black barStyle gives light content (R15,
      # carried over from iOS 18, so inferred here). Whether the bar's user interface style would
      # decide instead in this mode is not known (Q28); this file does not set it.

      environment ios 26, sdk 18, device iphone-face-id, appearance light

      window {
        Nav: UINavigationController {
          navigationBar.barStyle = black
          Home: UIViewController
        }
      }

      """#
    ),
    (
      "ios26/design-mode-sdk27.rules",
      #"""
      # iOS 27 SDK: UIDesignRequiresCompatibility is ignored (R36).
      #
      # The key asks for compatibility mode, but an app built with the iOS 27 SDK (on iOS 27,
      # the version's own, which the file leaves assumed) runs in the new design whatever it
      # says. iOS 27's bar appearance override forces the navigation
      # bar light, so the deciding navigation controller answers darkContent (R38, inferred:
      # untested).

      environment ios 27, device iphone-face-id, appearance dark
      plist UIDesignRequiresCompatibility = YES

      window {
        Nav: UINavigationController {
          navigationBar.standardAppearance.overrideUserInterfaceStyle = light
          Home: UIViewController
        }
      }

      """#
    ),
    (
      "ios26/ipad-hidden-status-bar-layout.rules",
      #"""
      # iPad (A16) on iPadOS 26, status bar hidden: the top inset stays 32 (L15, L16).
      #
      # L15 of the iOS 26 reference: an iPad without a Home button reports a top safe inset of 32
      # (24 before) and a bottom one of 25 (20 before) on iPadOS 26.5, in both orientations. L16:
      # on iOS 26 hiding the status bar no longer shrinks the top inset of a device without
      # a sensor housing; reported for 26.0 and 26.0.1, and whether later releases fixed it is
      # unknown (D18), so stylerule keeps 32 and names 0 as the other answer.

      environment ios 26, device ipad-a16

      class FullScreenViewController: UIViewController {
        prefersStatusBarHidden = true
      }

      window {
        Root: FullScreenViewController
      }

      """#
    ),
    (
      "ios26/iphone-16-pro-redesign.rules",
      #"""
      # iPhone 16 Pro on iOS 18 and 26: what the new design moved (L12 against T3).
      #
      # The iPhone 16 Pro runs both. On iOS 18 the navigation bar is 44 points tall and sits
      # below the status bar (T3); on iOS 26 in the new design (the iOS 26 SDK assumed, no
      # UIDesignRequiresCompatibility) it is 54 points tall at the top of the safe area, 62
      # (L12, L17), so the table's content starts at 62 + 54 = 116. The safe area's bottom, 34,
      # does not move. The status bar's height is T1's on iOS 18 and not known on iOS 26 (Q19).
      # Compare with `stylerule layout <this file> --ios 18,26`, or `--format svg` for the two
      # screens side by side.

      environment ios 26, device iphone-16-pro

      window {
        NC: UINavigationController {
          Home: UITableViewController
        }
      }

      """#
    ),
    (
      "ios26/iphone-17-pro-layout.rules",
      #"""
      # iPhone 17 Pro on iOS 26: safe area 62/34 (L17), new-design bar at 62 (L12).
      #
      # T7 and L17 of the iOS 26 reference: top 62 and bottom 34 in portrait (one report gives 61
      # for the 16 Pro, none for the 17 Pro: D14); 62 on each side and 20 at the bottom in
      # landscape (20, not the 21 of T2: D15). The status bar's height on iOS 26 is not known
      # (Q19): stylerule says so ("?"), with the iOS 18 height beside it. On iOS 27 nothing was
      # measured (Q25): the safe area and every position that depends on it are not known ("?"),
      # with the iOS 26 values beside them.
      #
      # The app runs in the new design (the iOS 26 SDK assumed, no UIDesignRequiresCompatibility):
      # the navigation bar is L12's, 54 points at the top of the safe area.

      environment ios 26, device iphone-17-pro

      window {
        NC: UINavigationController {
          Home: UITableViewController
        }
      }

      """#
    ),
    (
      "ios26/navigation-compatibility-mode.rules",
      #"""
      # iOS 26, compatibility mode: the navigation controller keeps R15.
      #
      # UIDesignRequiresCompatibility = YES with the iOS 26 SDK keeps the earlier design (R36).
      # There the navigation controller's style follows navigationBar.barStyle (R15, carried over
      # from iOS 18 as inferred), not the bar's user interface style: the bar style is default,
      # so the answer is default, dark content from the light appearance, which from iOS 17 is
      # documented to adapt to the content under the status bar (R37). Compare
      # navigation-new-design.rules.

      environment ios 26, device iphone-face-id, appearance light
      plist UIDesignRequiresCompatibility = YES

      class ProfileViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        Nav: UINavigationController {
          navigationBar.overrideUserInterfaceStyle = dark
          Profile: ProfileViewController
        }
      }

      """#
    ),
    (
      "ios26/navigation-new-design.rules",
      #"""
      # iOS 26, new design: a navigation controller follows its bar's style (R38).
      #
      # The bar is visible, so the navigation controller keeps the decision (R14) and the
      # pushed screen's lightContent is never asked. In the new design the navigation controller
      # answers from its navigation bar's user interface style (R38, read in the decompiled iOS
      # 26.1 UIKit): the bar is forced dark, so the status bar shows light content. The same
      # file in compatibility mode is navigation-compatibility-mode.rules.

      environment ios 26, device iphone-face-id, appearance light

      class ProfileViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        Nav: UINavigationController {
          navigationBar.overrideUserInterfaceStyle = dark
          Profile: ProfileViewController
        }
      }

      """#
    ),
    (
      "ios26/sdk27-without-scenes.rules",
      #"""
      # iOS 27 SDK without the scene life cycle: the app does not launch (R41).
      #
      # The Info.plist has no scene manifest, so the app delegate owns the window. Linked with
      # the iOS 27 SDK (on iOS 27, the version's own, which the file leaves assumed), an app
      # without the scene life cycle fails to launch; the same app linked with the iOS 26 SDK
      # (`--sdk 26`) still launches. lint reports the error; the status bar of the screen it
      # would show is resolved as usual (R8, R32: default, dark content in the light appearance).

      environment ios 27, device iphone-face-id, appearance light
      plist UIApplicationSceneManifest = NO

      window {
        Home: UIViewController
      }

      """#
    ),
    (
      "ios26/swiftui-status-bar-placement.rules",
      #"""
      # iOS 27, SwiftUI: the status bar placement gives light content, hidden (R40).
      #
      # The hosting controller is the window's root and decides. From iOS 27 SwiftUI gives the
      # status bar a toolbar placement; Apple's sample says a dark scheme means "use light status
      # bar on a dark background", so the hosting controller answers lightContent, and the
      # placement is documented "to hide the status bar" with toolbarVisibility(.hidden), so it
      # answers prefersStatusBarHidden true. How the placement reaches UIKit is not documented
      # (Q22). Before iOS 27 (--ios 26) both modifiers have no effect: SwiftUI's private child
      # answers default (R21) and the status bar shows.

      environment ios 27, device iphone-face-id, appearance light

      window {
        Player: UIHostingController<PlayerView> {
          rootView.statusBarColorScheme = dark
          rootView.statusBarVisibility = hidden
        }
      }

      """#
    ),
    (
      "layout/container-workaround.rules",
      #"""
      # The iOS 6 look on iOS 7: the app in a container 20 points down.
      #
      # Seed 001 (Jared Sinclair, rule 9): "In order to approximate this, you have to move all
      # the view controllers of your app into a container view that is offset by 20 points from
      # the top of the screen, leaving an intentionally black view behind the status bar to
      # simulate the old appearance."
      # Seed 000: "set its view frame to CGRect(x: 0, y: 20, width: window.bounds.width, height:
      # window.bounds.height - 20), and add the app's main view controller as a child."
      #
      # The container's view fills the window, its black band behind the status bar; its code
      # places its child's view 20 points down (childViewInsets), at (0, 20, 320, 548). The
      # navigation controller's view no longer touches the window's top, so its bar is the
      # 44-point one at y 20, without an extension (L3.3, seed 001 rule 4). The status bar
      # still overlaps the app (L1.2): it is drawn over the container's band. The container
      # decides the style (R20); light content shows on the black.

      environment ios 7, device iphone-5

      class ContainerViewController: UIViewController {
        preferredStatusBarStyle = lightContent
        childViewInsets = top 20
      }

      window {
        Container: ContainerViewController {
          NC: UINavigationController {
            Home: UIViewController
          }
        }
      }

      """#
    ),
    (
      "layout/custom-background-image.rules",
      #"""
      # A 44-point background image: drawn at (0, 20, 320, 44), and the bar is still 64.
      #
      # Seed 001 (Jared Sinclair, rule 5): "If you supply a custom navigation bar background
      # image that is only 44 points (88 pixels) tall, and the UINavigationController's view's
      # bounds matches the UIWindow's bounds (as discussed in #4), the UINavigationController
      # will draw your image in the frame (0,20,320,44), leaving 20 points of opaque black space
      # above your custom image. [...] The navigation bar is still 64 points tall. Embedding a
      # UINavigationController in a slide-to-reveal style view hierarchy makes this abundantly
      # clear." Rule 4: "This logic is performed by UINavigationController even if it is
      # several children down inside the view controller hierarchy of your application."
      #
      # stylerule does not model background images. The image's frame is the bar's frame,
      # navigationBar.frame (0, 20, 320, 44); the 20 points of black above it are the
      # background's extension behind the status bar, navigationBar.backgroundFrame
      # (0, 0, 320, 64) (L3.2). Here the navigation controller is the front of a
      # slide-to-reveal container (its menu, behind, is not drawn): one child down, its view
      # still touches the window's top, so the bar is still 64 (L3.3).

      environment ios 7, device iphone-5

      class RevealViewController: UIViewController

      window {
        Reveal: RevealViewController {
          Front: UINavigationController {
            Inbox: UIViewController
          }
        }
      }

      """#
    ),
    (
      "layout/drawer-hides-status-bar.rules",
      #"""
      # A drawer that hides the status bar: the navigation bar shrinks to 44 points.
      #
      # Seed 001 (Jared Sinclair, rule 5): "Embedding a UINavigationController in a
      # slide-to-reveal style view hierarchy makes this abundantly clear." Rule 4: the bar is 64
      # points when the navigation controller's view touches the window's top; seed 000: 64
      # points "including a 20-point status bar area".
      #
      # Drawer menus often hide the status bar while they are open. With no status bar there is
      # nothing for the bar to extend behind: it sits at y 0, 44 points tall, and content starts
      # at 44. The seeds do not state this case; the 44 is the layout reference's (L3.3, from a
      # library that works around it: "After it is hidden, the height is changed to 44 px").
      # The drawer is a custom container that does not forward childForStatusBarHidden, so its
      # own prefersStatusBarHidden decides (R20).

      environment ios 7, device iphone-5

      class DrawerViewController: UIViewController {
        prefersStatusBarHidden = true
      }

      window {
        Drawer: DrawerViewController {
          NC: UINavigationController {
            Inbox: UIViewController
          }
        }
      }

      """#
    ),
    (
      "layout/edges-none-child.rules",
      #"""
      # edgesForExtendedLayout = none on a navigation controller's child: below the bar.
      #
      # Seed 001 (Jared Sinclair, rule 7): "If all you are trying to do is prevent your custom
      # child view controller from underlapping the navigation bar when inside a
      # UINavigationController, then set edgesForExtendedLayout to UIRectEdgeNone (or at least
      # a mask that excludes UIRectEdgeTop)." Rule 6: "Similar layout logic applies to the
      # bottom of your view when using a toolbar or UITabBarController."
      # Seed 000: "However, this only affects content insets and does not change navigation bar
      # height".
      #
      # Home starts below the bar, at 64, and stops above the tab bar (L4.1, L4.3); the bar
      # still draws 64 points, (0, 0, 320, 64) behind the status bar.

      environment ios 7, device iphone-5

      window {
        Tabs: UITabBarController {
          NC: UINavigationController {
            Home: UIViewController {
              edgesForExtendedLayout = none
            }
          }
        }
      }

      """#
    ),
    (
      "layout/edges-none-on-navigation.rules",
      #"""
      # edgesForExtendedLayout = none on the navigation controller itself does nothing.
      #
      # Seed 001 (Jared Sinclair, rule 6): "Setting edgesForExtendedLayout on the
      # UINavigationController itself does nothing to alter whether or not the
      # UINavigationController has a 44 or 64 point high navigation bar area."
      # Seed 000: "setting it on UINavigationController itself is ineffective."
      #
      # The navigation controller is the window's root, which does not react to the property
      # (L4.5): its view fills the window, its bar still draws 64 points, and Home, whose own
      # edges are all, still extends under the translucent bar (L4.3).

      environment ios 7, device iphone-5

      window {
        NC: UINavigationController {
          edgesForExtendedLayout = none
          Home: UIViewController
        }
      }

      """#
    ),
    (
      "layout/ios6-application-frame.rules",
      #"""
      # iOS 6: the status bar sits beside the app, in a 20-point band of its own.
      #
      # Seed 000 ("Core Changes in iOS 7 Status Bar Layout"): "In iOS 6, the status bar
      # occupied a fixed 20-point area independent of the app's view, while iOS 7 allows it to
      # merge with navigation bars or view content."
      # Seed 001 (Jared Sinclair, "Wrestling with Status Bars and Navigation Bars on iOS 7",
      # rule 1): "The status bar will always overlap your application on iOS 7."
      #
      # On iOS 6 the window's root view gets the application frame, the screen below the
      # status bar: (0, 20, 320, 460) on a 3.5-inch iPhone (L1.1, L2.1). Compare iOS 7, where
      # the same view fills the screen under the status bar:
      #   stylerule layout Rules/layout/ios6-application-frame.rules --ios 6,7

      environment ios 6, device iphone-4s

      window {
        Root: UIViewController
      }

      """#
    ),
    (
      "layout/ios6-ios7-interfaces.rules",
      #"""
      # iOS 6 and iOS 7: a view below the navigation bar, then under it.
      #
      # Seed 002 (Christian Keur, "Designing Interfaces for iOS 6 and iOS 7"): "In iOS 6 and
      # earlier, the content view of a navigation controller extended from just under the
      # UINavigationBar to the bottom of the screen. With iOS 7, on the other hand, the content
      # view extends from the very top of the screen to the very bottom, underlapping the
      # navigation bar." "In iOS 6, there is going to be quite a bit of white space above the
      # name label. This is because the top of the view is at the bottom of the navigation bar,
      # as opposed to the top of the screen". The fix subtracts 64: "20 from the status bar and
      # 44 from the navigation bar".
      #
      # Homepwner's detail view, pushed on a navigation controller, on both versions at once:
      #   stylerule layout Rules/layout/ios6-ios7-interfaces.rules --ios 6,7
      # iOS 6: the view starts at 64 (status bar 20, opaque bar 44; L1.1, L4.6). iOS 7: at 0,
      # under the translucent bar, with its top layout guide at 64 (L4.3, L5).

      environment ios 7, device iphone-5

      window {
        NC: UINavigationController {
          Items: UITableViewController
          Detail: UIViewController
        }
      }

      """#
    ),
    (
      "layout/ios6-ios7-scroll-view.rules",
      #"""
      # iOS 6 and iOS 7: a table below the bar, then under it with a 64-point inset.
      #
      # Seed 002 (Christian Keur, "Designing Interfaces for iOS 6 and iOS 7"): "With iOS 7,
      # UIViewControllers have a property called automaticallyAdjustsScrollViewInsets, and it
      # defaults to YES." "This will allow your scroll view to start its content and scroll
      # indicators below the navigation bar [...] this solution will allow your scroll view
      # content to scroll underneath the navigation bar". "Since this property does not exist
      # on iOS 6, you get the existing behavior."
      #
      #   stylerule layout Rules/layout/ios6-ios7-scroll-view.rules --ios 6,7
      # iOS 6: the table starts below the opaque bar, at 64, with no inset (L4.6). iOS 7: it
      # starts at 0, under the translucent bar, and its contentInset is 64 at the top (L6).

      environment ios 7, device iphone-5

      window {
        NC: UINavigationController {
          Items: UITableViewController
        }
      }

      """#
    ),
    (
      "layout/navigation-bar-64.rules",
      #"""
      # The 64-point bar: a navigation controller whose view touches the window's top.
      #
      # Seed 001 (Jared Sinclair, rule 4): "If the UINavigationController detects that the top
      # of its view's frame is visually contiguous with its UIWindow's top, then it draws its
      # navigation bar with a height of 64 points."
      # Seed 000: "the navigation bar height is 64 points, including a 20-point status bar
      # area"; "if the view frame starts at (0,0), the navigation bar may extend to 64 points,
      # potentially covering content."
      #
      # stylerule shows the two parts of that 64 separately, as UIKit reports them (L3.2):
      # navigationBar.frame is (0, 20, 320, 44), and its background, top-attached, draws
      # (0, 0, 320, 64) behind the status bar. Seed 000 also says that
      # "print(navigationController.navigationBar.frame.height) might output 64.0": the
      # reference disagrees (L3.2, documented by Apple: the frame stays 44 tall, at y 20), and
      # so does stylerule; Docs/layout.md records the disagreement.

      environment ios 7, device iphone-5

      window {
        NC: UINavigationController {
          Home: UIViewController
        }
      }

      """#
    ),
    (
      "layout/navigation-bar-one-point-down.rules",
      #"""
      # One point below the window's top: the navigation bar is 44 points, not 64.
      #
      # Seed 001 (Jared Sinclair, rule 4): "If its view's top is not contiguous with the
      # UIWindow's top (even if off by only one point), then it draws its navigation bar in the
      # 'traditional' way with a height of 44 points."
      #
      # A custom container places the navigation controller's view one point down
      # (childViewInsets: what the container's code does, child.view.frame =
      # view.bounds.inset(by: UIEdgeInsets(top: 1, …))). The bar's frame is (0, 1, 320, 44) and
      # its background is its frame: no extension behind the status bar (L3.3).

      environment ios 7, device iphone-5

      class ContainerViewController: UIViewController {
        childViewInsets = top 1
      }

      window {
        Container: ContainerViewController {
          NC: UINavigationController {
            Home: UIViewController
          }
        }
      }

      """#
    ),
    (
      "layout/scroll-insets-not-adjusted.rules",
      #"""
      # automaticallyAdjustsScrollViewInsets = false: rows start under the bar.
      #
      # Seed 001 (Jared Sinclair, rule 8): "There is a programmatic way of preventing this, by
      # setting automaticallyAdjustsScrollViewInsets to NO for your table views and collection
      # views (it defaults to YES)." Seed 000: "This allows manual control of insets but
      # requires caution to avoid content occlusion."
      # Seed 002 (Christian Keur): "If your scroll view does not meet the prior criteria (or if
      # you've set automaticallyAdjustsScrollViewInsets to NO), then you'll need to manually
      # update those two properties", with "UIEdgeInsetsMake(64, 0, 0, 0)".
      #
      # The table still fills the screen under the translucent bar, but its contentInset stays
      # 0 (L6.1): its first row is under the bar. The 64 the author writes by hand is the
      # bottom of the bar, the table's top layout guide (L5.4).

      environment ios 7, device iphone-5

      window {
        NC: UINavigationController {
          Feed: UITableViewController {
            automaticallyAdjustsScrollViewInsets = false
          }
        }
      }

      """#
    ),
    (
      "layout/tab-navigation-table-insets.rules",
      #"""
      # iOS 7 scroll insets: a table in a navigation controller in a tab, 64 and 49.
      #
      # Seed 001 (Jared Sinclair, rule 8): "UINavigationController and UITabBarController will
      # also try to pad the contentInsets of table views and collection views in its subview
      # hierarchy." Seed 000: they "automatically adjust the contentInset of UITableView and
      # UICollectionView in their subview hierarchies to accommodate status bars and
      # toolbars."
      # Seed 002 (Christian Keur, "Designing Interfaces for iOS 6 and iOS 7"): the adjustment
      # lets "your scroll view to start its content and scroll indicators below the navigation
      # bar"; by hand, "UIEdgeInsets insets = UIEdgeInsetsMake(64, 0, 0, 0);".
      #
      # The table fills the screen under both translucent bars and its contentInset is 64 at
      # the top (status bar and navigation bar) and 49 at the bottom (the tab bar; the seeds
      # give no number for it: L5.4, L6.3). On iOS 6 nothing is adjusted and the table sits
      # between the bars:
      #   stylerule layout Rules/layout/tab-navigation-table-insets.rules --ios 6,7

      environment ios 7, device iphone-5

      window {
        Tabs: UITabBarController {
          NC: UINavigationController {
            Feed: UITableViewController
          }
          Settings: UIViewController
        }
      }

      """#
    ),
    (
      "pitfalls/custom-container.rules",
      #"""
      # Pitfall: a custom container built with addChild does not forward (R20).
      #
      # A container view controller inherits childForStatusBarStyle from UIViewController,
      # which returns nil: the container decides and the child it embeds is never asked.
      # The container must override childForStatusBarStyle to return the child.

      environment ios 17, device iphone-face-id, appearance light

      class CardViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      class ContainerViewController: UIViewController

      window {
        Container: ContainerViewController {
          Card: CardViewController
        }
      }

      """#
    ),
    (
      "pitfalls/navigation-does-not-forward.rules",
      #"""
      # Pitfall: a navigation controller with a visible bar keeps the decision (R14).
      #
      # The screen overrides preferredStatusBarStyle, but a UINavigationController whose bar
      # is visible answers the question itself and never asks its top view controller. The
      # supported fix is a UINavigationController subclass that overrides
      # childForStatusBarStyle (TN3105); 'stylerule explain' lists it with the others.

      environment ios 17, device iphone-face-id, appearance light

      class ProfileViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        Nav: UINavigationController {
          Profile: ProfileViewController
        }
      }

      """#
    ),
    (
      "pitfalls/overfullscreen-without-capture.rules",
      #"""
      # Pitfall: an overFullScreen presentation without capture (R24, R25).
      #
      # Only a full-screen presentation hands status bar control to the presented controller
      # (R24, R25). A player presented overFullScreen, to keep the screen under it visible
      # through a transparent background, is never asked unless it sets
      # modalPresentationCapturesStatusBarAppearance = true.

      environment ios 17, device iphone-face-id, appearance light

      class PlayerViewController: UIViewController {
        preferredStatusBarStyle = lightContent
        modalPresentationStyle = overFullScreen
      }

      window {
        Home: UIViewController
      }

      Home presents Player: PlayerViewController

      """#
    ),
    (
      "pitfalls/overlay-window.rules",
      #"""
      # Pitfall: an overlay window takes over the status bar (R33).
      #
      # An overlay window (a toast or banner) with a root view controller takes over
      # the status bar, even though the app's screen asks for light content (R33).

      environment ios 17, device iphone-face-id, appearance light

      class PhotoViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window Main {
        Photo: PhotoViewController
      }

      window Toast {
        windowLevel = alert
        Banner: UIViewController
      }

      """#
    ),
    (
      "pitfalls/plist-switch-no.rules",
      #"""
      # Pitfall: the Info.plist switch is NO, so no override is asked (R3).
      #
      # With the Info.plist switch NO, UIKit takes the style from UIApplication (R3), set
      # once from Info.plist UIStatusBarStyle (R4) or with the deprecated setter, and asks
      # no view controller: every preferredStatusBarStyle override in the app is ignored.

      plist UIViewControllerBasedStatusBarAppearance = NO
      plist UIStatusBarStyle = UIStatusBarStyleDefault
      environment ios 17, device iphone-face-id, appearance light

      class MapViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        Map: MapViewController
      }

      """#
    ),
    (
      "pitfalls/tab-inside-navigation.rules",
      #"""
      # Pitfall: a tab bar controller pushed inside a navigation controller.
      #
      # The tab bar controller forwards to its selected tab (R18), but it is never asked: the
      # navigation controller around it keeps the decision while its bar is visible (R14),
      # so the selected tab's preferredStatusBarStyle is ignored. Apple's UITabBarController
      # documentation long asked for a tab bar interface to be the window's root, never a
      # child of another view controller: put a navigation controller in each tab instead.

      environment ios 17, device iphone-face-id, appearance light

      class FeedViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        Nav: UINavigationController {
          Tabs: UITabBarController {
            Feed: FeedViewController
            Settings: UIViewController
          }
        }
      }

      """#
    ),
    (
      "tn3105/app-wide-style.rules",
      #"""
      # TN3105, "Set a Style for the Entire App": one style for the whole app.
      #
      # Seed 004 (TN3105): "For a single status bar style throughout your app, add
      # UIViewControllerBasedStatusBarAppearance with a value of false to your
      # Info.plist. Then add UIStatusBarStyle with the specific style."
      # With the switch off, view controllers are not asked: Home's override below is
      # ignored, and UIApplication shows light content.

      plist UIViewControllerBasedStatusBarAppearance = NO
      plist UIStatusBarStyle = UIStatusBarStyleLightContent
      environment ios 17, device iphone-face-id, appearance light

      class HomeViewController: UIViewController {
        preferredStatusBarStyle = darkContent
      }

      window {
        Home: HomeViewController
      }

      """#
    ),
    (
      "tn3105/navigation-subclass.rules",
      #"""
      # TN3105, "Set a Style for Each View Controller", with a navigation controller.
      #
      # Seed 004 (TN3105): "If a particular view controller is embedded as a child or
      # resides inside a UINavigationController stack, its parent or navigation
      # controller determines the status bar style. If you want the containing view
      # controller to give control of the status bar style to its children, override
      # the childForStatusBarStyle property", in a MyNavigationController subclass that
      # returns visibleViewController. The view controller on top then decides.

      plist UIViewControllerBasedStatusBarAppearance = YES
      plist UIStatusBarStyle = UIStatusBarStyleLightContent
      environment ios 17, device iphone-face-id, appearance light

      class MyNavigationController: UINavigationController {
        childForStatusBarStyle = visibleViewController
      }

      class ViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      window {
        Navigation: MyNavigationController {
          Root: ViewController
        }
      }

      """#
    ),
    (
      "tn3105/tab-bar.rules",
      #"""
      # TN3105, "Set a Style for Each View Controller", with a tab bar controller.
      #
      # Seed 004 (TN3105): "It is not necessary to override the childForStatusBarStyle
      # property when using UITabBarController. UITabBarController automatically
      # forwards status bar style requests to its children." The selected tab decides.

      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 17, device iphone-face-id, appearance light

      class PhotosViewController: UIViewController {
        preferredStatusBarStyle = lightContent
      }

      class SettingsViewController: UIViewController {
        preferredStatusBarStyle = darkContent
      }

      window {
        Tabs: UITabBarController {
          selectedViewController = Settings
          Photos: PhotosViewController
          Settings: SettingsViewController
        }
      }

      """#
    ),
  ]
}
