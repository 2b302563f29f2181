/// A row of a table keyed by the device models it holds for (T7).
typealias ModelsRow<Value: Sendable> = TableRow<[DeviceModel], Value>

extension LayoutTables {
  /// What is unsure of every iOS 27 cell: nothing was measured there.
  private static let assumedOn27 = TableDoubt(
    question: "Q25", alternatives: [],
    note: "not measured on iOS 27: the iOS 26 value is assumed")

  /// The iOS 27 cell of a row: the iOS 26 value, with ``assumedOn27`` and its own doubts.
  private static func on27(_ cell: TableCell<DeviceSafeArea>) -> TableCell<DeviceSafeArea> {
    TableCell(value: cell.value, doubts: cell.doubts + [assumedOn27])
  }

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

  /// The device's own safe area on iOS 26 and 27 for the models the iOS 26 probe measured.
  ///
  /// T7 and L15–L17: one cell for iOS 26, then the same values assumed on iOS 27. A model
  /// without a row here keeps T2's group row, carried over.
  static let measuredSafeAreas: [ModelsRow<DeviceSafeArea>] = [
    ModelsRow([.iphone16, .iphone16Plus], .l17_59, island59, on27(island59)),
    ModelsRow(
      [.iphone16Pro, .iphone16ProMax, .iphone17, .iphone17Pro, .iphone17ProMax], .l17_62,
      island62, on27(island62)),
    ModelsRow([.iphoneAir], .l17Air, air68, on27(air68)),
    ModelsRow([.iphone16e, .iphone17e], .l17_47, notch47, on27(notch47)),
    ModelsRow(
      [.ipadA16, .ipadAir11, .ipadAir13, .ipadMiniA17Pro, .ipadPro11M4, .ipadPro13M4], .l15Ipad,
      pad, on27(pad)),
    ModelsRow([.iphoneSE3], .l16SE3, se3, on27(se3)),
  ]

  /// The measured iOS 26 or 27 safe area of a model, if the probe had it.
  static func measuredSafeArea(_ model: DeviceModel, _ ios: OSVersion)
    -> TableValue<DeviceSafeArea>?
  {
    for row in measuredSafeAreas where row.key.contains(model) {
      if let value = row.value(at: ios) { return value }
    }
    return nil
  }

  /// The device's own safe area: the measured one of iOS 26 and 27 when there is one, else
  /// T2's row of the model's group.
  static func deviceSafeArea(_ model: DeviceModel, _ ios: OSVersion)
    -> TableValue<DeviceSafeArea>?
  {
    measuredSafeArea(model, ios) ?? row(safeAreas, model.layoutGroup, ios)
  }
}
