//
//  PlayerHost.swift
//  Orbit
//

import SwiftUI
import UIKit

final class PlayerHost: UIHostingController<PlayerView> {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }
}

/// Opens the player when playback is handed off from another device.
enum ExternalPlayback {
    static let activityType = "com.example.orbit.play"

    @MainActor
    static func present(_ episode: Episode) {
        guard let scene = UIApplication.shared.connectedScenes
            .first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene,
            let root = scene.keyWindow?.rootViewController
        else { return }

        let host = PlayerHost(rootView: PlayerView(episode: episode))
        host.modalPresentationStyle = .fullScreen
        root.present(host, animated: true)
    }
}
