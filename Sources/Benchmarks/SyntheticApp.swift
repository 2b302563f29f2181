/// The shape of a synthetic app for the benchmark.
struct SyntheticApp {
  /// About how many controllers to write.
  let controllers: Int
  /// How deep the chains of nested containers go.
  let depth: Int
  /// How many controllers present another.
  let presentations: Int
  /// How many windows.
  let windows: Int
  /// The percentage of the values the app sets that are `dynamic(…)`, off the walked path.
  var dynamicPercent = 0
  /// Whether two dynamic values also sit on the walked path (else none does).
  var dynamicOnPath = false

  /// The window that controls the status bar: the frontmost visible one.
  ///
  /// Window 0 and most others are at the normal level, every third one at the alert level,
  /// and every tenth one is hidden; later windows are in front at the same level.
  var controllingWindow: Int {
    (0..<windows).filter { !Self.isHidden($0) }.max { Self.order($0) < Self.order($1) } ?? 0
  }

  /// Whether a window is hidden at launch.
  static func isHidden(_ window: Int) -> Bool { window > 0 && window % 10 == 0 }

  /// A window's place front to back: higher levels in front, then later windows.
  static func order(_ window: Int) -> (Int, Int) {
    (window > 0 && window % 3 == 0 ? 2000 : 0, window)
  }

  /// The rules file's bytes: about ten lines per controller, comments and properties included.
  ///
  /// Each window's root is a tab bar controller whose tabs are navigation controllers;
  /// under each one hang chains of `depth` nested containers that forward to their first
  /// child, so the walk goes all the way down. Every tenth window is hidden.
  ///
  /// With ``dynamicPercent``, about that share of the values set is written `dynamic(…)`, with
  /// and without `initially`, or `dynamic` alone, always with the literal's value at launch so
  /// that the launch answer is the literal file's: `overrideUserInterfaceStyle` and the
  /// capture flag of the containers, `modalPresentationStyle` of the presented controllers,
  /// `isNavigationBarHidden` and `navigationBar.barStyle` of the navigation controllers, a
  /// window's `isHidden`, and the overrides of two classes (`Themed`, `Player`) some leaves
  /// use. None is on the walked path (the controlling window's first tab, the last chain
  /// under it, the windows in front), unless ``dynamicOnPath`` puts two there: the walked
  /// leaf is a `Themed`, whose style may be `default`, and the top of its chain has a dynamic
  /// `overrideUserInterfaceStyle`, which the style `default` asks.
  func bytes() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(controllers * 460)
    func emit(_ text: String) { out.append(contentsOf: text.utf8) }
    let dynamic = dynamicPercent > 0
    // Each kind of value keeps its own count, so that every kind gets its share of dynamic
    // values and of each form; about half the values set can be dynamic, so each of those
    // is dynamic at twice the rate asked.
    var seen: [String: Int] = [:]
    var written: [String: Int] = [:]
    /// A value the app sets for `member`: `literal`, or, when it is off the walked path and
    /// the member's share of dynamic values is below the target, a dynamic value whose
    /// launch value is `literal`. `others` are the values it may take besides; `isDefault`
    /// says whether `literal` is UIKit's default, the launch value of `dynamic` alone.
    func value(
      _ member: String, _ literal: String, _ others: [String], offPath: Bool,
      isDefault: Bool = false
    ) -> String {
      let count = seen[member, default: 0] + 1
      seen[member] = count
      let dynamicCount = written[member, default: 0]
      guard offPath, dynamicCount * 100 < count * 2 * dynamicPercent else { return literal }
      written[member] = dynamicCount + 1
      switch dynamicCount % 3 {
      case 0: return "dynamic(" + ([literal] + others).joined(separator: ", ") + ")"
      case 1 where isDefault: return "dynamic"
      default:
        return "dynamic(" + (others + [literal]).joined(separator: ", ") + ") initially " + literal
      }
    }
    emit(
      """
      # A synthetic app: \(controllers) controllers, depth \(depth), \(presentations) presentations,
      # \(windows) windows\(dynamic ? ", \(dynamicPercent)% of the values dynamic" : "").
      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 17, device iphone-face-id, appearance dark

      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Container: UIViewController {
        childForStatusBarStyle = children.first
        childForStatusBarHidden = children.first
      }
      class Stack: UINavigationController { childForStatusBarStyle = topViewController }

      """)
    if dynamic {
      emit(
        """
        class Themed: UIViewController {
          preferredStatusBarStyle = dynamic(default, lightContent, darkContent) initially lightContent
        }
        class Player: Light { prefersStatusBarHidden = dynamic }

        """)
    }
    let controlling = controllingWindow
    let perWindow = max(1, controllers / max(1, windows))
    var made = 0
    var presented = 0
    var leaves = 0
    for window in 0..<windows {
      let isControlling = window == controlling
      emit("window W\(window) {\n")
      if window > 0 {
        emit("  windowLevel = \(window % 3 == 0 ? "alert" : "normal")\n")
        let hidden = Self.isHidden(window)
        if hidden || dynamic {
          // The windows in front of the controlling one, and itself, are asked.
          let behind = Self.order(window) < Self.order(controlling)
          let flag = value(
            "isHidden", "\(hidden)", ["\(!hidden)"], offPath: behind, isDefault: !hidden)
          emit("  isHidden = \(flag)\n")
        }
      }
      emit("  Tabs\(window): UITabBarController {\n")
      made += 1
      var budget = perWindow - 1
      var tab = 0
      while budget > 0 {
        let walkedTab = isControlling && tab == 0
        emit("    # tab \(tab) of window \(window)\n    Nav\(window)x\(tab): Stack {\n")
        if dynamic {
          let barHidden = value(
            "isNavigationBarHidden", "false", ["true"], offPath: !walkedTab, isDefault: true)
          let barStyle = value(
            "navigationBar.barStyle", "default", ["black"], offPath: !walkedTab, isDefault: true)
          emit(
            """
                  isNavigationBarHidden = \(barHidden)
                  navigationBar.barStyle = \(barStyle)

            """)
        }
        made += 1
        budget -= 1
        // Chains of nested containers, depth deep, until the tab has about 50 controllers.
        var inTab = 0
        while budget > 0 && inTab < 50 {
          let chain = min(depth, budget)
          // The navigation controller's top is the last chain: the walk goes down it.
          let walked = walkedTab && (budget == chain || inTab + chain >= 50)
          for level in 0..<chain {
            // Indentation stops growing at level 8, as a real file's would be reformatted.
            let indent = String(repeating: "  ", count: min(level, 8) + 3)
            let name = "C\(made)"
            let isLeaf = level == chain - 1
            var className = isLeaf ? "Light" : "Container"
            if isLeaf && dynamic {
              leaves += 1
              if walked {
                if dynamicOnPath { className = "Themed" }
              } else if leaves % 7 == 0 {
                className = "Themed"
              } else if leaves % 11 == 0 {
                className = "Player"
              }
            }
            let presents = presented < presentations
            var traits = value(
              "overrideUserInterfaceStyle", "unspecified", ["dark", "light"], offPath: !walked,
              isDefault: true)
            if walked && level == 0 && dynamic && dynamicOnPath {
              traits = "dynamic(unspecified, dark)"
            }
            let captures = value(
              "modalPresentationCapturesStatusBarAppearance", "false", ["true"], offPath: !walked,
              isDefault: true)
            emit(
              """

              \(indent)# Controller \(made), at level \(level) of a chain of \(chain). A comment
              \(indent)# of a few lines, as real files have, explains what the screen is for
              \(indent)# and who owns it.
              \(indent)\(name): \(className) {
              \(indent)  definesPresentationContext = \(presents ? "true" : "false")
              \(indent)  overrideUserInterfaceStyle = \(traits)
              \(indent)  modalTransitionStyle = coverVertical
              \(indent)  modalPresentationCapturesStatusBarAppearance = \(captures)

              """)
            if presents {
              // A presentation in the controlling window may be on the walked path.
              let style = value(
                "modalPresentationStyle", "currentContext", ["overCurrentContext"],
                offPath: !isControlling)
              emit(
                "\(indent)  presents P\(presented): Light { modalPresentationStyle = \(style) }\n"
              )
              presented += 1
            }
            made += 1
            inTab += 1
            budget -= 1
          }
          for level in stride(from: chain - 1, through: 0, by: -1) {
            emit(String(repeating: "  ", count: min(level, 8) + 3) + "}\n")
          }
        }
        emit("    }\n")
        tab += 1
      }
      emit("  }\n}\n")
    }
    return out
  }
}
