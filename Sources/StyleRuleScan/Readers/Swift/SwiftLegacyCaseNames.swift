/// The capitalised enum cases Swift before 3 imported from UIKit (`UIStatusBarStyle.LightContent`),
/// read as the modern cases the compiler of its time meant (`lightContent`).
///
/// Only the cases UIKit's status bar and presentation enums had in the iOS 9 SDK are known: a
/// capitalised case of any other type (an app's own enum) is not a UIKit value and is left as
/// written, so it never matches a literal of the rules language.
enum SwiftLegacyCaseNames {
  /// The Swift 2 names of the cases of each UIKit enum whose values the scan reads.
  static let casesByType: [String: Set<String>] = [
    "UIStatusBarStyle": ["Default", "LightContent", "BlackTranslucent", "BlackOpaque"],
    "UIStatusBarAnimation": ["None", "Fade", "Slide"],
    "UIModalPresentationStyle": [
      "FullScreen", "PageSheet", "FormSheet", "CurrentContext", "Custom", "OverFullScreen",
      "OverCurrentContext", "Popover", "None",
    ],
  ]

  /// Every Swift 2 case name of ``casesByType``, for an implicit member (`.LightContent`),
  /// whose type is the one its context expects.
  private static let allCases: Set<String> = casesByType.values.reduce(into: []) {
    $0.formUnion($1)
  }

  /// The modern name of `word` when it is a Swift 2 case of a UIKit enum: written as an implicit
  /// member (`typeName` nil) or qualified by that enum's name; nil otherwise.
  ///
  /// Swift 3 lowered the first letter of each of these cases (`LightContent` → `lightContent`,
  /// `OverFullScreen` → `overFullScreen`), none of which starts with an acronym.
  static func modernName(of word: String, qualifiedBy typeName: String?) -> String? {
    let known = typeName.map { casesByType[$0] ?? [] } ?? allCases
    guard known.contains(word), let first = word.first else { return nil }
    return first.lowercased() + word.dropFirst()
  }
}
