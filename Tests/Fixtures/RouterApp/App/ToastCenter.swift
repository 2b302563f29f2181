import UIKit

/// Shows short messages in a window of their own, above everything else.
@MainActor
final class ToastCenter {
    static let shared = ToastCenter()

    private var window: UIWindow?

    func show(_ message: String, in scene: UIWindowScene) {
        let toast = UIWindow(windowScene: scene)
        toast.windowLevel = .alert + 1
        toast.rootViewController = ToastViewController(message: message)
        toast.isHidden = false
        window = toast

        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.window?.isHidden = true
            self?.window = nil
        }
    }
}

private final class ToastViewController: UIViewController {
    private let message: String

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.isUserInteractionEnabled = false
        let label = UILabel()
        label.text = message
        label.textColor = .white
        label.backgroundColor = UIColor.black.withAlphaComponent(0.8)
        label.textAlignment = .center
        label.frame = CGRect(x: 24, y: 64, width: view.bounds.width - 48, height: 44)
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
    }
}
