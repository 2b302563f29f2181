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

  /// The rules file's bytes: about ten lines per controller, comments and properties included.
  ///
  /// Each window's root is a tab bar controller whose tabs are navigation controllers;
  /// under each one hang chains of `depth` nested containers that forward to their first
  /// child, so the walk goes all the way down. Every tenth window is hidden.
  func bytes() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(controllers * 460)
    func emit(_ text: String) { out.append(contentsOf: text.utf8) }
    emit(
      """
      # A synthetic app: \(controllers) controllers, depth \(depth), \(presentations) presentations,
      # \(windows) windows.
      plist UIViewControllerBasedStatusBarAppearance = YES
      environment ios 17, device iphone-face-id, appearance dark

      class Light: UIViewController { preferredStatusBarStyle = lightContent }
      class Container: UIViewController {
        childForStatusBarStyle = children.first
        childForStatusBarHidden = children.first
      }
      class Stack: UINavigationController { childForStatusBarStyle = topViewController }

      """)
    let perWindow = max(1, controllers / max(1, windows))
    var made = 0
    var presented = 0
    for window in 0..<windows {
      emit("window W\(window) {\n")
      if window > 0 {
        emit("  windowLevel = \(window % 3 == 0 ? "alert" : "normal")\n")
        if window % 10 == 0 { emit("  isHidden = true\n") }
      }
      emit("  Tabs\(window): UITabBarController {\n")
      made += 1
      var budget = perWindow - 1
      var tab = 0
      while budget > 0 {
        emit("    # tab \(tab) of window \(window)\n    Nav\(window)x\(tab): Stack {\n")
        made += 1
        budget -= 1
        // Chains of nested containers, depth deep, until the tab has about 50 controllers.
        var inTab = 0
        while budget > 0 && inTab < 50 {
          let chain = min(depth, budget)
          for level in 0..<chain {
            // Indentation stops growing at level 8, as a real file's would be reformatted.
            let indent = String(repeating: "  ", count: min(level, 8) + 3)
            let name = "C\(made)"
            let isLeaf = level == chain - 1
            emit(
              """

              \(indent)# Controller \(made), at level \(level) of a chain of \(chain). A comment
              \(indent)# of a few lines, as real files have, explains what the screen is for
              \(indent)# and who owns it.
              \(indent)\(name): \(isLeaf ? "Light" : "Container") {
              \(indent)  definesPresentationContext = \(presented < presentations ? "true" : "false")
              \(indent)  overrideUserInterfaceStyle = unspecified
              \(indent)  modalTransitionStyle = coverVertical
              \(indent)  modalPresentationCapturesStatusBarAppearance = false

              """)
            if presented < presentations {
              emit(
                "\(indent)  presents P\(presented): Light { modalPresentationStyle = currentContext }\n"
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
