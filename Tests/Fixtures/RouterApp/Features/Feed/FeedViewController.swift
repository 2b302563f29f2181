import UIKit

struct Story: Hashable {
    var headline: String
    var url: URL
    var videoURL: URL?
}

final class FeedViewController: UITableViewController {
    private lazy var router = Router(presenter: self)
    private var stories: [Story] = []

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Newsroom"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Story")
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"),
            primaryAction: UIAction { [weak self] _ in self?.router.navigate(to: .settings) }
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .action,
            target: self,
            action: #selector(shareApp)
        )
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stories.count
    }

    override func tableView(
        _ tableView: UITableView,
        cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Story", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = stories[indexPath.row].headline
        content.image = stories[indexPath.row].videoURL == nil ? nil : UIImage(systemName: "play.rectangle")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let story = stories[indexPath.row]
        if let video = story.videoURL {
            router.navigate(to: .player(video))
        } else {
            router.navigate(to: .article(story.url))
        }
    }

    @objc private func shareApp() {
        router.navigate(to: .share)
    }
}
