//
//  ReceiptViewController.swift
//  Kiosk
//

import UIKit

final class ReceiptViewController: UIViewController {
    private let total: Decimal

    init(total: Decimal) {
        self.total = total
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var prefersStatusBarHidden: Bool {
        true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let label = UILabel()
        label.font = .monospacedDigitSystemFont(ofSize: 48, weight: .bold)
        label.text = total.formatted(.currency(code: "EUR"))
        label.textAlignment = .center
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}
