import AVFoundation
import UIKit

final class PlayerViewController: BaseViewController {
    private let player: AVPlayer
    private let playerLayer = AVPlayerLayer()

    init(streamURL: URL) {
        player = AVPlayer(url: streamURL)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var prefersStatusBarHidden: Bool {
        if player.timeControlStatus == .playing {
            return true
        } else {
            return false
        }
    }

    override var prefersHomeIndicatorAutoHidden: Bool {
        true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        playerLayer.player = player
        playerLayer.videoGravity = .resizeAspect
        view.layer.addSublayer(playerLayer)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        playerLayer.frame = view.bounds
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        player.play()
        setNeedsStatusBarAppearanceUpdate()
    }

    @objc private func close() {
        player.pause()
        dismiss(animated: true)
    }
}
