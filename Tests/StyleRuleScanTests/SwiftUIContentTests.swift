import StyleRuleKit
import Testing

@testable import StyleRuleScan

/// SwiftUI views reached through a value's view member (`tab.makeContentView()`), and the
/// view a presentation's content shows when the closure declares locals, names a member of
/// the view or branches (issue 26, item 4: SwiftUI below the root view).
@Suite struct SwiftUIContentTests {
  typealias HierarchyCase = CodeHierarchyBuilderTests.HierarchyCase

  /// A SwiftUI app whose tabs come from an enumeration's view member.
  static func app(root: String = "tab.makeContentView()") -> String {
    """
    import SwiftUI
    @main struct JournalApp: App {
      var body: some Scene { WindowGroup { RootView() } }
    }
    enum AppTab: Hashable {
      case feed, settings
      @ViewBuilder func makeContentView() -> some View {
        switch self {
        case .feed: FeedView()
        case .settings: SettingsView()
        }
      }
    }
    struct RootView: View {
      @State var selected = AppTab.feed
      var body: some View {
        TabView(selection: $selected) {
          ForEach([AppTab.feed, .settings], id: \\.self) { tab in
            \(root)
          }
        }
      }
    }
    struct FeedView: View {
      var body: some View { Text("Feed") }
    }
    struct AboutView: View {
      var body: some View { Text("About") }
    }
    struct LicensesView: View {
      var body: some View { Text("Licenses") }
    }
    """
  }

  /// The settings screen, presenting `content` in a sheet.
  static func settings(_ content: String, members: String = "") -> String {
    """
    import SwiftUI
    struct SettingsView: View {
      @State var shown = false
      var body: some View {
        List {}
          .sheet(isPresented: $shown) \(content)
      }
      \(members)
    }
    """
  }

  static let about = "presents About: UIHostingController<AboutView>"

  static func sources(_ settings: String, root: String = "tab.makeContentView()") -> [String:
    String]
  {
    ["App.swift": app(root: root), "Settings.swift": settings]
  }

  /// A root view that applies `modifiers` to its text, and the module's `View` extension
  /// and `ViewModifier` they may name.
  static func modifierApp(_ modifiers: String) -> [String: String] {
    [
      "App.swift": """
      import SwiftUI
      @main struct JournalApp: App {
        var body: some Scene { WindowGroup { RootView() } }
      }
      struct RootView: View {
        @State var shown = false
        var body: some View {
          Text("Feed")\(modifiers)
        }
      }
      """,
      "Modifiers.swift": """
      import SwiftUI
      extension View {
        func withHelp(isPresented: Binding<Bool>) -> some View {
          sheet(isPresented: isPresented) { AboutView() }
        }
        func resolvingPresenter() -> some View {
          modifier(ResolvePresenter())
        }
      }
      private struct ResolvePresenter: ViewModifier {
        func body(content: Content) -> some View {
          content.background(ResolverRepresentable())
        }
      }
      struct ResolverRepresentable: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> ResolverViewController {
          ResolverViewController()
        }
        func updateUIViewController(_ controller: ResolverViewController, context: Context) {}
      }
      final class ResolverViewController: UIViewController {}
      struct AboutView: View {
        var body: some View { Text("About").statusBarHidden(true) }
      }
      """,
    ]
  }

  static let cases: [HierarchyCase] = [
    HierarchyCase(
      name: "a `View` extension used as a modifier presents its sheet from the screen using it",
      sources: modifierApp(".withHelp(isPresented: $shown)"),
      contains: [
        "  Root presents About: UIHostingController<AboutView> @ \"Modifiers.swift:4:5\" {\n"
          + "    modalPresentationStyle = pageSheet @ \"Modifiers.swift:4:5\"\n"
          + "    rootView.statusBarHidden = true @ \"Modifiers.swift:23:39\"\n"
      ],
      // The sheet's view is the sheet's: the root's own screen states nothing.
      lacks: ["Root: UIHostingController<RootView> @ \"App.swift:3:40\" {"],
      notUndetermined: ["`.statusBarHidden` in `AboutView`"]),
    HierarchyCase(
      name: "a `ViewModifier` a `View` extension applies is on the screen of the view using it",
      sources: modifierApp(".padding().resolvingPresenter()"),
      contains: [
        "  Root: UIHostingController<RootView> @ \"App.swift:3:40\" {\n"
          + "    # made by `ResolverRepresentable.makeUIViewController(context:)` (Modifiers.swift:16:8); SwiftUI adds it as a child of the hosting controller, which does not forward the status bar to it (R21)\n"
          + "    Resolver: ResolverViewController @ \"Modifiers.swift:12:24\"\n  }"
      ],
      // Another member of the same extension, which this screen does not call, presents
      // nothing from it.
      lacks: ["presents About"]),
    HierarchyCase(
      name: "a modifier chained onto a presented container applies to the presented screen",
      sources: modifierApp(
        "\n      .sheet(isPresented: $shown) { NavigationStack { AboutView() }.resolvingPresenter() }"
      ),
      contains: [
        "  Root presents NavigationStack: UIHostingController<NavigationStack> @ \"App.swift:9:8\" {\n"
          + "    modalPresentationStyle = pageSheet @ \"App.swift:9:8\"\n"
          + "    rootView.statusBarHidden = true @ \"Modifiers.swift:23:39\"\n"
          + "    # made by `ResolverRepresentable.makeUIViewController(context:)` (Modifiers.swift:16:8); SwiftUI adds it as a child of the hosting controller, which does not forward the status bar to it (R21)\n"
          + "    Resolver: ResolverViewController @ \"Modifiers.swift:12:24\"\n  }"
      ],
      lacks: ["Root: UIHostingController<RootView> @ \"App.swift:3:40\" {"]),
    HierarchyCase(
      name: "without the modifier, neither is on screen",
      sources: modifierApp(".padding()"),
      contains: [],
      lacks: ["About", "Resolver:"]),
    HierarchyCase(
      name: "a tab made by a value's view member reaches its views",
      sources: sources(settings("{ AboutView() }")), contains: [about],
      notUndetermined: ["`SettingsView` is not the root view"]),
    HierarchyCase(
      name: "without the call, the settings screen is not reached",
      sources: sources(settings("{ AboutView() }"), root: "Text(\"\")"), contains: [],
      lacks: [about], undetermined: ["`SettingsView` is not the root view"]),
    HierarchyCase(
      name: "the content declares a local first",
      sources: sources(settings("{ let title = \"About\"; AboutView().navigationTitle(title) }")),
      contains: [about]),
    HierarchyCase(
      name: "the content is a function member given as `content:`",
      sources: sources(
        settings(
          "", members: "func makeAbout() -> some View { let x = 1; return AboutView().tag(x) }"
        ).replacingOccurrences(
          of: ".sheet(isPresented: $shown) ",
          with: ".sheet(isPresented: $shown, content: makeAbout)")
      ),
      contains: [about]),
    HierarchyCase(
      name: "the content is a property member",
      sources: sources(
        settings("{ about.padding() }", members: "var about: some View { AboutView() }")),
      contains: [about]),
    HierarchyCase(
      name: "a member shown by a sheet carries its modifiers to the sheet, not the screen",
      sources: sources(
        settings(
          "{ about }",
          members: "var about: some View { AboutView().statusBarHidden(true) }")),
      contains: [
        "\(about) @ \"Settings.swift:6:8\" {\n    modalPresentationStyle = pageSheet @ \"Settings.swift:6:8\"\n    rootView.statusBarHidden = true @ \"Settings.swift:8:38\""
      ],
      lacks: ["dynamic(false, true)"]),
    HierarchyCase(
      name: "a member shown by a sheet with a computed value is computed there",
      sources: sources(
        settings(
          "{ about }", members: "var about: some View { AboutView().statusBarHidden(compact) }")),
      contains: ["rootView.statusBarHidden = dynamic @ \"Settings.swift:8:38\""],
      lacks: ["dynamic(false, true)"]),
    HierarchyCase(
      name: "a member that shows two views is not one: it presents its container",
      sources: sources(
        settings(
          "{ about }", members: "var about: some View { VStack { AboutView(); LicensesView() } }")),
      contains: ["presents VStack: UIHostingController<VStack>"], lacks: [about]),
    HierarchyCase(
      name: "a container's views under an `if` are on its screen, conditionally",
      sources: sources(
        settings(
          "{ about }",
          members: """
            var about: some View {
                ZStack { if compact { Banner() } }.padding()
              }
            """)
      ).merging(
        [
          "Banner.swift": """
          import SwiftUI
          struct Banner: View {
            var body: some View { Text("").statusBarHidden(true) }
          }
          """
        ], uniquingKeysWith: { first, _ in first }),
      contains: [
        "presents ZStack: UIHostingController<ZStack>",
        "rootView.statusBarHidden = dynamic(false, true)",
      ],
      lacks: [about]),
    HierarchyCase(
      name: "a member's toolbar items are the bar's, not the view it shows",
      sources: sources(
        settings(
          "{ about }",
          members: """
            var about: some View {
                NavigationStack { AboutView().toolbar { ToolbarItem { LicensesView() } } }
              }
            """)),
      contains: [about]),
    HierarchyCase(
      name: "every branch shows the same view",
      sources: sources(
        settings("{ if #available(iOS 26, *) { AboutView() } else { AboutView().padding() } }")),
      contains: [about]),
    HierarchyCase(
      name: "branches that show different views are each presented in turn",
      sources: sources(settings("{ if compact { AboutView() } else { LicensesView() } }")),
      contains: [
        "# the content shows one of `AboutView`, `LicensesView`, chosen at run time: each is played in turn",
        about, "dismiss About", "presents Licenses: UIHostingController<LicensesView>",
      ]),
    HierarchyCase(
      name: "an `if` without `else` shows the view or nothing",
      sources: sources(settings("{ if compact { AboutView() } }")),
      contains: [about, "presents Empty: UIHostingController<EmptyView>"]),
    HierarchyCase(
      name: "a `switch` shows one view per case",
      sources: sources(
        settings(
          """
          { switch kind {
              case .about: AboutView()
              case .licenses: LicensesView().padding()
              case .none: break
              }
            }
          """)),
      contains: [
        about, "presents Licenses: UIHostingController<LicensesView>",
        "presents Empty: UIHostingController<EmptyView>",
      ]),
    HierarchyCase(
      name: "a `switch` case the scan cannot name stays unknown beside the others",
      sources: sources(
        settings(
          """
          { switch kind {
              case .about: AboutView()
              case .licenses: licensesText
              }
            }
          """)),
      contains: [about, "presents Controller: unknown"]),
    HierarchyCase(
      name: "a view with modifiers under `#if` is that view",
      sources: sources(
        settings(
          """
          {
              AboutView()
                #if os(iOS)
                  .padding()
                #endif
            }
          """)),
      contains: [about]),
    HierarchyCase(
      name: "a tab shown by a value's view property reaches its views",
      sources: sources(
        settings("{ AboutView() }"), root: "tab.contentView"
      ).mapValues {
        $0.replacingOccurrences(
          of: "@ViewBuilder func makeContentView() -> some View",
          with: "@ViewBuilder var contentView: some View")
      },
      contains: [about], notUndetermined: ["`SettingsView` is not the root view"]),
    HierarchyCase(
      name: "a value's property given to another call is not a view it shows",
      sources: sources(
        settings("{ AboutView() }"), root: "Text(verbatim: \"\\(tab.contentView)\")"
      ).mapValues {
        $0.replacingOccurrences(
          of: "@ViewBuilder func makeContentView() -> some View",
          with: "@ViewBuilder var contentView: some View")
      },
      contains: [], lacks: [about], undetermined: ["`SettingsView` is not the root view"]),
    HierarchyCase(
      name: "a preview's sheet is never the app's",
      sources: sources(settings("{ AboutView() }", members: "")).merging(
        [
          "Previews.swift": """
          import SwiftUI
          struct SettingsView_Previews: PreviewProvider {
            static var previews: some View {
              SettingsView().sheet(isPresented: .constant(true)) { LicensesView() }
            }
          }
          """
        ], uniquingKeysWith: { first, _ in first }),
      contains: [about], lacks: ["LicensesView"],
      notUndetermined: ["SettingsView_Previews"]),
  ]

  /// A `View` extension making a hosting controller of the view it is called on, and a
  /// controller presenting one (`call`) in an action.
  static func embedding(_ call: String, rootView: String = "environment(\\.locale, .current)")
    -> [String: String]
  {
    [
      "SceneDelegate.swift": CodeHierarchyBuilderTests.sceneDelegate,
      "App.swift": """
      import SwiftUI
      import UIKit
      extension View {
        func embeddedInHostingController() -> UIHostingController<some View> {
          let hosting = UIHostingController(rootView: \(rootView))
          return hosting
        }
      }
      struct CameraView: View {
        var body: some View { Text("Camera").statusBarHidden(true) }
      }
      struct FrameView<Content: View>: View {
        let content: Content
        var body: some View { content }
      }
      final class HomeViewController: UIViewController {
        func showCamera() {
          \(call)
        }
      }
      """,
    ]
  }

  static let embeddingCases: [HierarchyCase] = [
    HierarchyCase(
      name: "a View extension's hosting controller of the view it is called on",
      sources: embedding("present(CameraView().embeddedInHostingController(), animated: true)"),
      contains: [
        "Home presents Camera: UIHostingController<CameraView> @ \"App.swift:18:5\"",
        "rootView.statusBarHidden = true @ \"App.swift:10:40\"",
      ]),
    HierarchyCase(
      name: "a root view the extension names is that view",
      sources: embedding(
        "present(CameraView().embeddedInHostingController(), animated: true)",
        rootView: "FrameView(content: self)"),
      contains: ["UIHostingController<FrameView>"], lacks: ["UIHostingController<CameraView>"]),
    HierarchyCase(
      name: "a view made in a local first",
      sources: embedding(
        "let camera = CameraView(); present(camera.embeddedInHostingController(), animated: true)"
      ),
      contains: ["Home presents Camera: UIHostingController<CameraView>"]),
    HierarchyCase(
      name: "a local given views in branches is not followed",
      sources: embedding(
        """
        var view: some View = CameraView()
            if compact { view = FrameView(content: Text("")) }
            present(view.embeddedInHostingController(), animated: true)
        """),
      contains: [], lacks: ["UIHostingController<CameraView>"]),
  ]

  @Test(
    "views a value's member shows, and presentations' content",
    arguments: cases + embeddingCases)
  func content(_ item: HierarchyCase) throws {
    try CodeHierarchyBuilderTests().hierarchy(item)
  }
}
