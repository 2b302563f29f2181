//
//  PlaybackQueue.swift
//  SceneCodeApp
//

import Foundation

struct Track: Codable, Hashable {
    var title: String
    var artist: String
    var album: String
    var duration: TimeInterval
}

final class PlaybackQueue {
    static let shared = PlaybackQueue()

    private(set) var tracks: [Track] = []
    private(set) var currentIndex: Int?

    var current: Track? {
        currentIndex.flatMap { tracks.indices.contains($0) ? tracks[$0] : nil }
    }

    func play(_ album: [Track], from index: Int = 0) {
        tracks = album
        currentIndex = index
    }

    func restore() {
        guard let data = UserDefaults.standard.data(forKey: "queue"),
              let saved = try? JSONDecoder().decode([Track].self, from: data)
        else { return }
        tracks = saved
        currentIndex = saved.isEmpty ? nil : 0
    }

    func save() {
        let data = try? JSONEncoder().encode(tracks)
        UserDefaults.standard.set(data, forKey: "queue")
    }
}
