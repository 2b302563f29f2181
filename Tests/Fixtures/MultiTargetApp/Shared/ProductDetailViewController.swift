//
//  ProductDetailViewController.swift
//  Storefront (shared by Consumer and Business)
//

import UIKit

final class ProductDetailViewController: UIViewController {
    private let product: Product
    private let imageView = UIImageView()
    private let nameLabel = UILabel()

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
        title = product.name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var prefersStatusBarHidden: Bool {
        false
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.image = UIImage(named: product.imageName)
        imageView.contentMode = .scaleAspectFit
        nameLabel.text = product.name
        nameLabel.font = .preferredFont(forTextStyle: .title2)

        let add = UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Add to Cart") { [weak self] _ in
            guard let self else { return }
            Catalog.shared.addToCart(self.product)
        })
        let stack = UIStackView(arrangedSubviews: [imageView, nameLabel, add])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
