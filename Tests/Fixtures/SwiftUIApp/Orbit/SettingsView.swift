//
//  SettingsView.swift
//  Orbit
//

import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var library: Library
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Playback") {
                    Picker("Speed", selection: $library.playbackSpeed) {
                        ForEach([0.8, 1.0, 1.25, 1.5, 2.0], id: \.self) { speed in
                            Text(speed, format: .number.precision(.fractionLength(0...2)))
                                + Text("×")
                        }
                    }
                }
                Section("Downloads") {
                    Toggle("Use cellular data", isOn: $library.downloadsOnCellular)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
