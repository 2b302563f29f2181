//
//  OnboardingViewController.swift
//  ThemedApp
//

import UIKit

/// The feature tour, drawn dark or light to match the theme.
final class OnboardingViewController: UIViewController {
    var statusBarStyle: UIStatusBarStyle = .lightContent {
        didSet {
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    private let pages = ["Read anywhere", "Pick your theme", "Save for later"]
    private var index = 0
    private let label = UILabel()

    override var preferredStatusBarStyle: UIStatusBarStyle {
        statusBarStyle
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let isNight = Theme.current.kind == .night
        view.backgroundColor = isNight ? .black : .white
        label.textColor = isNight ? .white : .black
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.textAlignment = .center
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(advance)))
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .close,
            primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) }
        )
        label.text = pages[index]
    }

    @objc private func advance() {
        guard index + 1 < pages.count else {
            dismiss(animated: true)
            return
        }
        index += 1
        label.text = pages[index]
    }
}
