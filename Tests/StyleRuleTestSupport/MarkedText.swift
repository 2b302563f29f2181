import StyleRuleKit

/// Rules text with location markers (1️⃣, 2️⃣, …) removed and their byte offsets recorded.
///
/// Tests write `window { A: 1️⃣UIViewControler }` and expect a diagnostic at marker 1.
public struct MarkedText: Sendable {
  /// The text without markers.
  public let text: String
  /// The UTF-8 offset of each marker, by its number.
  public let markers: [Int: Int]

  private static let symbols: [Character: Int] = [
    "1️⃣": 1, "2️⃣": 2, "3️⃣": 3, "4️⃣": 4, "5️⃣": 5, "6️⃣": 6, "7️⃣": 7, "8️⃣": 8, "9️⃣": 9,
  ]

  /// Strips the markers from `marked`.
  public init(_ marked: String) {
    var text = ""
    var markers: [Int: Int] = [:]
    for character in marked {
      if let number = Self.symbols[character] {
        markers[number] = text.utf8.count
      } else {
        text.append(character)
      }
    }
    self.text = text
    self.markers = markers
  }
}

/// A diagnostic a test expects: its ID, the marker where it starts, and its message.
public struct ExpectedDiagnostic: Sendable, CustomStringConvertible {
  /// The diagnostic's ID.
  public let id: String
  /// The marker number where the diagnostic's range starts, or `nil` for whole-file problems.
  public let marker: Int?
  /// The exact message, or `nil` to check only the ID and place.
  public let message: String?
  /// Markers where notes must point, in order.
  public let noteMarkers: [Int]

  /// Creates an expectation.
  public init(
    _ id: String, at marker: Int?, _ message: String? = nil, notesAt noteMarkers: [Int] = []
  ) {
    self.id = id
    self.marker = marker
    self.message = message
    self.noteMarkers = noteMarkers
  }

  /// A short description for failure messages.
  public var description: String { "\(id)@\(marker.map(String.init) ?? "file")" }

  /// Differences between `actual` diagnostics and `expected`, as readable lines; empty when
  /// every expected diagnostic is present and nothing else was reported.
  public static func mismatches(
    _ actual: [Diagnostic], _ expected: [ExpectedDiagnostic], markers: [Int: Int]
  ) -> [String] {
    var remaining = actual
    var problems: [String] = []
    for expectation in expected {
      let offset = expectation.marker.flatMap { markers[$0] }
      guard
        let index = remaining.firstIndex(where: {
          $0.id.rawValue == expectation.id
            && (expectation.marker == nil || $0.range?.start == offset)
        })
      else {
        problems.append("missing \(expectation) (\(expectation.message ?? ""))")
        continue
      }
      let found = remaining.remove(at: index)
      if let message = expectation.message, message != found.message {
        problems.append(
          "\(expectation): message\n  expected: \(message)\n  actual:   \(found.message)")
      }
      let noteOffsets = found.notes.map { $0.range?.start }
      let expectedNotes = expectation.noteMarkers.map { markers[$0] }
      if noteOffsets != expectedNotes {
        problems.append("\(expectation): notes at \(noteOffsets), expected \(expectedNotes)")
      }
    }
    for extra in remaining {
      problems.append("unexpected \(extra.id) at \(extra.range?.start ?? -1): \(extra.message)")
    }
    return problems
  }
}
