//
//  ComposeViewController.swift
//  StoryboardApp
//

import UIKit

final class ComposeViewController: UIViewController {
    private let subjectField = UITextField()
    private let bodyView = UITextView()

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .default
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
        subjectField.placeholder = "Subject"
        subjectField.borderStyle = .roundedRect
        bodyView.font = .preferredFont(forTextStyle: .body)

        let sendButton = UIButton(type: .system, primaryAction: UIAction(title: "Send") { [weak self] _ in
            self?.send()
        })
        let stack = UIStackView(arrangedSubviews: [subjectField, bodyView, sendButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.insetBy(dx: 16, dy: 24)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
    }

    private func send() {
        let draft = Message(
            sender: "me",
            subject: subjectField.text ?? "",
            body: bodyView.text,
            receivedAt: Date(),
            isUnread: false
        )
        MailStore.shared.drafts.append(draft)
        dismiss(animated: true)
    }
}
