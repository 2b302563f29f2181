/// A particular iPhone or iPad, such as `iphone-6s`: its screen, what sits at the top and
/// bottom of it, the device family it belongs to and the iOS versions it runs.
///
/// The screen sizes are logical sizes in points, portrait, as in the device column of table
/// T1 of `uikit-layout.md` (the layout reference): 320×480, 320×568, 375×667 and 414×736 for
/// iPhones with a Home button, 375×812 (X, 12 mini), 414×896 (XR), 390×844 (12), 393×852
/// (14 Pro, 15) and 402×874 (16 Pro). The reference gives no iPad sizes; those are Apple's
/// published display resolutions halved (@2x): 2048×1536 for the 9.7-inch iPad Air and iPad
/// Air 2 (the 9.7-inch iPad 2 is 1024×768 at @1x, the same points), 2160×1620 for the 10.2-inch iPad (9th generation), 2388×1668 for the 11-inch iPad
/// Pro.
///
/// The devices of table T7 of the iOS 26 reference (`uikit-ios26.md`) add the iPhone 16 family
/// (393×852 for the 16, 430×932 for the 16 Plus, 440×956 for the 16 Pro Max and the 17 Pro Max,
/// 402×874 for the 17 and 17 Pro, 420×912 for the Air, 390×844 for the 16e and 17e) and the
/// current iPads (820×1180 for the iPad (A16) and the 11-inch Air, 1024×1366 for the 13-inch
/// Air, 744×1133 for the mini, 834×1210 and 1032×1376 for the M4 iPad Pros). The iPhone 18 Pro,
/// 18 Pro Max and the folding iPhone Duo are not models: T7 knows none of their screens, and
/// the Duo's side status strip is not modelled.
///
/// The iOS versions are from Apple's release and compatibility announcements; the reference
/// does not list them. The first is the major version the device shipped with, which may be
/// older than the oldest one stylerule models (iOS 6): the iPhone 4S shipped with iOS 5, the iPad 2 with iOS 4.
public enum DeviceModel: String, CaseIterable, Sendable, Codable {
  /// iPhone 4S (2011), 3.5-inch.
  case iphone4S = "iphone-4s"
  /// iPhone 5 (2012), 4-inch.
  case iphone5 = "iphone-5"
  /// iPhone 6s (2015), 4.7-inch.
  case iphone6S = "iphone-6s"
  /// iPhone 8 (2017), 4.7-inch.
  case iphone8 = "iphone-8"
  /// iPhone 8 Plus (2017), 5.5-inch.
  case iphone8Plus = "iphone-8-plus"
  /// iPhone SE (3rd generation, 2022), 4.7-inch.
  case iphoneSE3 = "iphone-se-3"
  /// iPhone X (2017), the first with Face ID and a notch.
  case iphoneX = "iphone-x"
  /// iPhone XR (2018).
  case iphoneXR = "iphone-xr"
  /// iPhone 12 (2020).
  case iphone12 = "iphone-12"
  /// iPhone 12 mini (2020).
  case iphone12Mini = "iphone-12-mini"
  /// iPhone 14 Pro (2022), the first with the Dynamic Island.
  case iphone14Pro = "iphone-14-pro"
  /// iPhone 15 (2023).
  case iphone15 = "iphone-15"
  /// iPhone 16 Pro (2024).
  case iphone16Pro = "iphone-16-pro"
  /// iPhone 16 (2024).
  case iphone16 = "iphone-16"
  /// iPhone 16 Plus (2024).
  case iphone16Plus = "iphone-16-plus"
  /// iPhone 16 Pro Max (2024).
  case iphone16ProMax = "iphone-16-pro-max"
  /// iPhone 16e (2025), with a notch.
  case iphone16e = "iphone-16e"
  /// iPhone 17 (2025).
  case iphone17 = "iphone-17"
  /// iPhone 17 Pro (2025).
  case iphone17Pro = "iphone-17-pro"
  /// iPhone 17 Pro Max (2025).
  case iphone17ProMax = "iphone-17-pro-max"
  /// iPhone Air (2025).
  case iphoneAir = "iphone-air"
  /// iPhone 17e (2026), with a notch.
  case iphone17e = "iphone-17e"
  /// iPad 2 (2011), 9.7-inch: the iPad that stands for the family on iOS 6.
  case ipad2 = "ipad-2"
  /// iPad Air (1st generation, 2013), 9.7-inch.
  case ipadAir = "ipad-air"
  /// iPad Air 2 (2014), 9.7-inch.
  case ipadAir2 = "ipad-air-2"
  /// iPad (9th generation, 2021), 10.2-inch.
  case ipad9 = "ipad-9"
  /// iPad Pro 11-inch (1st generation, 2018), the first iPad without a Home button.
  case ipadPro11 = "ipad-pro-11"
  /// iPad (A16) (2025), 11-inch.
  case ipadA16 = "ipad-a16"
  /// iPad Air 11-inch (M2, 2024; M3 and M4 have the same screen).
  case ipadAir11 = "ipad-air-11"
  /// iPad Air 13-inch (M2, 2024; M3 and M4 have the same screen).
  case ipadAir13 = "ipad-air-13"
  /// iPad mini (A17 Pro) (2024), 8.3-inch.
  case ipadMiniA17Pro = "ipad-mini-a17-pro"
  /// iPad Pro 11-inch (M4, 2024; the M5 has the same screen).
  case ipadPro11M4 = "ipad-pro-11-m4"
  /// iPad Pro 13-inch (M4, 2024; the M5 has the same screen).
  case ipadPro13M4 = "ipad-pro-13-m4"

  /// What cuts into the top of the screen.
  public enum SensorHousing: String, CaseIterable, Sendable {
    /// Nothing: a rectangular screen under a bezel (Home-button devices, iPad Pro).
    case none
    /// A notch (iPhone X to iPhone 14, 12 mini, 16e and 17e).
    case notch
    /// The Dynamic Island (iPhone 14 Pro, all iPhone 15 to 17 but the 16e and 17e, the Air).
    case dynamicIsland = "dynamic-island"
  }

  /// A logical screen size in points, portrait.
  public struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    /// The width in points.
    public let width: Int
    /// The height in points.
    public let height: Int

    /// "375×667".
    public var description: String { "\(width)×\(height)" }
  }

  /// What Apple calls it, such as "iPhone 6s".
  public var name: String {
    switch self {
    case .iphone4S: "iPhone 4S"
    case .iphone5: "iPhone 5"
    case .iphone6S: "iPhone 6s"
    case .iphone8: "iPhone 8"
    case .iphone8Plus: "iPhone 8 Plus"
    case .iphoneSE3: "iPhone SE (3rd generation)"
    case .iphoneX: "iPhone X"
    case .iphoneXR: "iPhone XR"
    case .iphone12: "iPhone 12"
    case .iphone12Mini: "iPhone 12 mini"
    case .iphone14Pro: "iPhone 14 Pro"
    case .iphone15: "iPhone 15"
    case .iphone16Pro: "iPhone 16 Pro"
    case .iphone16: "iPhone 16"
    case .iphone16Plus: "iPhone 16 Plus"
    case .iphone16ProMax: "iPhone 16 Pro Max"
    case .iphone16e: "iPhone 16e"
    case .iphone17: "iPhone 17"
    case .iphone17Pro: "iPhone 17 Pro"
    case .iphone17ProMax: "iPhone 17 Pro Max"
    case .iphoneAir: "iPhone Air"
    case .iphone17e: "iPhone 17e"
    case .ipad2: "iPad 2"
    case .ipadAir: "iPad Air"
    case .ipadAir2: "iPad Air 2"
    case .ipad9: "iPad (9th generation)"
    case .ipadPro11: "iPad Pro 11-inch"
    case .ipadA16: "iPad (A16)"
    case .ipadAir11: "iPad Air 11-inch (M2 and later)"
    case .ipadAir13: "iPad Air 13-inch (M2 and later)"
    case .ipadMiniA17Pro: "iPad mini (A17 Pro)"
    case .ipadPro11M4: "iPad Pro 11-inch (M4 and M5)"
    case .ipadPro13M4: "iPad Pro 13-inch (M4 and M5)"
    }
  }

  /// The screen in points, portrait (T1 for iPhones; Apple's resolutions at @2x for iPads).
  public var screen: ScreenSize {
    switch self {
    case .iphone4S: ScreenSize(width: 320, height: 480)
    case .iphone5: ScreenSize(width: 320, height: 568)
    case .iphone6S, .iphone8, .iphoneSE3: ScreenSize(width: 375, height: 667)
    case .iphone8Plus: ScreenSize(width: 414, height: 736)
    case .iphoneX, .iphone12Mini: ScreenSize(width: 375, height: 812)
    case .iphoneXR: ScreenSize(width: 414, height: 896)
    case .iphone12, .iphone16e, .iphone17e: ScreenSize(width: 390, height: 844)
    case .iphone14Pro, .iphone15, .iphone16: ScreenSize(width: 393, height: 852)
    case .iphone16Pro, .iphone17, .iphone17Pro: ScreenSize(width: 402, height: 874)
    case .iphone16Plus: ScreenSize(width: 430, height: 932)
    case .iphone16ProMax, .iphone17ProMax: ScreenSize(width: 440, height: 956)
    case .iphoneAir: ScreenSize(width: 420, height: 912)
    case .ipad2, .ipadAir, .ipadAir2: ScreenSize(width: 768, height: 1024)
    case .ipad9: ScreenSize(width: 810, height: 1080)
    case .ipadPro11: ScreenSize(width: 834, height: 1194)
    case .ipadA16, .ipadAir11: ScreenSize(width: 820, height: 1180)
    case .ipadAir13: ScreenSize(width: 1024, height: 1366)
    case .ipadMiniA17Pro: ScreenSize(width: 744, height: 1133)
    case .ipadPro11M4: ScreenSize(width: 834, height: 1210)
    case .ipadPro13M4: ScreenSize(width: 1032, height: 1376)
    }
  }

  /// Whether it has a Home button (and so no home indicator).
  public var hasHomeButton: Bool {
    switch self {
    case .iphone4S, .iphone5, .iphone6S, .iphone8, .iphone8Plus, .iphoneSE3, .ipad2, .ipadAir,
      .ipadAir2, .ipad9:
      true
    case .iphoneX, .iphoneXR, .iphone12, .iphone12Mini, .iphone14Pro, .iphone15, .iphone16Pro,
      .iphone16, .iphone16Plus, .iphone16ProMax, .iphone16e, .iphone17, .iphone17Pro,
      .iphone17ProMax, .iphoneAir, .iphone17e, .ipadPro11, .ipadA16, .ipadAir11, .ipadAir13,
      .ipadMiniA17Pro, .ipadPro11M4, .ipadPro13M4:
      false
    }
  }

  /// The notch or Dynamic Island at the top of the screen, if any (T1's device groups).
  ///
  /// The iPad Pro 11-inch has Face ID in its bezel and a rectangular screen.
  public var sensorHousing: SensorHousing {
    switch self {
    case .iphoneX, .iphoneXR, .iphone12, .iphone12Mini, .iphone16e, .iphone17e: .notch
    case .iphone14Pro, .iphone15, .iphone16Pro, .iphone16, .iphone16Plus, .iphone16ProMax,
      .iphone17, .iphone17Pro, .iphone17ProMax, .iphoneAir:
      .dynamicIsland
    default: .none
    }
  }

  /// The device family it belongs to, which decides the status bar style rules.
  public var family: Device {
    switch self {
    case .ipad2, .ipadAir, .ipadAir2, .ipad9, .ipadPro11, .ipadA16, .ipadAir11, .ipadAir13,
      .ipadMiniA17Pro, .ipadPro11M4, .ipadPro13M4:
      .ipad
    case .iphone4S, .iphone5, .iphone6S, .iphone8, .iphone8Plus, .iphoneSE3: .iphoneHomeButton
    case .iphoneX, .iphoneXR, .iphone12, .iphone12Mini, .iphone14Pro, .iphone15, .iphone16Pro,
      .iphone16, .iphone16Plus, .iphone16ProMax, .iphone16e, .iphone17, .iphone17Pro,
      .iphone17ProMax, .iphoneAir, .iphone17e:
      .iphoneFaceID
    }
  }

  /// The major iOS version it shipped with.
  ///
  /// Some shipped with a point release of it: the iPad 2 with iOS 4.3, the iPad Air with iOS 7.0.3, the iPad Air 2
  /// with iOS 8.1, the iPhone X with iOS 11.0.1, the iPhone 12 with iOS 14.1 and the 12 mini
  /// with iOS 14.2, the iPad Pro 11-inch with iOS 12.1, the iPhone SE (3rd generation) with
  /// iOS 15.4. stylerule compares major versions only.
  public var firstMajor: Int {
    switch self {
    case .ipad2: 4
    case .iphone4S: 5
    case .iphone5: 6
    case .ipadAir: 7
    case .ipadAir2: 8
    case .iphone6S: 9
    case .iphone8, .iphone8Plus, .iphoneX: 11
    case .iphoneXR, .ipadPro11: 12
    case .iphone12, .iphone12Mini: 14
    case .iphoneSE3, .ipad9: 15
    case .iphone14Pro: 16
    case .iphone15, .ipadAir11, .ipadAir13, .ipadPro11M4, .ipadPro13M4: 17
    case .iphone16Pro, .iphone16, .iphone16Plus, .iphone16ProMax, .iphone16e, .ipadA16,
      .ipadMiniA17Pro:
      18
    case .iphone17, .iphone17Pro, .iphone17ProMax, .iphoneAir, .iphone17e: 26
    }
  }

  /// The last major iOS version it runs, or `nil` when it runs the newest one stylerule
  /// models (iOS 27) and later ones too.
  ///
  /// The iPhone XR's last is iOS 18: iOS 26 requires an A13 chip (iPhone 11 or later). The
  /// first 11-inch iPad Pro (A12X) stops at iPadOS 26, which iPadOS 27 drops; iOS 27 drops
  /// no iPhone that runs iOS 26, and the 9th-generation iPad runs iPadOS 27 (the device
  /// table of the iOS 26 reference).
  public var lastMajor: Int? {
    switch self {
    case .iphone4S, .ipad2: 9
    case .iphone5: 10
    case .ipadAir: 12
    case .iphone6S, .ipadAir2: 15
    case .iphone8, .iphone8Plus, .iphoneX: 16
    case .iphoneXR: 18
    case .ipadPro11: 26
    case .iphoneSE3, .iphone12, .iphone12Mini, .iphone14Pro, .iphone15, .iphone16Pro, .ipad9,
      .iphone16, .iphone16Plus, .iphone16ProMax, .iphone16e, .iphone17, .iphone17Pro,
      .iphone17ProMax, .iphoneAir, .iphone17e, .ipadA16, .ipadAir11, .ipadAir13,
      .ipadMiniA17Pro, .ipadPro11M4, .ipadPro13M4:
      nil
    }
  }

  /// Whether it runs `ios` (by major version).
  public func runs(_ ios: OSVersion) -> Bool {
    ios.major >= firstMajor && ios.major <= (lastMajor ?? Int.max)
  }

  /// The versions it runs, as "iOS 5 through iOS 9" or "iOS 17 and later".
  public var versionsPhrase: String {
    guard let lastMajor else { return "iOS \(firstMajor) and later" }
    return "iOS \(firstMajor) through iOS \(lastMajor)"
  }

  /// "iPhone 6s (iPhone with Home button)": the model, then its family.
  public var phrase: String { "\(name) (\(family.phrase))" }
}
