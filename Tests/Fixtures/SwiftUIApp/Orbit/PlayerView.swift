//
//  PlayerView.swift
//  Orbit
//

import AVFoundation
import SwiftUI

struct PlayerView: View {
    let episode: Episode

    @Environment(\.dismiss) private var dismiss
    @State private var player: AVPlayer?
    @State private var isPlaying = false

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            VStack(spacing: 32) {
                HStack {
                    Button("Close", systemImage: "chevron.down") { dismiss() }
                        .labelStyle(.iconOnly)
                    Spacer()
                }
                Spacer()
                Text(episode.title)
                    .font(.title2.bold())
                    .multilineTextAlignment(.center)
                Text(episode.show).foregroundStyle(.secondary)
                Button {
                    togglePlayback()
                } label: {
                    Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 72))
                }
                Spacer()
            }
            .padding()
            .foregroundStyle(.white)
        }
        .statusBarHidden(isPlaying)
        .onDisappear { player?.pause() }
    }

    private func togglePlayback() {
        if player == nil {
            player = AVPlayer(url: episode.audioURL)
        }
        if isPlaying {
            player?.pause()
        } else {
            player?.play()
        }
        isPlaying.toggle()
    }
}
