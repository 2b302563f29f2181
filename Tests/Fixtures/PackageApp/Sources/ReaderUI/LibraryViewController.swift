#if canImport(UIKit)
import UIKit

/// The list of books; selecting one opens it in a page view controller.
public final class LibraryViewController: UITableViewController {
    private let books: [Book]

    public init(books: [Book]) {
        self.books = books
        super.init(style: .insetGrouped)
        title = "Library"
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override var preferredStatusBarStyle: UIStatusBarStyle {
        .darkContent
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    public override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = books[indexPath.row].title
        cell.detailTextLabel?.text = books[indexPath.row].author
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let reader = BookPageViewController(book: books[indexPath.row])
        navigationController?.pushViewController(reader, animated: true)
    }
}
#endif
