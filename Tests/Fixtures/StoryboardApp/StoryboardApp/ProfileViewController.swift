//
//  ProfileViewController.swift
//  StoryboardApp
//

import UIKit

final class ProfileViewController: UIViewController {
    private let avatarView = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
    private let nameLabel = UILabel()

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        avatarView.tintColor = .white
        nameLabel.textColor = .white
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.text = UserDefaults.standard.string(forKey: "account.name") ?? "Signed out"

        let done = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak self] _ in
            self?.dismiss(animated: true)
        })
        done.tintColor = .white
        let stack = UIStackView(arrangedSubviews: [avatarView, nameLabel, done])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 96),
            avatarView.heightAnchor.constraint(equalToConstant: 96),
        ])
    }
}
