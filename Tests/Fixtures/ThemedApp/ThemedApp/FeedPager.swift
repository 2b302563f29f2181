//
//  FeedPager.swift
//  ThemedApp
//

import Pageboy
import Tabman
import UIKit

/// The feed: one page per section, with a bar of section titles (Tabman).
final class FeedPager: TabmanViewController {
    private let sections = ["Top", "World", "Science", "Culture"]
    private lazy var pages: [UIViewController] = sections.map { section in
        let page = UITableViewController(style: .plain)
        page.title = section
        return page
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .darkContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self

        let bar = TMBar.ButtonBar()
        bar.layout.transitionStyle = .snap
        bar.layout.contentMode = .fit
        bar.backgroundView.style = .blur(style: .regular)
        addBar(bar, dataSource: self, at: .top)
    }
}

extension FeedPager: PageboyViewControllerDataSource, TMBarDataSource {
    func numberOfViewControllers(in pageboyViewController: PageboyViewController) -> Int {
        pages.count
    }

    func viewController(
        for pageboyViewController: PageboyViewController,
        at index: PageboyViewController.PageIndex
    ) -> UIViewController? {
        pages[index]
    }

    func defaultPage(for pageboyViewController: PageboyViewController) -> PageboyViewController.Page? {
        .first
    }

    func barItem(for bar: TMBar, at index: Int) -> TMBarItemable {
        TMBarItem(title: sections[index])
    }
}
