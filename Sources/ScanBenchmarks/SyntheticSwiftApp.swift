import Foundation

/// A synthetic app's Swift sources, written to a folder, shaped like a real app's: of every
/// ten files, two are view controllers with status bar code, one a plain view controller,
/// three views, two models and two services, about 55 lines each.
///
/// The first file of every ten declares a base view controller; the second inherits from
/// it, so superclass chains cross files. Their overrides are a third literals, a third
/// ternaries and a third stored properties assigned elsewhere, and each presents the next
/// one from a method, with its presentation style set on a local (chains of ten at most: a
/// hundred files make one feature). A scene delegate puts each feature's first controller in
/// a navigation controller, one tab each. An Info.plist and an Xcode project whose one
/// app target lists every file complete it, as a real app's folder has them.
struct SyntheticSwiftApp {
  /// How many files besides the scene delegate.
  let files: Int

  /// The text of file `index`.
  func file(_ index: Int) -> String {
    switch index % 10 {
    case 0, 1: return controllerFile(index)
    case 2: return plainControllerFile(index)
    case 3, 4, 5: return viewFile(index)
    case 6, 7: return modelFile(index)
    default: return serviceFile(index)
    }
  }

  /// The name of the view controller of file `index` (its first or second file of ten).
  func controllerName(_ index: Int) -> String {
    index % 10 == 0 ? "Base\(index)ViewController" : "Screen\(index)ViewController"
  }

  /// A view controller with status bar overrides.
  func controllerFile(_ index: Int) -> String {
    let isBase = index % 10 == 0
    let name = controllerName(index)
    let superclass = isBase ? "UIViewController" : "Base\(index - 1)ViewController"
    let style: String
    switch (index / 10) % 3 {
    case 0: style = ".lightContent"
    case 1: style = "isImmersive ? .lightContent : .darkContent"
    default: style = "accent"
    }
    // Each controller presents the base controller of the next ten files, within its hundred:
    // presentation chains stay ten deep, as in a real app, whatever the app's size.
    let nextBlock = index / 10 + 1
    let nextName =
      nextBlock % 10 != 0 && nextBlock * 10 < files
      ? controllerName(nextBlock * 10) : "UIViewController"
    let accent = nextName == "UIViewController" ? "" : "\n    next.accent = .darkContent"
    return """
      import UIKit

      /// Screen \(index) of the synthetic app.
      class \(name): \(superclass) {
        private var isImmersive = false
        var accent: UIStatusBarStyle = .lightContent {
          didSet { setNeedsStatusBarAppearanceUpdate() }
        }

        override var preferredStatusBarStyle: UIStatusBarStyle {
          \(style)
        }

        override var prefersStatusBarHidden: Bool { isImmersive }

        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Screen \(index)"
          view.backgroundColor = .systemBackground
        }

        func showNext() {
          let next = \(nextName)()
          next.modalPresentationStyle = .overFullScreen\(accent)
          present(next, animated: true)
        }

        private func total(of items: [String]) -> Int {
          var count = 0
          for item in items where !item.isEmpty {
            count += item.count
          }
          return count
        }
      }

      """
  }

  /// A view controller without status bar code: a table.
  func plainControllerFile(_ index: Int) -> String {
    """
    import UIKit

    final class List\(index)ViewController: UITableViewController {
      private var rows: [Item\(index + 4)] = []
      private let service = Service\(index + 6)()

      override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          barButtonSystemItem: .refresh, target: self, action: #selector(reload))
        reload()
      }

      @objc private func reload() {
        service.fetch { [weak self] result in
          switch result {
          case .success(let items):
            self?.rows = items
            self?.tableView.reloadData()
          case .failure(let error):
            self?.show(error)
          }
        }
      }

      private func show(_ error: Error) {
        let alert = UIAlertController(
          title: "Could not load", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
      }

      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
      }

      override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].title
        content.secondaryText = rows[indexPath.row].subtitle
        cell.contentConfiguration = content
        return cell
      }
    }

    """
  }

  /// A view with layout code.
  func viewFile(_ index: Int) -> String {
    """
    import UIKit

    /// A card of the synthetic app.
    final class Card\(index)View: UIView {
      private let titleLabel = UILabel()
      private let detailLabel = UILabel()
      private let imageView = UIImageView()
      var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
      }

      override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
      }

      required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
      }

      private func setUp() {
        layer.cornerRadius = 12
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.numberOfLines = 0
        imageView.contentMode = .scaleAspectFill
        for subview in [titleLabel, detailLabel, imageView] {
          subview.translatesAutoresizingMaskIntoConstraints = false
          addSubview(subview)
        }
        NSLayoutConstraint.activate([
          imageView.topAnchor.constraint(equalTo: topAnchor),
          imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
          imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
          imageView.heightAnchor.constraint(equalToConstant: \(100 + index % 50)),
          titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
          titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
          detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
          detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
          detailLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
      }

      func configure(with item: Item\(index + 3)) {
        title = item.title
        detailLabel.text = item.subtitle
        accessibilityLabel = [item.title, item.subtitle].compactMap { $0 }.joined(separator: ", ")
      }
    }

    """
  }

  /// A model.
  func modelFile(_ index: Int) -> String {
    """
    import Foundation

    /// An item of the synthetic app.
    struct Item\(index): Codable, Hashable, Identifiable {
      let id: UUID
      var title: String
      var subtitle: String?
      var createdAt: Date
      var tags: [String]
      var rating: Double

      enum CodingKeys: String, CodingKey {
        case id, title, subtitle, tags, rating
        case createdAt = "created_at"
      }

      var isRecent: Bool {
        createdAt.timeIntervalSinceNow > -86_400 * \(1 + index % 7)
      }

      var summary: String {
        let stars = String(repeating: "★", count: Int(rating.rounded()))
        return [title, subtitle, stars].compactMap { $0 }.joined(separator: " · ")
      }

      func matches(_ query: String) -> Bool {
        guard !query.isEmpty else { return true }
        let lowered = query.lowercased()
        return title.lowercased().contains(lowered)
          || tags.contains { $0.lowercased().hasPrefix(lowered) }
      }

      static func sorted(_ items: [Item\(index)]) -> [Item\(index)] {
        items.sorted { lhs, rhs in
          if lhs.rating != rhs.rating { return lhs.rating > rhs.rating }
          return lhs.createdAt > rhs.createdAt
        }
      }
    }

    """
  }

  /// A service with closures and error handling.
  func serviceFile(_ index: Int) -> String {
    """
    import Foundation

    /// Loads items for the synthetic app.
    final class Service\(index) {
      enum Failure: Error {
        case offline
        case badStatus(Int)
        case decoding(Error)
      }

      private let session: URLSession
      private let decoder = JSONDecoder()
      private var cache: [URL: Data] = [:]

      init(session: URLSession = .shared) {
        self.session = session
        decoder.dateDecodingStrategy = .iso8601
      }

      func fetch(completion: @escaping (Result<[Item\(index - 2)], Error>) -> Void) {
        let url = URL(string: "https://example.com/items/\(index)")!
        if let data = cache[url] {
          completion(decode(data))
          return
        }
        session.dataTask(with: url) { [weak self] data, response, error in
          guard let self else { return }
          if let error {
            completion(.failure(error))
            return
          }
          guard let response = response as? HTTPURLResponse else {
            completion(.failure(Failure.offline))
            return
          }
          switch response.statusCode {
          case 200..<300:
            let body = data ?? Data()
            self.cache[url] = body
            completion(self.decode(body))
          default:
            completion(.failure(Failure.badStatus(response.statusCode)))
          }
        }.resume()
      }

      private func decode(_ data: Data) -> Result<[Item\(index - 2)], Error> {
        do {
          return .success(try decoder.decode([Item\(index - 2)].self, from: data))
        } catch {
          return .failure(Failure.decoding(error))
        }
      }
    }

    """
  }

  /// The scene delegate's text.
  var sceneDelegate: String {
    let tabs = stride(from: 0, to: files, by: 100).map {
      "      UINavigationController(rootViewController: \(controllerName($0))()),"
    }.joined(separator: "\n")
    return """
      import UIKit

      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(
          _ scene: UIScene, willConnectTo session: UISceneSession,
          options connectionOptions: UIScene.ConnectionOptions
        ) {
          guard let windowScene = scene as? UIWindowScene else { return }
          let window = UIWindow(windowScene: windowScene)
          let tabs = UITabBarController()
          tabs.viewControllers = [
      \(tabs)
          ]
          window.rootViewController = tabs
          window.makeKeyAndVisible()
          self.window = window
        }
      }

      """
  }

  /// Writes the app under `folder` (100 files per subfolder) and returns its line count.
  func write(to folder: URL) throws -> Int {
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(sceneDelegate.utf8).write(to: folder.appendingPathComponent("SceneDelegate.swift"))
    var lines = sceneDelegate.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    for index in 0..<files {
      let group = folder.appendingPathComponent("Feature\(index / 100)", isDirectory: true)
      if index % 100 == 0 {
        try manager.createDirectory(at: group, withIntermediateDirectories: true)
      }
      let text = file(index)
      lines += text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      try Data(text.utf8).write(to: group.appendingPathComponent("Screen\(index).swift"))
    }
    try Data(infoPlist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
    let project = folder.appendingPathComponent("App.xcodeproj", isDirectory: true)
    try manager.createDirectory(at: project, withIntermediateDirectories: true)
    try Data(projectFile().utf8).write(to: project.appendingPathComponent("project.pbxproj"))
    return lines
  }

  /// The app's Info.plist: a scene manifest naming the scene delegate.
  var infoPlist: String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>UIApplicationSceneManifest</key>
    \t<dict>
    \t\t<key>UISceneConfigurations</key>
    \t\t<dict>
    \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
    \t\t\t<array>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>UISceneDelegateClassName</key>
    \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
    \t\t\t\t</dict>
    \t\t\t</array>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """
  }

  /// The `project.pbxproj` of one app target whose sources phase lists every Swift file, as
  /// Xcode writes it: a file reference and a build file per file, a group per folder.
  func projectFile() -> String {
    var objects: [String] = []
    var buildFiles: [String] = []
    var groups: [String] = []
    func fileReference(_ id: String, _ path: String) {
      objects.append(
        "\t\t\(id) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
          + "path = \(path); sourceTree = \"<group>\"; };")
      objects.append("\t\tB\(id) = {isa = PBXBuildFile; fileRef = \(id); };")
      buildFiles.append("B\(id)")
    }
    fileReference("FSCENE", "SceneDelegate.swift")
    var members: [String] = []
    for index in 0..<files {
      fileReference("F\(index)", "Screen\(index).swift")
      members.append("F\(index)")
      if index % 100 == 99 || index == files - 1 {
        let group = "G\(index / 100)"
        objects.append(
          "\t\t\(group) = {isa = PBXGroup; children = (\(members.joined(separator: ", "))); "
            + "path = Feature\(index / 100); sourceTree = \"<group>\"; };")
        groups.append(group)
        members = []
      }
    }
    objects += [
      "\t\tGROOT = {isa = PBXGroup; children = (FSCENE, \(groups.joined(separator: ", "))); "
        + "sourceTree = \"<group>\"; };",
      "\t\tPSOURCES = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };",
      "\t\tCRELEASE = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Info.plist; "
        + "PRODUCT_NAME = App;}; name = Release; };",
      "\t\tLAPP = {isa = XCConfigurationList; buildConfigurations = (CRELEASE); "
        + "defaultConfigurationName = Release; };",
      "\t\tTAPP = {isa = PBXNativeTarget; buildConfigurationList = LAPP; buildPhases = (PSOURCES); "
        + "name = App; productType = \"com.apple.product-type.application\"; };",
      "\t\tROOT = {isa = PBXProject; mainGroup = GROOT; targets = (TAPP); };",
    ]
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tobjectVersion = 56;
      \tobjects = {
      \(objects.joined(separator: "\n"))
      \t};
      \trootObject = ROOT;
      }

      """
  }
}
