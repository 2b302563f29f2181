//
//  PhotoPagerViewController.swift
//  LegacyApp
//

import UIKit

class PhotoPagerViewController: UIViewController {

    private let photoNames: [String]
    private var currentIndex = 0

    init(photoNames: [String]) {
        self.photoNames = photoNames
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var childViewControllerForStatusBarStyle: UIViewController? {
        return childViewControllers.last
    }

    override var childViewControllerForStatusBarHidden: UIViewController? {
        return childViewControllers.last
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(showNext))
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        show(photoAt: 0)
    }

    @objc func showNext() {
        guard !photoNames.isEmpty else { return }
        show(photoAt: (currentIndex + 1) % photoNames.count)
    }

    private func show(photoAt index: Int) {
        guard index < photoNames.count else { return }
        let page = PhotoViewController(imageName: photoNames[index])
        childViewControllers.forEach { old in
            old.willMove(toParentViewController: nil)
            old.view.removeFromSuperview()
            old.removeFromParentViewController()
        }
        addChildViewController(page)
        page.view.frame = view.bounds
        view.addSubview(page.view)
        page.didMove(toParentViewController: self)
        currentIndex = index
        setNeedsStatusBarAppearanceUpdate()
    }
}

class PhotoViewController: UIViewController {

    private let imageName: String

    init(imageName: String) {
        self.imageName = imageName
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }

    override func loadView() {
        let imageView = UIImageView(image: UIImage(named: imageName))
        imageView.contentMode = .scaleAspectFit
        imageView.backgroundColor = .black
        view = imageView
    }
}
