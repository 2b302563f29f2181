//
//  RideStore.swift
//  LegacyApp
//

import Foundation

struct Ride: Codable {
    var title: String
    var distance: Double
    var date: Date
    var videoURL: URL?
    var photoNames: [String]
}

class RideStore {
    static let shared = RideStore()

    private(set) var rides: [Ride] = []

    private var fileURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent("rides.json")
    }

    init() {
        if let data = try? Data(contentsOf: fileURL),
            let saved = try? JSONDecoder().decode([Ride].self, from: data) {
            rides = saved
        }
    }

    func add(_ ride: Ride) {
        rides.insert(ride, at: 0)
    }

    func save() {
        if let data = try? JSONEncoder().encode(rides) {
            try? data.write(to: fileURL, options: .atomic)
        }
    }
}
