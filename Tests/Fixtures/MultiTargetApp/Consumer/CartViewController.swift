//
//  CartViewController.swift
//  Consumer
//

import UIKit

final class CartViewController: UITableViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle {
        .darkContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Line")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Catalog.shared.cart.count
    }

    override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Line", for: indexPath)
        cell.textLabel?.text = Catalog.shared.cart[indexPath.row].name
        return cell
    }

    override func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        Catalog.shared.removeFromCart(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
