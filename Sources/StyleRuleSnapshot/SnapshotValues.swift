// The UIKit values a snapshot records, each with its spelling in a rules file.

/// A `UIStatusBarStyle` value.
public enum SnapshotStatusBarStyle: Hashable, Sendable {
  /// `.default`
  case `default`
  /// `.lightContent` (also `.blackTranslucent`, which is the same value)
  case lightContent
  /// `.darkContent`
  case darkContent
  /// `.blackOpaque`, deprecated
  case blackOpaque
  /// A raw value the snapshot does not know.
  case unknown(Int)

  /// The spelling in a rules file, or `nil` for an unknown value.
  var spelling: String? {
    switch self {
    case .default: "default"
    case .lightContent: "lightContent"
    case .darkContent: "darkContent"
    case .blackOpaque: "blackOpaque"
    case .unknown: nil
    }
  }
}

/// A `UIModalPresentationStyle` value.
public enum SnapshotPresentationStyle: Hashable, Sendable {
  /// `.fullScreen`
  case fullScreen
  /// `.pageSheet`
  case pageSheet
  /// `.formSheet`
  case formSheet
  /// `.currentContext`
  case currentContext
  /// `.custom`
  case custom
  /// `.overFullScreen`
  case overFullScreen
  /// `.overCurrentContext`
  case overCurrentContext
  /// `.popover`
  case popover
  /// `.automatic`
  case automatic
  /// `.none`, or a raw value the snapshot does not know.
  case unknown(Int)

  /// The spelling in a rules file, or `nil` for `.none` and unknown values.
  var spelling: String? {
    switch self {
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .automatic: "automatic"
    case .unknown: nil
    }
  }
}

/// A `UIUserInterfaceStyle` value.
public enum SnapshotInterfaceStyle: String, Hashable, Sendable {
  /// `.unspecified`
  case unspecified
  /// `.light`
  case light
  /// `.dark`
  case dark
}

/// A `UIBarStyle` value.
public enum SnapshotBarStyle: String, Hashable, Sendable {
  /// `.default`
  case `default`
  /// `.black` (also `.blackOpaque`, which is the same value)
  case black
  /// `.blackTranslucent`, deprecated
  case blackTranslucent
}

/// A `UIUserInterfaceSizeClass` value other than `.unspecified`.
public enum SnapshotSizeClass: String, Hashable, Sendable {
  /// `.compact`
  case compact
  /// `.regular`
  case regular
}

/// The interface orientation, as a rules file distinguishes it.
public enum SnapshotOrientation: String, Hashable, Sendable {
  /// `.portrait` or `.portraitUpsideDown`
  case portrait
  /// `.landscapeLeft` or `.landscapeRight`
  case landscape
}

/// The kind of device, as a rules file distinguishes it.
public enum SnapshotDevice: Hashable, Sendable {
  /// An iPhone with a Home button.
  case iphoneWithHomeButton
  /// An iPhone with Face ID (no Home button).
  case iphoneWithFaceID
  /// An iPad.
  case ipad
  /// Another kind (a Mac, Apple Vision Pro, …), named.
  case other(String)
}

/// A value read from the Info.plist.
public enum SnapshotPlistValue: Hashable, Sendable {
  /// A Boolean (or a number, read as one).
  case bool(Bool)
  /// A string.
  case string(String)
  /// Something else: an array, a dictionary, a date.
  case other
}
