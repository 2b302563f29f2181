//
//  Catalog.swift
//  Storefront (shared by Consumer and Business)
//

import Foundation

struct Product: Codable, Hashable, Identifiable {
    var id: Int
    var name: String
    var price: Decimal
    var stock: Int
    var imageName: String
}

final class Catalog {
    static let shared = Catalog()

    private(set) var products: [Product] = []
    private(set) var cart: [Product] = []

    func loadBundledProducts() {
        guard let url = Bundle.main.url(forResource: "products", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let decoded = try? JSONDecoder().decode([Product].self, from: data)
        else { return }
        products = decoded
    }

    func addToCart(_ product: Product) {
        cart.append(product)
        NotificationCenter.default.post(name: .cartDidChange, object: self)
    }

    func removeFromCart(at index: Int) {
        cart.remove(at: index)
        NotificationCenter.default.post(name: .cartDidChange, object: self)
    }
}

extension Notification.Name {
    static let cartDidChange = Notification.Name("CatalogCartDidChange")
}
