//
//  CatalogViewController.swift
//  Kiosk
//

import UIKit

final class CatalogViewController: UICollectionViewController {
    private let items = ["Espresso", "Flat White", "Cortado", "Chai", "Croissant", "Cookie"]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 150)
        layout.minimumInteritemSpacing = 12
        super.init(collectionViewLayout: layout)
        title = "Menu"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .black
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Pay",
            primaryAction: UIAction { [weak self] _ in self?.checkout() }
        )
    }

    override func collectionView(
        _ collectionView: UICollectionView,
        numberOfItemsInSection section: Int
    ) -> Int {
        items.count
    }

    override func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = items[indexPath.item]
        content.textProperties.color = .white
        cell.contentConfiguration = content
        return cell
    }

    private func checkout() {
        let checkout = CheckoutViewController()
        checkout.modalPresentationStyle = .fullScreen
        present(checkout, animated: true)
    }
}
