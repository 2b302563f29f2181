//
//  OrdersDashboardViewController.swift
//  Business
//

import UIKit

final class OrdersDashboardViewController: UITableViewController {
    private enum Section: Int, CaseIterable {
        case lowStock, catalog
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .darkContent
    }

    override var prefersStatusBarHidden: Bool {
        true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Products",
            primaryAction: UIAction { [weak self] _ in
                self?.navigationController?.pushViewController(ProductListViewController(), animated: true)
            }
        )
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .lowStock: return Catalog.shared.products.filter { $0.stock < 5 }.count
        case .catalog: return Catalog.shared.products.count
        case nil: return 0
        }
    }

    override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let products = indexPath.section == Section.lowStock.rawValue
            ? Catalog.shared.products.filter { $0.stock < 5 }
            : Catalog.shared.products
        cell.textLabel?.text = products[indexPath.row].name
        cell.detailTextLabel?.text = "\(products[indexPath.row].stock) left"
        return cell
    }
}
