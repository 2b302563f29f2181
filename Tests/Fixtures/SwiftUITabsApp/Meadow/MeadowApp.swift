import SwiftUI

/// Meadow: a photo journal in two tabs.
@main
struct MeadowApp: App {
  var body: some Scene {
    WindowGroup {
      RootTabs()
    }
  }
}

/// The journal's tabs: the feed first, the settings second.
struct RootTabs: View {
  var body: some View {
    TabView {
      FeedTab()
        .tabItem { Label("Feed", systemImage: "photo.on.rectangle") }
      SettingsTab()
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}
