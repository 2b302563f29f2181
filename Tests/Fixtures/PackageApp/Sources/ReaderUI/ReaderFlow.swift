#if canImport(UIKit)
import UIKit

/// The entry point host apps use to show the reader.
public enum ReaderFlow {
    /// The library inside the reader's navigation controller, ready to be a window's root.
    @MainActor
    public static func makeRootViewController(books: [Book]) -> UIViewController {
        ReaderNavigationController(rootViewController: LibraryViewController(books: books))
    }
}

public struct Book: Hashable, Sendable {
    public var title: String
    public var author: String
    public var pages: [String]

    public init(title: String, author: String, pages: [String]) {
        self.title = title
        self.author = author
        self.pages = pages
    }
}
#endif
