//
//  SettingsViewController.swift
//  LegacyApp
//

import UIKit

class SettingsViewController: UITableViewController {

    private let lightHeaderKey = "settings.lightHeader"

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Plain header"
        let toggle = UISwitch()
        toggle.isOn = UserDefaults.standard.bool(forKey: lightHeaderKey)
        toggle.addTarget(self, action: #selector(headerChanged(_:)), for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }

    @objc func headerChanged(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: lightHeaderKey)
        if sender.isOn {
            UIApplication.shared.setStatusBarStyle(.default, animated: true)
        } else {
            UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
        }
    }

    @objc func done() {
        dismiss(animated: true, completion: nil)
    }
}
