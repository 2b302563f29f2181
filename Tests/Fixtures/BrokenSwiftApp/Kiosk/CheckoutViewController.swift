//
//  CheckoutViewController.swift
//  Kiosk
//

import UIKit

final class CheckoutViewController: UIViewController {
    private let totalLabel = UILabel()
    private var total: Decimal = 0

    override var prefersStatusBarHidden: Bool {
        false
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        totalLabel.font = .preferredFont(forTextStyle: .largeTitle)
        totalLabel.text = total.formatted(.currency(code: "EUR"))
        view.addSubview(totalLabel)
    }

    private func confirm() {
        let receipt = ReceiptViewController(total: total)
        receipt.modalPresentationStyle = .overFullScreen
        present(receipt, animated: true)
