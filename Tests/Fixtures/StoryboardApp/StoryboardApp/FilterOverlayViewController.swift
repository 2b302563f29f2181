//
//  FilterOverlayViewController.swift
//  StoryboardApp
//

import UIKit

final class FilterOverlayViewController: UIViewController {
    @IBOutlet private weak var unreadSwitch: UISwitch!

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        unreadSwitch.isOn = MailStore.shared.showsUnreadOnly
    }

    @IBAction private func unreadChanged(_ sender: UISwitch) {
        MailStore.shared.showsUnreadOnly = sender.isOn
    }

    @IBAction private func close(_ sender: Any) {
        dismiss(animated: true)
    }
}
