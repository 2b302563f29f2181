//
//  NotificationSettingsViewController.swift
//  StoryboardApp
//

import UIKit

final class NotificationSettingsViewController: UITableViewController {
    private enum Row: Int, CaseIterable {
        case newMail, mentions, digest

        var title: String {
            switch self {
            case .newMail: return "New mail"
            case .mentions: return "Mentions"
            case .digest: return "Daily digest"
            }
        }

        var defaultsKey: String { "notifications.\(self)" }
    }

    override var prefersStatusBarHidden: Bool {
        false
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ToggleCell", for: indexPath)
        guard let row = Row(rawValue: indexPath.row) else { return cell }
        cell.textLabel?.text = row.title
        let toggle = UISwitch()
        toggle.isOn = UserDefaults.standard.bool(forKey: row.defaultsKey)
        toggle.tag = row.rawValue
        toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }

    @objc private func toggled(_ sender: UISwitch) {
        guard let row = Row(rawValue: sender.tag) else { return }
        UserDefaults.standard.set(sender.isOn, forKey: row.defaultsKey)
    }
}
