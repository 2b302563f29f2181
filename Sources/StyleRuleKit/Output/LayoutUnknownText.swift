/// How the outputs write a layout's numbers when some are not known (``UnknownSafeArea``):
/// "?" in place of each unknown number, never the stand-in the engine laid out with.
extension ScreenLayout {
  /// What stands for a number that is not known.
  static let unknownMark = "?"

  /// "(0, ?, 402, 54)": a rectangle of a controller (`nil`: the status bar).
  func text(_ rect: LayoutRect, _ quantity: String, of controller: String?) -> String {
    let parts = [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)]
      .map { text($0.1, "\(quantity).\($0.0)", of: controller) }
    return "(" + parts.joined(separator: ", ") + ")"
  }

  /// "?/0/?/0": insets of a controller, top, left, bottom, right.
  func text(_ insets: LayoutInsets, _ quantity: String, of controller: String?) -> String {
    [
      ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
      ("right", insets.right),
    ]
    .map { text($0.1, "\(quantity).\($0.0)", of: controller) }.joined(separator: "/")
  }

  /// A number of a controller, or "?" when it is not known.
  func text(_ value: Double, _ quantity: String, of controller: String?) -> String {
    isUnknown(quantity, of: controller) ? Self.unknownMark : LayoutNumber.text(value)
  }

  /// The sentence that says what "?" stands for, when any number is not known.
  var unknownPhrase: String? {
    guard let unknown = unknownSafeArea, !unknown.unknowns.isEmpty else { return nil }
    return "? = not known: \(unknown.note); every number marked ? depends on it"
  }
}

extension ScreenLayout {
  /// The numbers no source gives, one entry per reason, with the quantities it covers:
  /// "tabBar.frame.x, tabBar.frame.y, …" under one note.
  func notKnownGroups() -> [(
    controller: String, quantities: [String], question: String, note: String
  )] {
    var groups: [(controller: String, quantities: [String], question: String, note: String)] = []
    for unknown in notKnown {
      if let index = groups.firstIndex(where: {
        $0.controller == unknown.controller && $0.note == unknown.note
      }) {
        groups[index].quantities.append(unknown.quantity)
      } else {
        groups.append((unknown.controller, [unknown.quantity], unknown.question, unknown.note))
      }
    }
    return groups
  }
}
