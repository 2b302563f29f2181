extension DeviceModel {
  /// The narrowest portrait screen, in points, of an iPhone that is regular width in
  /// landscape: the Plus and Max models (414 points: iPhone 6 Plus to 8 Plus, XR, XS Max).
  public static let regularLandscapeWidth = 414

  /// Whether the model is an iPhone that is regular width in landscape: one at least
  /// ``regularLandscapeWidth`` points wide in portrait (in this list the iPhone 8 Plus and
  /// the iPhone XR); the others, up to the 402 points of the iPhone 16 Pro, are compact.
  public var isRegularWidthInLandscape: Bool {
    family.isPhone && screen.width >= Self.regularLandscapeWidth
  }

  /// The size classes of the model in an orientation, as UIKit reports them for an app in
  /// full screen, as `(width, height)`.
  ///
  /// An iPhone is compact width and regular height in portrait, compact height in
  /// landscape, and in landscape regular width when it is a large one
  /// (``isRegularWidthInLandscape``), compact otherwise. An iPad is regular in both.
  public func derivedSizeClasses(in orientation: Orientation) -> (
    width: SizeClass, height: SizeClass
  ) {
    guard family.isPhone else { return (.regular, .regular) }
    switch orientation {
    case .portrait: return (.compact, .regular)
    case .landscape: return (isRegularWidthInLandscape ? .regular : .compact, .compact)
    }
  }

  /// Why the model cannot have a size class in an orientation, as a phrase such as "the
  /// iPhone 8 is compact width in landscape", or `nil` when it can.
  ///
  /// The family's constraints hold (``Device/sizeClassImpossibility(width:height:in:)``),
  /// and an iPhone's width in landscape is the model's own: an app on an iPhone fills the
  /// screen. An iPad may be compact width in Split View or Slide Over.
  public func sizeClassImpossibility(
    width: SizeClass?, height: SizeClass?, in orientation: Orientation
  ) -> String? {
    if let reason = family.sizeClassImpossibility(width: width, height: height, in: orientation) {
      return reason
    }
    guard family.isPhone, orientation == .landscape, let width else { return nil }
    let own = derivedSizeClasses(in: .landscape).width
    guard width != own else { return nil }
    return "the \(name) is \(own.rawValue) width in landscape"
  }
}

extension DeviceChoice {
  /// The size classes of the device in an orientation: the model's when one is named
  /// (``DeviceModel/derivedSizeClasses(in:)``), else the family's.
  public func derivedSizeClasses(in orientation: Orientation) -> (
    width: SizeClass, height: SizeClass
  ) {
    model?.derivedSizeClasses(in: orientation) ?? family.derivedSizeClasses(in: orientation)
  }

  /// Why the device cannot have a size class in an orientation: the model's reason when one
  /// is named, else the family's.
  public func sizeClassImpossibility(
    width: SizeClass?, height: SizeClass?, in orientation: Orientation
  ) -> String? {
    if let model {
      return model.sizeClassImpossibility(width: width, height: height, in: orientation)
    }
    return family.sizeClassImpossibility(width: width, height: height, in: orientation)
  }
}
