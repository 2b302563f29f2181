/// A row of a table keyed by the device models it holds for (T7).
typealias ModelsRow<Value: Sendable> = TableRow<[DeviceModel], Value>

extension LayoutTables {
  /// A safe area of iOS 26 (T7): portrait top and bottom, landscape sides and bottom.
  private static func area(
    _ top: Double, _ bottom: Double, _ side: Double, _ landscapeBottom: Double
  ) -> DeviceSafeArea {
    DeviceSafeArea(
      portraitTop: top, portraitBottom: bottom, landscapeSide: side,
      landscapeBottom: landscapeBottom)
  }

  private static let island59 = TableCell(value: area(59, 34, 59, 20))
  private static let island62 = TableCell(
    value: area(62, 34, 62, 20),
    doubts: [
      TableDoubt(
        question: "D14", alternatives: [61], note: "one report gives 61 for the 16 Pro",
        models: [.iphone16Pro]),
      TableDoubt(
        question: "D14", alternatives: [59],
        note: "one derived table gives 59 for the 16 Pro Max", models: [.iphone16ProMax]),
    ])
  private static let air68 = TableCell(
    value: area(68, 34, 68, 20),
    doubts: [TableDoubt(question: "D14", alternatives: [64], note: "one report gives 64")])
  private static let notch47 = TableCell(value: area(47, 34, 47, 20))
  private static let pad = TableCell(value: area(32, 25, 0, 25))
  private static let se3 = TableCell(value: area(20, 0, 0, 0))

  /// The device's own safe area on iOS 26 for the models the iOS 26 probe measured.
  ///
  /// T7 and L15–L17: one cell for iOS 26 and none for iOS 27, whose column T7 leaves
  /// unknown for every model (Q25).
  static let measuredSafeAreas: [ModelsRow<DeviceSafeArea>] = [
    ModelsRow([.iphone16, .iphone16Plus], .l17_59, island59, nil),
    ModelsRow(
      [.iphone16Pro, .iphone16ProMax, .iphone17, .iphone17Pro, .iphone17ProMax], .l17_62,
      island62, nil),
    ModelsRow([.iphoneAir], .l17Air, air68, nil),
    ModelsRow([.iphone16e, .iphone17e], .l17_47, notch47, nil),
    ModelsRow(
      [.ipadA16, .ipadAir11, .ipadAir13, .ipadMiniA17Pro, .ipadPro11M4, .ipadPro13M4], .l15Ipad,
      pad, nil),
    ModelsRow([.iphoneSE3], .l16SE3, se3, nil),
  ]

  /// The status bar's frame height on iOS 26 where T7 gives one.
  ///
  /// Only the iPhone SE (3rd generation) has one: 20 (L16). No model has one on iOS 27
  /// (Q19, Q25).
  static let measuredStatusBarHeights: [ModelsRow<Double>] = [
    ModelsRow([.iphoneSE3], .t7StatusBar, TableCell(value: 20), nil)
  ]

  /// The status bar's height of a model on iOS 26 or 27, where T7 gives one.
  static func measuredStatusBarHeight(_ model: DeviceModel, _ ios: OSVersion)
    -> TableValue<Double>?
  {
    for row in measuredStatusBarHeights where row.key.contains(model) {
      if let value = row.value(at: ios) { return value }
    }
    return nil
  }

  /// The nearest height a table states for a status bar whose height on iOS 26 or 27 is not
  /// known.
  ///
  /// T1's iOS 18 row of the model's group: only a stand-in to lay the screen out with.
  static func nearestKnownStatusBarHeight(_ model: DeviceModel) -> TableValue<Double>? {
    row(statusBarHeights, model.layoutGroup, OSVersion(18))
  }

  /// The measured iOS 26 or 27 safe area of a model, if the probe had it.
  static func measuredSafeArea(_ model: DeviceModel, _ ios: OSVersion)
    -> TableValue<DeviceSafeArea>?
  {
    for row in measuredSafeAreas where row.key.contains(model) {
      if let value = row.value(at: ios) { return value }
    }
    return nil
  }

  /// The device's own safe area where a table states it: before iOS 26 T2's row of the
  /// model's group; from iOS 26 only a measured one (T7), never T2's row carried over.
  static func deviceSafeArea(_ model: DeviceModel, _ ios: OSVersion)
    -> TableValue<DeviceSafeArea>?
  {
    if ios.major >= OSVersion.firstYearMajor { return measuredSafeArea(model, ios) }
    return row(safeAreas, model.layoutGroup, ios)
  }

  /// The nearest value a table states for a safe area it leaves unknown.
  ///
  /// The iOS 26 measurement for iOS 27, else T2's iOS 18 row. It is only a stand-in to lay
  /// the screen out with; no number that depends on it is reported (``UnknownSafeArea``).
  static func nearestKnownSafeArea(_ model: DeviceModel, _ ios: OSVersion)
    -> (value: TableValue<DeviceSafeArea>, version: Int)?
  {
    if let measured = measuredSafeArea(model, OSVersion(OSVersion.firstYearMajor)) {
      return (measured, OSVersion.firstYearMajor)
    }
    return row(safeAreas, model.layoutGroup, OSVersion(18)).map { ($0, 18) }
  }
}
