//
//  DashboardViewController.swift
//  LegacyApp
//

import UIKit

class DashboardViewController: UITableViewController {

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .default
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Rides"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "RideCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(showSettings))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return RideStore.shared.rides.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RideCell", for: indexPath)
        let ride = RideStore.shared.rides[indexPath.row]
        cell.textLabel?.text = ride.title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let ride = RideStore.shared.rides[indexPath.row]
        if let url = ride.videoURL {
            navigationController?.pushViewController(VideoViewController(url: url), animated: true)
        } else {
            navigationController?.pushViewController(PhotoPagerViewController(photoNames: ride.photoNames), animated: true)
        }
    }

    @objc func showSettings() {
        let settings = UINavigationController(rootViewController: SettingsViewController(style: .grouped))
        present(settings, animated: true, completion: nil)
    }
}
