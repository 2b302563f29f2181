import StyleRuleKit
import StyleRuleSnapshot

/// The running app a rules file describes, built from doubles: its windows, controllers,
/// presentations, selections and navigation bars as the file places them, and every
/// status bar member answered as UIKit would for that file.
///
/// The answers are the engine's own (``StatusBarResolver/allAnswers(overrides:)``), and
/// what each scene's status bar shows is the engine's resolution of that scene: nothing is
/// written by hand per file.
@MainActor
struct LiveApp {
  /// The app.
  let app: DoubleApp
  /// The double of each controller of the model, by ``ControllerID/index``.
  let controllers: [DoubleController]

  /// The app `model` describes, at launch (its scenario not played).
  init(_ model: AppModel) {
    let resolver = StatusBarResolver(model: model)
    let answers = resolver.allAnswers()
    let environment = ResolvedEnvironment(file: model.environment, layers: .init())
    let values = environment.values
    let doubles = model.controllers.map {
      DoubleController(classes: Self.classes(of: $0, in: model), title: "Title of \($0.name)")
    }
    for controller in model.controllers {
      let double = doubles[controller.id.index]
      let settings = model.effectiveSettings(of: controller.id)
      let answer = answers[controller.id.index]
      double.childDoubles = controller.children.map { doubles[$0.index] }
      double.presentedDouble = controller.presentation.map {
        doubles[model.presentations[$0].presented.index]
      }
      double.preferredStatusBarStyle = Self.style(answer.preferredStatusBarStyle)
      double.prefersStatusBarHidden = answer.prefersStatusBarHidden
      double.styleChild = answer.childForStatusBarStyle.map { doubles[$0.index] }
      double.hiddenChild = answer.childForStatusBarHidden.map { doubles[$0.index] }
      let isPresented: Bool
      if case .presentation = controller.parent { isPresented = true } else { isPresented = false }
      double.modalPresentationStyle = Self.presentationStyle(
        settings.modalPresentationStyle?.value, of: controller, ios: values.ios)
      double.modalPresentationCapturesStatusBarAppearance =
        settings.capturesStatusBarAppearance?.value ?? false
      // UIKit's property: true by default for a navigation controller only.
      double.definesPresentationContext =
        settings.definesPresentationContext?.value ?? (controller.kind == .navigation)
      double.shouldRemovePresentersView =
        isPresented ? settings.shouldRemovePresentersView?.value ?? false : nil
      double.overrideUserInterfaceStyle = Self.interfaceStyle(settings.traitsOverride?.value)
      if controller.kind == .navigation {
        double.navigationBar = SnapshotNavigationBar(
          isHidden: settings.isNavigationBarHidden?.value ?? false,
          barStyle: Self.barStyle(settings.navigationBarStyle?.value))
      }
      if controller.kind == .tabBar {
        double.selectedDouble = (controller.selectedTab?.value ?? controller.children.first).map {
          doubles[$0.index]
        }
      }
    }
    var scenes: [DoubleScene] = []
    for (index, scene) in model.scenes.enumerated() {
      let resolution = resolver.resolve(scene: index)
      let windows = scene.windows.filter {
        !model.windows[$0].createdInScenario && !model.windows[$0].isReleased
      }
      let doubleWindows = windows.map { index in
        let window = model.windows[index]
        let double = DoubleWindow(root: window.root.map { doubles[$0.index] })
        double.windowLevel = window.level.value.value
        double.isHidden = window.isHidden.value
        double.fillsScene = window.fillsScene.value
        double.isKeyWindow = index == resolution.controllingWindow
        double.overrideUserInterfaceStyle = Self.interfaceStyle(
          window.overrideUserInterfaceStyle?.value)
        return double
      }
      let double = DoubleScene(windows: doubleWindows)
      double.traits = SnapshotTraits(
        appearance: values.appearance == .dark ? .dark : .light,
        horizontalSizeClass: values.width == .compact ? .compact : .regular,
        verticalSizeClass: values.height == .compact ? .compact : .regular)
      double.orientation = values.orientation == .portrait ? .portrait : .landscape
      double.shownStatusBar = SnapshotShownStatusBar(
        style: Self.style(resolution.style), isHidden: resolution.hidden)
      scenes.append(double)
    }
    let app = DoubleApp(scenes: scenes)
    app.systemVersion = values.ios.description
    switch values.device {
    case .iphoneHomeButton: app.device = .iphoneWithHomeButton
    case .iphoneFaceID: app.device = .iphoneWithFaceID
    case .ipad: app.device = .ipad
    }
    let plist = model.plist
    if let value = plist.viewControllerBasedAppearance {
      app.plist["UIViewControllerBasedStatusBarAppearance"] = .bool(value.value)
    }
    if let value = plist.statusBarStyle {
      app.plist["UIStatusBarStyle"] = .string(value.value.plistName)
    }
    if let value = plist.statusBarHidden { app.plist["UIStatusBarHidden"] = .bool(value.value) }
    if let value = plist.userInterfaceStyle {
      let names: [UserInterfaceStyle: String] = [
        .light: "Light", .dark: "Dark", .unspecified: "Automatic",
      ]
      app.plist["UIUserInterfaceStyle"] = .string(names[value.value] ?? "Automatic")
    }
    self.app = app
    self.controllers = doubles
  }

  /// The class chain of a controller as `String(reflecting:)` names it: the file's classes
  /// in a module `App`, then UIKit's.
  static func classes(of controller: Controller, in model: AppModel) -> [String] {
    var names: [String] = []
    var reference = controller.hasUnknownClass ? nil : Optional(controller.classReference)
    if controller.hasUnknownClass { names.append("App.UnknownViewController") }
    var uikit = controller.uikitBase
    while let current = reference, names.count <= model.classes.count {
      switch current {
      case .declared(let id):
        names.append("App.\(model.classes[id.index].name)")
        reference = model.classes[id.index].superclass
      case .uikit(let base):
        uikit = base
        reference = nil
      }
    }
    names.append(
      uikit == .hostingController ? "SwiftUI.UIHostingController<App.RootView>" : uikit.rawValue)
    if uikit != .viewController { names.append(UIKitClass.viewController.rawValue) }
    return names
  }

  /// A style as UIKit has it: `blackTranslucent` is `lightContent`.
  static func style(_ style: StatusBarStyle) -> SnapshotStatusBarStyle {
    switch style {
    case .default: .default
    case .lightContent, .blackTranslucent: .lightContent
    case .darkContent: .darkContent
    case .blackOpaque: .blackOpaque
    }
  }

  /// `modalPresentationStyle` as UIKit reports it: the one set, else `.automatic` from
  /// iOS 13 and `.fullScreen` before; a `UIAlertController` left alone reports `.custom`.
  static func presentationStyle(
    _ style: PresentationStyle?, of controller: Controller, ios: OSVersion
  ) -> SnapshotPresentationStyle {
    switch style {
    case .fullScreen: return .fullScreen
    case .overFullScreen: return .overFullScreen
    case .currentContext: return .currentContext
    case .overCurrentContext: return .overCurrentContext
    case .pageSheet: return .pageSheet
    case .formSheet: return .formSheet
    case .popover: return .popover
    case .custom: return .custom
    case .automatic: return .automatic
    case nil:
      if controller.uikitBase == .alertController { return .custom }
      return ios.major >= 13 ? .automatic : .fullScreen
    }
  }

  /// `overrideUserInterfaceStyle`, `.unspecified` when not set.
  static func interfaceStyle(_ style: UserInterfaceStyle?) -> SnapshotInterfaceStyle {
    switch style {
    case .light: .light
    case .dark: .dark
    case .unspecified, nil: .unspecified
    }
  }

  /// `navigationBar.barStyle`, `.default` when not set.
  static func barStyle(_ style: BarStyle?) -> SnapshotBarStyle {
    switch style {
    case .black: .black
    case .blackTranslucent: .blackTranslucent
    case .default, nil: .default
    }
  }
}
