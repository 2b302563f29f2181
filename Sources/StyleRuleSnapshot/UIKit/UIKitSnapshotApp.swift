#if canImport(UIKit) && os(iOS)
  import UIKit

  /// The running app, read through UIKit: the main bundle's Info.plist, `UIDevice`, and the
  /// connected window scenes.
  @available(iOS 13.0, *)
  @available(iOSApplicationExtension, unavailable)
  @MainActor
  struct UIKitSnapshotApp: SnapshotApp {
    /// `Bundle.main.object(forInfoDictionaryKey:)`: a string, a Boolean (a number is read
    /// as one), or something else.
    func infoPlistValue(forKey key: String) -> SnapshotPlistValue? {
      guard let value = Bundle.main.object(forInfoDictionaryKey: key) else { return nil }
      if let text = value as? String { return .string(text) }
      if let number = value as? NSNumber { return .bool(number.boolValue) }
      return .other
    }

    /// `UIDevice.current.systemVersion`.
    var systemVersion: String { UIDevice.current.systemVersion }

    /// `UIDevice.current.userInterfaceIdiom`; for an iPhone, a bottom safe area inset (the
    /// Home indicator, in every orientation) tells Face ID from a Home button.
    var device: SnapshotDevice {
      let idiom = UIDevice.current.userInterfaceIdiom
      switch idiom {
      case .pad:
        return .ipad
      case .phone:
        let windows = windowScenes.flatMap { $0.windows }
        let window = windows.first { $0.isKeyWindow } ?? windows.first
        return (window?.safeAreaInsets.bottom ?? 0) > 0 ? .iphoneWithFaceID : .iphoneWithHomeButton
      default:
        if #available(iOS 14.0, *), idiom == .mac { return .other("mac") }
        return .other("idiom \(idiom.rawValue)")
      }
    }

    /// `UIApplication.shared.connectedScenes` that are window scenes, the foreground active
    /// one first, then by `session.persistentIdentifier`, so that the order is stable.
    var scenes: [any SnapshotScene] {
      windowScenes.sorted(by: Self.isInFront).map { UIKitSnapshotScene(scene: $0) }
    }

    /// The connected window scenes, in no order.
    private var windowScenes: [UIWindowScene] {
      UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
    }

    /// Whether `first` comes before `second`: a more active scene first.
    private static func isInFront(_ first: UIWindowScene, _ second: UIWindowScene) -> Bool {
      let ranks = (rank(first.activationState), rank(second.activationState))
      if ranks.0 != ranks.1 { return ranks.0 < ranks.1 }
      return first.session.persistentIdentifier < second.session.persistentIdentifier
    }

    /// Foreground active, foreground inactive, background, unattached.
    private static func rank(_ state: UIScene.ActivationState) -> Int {
      switch state {
      case .foregroundActive: return 0
      case .foregroundInactive: return 1
      case .background: return 2
      default: return 3
      }
    }
  }
#endif
