//
//  ReaderViewController.swift
//  ThemedApp
//

import UIKit

final class ReaderViewController: UITableViewController {
    private var isDarkMode = UserDefaults.standard.bool(forKey: "reader.darkMode") {
        didSet {
            UserDefaults.standard.set(isDarkMode, forKey: "reader.darkMode")
            applyColors()
            navigationController?.setNeedsStatusBarAppearanceUpdate()
        }
    }

    private let chapters = (1...24).map { "Chapter \($0)" }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        isDarkMode ? .lightContent : .darkContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Chapter")
        tableView.contentInsetAdjustmentBehavior = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "moon"),
            primaryAction: UIAction { [weak self] _ in self?.isDarkMode.toggle() }
        )
        applyColors()
    }

    private func applyColors() {
        tableView.backgroundColor = isDarkMode ? .black : .systemBackground
        overrideUserInterfaceStyle = isDarkMode ? .dark : .light
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        chapters.count
    }

    override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Chapter", for: indexPath)
        cell.textLabel?.text = chapters[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let article = ArticleViewController(title: chapters[indexPath.row])
        navigationController?.pushViewController(article, animated: true)
    }
}

final class ArticleViewController: UIViewController {
    private let textView = UITextView()

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        Theme.current.statusBarStyle
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.current.backgroundColor
        textView.backgroundColor = .clear
        textView.textColor = Theme.current.textColor
        textView.font = .preferredFont(forTextStyle: .body)
        textView.isEditable = false
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
    }
}
