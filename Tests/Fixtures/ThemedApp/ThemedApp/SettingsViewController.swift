//
//  SettingsViewController.swift
//  ThemedApp
//

import UIKit

final class SettingsViewController: UITableViewController {
    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Theme.Kind.allCases.count + 1
    }

    override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        if indexPath.row < Theme.Kind.allCases.count {
            let kind = Theme.Kind.allCases[indexPath.row]
            cell.textLabel?.text = kind.rawValue.capitalized
            cell.accessoryType = kind == Theme.current.kind ? .checkmark : .none
        } else {
            cell.textLabel?.text = "Show the tour again"
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.row < Theme.Kind.allCases.count else {
            showTour()
            return
        }
        let kind = Theme.Kind.allCases[indexPath.row]
        Theme.current = Theme(kind: kind)
        UserDefaults.standard.set(kind.rawValue, forKey: "theme")
        tableView.reloadData()
        view.window?.rootViewController?.setNeedsStatusBarAppearanceUpdate()
    }

    private func showTour() {
        let onboarding = OnboardingViewController()
        if Theme.current.kind != .night {
            onboarding.statusBarStyle = .darkContent
        }
        let flow = ModalNavigationController(rootViewController: onboarding)
        flow.modalPresentationStyle = .fullScreen
        present(flow, animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = false
    }
}
