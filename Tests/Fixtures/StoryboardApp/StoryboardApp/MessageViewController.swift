//
//  MessageViewController.swift
//  StoryboardApp
//

import UIKit

final class MessageViewController: UIViewController {
    var message: Message?

    private let senderLabel = UILabel()
    private let bodyView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        title = message?.subject

        senderLabel.font = .preferredFont(forTextStyle: .subheadline)
        senderLabel.textColor = .secondaryLabel
        senderLabel.text = message?.sender

        bodyView.isEditable = false
        bodyView.font = .preferredFont(forTextStyle: .body)
        bodyView.text = message?.body

        let stack = UIStackView(arrangedSubviews: [senderLabel, bodyView])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
