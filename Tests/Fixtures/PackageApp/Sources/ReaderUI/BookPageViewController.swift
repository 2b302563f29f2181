#if canImport(UIKit)
import UIKit

/// Pages through a book; a tap hides the bars and the status bar for reading.
final class BookPageViewController: UIPageViewController, UIPageViewControllerDataSource {
    private let book: Book
    private var chromeHidden = false {
        didSet {
            navigationController?.setNavigationBarHidden(chromeHidden, animated: true)
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    init(book: Book) {
        self.book = book
        super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        title = book.title
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var prefersStatusBarHidden: Bool {
        chromeHidden
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        .slide
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([page(at: 0)], direction: .forward, animated: false)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleChrome)))
    }

    @objc private func toggleChrome() {
        if chromeHidden {
            chromeHidden = false
        } else {
            chromeHidden = true
        }
    }

    private func page(at index: Int) -> UIViewController {
        let page = UIViewController()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = book.pages.indices.contains(index) ? book.pages[index] : ""
        label.frame = page.view.bounds.insetBy(dx: 24, dy: 48)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        page.view.addSubview(label)
        page.view.backgroundColor = .systemBackground
        page.view.tag = index
        return page
    }

    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        viewController.view.tag > 0 ? page(at: viewController.view.tag - 1) : nil
    }

    func pageViewController(
        _ pageViewController: UIPageViewController,
        viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        viewController.view.tag + 1 < book.pages.count ? page(at: viewController.view.tag + 1) : nil
    }
}
#endif
