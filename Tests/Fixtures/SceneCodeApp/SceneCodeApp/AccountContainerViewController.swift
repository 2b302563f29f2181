//
//  AccountContainerViewController.swift
//  SceneCodeApp
//

import UIKit

final class AccountContainerViewController: UIViewController {
    private let header = ProfileHeaderViewController()
    private let settings = SettingsListViewController()

    init() {
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person"), tag: 2)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        addChild(header)
        view.addSubview(header.view)
        header.didMove(toParent: self)

        addChild(settings)
        view.addSubview(settings.view)
        settings.didMove(toParent: self)

        layoutChildren()
    }

    private func layoutChildren() {
        for child in [header.view!, settings.view!] {
            child.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            header.view.topAnchor.constraint(equalTo: view.topAnchor),
            header.view.heightAnchor.constraint(equalToConstant: 180),
            settings.view.topAnchor.constraint(equalTo: header.view.bottomAnchor),
            settings.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

final class ProfileHeaderViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemPurple
    }
}

final class SettingsListViewController: UITableViewController {
    override var prefersStatusBarHidden: Bool {
        true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        3
    }

    override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = ["Audio quality", "Downloads", "Sign out"][indexPath.row]
        return cell
    }
}
