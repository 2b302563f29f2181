import StyleRuleKit
import StyleRuleSnapshot
import StyleRuleTestSupport
import Testing

/// The environment line is the system's as far as a rules file can say it, and never one
/// a rules file rejects, whatever the app reports.
@Suite("Snapshot environment")
@MainActor
struct SnapshotEnvironmentTests {
  nonisolated static let devices: [SnapshotDevice] = [
    .iphoneWithHomeButton, .iphoneWithFaceID, .ipad, .other("mac"),
  ]
  nonisolated static let versions = [
    "10.3", "12", "17.4.1", "18.0", "\(OSVersion.newestModelledMajor + 8).0", "6.1", "beta", "",
  ]
  nonisolated static let sizeClasses: [SnapshotSizeClass?] = [nil, .compact, .regular]
  nonisolated static let orientations: [SnapshotOrientation?] = [nil, .portrait, .landscape]

  /// The snapshot of a one-controller app with a system, a device and a scene's traits.
  static func snapshot(
    version: String, device: SnapshotDevice, orientation: SnapshotOrientation?,
    width: SnapshotSizeClass?, height: SnapshotSizeClass?, appearance: SnapshotInterfaceStyle
  ) -> String {
    let app = DoubleApp(root: DoubleController(classes: ["UIViewController"]))
    app.systemVersion = version
    app.device = device
    app.sceneDoubles[0].orientation = orientation
    app.sceneDoubles[0].traits = SnapshotTraits(
      appearance: appearance, horizontalSizeClass: width, verticalSizeClass: height)
    return StyleRuleSnapshot.StatusBarSnapshot.capture(of: app).text
  }

  @Test("every combination loads without an error or a warning", arguments: devices)
  func everyCombinationLoads(_ device: SnapshotDevice) {
    for version in Self.versions {
      for orientation in Self.orientations {
        for width in Self.sizeClasses {
          for height in Self.sizeClasses {
            let text = Self.snapshot(
              version: version, device: device, orientation: orientation, width: width,
              height: height, appearance: .dark)
            let diagnostics = RulesFixtures.diagnostics(text).filter { $0.severity != .note }
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))\n\(text)")
          }
        }
      }
    }
  }

  @Test("what the system reports is what the file says, when a rules file can say it")
  func valuesKept() throws {
    let text = Self.snapshot(
      version: "17.4.1", device: .iphoneWithFaceID, orientation: .landscape, width: .regular,
      height: .compact, appearance: .dark)
    let environment = try RulesFixtures.parse(text).model.environment
    #expect(environment.ios == OSVersion(17, 4, 1))
    #expect(environment.device == .iphoneFaceID)
    #expect(environment.orientation == .landscape)
    #expect(environment.width == .regular)
    #expect(environment.height == .compact)
    #expect(environment.appearance == .dark)
  }

  @Test("a version newer than the models is the newest modelled, and the file says so")
  func newerVersion() throws {
    let newer = OSVersion.newestModelledMajor + 8
    let text = Self.snapshot(
      version: "\(newer).1", device: .iphoneWithFaceID, orientation: .portrait, width: .compact,
      height: .regular, appearance: .light)
    let model = try RulesFixtures.parse(text).model
    #expect(model.environment.ios == OSVersion(OSVersion.newestModelledMajor))
    #expect(text.contains("iOS \(newer).1 is newer"))
    let newest = Self.snapshot(
      version: "\(OSVersion.newestModelledMajor).2", device: .ipad, orientation: nil, width: nil,
      height: nil, appearance: .unspecified)
    #expect(
      try RulesFixtures.parse(newest).model.environment.ios
        == OSVersion(OSVersion.newestModelledMajor, 2))
  }

  @Test(
    "a phone on iOS 26 or 27 is written as it is; a version that was never released is left out",
    arguments: [("26.1", OSVersion(26, 1) as OSVersion?), ("27", OSVersion(27)), ("21.0", nil)])
  func yearNumberedVersions(_ version: String, _ expected: OSVersion?) throws {
    let text = Self.snapshot(
      version: version, device: .iphoneWithFaceID, orientation: .portrait, width: .compact,
      height: .regular, appearance: .light)
    let model = try RulesFixtures.parse(text).model
    if let expected {
      #expect(model.environment.ios == expected)
      #expect(!text.contains("newer than"))
    } else {
      #expect(model.environment.ios == nil, "no version is written, so the assumed one applies")
      #expect(text.contains("iOS 21.0 was never released"))
    }
  }

  @Test("a size class the device cannot have is left out, with a comment")
  func impossibleSizeClass() throws {
    let text = Self.snapshot(
      version: "17", device: .iphoneWithHomeButton, orientation: .portrait, width: .regular,
      height: .compact, appearance: .light)
    let environment = try RulesFixtures.parse(text).model.environment
    #expect(environment.width == nil)
    #expect(environment.height == nil)
    #expect(text.contains("# the scene reports width regular, but no iPhone is regular width"))
  }
}
