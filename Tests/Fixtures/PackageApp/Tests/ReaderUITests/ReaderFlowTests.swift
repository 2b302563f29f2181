#if canImport(UIKit)
import UIKit
import XCTest
@testable import ReaderUI

final class ReaderFlowTests: XCTestCase {
    private final class StubTop: UIViewController {
        override var prefersStatusBarHidden: Bool {
            true
        }
    }

    @MainActor
    func testRootIsTheReaderNavigationController() {
        let root = ReaderFlow.makeRootViewController(books: [])
        XCTAssertTrue(root is ReaderNavigationController)
    }

    @MainActor
    func testTopControllerDecidesHidden() {
        let navigation = ReaderNavigationController(rootViewController: StubTop())
        XCTAssertTrue(navigation.childForStatusBarHidden is StubTop)
    }
}
#endif
