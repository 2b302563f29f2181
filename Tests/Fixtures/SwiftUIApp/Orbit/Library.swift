//
//  Library.swift
//  Orbit
//

import Foundation

struct Episode: Identifiable, Hashable, Codable {
    var id: String
    var show: String
    var title: String
    var audioURL: URL
    var duration: TimeInterval
}

@MainActor
final class Library: ObservableObject {
    @Published private(set) var episodes: [Episode] = []
    @Published var playbackSpeed: Double = 1.0
    @Published var downloadsOnCellular = false

    func episode(withID id: String) -> Episode? {
        episodes.first { $0.id == id }
    }

    func refresh() async {
        guard let url = URL(string: "https://feeds.example.com/orbit/episodes.json"),
              let response = try? await URLSession.shared.data(from: url),
              let fresh = try? JSONDecoder().decode([Episode].self, from: response.0)
        else { return }
        episodes = fresh
    }
}
