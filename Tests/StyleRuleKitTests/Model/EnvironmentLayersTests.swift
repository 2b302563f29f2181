import StyleRuleTestSupport
import Testing

@testable import StyleRuleKit

/// The environment's layers: each value comes from the first layer that states it, and the
/// file's layer records where its line states each value.
@Suite("Environment layers")
struct EnvironmentLayersTests {
  @Test(
    "a value comes from the options, else the file, else the configuration, else the assumptions")
  func precedence() {
    let file = EnvironmentSettings(ios: OSVersion(15), appearance: .dark)
    let layers = EnvironmentLayers(
      options: EnvironmentSettings(ios: OSVersion(13)),
      configuration: EnvironmentSettings(
        ios: OSVersion(12), appearance: .light, orientation: .landscape))
    let stated: [(EnvironmentValueOrigin?, EnvironmentValueOrigin)] = [
      (layers.value(\.ios, file: file)?.origin, .override),
      (layers.value(\.appearance, file: file)?.origin, .file),
      (layers.value(\.orientation, file: file)?.origin, .configuration),
      (layers.value(\.inCall, file: file)?.origin, .assumed),
    ]
    for (origin, expected) in stated {
      #expect(origin == expected)
    }
    #expect(layers.value(\.ios, file: file)?.value == OSVersion(13))
    #expect(layers.value(\.appearance, file: file)?.value == .dark)
    #expect(layers.value(\.orientation, file: file)?.value == .landscape)
    #expect(layers.value(\.inCall, file: file)?.value == false)
    #expect(layers.value(\.linkedSDK, file: file) == nil)
  }

  @Test("each field names the property that holds it")
  func fields() {
    for field in EnvironmentSettings.Field.allCases {
      #expect(EnvironmentSettings.Field(field.property) == field)
    }
    #expect(EnvironmentSettings.Field(\EnvironmentSettings.width) == .width)
    #expect(EnvironmentSettings.Field(\EnvironmentLayers.options) == nil)
  }

  @Test("the file's layer holds what its environment line states, and where")
  func fileLayer() throws {
    let model = try RulesFixtures.parse(
      "environment ios 12, device ipad, in-call\nwindow { Root: UIViewController }"
    ).model
    #expect(
      model.environment == EnvironmentSettings(ios: OSVersion(12), device: .ipad, inCall: true))
    #expect(Set(model.environmentRanges.keys) == [.ios, .device, .inCall])
    let ios = try #require(model.stated(\.ios))
    #expect(ios.value == OSVersion(12))
    #expect(ios.range == model.environmentRanges[.ios])
    #expect(model.stated(\.appearance) == nil)
  }
}
