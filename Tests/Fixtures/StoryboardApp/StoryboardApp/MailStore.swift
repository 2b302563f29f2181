//
//  MailStore.swift
//  StoryboardApp
//

import Foundation

struct Message: Codable, Hashable {
    var sender: String
    var subject: String
    var body: String
    var receivedAt: Date
    var isUnread: Bool
}

final class MailStore {
    static let shared = MailStore()

    private(set) var messages: [Message] = []
    var drafts: [Message] = []
    var showsUnreadOnly = false

    private let cacheURL = FileManager.default
        .urls(for: .cachesDirectory, in: .userDomainMask)[0]
        .appendingPathComponent("inbox.json")

    var visibleMessages: [Message] {
        showsUnreadOnly ? messages.filter(\.isUnread) : messages
    }

    func loadCachedMessages() {
        guard let data = try? Data(contentsOf: cacheURL),
              let cached = try? JSONDecoder().decode([Message].self, from: data)
        else { return }
        messages = cached.sorted { $0.receivedAt > $1.receivedAt }
    }

    func saveDrafts() {
        guard !drafts.isEmpty else { return }
        let url = cacheURL.deletingLastPathComponent().appendingPathComponent("drafts.json")
        try? JSONEncoder().encode(drafts).write(to: url, options: .atomic)
    }
}
