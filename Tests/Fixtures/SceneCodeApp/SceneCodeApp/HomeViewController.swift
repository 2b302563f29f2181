//
//  HomeViewController.swift
//  SceneCodeApp
//

import UIKit

final class HomeViewController: UICollectionViewController {
    private var albums: [[Track]] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 160, height: 200)
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        super.init(collectionViewLayout: layout)
        title = "Listen Now"
        tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .black
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Album")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "play.circle"),
            style: .plain,
            target: self,
            action: #selector(showNowPlaying)
        )
    }

    override func collectionView(
        _ collectionView: UICollectionView,
        numberOfItemsInSection section: Int
    ) -> Int {
        albums.count
    }

    override func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Album", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let album = AlbumViewController(tracks: albums[indexPath.item])
        navigationController?.pushViewController(album, animated: true)
    }

    @objc private func showNowPlaying() {
        let player = NowPlayingViewController()
        player.modalPresentationStyle = .overFullScreen
        player.modalPresentationCapturesStatusBarAppearance = true
        present(player, animated: true)
    }
}
