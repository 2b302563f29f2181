import Testing

@testable import StyleRuleKit

/// Each row of the layout tables is stated once, by the claim that states it and a cell per
/// declared variant of the claim: the claim's variants give the versions a cell holds for.
@Suite("Layout table rows")
struct LayoutTableRowTests {
  /// Each row's keys, claims and cell counts, for the checks every table shares.
  private static let rows: [(table: String, key: String, claim: CatalogueClaim, cells: Int)] =
    LayoutTables.statusBarHeights.map { ("T1", "\($0.key)", $0.claim, $0.cells.count) }
    + [LayoutTables.doubleHeight].map { ("T1", "in call", $0.claim, $0.cells.count) }
    + LayoutTables.safeAreas.map { ("T2", "\($0.key)", $0.claim, $0.cells.count) }
    + LayoutTables.navigationBarOrigins.map { ("T3", "\($0.key)", $0.claim, $0.cells.count) }
    + LayoutTables.bottomBars.map { ("T4", "\($0.key)", $0.claim, $0.cells.count) }

  @Test("a row has one cell for each variant of its table's claim, and its claim is listed")
  func cellsMatchVariants() throws {
    for row in Self.rows {
      #expect(row.claim.rule.rawValue == row.table, "\(row.table) \(row.key)")
      #expect(row.cells == Set(row.claim.declarations).count, "\(row.table) \(row.key)")
      let entry = try #require(RuleCatalogue.entry(row.claim.rule))
      #expect(entry.claims.contains { $0.key == row.claim.key }, "\(row.table) \(row.key)")
    }
  }

  @Test("at most one row of a table holds for a key at a version")
  func rowsDoNotOverlap() {
    let versions = OSVersion.acceptedMajors.map { OSVersion($0) }
    for version in versions {
      for group in LayoutDeviceGroup.allCases {
        for table in [
          LayoutTables.statusBarHeights, LayoutTables.navigationBarOrigins,
        ] {
          let holding = table.filter { $0.key == group && $0.value(at: version) != nil }
          #expect(holding.count <= 1, "\(group) on \(version)")
        }
        let safeAreas = LayoutTables.safeAreas.filter {
          $0.key == group && $0.value(at: version) != nil
        }
        #expect(safeAreas.count <= 1, "\(group) on \(version)")
      }
    }
  }

  @Test("a cell holds for the versions of its claim's variant")
  func cellsFollowTheirVariants() throws {
    let xr13 = try #require(
      LayoutTables.row(LayoutTables.statusBarHeights, .notchXR, OSVersion(13)))
    #expect(xr13.value == 44 && xr13.doubts.isEmpty)
    let xr14 = try #require(
      LayoutTables.row(LayoutTables.statusBarHeights, .notchXR, OSVersion(14)))
    #expect(xr14.value == 48 && xr14.doubts.map(\.question) == ["Q6"])
    #expect(xr14.claim == .t1NotchXr)
    #expect(LayoutTables.row(LayoutTables.statusBarHeights, .notchXR, OSVersion(10)) == nil)
    #expect(LayoutTables.doubleHeight.value(at: OSVersion(12))?.value == 40)
    #expect(LayoutTables.doubleHeight.value(at: OSVersion(13))?.value == 20)
    #expect(LayoutTables.bottomBarRow(.padAllScreen, OSVersion(11)) == nil)
    let pad = try #require(LayoutTables.bottomBarRow(.padAllScreen, OSVersion(12)))
    #expect(pad.value.tabBar.value == 45 && pad.value.toolbar.doubts.map(\.question) == ["D5"])
  }

  @Test("a claim member cites its rule and key with its variant's confidence")
  func membersCiteTheirKeys() {
    let citation = CatalogueClaim.r6BlackOpaque.citation(at: OSVersion(12))
    #expect(citation.rule == "R6" && citation.claim == "black-opaque")
    #expect(citation.confidence == .widelyReproduced)
    #expect(CatalogueClaim.r6BlackOpaque.citation(at: OSVersion(13)).confidence == .singleReport)
    #expect(citation.cites(.r6BlackOpaque) && !citation.cites(.r6Default))
  }
}
