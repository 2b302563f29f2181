//
//  GalleryViewController.swift
//  ThemedApp
//

import UIKit

final class GalleryViewController: UIViewController {
    enum Backdrop: Int, CaseIterable {
        case photo, paper, night

        var title: String {
            switch self {
            case .photo: return "Photo"
            case .paper: return "Paper"
            case .night: return "Night"
            }
        }
    }

    private var backdrop = Backdrop.photo
    private let imageView = UIImageView()

    override var preferredStatusBarStyle: UIStatusBarStyle {
        switch backdrop {
        case .photo, .night:
            return .lightContent
        case .paper:
            return .darkContent
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        imageView.contentMode = .scaleAspectFill
        imageView.frame = view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(imageView)

        let picker = UISegmentedControl(items: Backdrop.allCases.map(\.title))
        picker.selectedSegmentIndex = backdrop.rawValue
        picker.addTarget(self, action: #selector(backdropChanged(_:)), for: .valueChanged)
        navigationItem.titleView = picker
        render()
    }

    @objc private func backdropChanged(_ sender: UISegmentedControl) {
        backdrop = Backdrop(rawValue: sender.selectedSegmentIndex) ?? .photo
        render()
        setNeedsStatusBarAppearanceUpdate()
    }

    private func render() {
        switch backdrop {
        case .photo: imageView.image = UIImage(named: "Dunes")
        case .paper: view.backgroundColor = .white; imageView.image = nil
        case .night: view.backgroundColor = .black; imageView.image = nil
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        edgesForExtendedLayout = []
        extendedLayoutIncludesOpaqueBars = Theme.current.kind == .night
    }
}
