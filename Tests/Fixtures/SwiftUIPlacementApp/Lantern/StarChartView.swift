import SwiftUI

/// The star chart, full bleed: the status bar hidden with the deprecated `.toolbar(_:for:)`,
/// the navigation bar hidden and tinted (placements that are not the status bar).
struct StarChartView: View {
  var body: some View {
    NavigationStack {
      Canvas { _, _ in }
        .toolbar(.hidden, for: .navigationBar)
        .toolbarColorScheme(.light, for: .navigationBar)
    }
    .toolbar(.hidden, for: .statusBar)
  }
}
