import UIKit

extension SettingsViewController {
    override var prefersStatusBarHidden: Bool {
        false
    }

    /// The account banner above the settings list.
    private final class HeaderController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle {
            .lightContent
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemRed
            let label = UILabel()
            label.text = UserDefaults.standard.string(forKey: "session.email") ?? "Not signed in"
            label.textColor = .white
            label.font = .preferredFont(forTextStyle: .headline)
            label.frame = view.bounds.insetBy(dx: 20, dy: 0)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(label)
        }
    }

    func installHeader() {
        let header = HeaderController()
        addChild(header)
        header.view.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 96)
        tableView.tableHeaderView = header.view
        header.didMove(toParent: self)
    }
}
