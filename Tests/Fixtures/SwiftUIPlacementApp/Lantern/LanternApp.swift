import SwiftUI

/// A night-sky reader: a dark star chart, full screen.
@main
struct LanternApp: App {
  var body: some Scene {
    WindowGroup {
      StarChartView()
        .toolbarColorScheme(.dark, for: .statusBar)
    }
  }
}
