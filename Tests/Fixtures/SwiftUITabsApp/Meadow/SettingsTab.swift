import SwiftUI

/// The second tab: settings, with an About page one link further.
struct SettingsTab: View {
  var body: some View {
    NavigationStack {
      Form {
        NavigationLink(destination: AboutView()) {
          Text("About")
        }
      }
    }
  }
}

struct AboutView: View {
  var body: some View {
    Text("Meadow")
      .statusBarHidden(false)
  }
}
