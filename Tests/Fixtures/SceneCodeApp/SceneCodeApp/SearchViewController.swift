//
//  SearchViewController.swift
//  SceneCodeApp
//

import UIKit

final class SearchViewController: UIViewController, UISearchResultsUpdating {
    private let searchController = UISearchController(searchResultsController: nil)
    private var results: [Track] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Search"
        tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text?.lowercased() ?? ""
        results = PlaybackQueue.shared.tracks.filter { $0.title.lowercased().contains(query) }
    }
}
