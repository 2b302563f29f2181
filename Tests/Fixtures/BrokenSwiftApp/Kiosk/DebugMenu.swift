//
//  DebugMenu.swift
//  Kiosk
//

import UIKit

#if DEBUG
final class DebugMenuViewController: UITableViewController {
    override var prefersStatusBarHidden: Bool {
        true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        2
    }

    override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = indexPath.row == 0 ? "Reset orders" : "Crash"
        return cell
    }
}

extension UIWindow {
    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake else { return }
        rootViewController?.present(DebugMenuViewController(style: .grouped), animated: true)
    }
}
