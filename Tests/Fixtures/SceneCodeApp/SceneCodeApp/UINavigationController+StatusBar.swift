//
//  UINavigationController+StatusBar.swift
//  SceneCodeApp
//

import UIKit

extension UINavigationController {
    open override var childForStatusBarStyle: UIViewController? {
        topViewController
    }
}
