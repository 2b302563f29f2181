//
//  Theme.swift
//  ThemedApp
//

import UIKit

final class Theme {
    enum Kind: String, CaseIterable {
        case paper, sepia, night
    }

    static var current = Theme(kind: .paper)

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    var statusBarStyle: UIStatusBarStyle {
        switch kind {
        case .paper, .sepia:
            return .darkContent
        case .night:
            return .lightContent
        }
    }

    var backgroundColor: UIColor {
        switch kind {
        case .paper: return .white
        case .sepia: return UIColor(red: 0.96, green: 0.91, blue: 0.80, alpha: 1)
        case .night: return UIColor(white: 0.08, alpha: 1)
        }
    }

    var textColor: UIColor {
        kind == .night ? UIColor(white: 0.9, alpha: 1) : .black
    }

    var accentColor: UIColor {
        kind == .night ? .systemOrange : .systemBrown
    }
}
