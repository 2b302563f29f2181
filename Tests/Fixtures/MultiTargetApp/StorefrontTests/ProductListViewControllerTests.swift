//
//  ProductListViewControllerTests.swift
//  StorefrontTests
//

import XCTest
@testable import Storefront

final class ProductListViewControllerTests: XCTestCase {
    private final class HiddenStatusBarHost: UIViewController {
        override var prefersStatusBarHidden: Bool {
            true
        }
    }

    func testListPrefersLightStatusBar() {
        let list = ProductListViewController()
        XCTAssertEqual(list.preferredStatusBarStyle, .lightContent)
    }

    func testDetailKeepsStatusBarVisible() {
        let product = Product(id: 1, name: "Mug", price: 12, stock: 3, imageName: "mug")
        let host = HiddenStatusBarHost()
        host.addChild(ProductDetailViewController(product: product))
        XCTAssertFalse(host.children[0].prefersStatusBarHidden)
    }
}
