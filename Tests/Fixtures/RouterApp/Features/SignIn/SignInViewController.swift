import UIKit

final class SignInViewController: BaseViewController {
    private let emailField = UITextField()
    private let passwordField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemRed
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.borderStyle = .roundedRect

        let signIn = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Sign In") { [weak self] _ in
            self?.signIn()
        })
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, signIn])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func signIn() {
        guard let email = emailField.text, !email.isEmpty else { return }
        Session.current.signIn(token: UUID().uuidString)
        view.window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
        if let scene = view.window?.windowScene {
            ToastCenter.shared.show("Signed in as \(email)", in: scene)
        }
    }
}
