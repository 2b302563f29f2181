#if canImport(UIKit) && os(iOS)
  import UIKit

  /// UIKit's values as the snapshot records them.
  @available(iOS 13.0, *)
  @MainActor
  enum UIKitValues {
    /// A class and its superclasses, as `class_getSuperclass` gives them.
    ///
    /// Each is named with `String(reflecting:)` and marked as the system's when
    /// `Bundle(for:)` is under `/System/Library/`. The subclass key-value observing inserts
    /// is skipped.
    static func classChain(of type: AnyClass) -> [SnapshotClass] {
      var chain: [SnapshotClass] = []
      var current: AnyClass? = type
      while let type = current, chain.count < 64 {
        let name = String(reflecting: type)
        if !name.hasPrefix("NSKVONotifying_") {
          let path = Bundle(for: type).bundlePath
          chain.append(SnapshotClass(name: name, isSystem: path.contains("/System/Library/")))
        }
        current = class_getSuperclass(type)
      }
      return chain
    }

    /// A `UIStatusBarStyle`.
    static func style(_ style: UIStatusBarStyle) -> SnapshotStatusBarStyle {
      switch style {
      case .default: return .default
      case .lightContent: return .lightContent
      case .darkContent: return .darkContent
      default: return style.rawValue == 2 ? .blackOpaque : .unknown(style.rawValue)
      }
    }

    /// A `UIModalPresentationStyle`.
    static func presentationStyle(_ style: UIModalPresentationStyle) -> SnapshotPresentationStyle {
      switch style {
      case .fullScreen: return .fullScreen
      case .pageSheet: return .pageSheet
      case .formSheet: return .formSheet
      case .currentContext: return .currentContext
      case .custom: return .custom
      case .overFullScreen: return .overFullScreen
      case .overCurrentContext: return .overCurrentContext
      case .popover: return .popover
      case .automatic: return .automatic
      default: return .unknown(style.rawValue)
      }
    }

    /// A `UIUserInterfaceStyle`.
    static func interfaceStyle(_ style: UIUserInterfaceStyle) -> SnapshotInterfaceStyle {
      switch style {
      case .light: return .light
      case .dark: return .dark
      default: return .unspecified
      }
    }

    /// A `UIBarStyle`; the deprecated `.blackTranslucent` is 2.
    static func barStyle(_ style: UIBarStyle) -> SnapshotBarStyle {
      switch style {
      case .default: return .default
      case .black: return .black
      default: return style.rawValue == 2 ? .blackTranslucent : .default
      }
    }

    /// A trait collection's `userInterfaceStyle`, `horizontalSizeClass` and
    /// `verticalSizeClass`.
    static func traits(_ traits: UITraitCollection) -> SnapshotTraits {
      SnapshotTraits(
        appearance: interfaceStyle(traits.userInterfaceStyle),
        horizontalSizeClass: sizeClass(traits.horizontalSizeClass),
        verticalSizeClass: sizeClass(traits.verticalSizeClass))
    }

    /// A `UIUserInterfaceSizeClass`, `nil` when unspecified.
    private static func sizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> SnapshotSizeClass? {
      switch sizeClass {
      case .compact: return .compact
      case .regular: return .regular
      default: return nil
      }
    }
  }
#endif
