//
//  InboxViewController.swift
//  StoryboardApp
//

import UIKit

final class InboxViewController: UITableViewController {
    private var messages: [Message] = []

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .darkContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let account = UIBarButtonItem(
            image: UIImage(systemName: "person.crop.circle"),
            style: .plain,
            target: self,
            action: #selector(showAccount)
        )
        navigationItem.rightBarButtonItems?.append(account)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        messages = MailStore.shared.visibleMessages
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
        let message = messages[indexPath.row]
        cell.textLabel?.text = message.subject
        cell.detailTextLabel?.text = message.sender
        cell.textLabel?.font = message.isUnread
            ? .preferredFont(forTextStyle: .headline)
            : .preferredFont(forTextStyle: .body)
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showMessage",
              let detail = segue.destination as? MessageViewController,
              let row = tableView.indexPathForSelectedRow?.row
        else { return }
        detail.message = messages[row]
    }

    @IBAction private func showFilters(_ sender: UIBarButtonItem) {
        performSegue(withIdentifier: "showFilters", sender: sender)
    }

    @objc private func showAccount() {
        guard let tabs = storyboard?.instantiateViewController(withIdentifier: "AccountTabs") else {
            return
        }
        tabs.modalPresentationStyle = .fullScreen
        present(tabs, animated: true)
    }
}
