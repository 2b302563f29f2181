//
//  LibraryView.swift
//  Orbit
//

import SwiftUI

struct LibraryView: View {
    @EnvironmentObject private var library: Library
    @State private var showingSettings = false
    @State private var playing: Episode?

    var body: some View {
        NavigationStack {
            List(library.episodes) { episode in
                Button {
                    playing = episode
                } label: {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(episode.title).font(.headline)
                        Text(episode.show).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gear") {
                        showingSettings = true
                    }
                }
            }
            .refreshable {
                await library.refresh()
            }
        }
        .sheet(isPresented: $showingSettings) {
            SettingsView()
                .environmentObject(library)
        }
        .fullScreenCover(item: $playing) { episode in
            PlayerView(episode: episode)
        }
    }
}
