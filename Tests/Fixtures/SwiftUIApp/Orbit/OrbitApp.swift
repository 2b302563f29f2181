//
//  OrbitApp.swift
//  Orbit
//

import SwiftUI

@main
struct OrbitApp: App {
    @StateObject private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environmentObject(library)
                .preferredColorScheme(.dark)
                .onContinueUserActivity(ExternalPlayback.activityType) { activity in
                    guard let id = activity.userInfo?["episode"] as? String,
                          let episode = library.episode(withID: id)
                    else { return }
                    ExternalPlayback.present(episode)
                }
        }
    }
}
