//
//  ProductListViewController.swift
//  Storefront (shared by Consumer and Business)
//

import UIKit

final class ProductListViewController: UICollectionViewController {
    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .none
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        title = "Shop"
        tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemIndigo
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Product")
    }

    override func collectionView(
        _ collectionView: UICollectionView,
        numberOfItemsInSection section: Int
    ) -> Int {
        Catalog.shared.products.count
    }

    override func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Product", for: indexPath)
        let product = Catalog.shared.products[indexPath.item]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = product.name
        content.secondaryText = product.price.formatted(.currency(code: "EUR"))
        (cell as? UICollectionViewListCell)?.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = ProductDetailViewController(product: Catalog.shared.products[indexPath.item])
        show(detail, sender: self)
    }
}
