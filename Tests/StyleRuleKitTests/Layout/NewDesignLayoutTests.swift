import StyleRuleKit
import StyleRuleTestSupport
import Testing

/// The navigation bar in the new design (L12): 54 points at the top of the safe area,
/// 70 in a sheet, 32 on a compact-width iPhone in landscape; compatibility mode keeps the
/// earlier geometry (L11).
@Suite("New design layout")
struct NewDesignLayoutTests {
  typealias F = LayoutFixtures

  /// One case: the design, the model, the orientation, then the bar's expected y and
  /// height, from L12 (new design) or T3 and L3.1 (the earlier design).
  struct Case: Sendable, CustomTestStringConvertible {
    let design: DesignMode
    let model: DeviceModel
    let orientation: Orientation
    let y: Double
    let height: Double
    var testDescription: String { "\(design.rawValue), \(model.rawValue), \(orientation)" }
  }

  static let cases: [Case] = [
    // The 16 Pro's safe top is 62 (T2): the bar sits there, 54 tall, so content starts at
    // 116 (L12's example).
    Case(design: .newDesign, model: .iphone16Pro, orientation: .portrait, y: 62, height: 54),
    // Compatibility mode keeps T3's 56.333 and the 44-point bar.
    Case(
      design: .compatibility, model: .iphone16Pro, orientation: .portrait, y: 56 + 1.0 / 3.0,
      height: 44),
    // A Home-button iPhone: the safe top is the 20-point status bar.
    Case(design: .newDesign, model: .iphoneSE3, orientation: .portrait, y: 20, height: 54),
    // Compact width in landscape: 32, and nothing above it (the status bar is hidden).
    Case(design: .newDesign, model: .iphone16Pro, orientation: .landscape, y: 0, height: 32),
  ]

  @Test("the navigation bar's origin and height", arguments: cases)
  func navigationBar(_ scenario: Case) throws {
    var environment = LayoutEnvironment(
      ios: OSVersion(26), model: scenario.model, orientation: scenario.orientation)
    environment.design = scenario.design
    let layout = LayoutEngine.layout(F.navigationContent(), in: environment)
    let bar = try #require(layout.controller(named: "NC")?.navigationBar)
    #expect(abs(bar.frame.value.minY - scenario.y) < 0.01, "\(bar.frame.value)")
    #expect(bar.frame.value.height == scenario.height)
    let rules = bar.frame.basis.map(\.rule)
    #expect(rules.contains("L12") == (scenario.design == .newDesign))
  }

  @Test("a sheet's bar is 70 points in the new design")
  func sheet() throws {
    let input = LayoutInput(
      nodes: [
        F.node("Root", .content, .windowRoot),
        F.node("Sheet", .navigation, .presented(by: 0, style: .pageSheet)),
        F.node("Form", .content, .child(of: 1)),
      ], statusBar: LayoutStatusBarInput(hidden: false))
    var environment = LayoutEnvironment(ios: OSVersion(26), model: .iphone16Pro)
    environment.design = .newDesign
    let layout = LayoutEngine.layout(input, in: environment)
    #expect(layout.controller(named: "Sheet")?.navigationBar?.frame.value.height == 70)
  }

  @Test("the environment's design mode reaches the layout")
  func designFromTheFile() throws {
    let model = try RulesFixtures.parse(
      """
      environment ios 26, device iphone-16-pro
      plist UIDesignRequiresCompatibility = YES
      window { Nav: UINavigationController { Home: UIViewController } }

      """
    ).model
    let compatible = try LayoutEngine(model: model).layout()
    #expect(compatible.environment.design == .compatibility)
    #expect(compatible.controller(named: "Nav")?.navigationBar?.frame.value.height == 44)
  }
}
