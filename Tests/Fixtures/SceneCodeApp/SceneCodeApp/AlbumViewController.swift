//
//  AlbumViewController.swift
//  SceneCodeApp
//

import UIKit

final class AlbumViewController: UITableViewController {
    private let tracks: [Track]

    init(tracks: [Track]) {
        self.tracks = tracks
        super.init(style: .plain)
        title = tracks.first?.album
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .darkContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Track")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tracks.count
    }

    override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Track", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = tracks[indexPath.row].title
        content.secondaryText = tracks[indexPath.row].artist
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        PlaybackQueue.shared.play(tracks, from: indexPath.row)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
