//
//  NowPlayingViewController.swift
//  SceneCodeApp
//

import UIKit

final class NowPlayingViewController: UIViewController {
    private let artworkView = UIImageView()
    private let titleLabel = UILabel()

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    override var prefersStatusBarHidden: Bool {
        true
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        .slide
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.85)
        artworkView.contentMode = .scaleAspectFit
        artworkView.image = UIImage(systemName: "music.note")
        titleLabel.textColor = .white
        titleLabel.font = .preferredFont(forTextStyle: .title3)
        titleLabel.text = PlaybackQueue.shared.current?.title ?? "Not Playing"

        let close = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
        let stack = UIStackView(arrangedSubviews: [close, artworkView, titleLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 24
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            artworkView.widthAnchor.constraint(equalToConstant: 240),
            artworkView.heightAnchor.constraint(equalToConstant: 240),
        ])
    }
}
