extension Device {
  /// The models that stand for the family, most preferred first: ``defaultModel(for:)``
  /// picks the first that runs the version.
  ///
  /// An iPhone with a Home button is an iPhone 8, else an iPhone 6s, else an iPhone SE (3rd
  /// generation), else an iPhone 5 (iOS 7 and 8); an iPhone with Face ID is an iPhone 12,
  /// else an iPhone X (iOS 11 to 13); an iPad is an iPad (9th generation), else an iPad Air
  /// 2, else an iPad Air (iOS 7), else an iPad 2 (iOS 6).
  public var defaultModels: [DeviceModel] {
    switch self {
    case .iphoneHomeButton: [.iphone8, .iphone6S, .iphoneSE3, .iphone5]
    case .iphoneFaceID: [.iphone12, .iphoneX]
    case .ipad: [.ipad9, .ipadAir2, .ipadAir, .ipad2]
    }
  }

  /// The model that stands for the family on iOS 26 and 27: a current one that the iOS 26
  /// probe measured (T7), so that an unstated device is not a model nobody measured there.
  ///
  /// An iPhone with Face ID is an iPhone 17, an iPad is an iPad (A16); an iPhone with a Home
  /// button is the iPhone SE (3rd generation), as on iOS 17 and 18.
  public var yearReleaseModel: DeviceModel {
    switch self {
    case .iphoneHomeButton: .iphoneSE3
    case .iphoneFaceID: .iphone17
    case .ipad: .ipadA16
    }
  }

  /// The model the family stands for on `ios`, or `nil` when no model of the family runs it
  /// (an iPhone with Face ID before iOS 11).
  public func defaultModel(for ios: OSVersion) -> DeviceModel? {
    if ios.major >= OSVersion.firstYearMajor, yearReleaseModel.runs(ios) {
      return yearReleaseModel
    }
    return defaultModels.first { $0.runs(ios) }
  }
}
