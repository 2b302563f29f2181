// The disagreements and open questions of section 5 of ../shared/reference/uikit-layout.md,
// in stylerule's own words.

private func disagreement(
  _ id: String, _ title: String, _ statement: String, _ sources: [String], _ rules: [RuleID]
) -> LayoutQuestion {
  LayoutQuestion(
    id: id, kind: .disagreement, title: title, statement: statement, sources: sources,
    rules: rules)
}

private func question(
  _ id: String, _ title: String, _ statement: String, _ sources: [String], _ rules: [RuleID]
) -> LayoutQuestion {
  LayoutQuestion(
    id: id, kind: .openQuestion, title: title, statement: statement, sources: sources,
    rules: rules)
}

extension RuleCatalogue {
  static let allLayoutQuestions: [LayoutQuestion] = [
    disagreement(
      "D1", "Dynamic Island status bar height",
      "The status bar frame is 54 on Dynamic Island phones; some libraries call the 59-point "
        + "safe area the status bar height, and one pull request gave 49, which its own review "
        + "disputed. stylerule uses 54 for the status bar, 59 for the safe area and 53.667 for the "
        + "navigation bar.", ["S32", "S27", "S105", "S50"], [.t1, .l1_14]),
    disagreement(
      "D2", "XR and 11 top inset",
      "44 measured on iOS 13.2 against 48 later; read as a change in iOS 14. Two sources say "
        + "other notched phones moved too, which the fuller sources contradict: only XR and 11 "
        + "move to 48.", ["S34", "S27", "S51"], [.t1, .t2, .t3]),
    disagreement(
      "D3", "iPhone 15 and 15 Plus safe area",
      "One library's table gives 47 for the iPhone 15 and 15 Plus while treating them as "
        + "Dynamic Island phones elsewhere; other sources give 59 for every Dynamic Island "
        + "phone. stylerule uses 59.", ["S27", "S35"], [.t2]),
    disagreement(
      "D4", "12 mini and 13 mini",
      "Status bar 44 on iOS 14 and 50 from iOS 15, safe area and navigation bar at 50 on both; "
        + "one device-frame library says 47 for the 13 mini, contradicted by three others.",
      ["S27", "S29", "S31", "S35"], [.t1, .t2, .t3]),
    disagreement(
      "D5", "Toolbar height with a home indicator",
      "Measured 78 on an iPhone in portrait and 65 on an iPad, against a toolbar as tall as the "
        + "tab bar (83) and a library's 70 on iPad.", ["S28", "S52", "S27"], [.t4, .l9_4]),
    disagreement(
      "D6", "Landscape navigation bar on Dynamic Island phones of compact width",
      "32 measured on an iPhone 14 Pro simulator against 44 in a library that counts every 14 "
        + "Pro, 15 and 16 as regular width. stylerule uses 32 for compact-width phones.",
      ["S46", "S27"], [.l3_1]),
    disagreement(
      "D7", "Which scroll view iOS 7–10 adjusts",
      "The root view or its first subview, against the scroll view with the smallest subview "
        + "index; no source shows one at an index above 0 being adjusted.",
      ["S86", "S26", "S87", "S88"], [.l6_2]),
    disagreement(
      "D8", "The automatic behavior's compatibility clause",
      "The SDK header says a scroll view in a navigation controller; the documentation says a "
        + "navigation or tab bar controller.", ["S14", "S12"], [.l8_2, .t6]),
    disagreement(
      "D9", "Tab bar on an iPad without a Home button",
      "65 read as 49 plus 16 in one chart and 45 plus 20 in another; both total 65.",
      ["S37", "S28"], [.t4]),
    disagreement(
      "D10", "Landscape tab bar on iPhones with a Home button, iOS 11 and later",
      "32 in a library's macro since 2019 and one issue, against 49 in a measured table for "
        + "iOS 12.", ["S27", "S48", "S28"], [.t4, .l9_1]),
    question(
      "Q1", "The iOS 7–10 test for the 64-point bar",
      "Is it the view's top being the window's top, or being under the status bar? The in-call "
        + "layout (root at 20 under a 40-point bar) suggests the latter, with a 20-point "
        + "extension rather than 40.", ["S23", "S41", "S42", "S43"], [.l3_3, .l1_9]),
    question(
      "Q2", "A navigation controller at a partial offset (iOS 11 and later)",
      "With its view at y 10 on an iPhone 8, is the bar at 10 with a 10-point extension, or at "
        + "0 with none? Does the child's safe area freeze?", ["S94"], [.l3_4, .l7_3]),
    question(
      "Q3", "Layout guides of a custom container's child (iOS 7–10)",
      "For a child of a custom container at the window's top: 20 for the status bar, or 0?",
      ["S85", "S4"], [.l5_2, .l5_5]),
    question(
      "Q4", "iPhone 16 Pro status bar and bar origin",
      "Status bar 54 (assumed by one library) or 62? The navigation bar's 56.333 comes from one "
        + "source.", ["S27"], [.t1, .t3]),
    question(
      "Q5", "iPhone 16e", "Assumed 47 and 34 like the iPhone 14; not verified.", ["S27"], [.t1]),
    question(
      "Q6", "XR on iOS 14 and later",
      "48 is inferred from the iPhone 11, which has the same panel; not measured on an XR.",
      ["S27"], [.t1, .t2, .t3]),
    question(
      "Q7", "Large title collapsing",
      "While the bar shrinks from 96 to 44, do the child's top safe area and the table's "
        + "adjusted inset follow continuously?", ["S72"], [.l3_1]),
    question(
      "Q8", "Search row height",
      "The row a search controller adds: 56 on iOS 11, commonly quoted 52 later; only the "
        + "standalone search bar's 56 is sourced.", ["S73", "S74"], [.l3_1]),
    question(
      "Q9", "The content scroll view of the automatic behavior",
      "Is only the root view the controller's content scroll view, or its first subview too?",
      ["S20"], [.l8_2, .t6]),
    question(
      "Q10", "A table view with short content under automatic",
      "Is a non-root table view with short content adjusted? It depends on whether it bounces "
        + "vertically by default.", ["S97"], [.l8_3]),
    question(
      "Q11", "iPad tab bar on iOS 7–10",
      "49 is assumed from an iOS 11 measurement.", ["S28"], [.t4, .l9_2]),
    question(
      "Q12", "An opaque tab bar with extendedLayoutIncludesOpaqueBars (iOS 11 and later)",
      "One report says the bottom safe area then leaves out the tab bar, while an opaque "
        + "navigation bar behaves as expected.", ["S110"], [.l7_2, .l4_2]),
    question(
      "Q13", "iPadOS 18's floating tab bar",
      "How tall it is and how much it adds to the child's top safe area.", ["S21", "S100"],
      [.l9_3]),
    question(
      "Q14", "iPad multitasking windows",
      "Whether each Stage Manager or Split View window has a status bar region.", ["S21"],
      [.l1_7]),
    question(
      "Q15", "Display Zoom", "The zoomed safe areas come from one library.", ["S27"], [.t2]),
    question(
      "Q16", "Where an iOS 13 card sheet starts",
      "The y of the card's top on each device has not been researched.", ["S45", "S30"],
      [.l10_2]),
    question(
      "Q17", "iOS 6-SDK apps on iOS 7 and later",
      "Do they keep the application frame and an opaque 20-point status bar? One observation "
        + "only.", ["S58"], [.l1_4]),
    question(
      "Q18", "Double height on an iPad with a Home button",
      "Does an iPad's status bar ever become double height during a call or hotspot? No source "
        + "found.", ["S60"], [.l1_8]),
  ]
}
