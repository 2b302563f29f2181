/// The design an app runs in: before iOS 26 the only one there was; from iOS 26 the new
/// design (Liquid Glass) or compatibility mode, which keeps the earlier one (R36).
public enum DesignMode: String, Sendable, Hashable, Codable {
  /// Before iOS 26: the design every earlier rule describes.
  case earlier
  /// iOS 26 or later in the new design.
  case newDesign = "new-design"
  /// iOS 26 or later in compatibility mode: the app looks as it did when built with an
  /// earlier SDK (L11).
  case compatibility

  /// Whether the app looks as it did before iOS 26: the earlier design or compatibility mode.
  public var keepsEarlierLook: Bool { self != .newDesign }

  /// "new design", "compatibility mode", "the design before iOS 26".
  public var phrase: String {
    switch self {
    case .earlier: "the design before iOS 26"
    case .newDesign: "new design"
    case .compatibility: "compatibility mode"
    }
  }
}

/// The design mode of an environment, with why and the claim that says so (R36).
public struct DesignModeDecision: Sendable, Hashable {
  /// The mode.
  public let mode: DesignMode
  /// Why: "with the iOS 26 SDK, assumed, and no UIDesignRequiresCompatibility".
  public let reason: String
  /// The claim of R36 that decides, or `nil` before iOS 26.
  public let citation: RuleCitation?

  /// The mode on `ios` of an app linked with the `sdk` SDK (`sdkStated`: the environment says
  /// so; otherwise it is the version's own), whose Info.plist sets
  /// `UIDesignRequiresCompatibility` to `compatibilityKey` (`nil`: absent).
  ///
  /// An SDK older than iOS 26's keeps the earlier look whatever the key says; with the iOS 26
  /// SDK the key chooses; the iOS 27 SDK ignores it (R36).
  public init(ios: OSVersion, sdk: Int, sdkStated: Bool, compatibilityKey: Bool?) {
    guard ios.major >= OSVersion.firstYearMajor else {
      self.init(mode: .earlier, reason: "iOS \(ios) predates the new design", citation: nil)
      return
    }
    let linked = "with the iOS \(sdk) SDK" + (sdkStated ? "" : ", assumed,")
    let key =
      switch compatibilityKey {
      case true?: "UIDesignRequiresCompatibility = YES"
      case false?: "UIDesignRequiresCompatibility = NO"
      case nil: "no UIDesignRequiresCompatibility"
      }
    let claim: CatalogueClaim
    let mode: DesignMode
    let reason: String
    if sdk < OSVersion.firstYearMajor {
      (claim, mode, reason) = (
        .r36OlderSDK, .compatibility, "with the iOS \(sdk) SDK, older than iOS 26's"
      )
    } else if sdk == OSVersion.firstYearMajor {
      claim = compatibilityKey == true ? .r36Compatibility : .r36NewDesign
      mode = compatibilityKey == true ? .compatibility : .newDesign
      reason = "\(linked) and \(key)"
    } else {
      claim = .r36KeyIgnored
      mode = .newDesign
      reason =
        compatibilityKey == nil
        ? "with the iOS \(sdk) SDK\(sdkStated ? "" : ", assumed")"
        : "with the iOS \(sdk) SDK\(sdkStated ? "," : ", assumed,") which ignores "
          + "UIDesignRequiresCompatibility"
    }
    self.init(mode: mode, reason: reason, citation: claim.citation(at: ios))
  }

  private init(mode: DesignMode, reason: String, citation: RuleCitation?) {
    self.mode = mode
    self.reason = reason
    self.citation = citation
  }
}
