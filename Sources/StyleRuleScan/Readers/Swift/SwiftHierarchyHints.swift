/// The places in a file's bytes where the hierarchy visitor might record something, so that it
/// can skip the subtrees without any.
///
/// What the visitor records, or keeps for later, always has one of these in its text:
/// - an assignment has an `=`;
/// - a local variable or a stored property is declared with `let`, `var` or another binding
///   keyword;
/// - a placing call or a SwiftUI modifier has its name (`present`, `pushViewController`,
///   `show`, `addChild`, `setViewControllers`, `makeKeyAndVisible`, `sheet`,
///   `statusBarHidden`…), and a window group its type (`WindowGroup`);
/// - a SwiftUI app inherits `App`, and a member listing scenes is declared `some Scene`;
///   `adaptivePresentationStyle` names the method whose returns are read;
/// - an immediately called closure has a `}` followed by `(` or, for a trailing closure, `{`;
/// - a function whose returns are read (one that can return a controller) has its `->`;
/// - a call passing an enumeration case has a `.` starting an argument (after `(`, `:` or
///   `,`, and white space);
/// - a call passing a controller to a helper of the module has a callee named like one
///   (`present…`, `show…`, `push…`: ``helperPrefixes``) or named as one of the module's
///   functions whose parameters name a controller type, followed by its `(`
///   (``SwiftModuleHelperNames``, in the ``SwiftHierarchyHintVocabulary``), or an
///   initializer of a type named like a controller (a word ending in `Controller` or `VC`
///   right before a `(`); a call passing `self` has `self` between `(`, `:` or `,` and `)`
///   or `,` (``isSelfArgument(_:in:)``).
///
/// Names are matched as whole words of ASCII letters, digits and `_`. The hints are found in
/// the bytes, in comments and strings too: a hint too many only costs a walk, while a missing
/// one would lose a fact, so each test errs towards a hint.
struct SwiftHierarchyHints: Sendable {
  /// The offsets of the hints, ascending.
  private let offsets: [Int]
  /// The offsets of the hints that are names of calls the visitor records, ascending.
  private let callNameOffsets: [Int]

  /// Finds the hints of a file's bytes in one pass; `vocabulary` adds the module's helpers.
  init(_ bytes: [UInt8], vocabulary: SwiftHierarchyHintVocabulary = .standard) {
    (offsets, callNameOffsets) = bytes.withUnsafeBufferPointer {
      Self.offsets(in: $0, vocabulary: vocabulary)
    }
  }

  /// The names of the calls whose facts the visitor records: placing calls, window calls,
  /// SwiftUI modifiers and `WindowGroup`.
  static let callNames: [String] = [
    "present", "pushViewController", "show", "showDetailViewController", "addChild",
    "addChildViewController", "setViewControllers", "setViewController", "makeKeyAndVisible",
    "WindowGroup",
    "statusBarHidden", "statusBar", "preferredColorScheme", "toolbarColorScheme",
    "toolbarVisibility", "toolbar", "sheet", "fullScreenCover", "popover",
    // Swift 2's names.
    "presentViewController", "showViewController",
  ]

  /// The other words that are hints.
  static let otherWords: [String] = [
    // A SwiftUI app, a member listing scenes, and the method whose returns are read.
    "App", "Scene", "adaptivePresentationStyle",
    // Binding keywords: a local variable is kept even without a value.
    "let", "var", "inout", "_mutating", "_borrowing", "_consuming",
  ]

  /// The beginnings of the names of helpers that present what they are passed
  /// (`presentOnTopmost`, `showDetail`, `pushScreen`): a word starting with one, then a
  /// capital letter, is a hint (`presentation` is not).
  static let helperPrefixes: [[UInt8]] = ["present", "show", "push"].map { Array($0.utf8) }

  /// The endings of a controller type's name, before an initializer's `(`.
  private static let controllerSuffixes: [[UInt8]] = ["Controller", "VC"].map { Array($0.utf8) }

  /// How many bytes are scanned for candidates at a time.
  private static let chunkSize = 4096

  /// The offsets of the hints in `bytes`, and of those that are call names.
  ///
  /// A first loop without branches lists the candidates of each chunk: the first byte of a
  /// word when a hint word starts with it, and each `=`, `}`, `>`, `.` and `(`. Then each
  /// candidate is tested.
  private static func offsets(
    in bytes: UnsafeBufferPointer<UInt8>, vocabulary: SwiftHierarchyHintVocabulary
  ) -> ([Int], [Int]) {
    var offsets: [Int] = []
    var callNameOffsets: [Int] = []
    let count = bytes.count
    let lengthsByFirstByte = vocabulary.lengthsByFirstByte
    vocabulary.byteClasses.withUnsafeBufferPointer { classes in
      // Written before it is read, so not cleared (clearing it cost more than the scan of a
      // small file).
      withUnsafeTemporaryAllocation(of: Int.self, capacity: chunkSize + 1) { candidates in
        var previousIsWord: UInt8 = 0
        var chunkStart = 0
        while chunkStart < count {
          let chunkEnd = min(chunkStart + chunkSize, count)
          var found = 0
          for index in chunkStart..<chunkEnd {
            let byteClass = classes[Int(bytes[index])]
            let startsWord = (byteClass >> 1) & 1 & ~previousIsWord
            candidates[found] = index
            found &+= Int(startsWord | (byteClass >> 2))
            previousIsWord = byteClass & 1
          }
          for candidate in candidates[0..<found] {
            switch bytes[candidate] {
            case UInt8(ascii: "="):
              if isAssignment(at: candidate, in: bytes) { offsets.append(candidate) }
            case UInt8(ascii: "}"):
              if isFollowedByCall(candidate, in: bytes) { offsets.append(candidate) }
            case UInt8(ascii: "."):
              if startsArgument(candidate, in: bytes) { offsets.append(candidate) }
            case UInt8(ascii: "("):
              if followsControllerType(candidate, in: bytes) { offsets.append(candidate) }
            case UInt8(ascii: ">"):
              // A result type's arrow.
              if candidate > 0, bytes[candidate - 1] == UInt8(ascii: "-") {
                offsets.append(candidate)
              }
            default:
              // A whole word: compared with the hint words only when one has its first byte
              // and its length.
              var end = candidate + 1
              while end < count, classes[Int(bytes[end])] & 1 != 0 { end += 1 }
              let length = end - candidate
              if length < 32, lengthsByFirstByte[Int(bytes[candidate])] & (1 << length) != 0,
                let word = vocabulary.hintWord(bytes, candidate..<end),
                word < vocabulary.standardCount || isFollowedByParenthesis(end, in: bytes)
              {
                offsets.append(candidate)
                if word < callNames.count { callNameOffsets.append(candidate) }
              } else if hasHelperPrefix(bytes, candidate..<end)
                || (length == 4 && isSelfArgument(candidate, in: bytes))
              {
                offsets.append(candidate)
              }
            }
          }
          chunkStart = chunkEnd
        }
      }
    }
    return (offsets, callNameOffsets)
  }

  /// Whether the next byte from `index` that is not white space is a call's `(`.
  private static func isFollowedByParenthesis(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    var next = index
    while next < bytes.count, isWhiteSpace(bytes[next]) { next += 1 }
    return next < bytes.count && bytes[next] == UInt8(ascii: "(")
  }

  /// Whether a name starts with one of ``helperPrefixes`` (`presentOnTopmost`).
  static func hasHelperPrefix(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    return helperPrefixes.contains { prefix in
      bytes.count > prefix.count && bytes[0..<prefix.count].elementsEqual(prefix)
        && isUpperCase(bytes[prefix.count])
    }
  }

  /// Whether a byte is an ASCII capital letter.
  private static func isUpperCase(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }

  /// Whether the word at `index` is `self` passed as an argument of its own (`from: self`,
  /// `(self)`, `(self, …)`): the byte before it, past white space, is `(`, `:` or `,`, and
  /// the byte after it, past white space, is `)` or `,`.
  static func isSelfArgument(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let word: [UInt8] = Array("self".utf8)
    guard index >= 0, index + word.count <= bytes.count,
      word.indices.allSatisfy({ word[$0] == bytes[index + $0] })
    else { return false }
    var next = index + word.count
    while next < bytes.count, isWhiteSpace(bytes[next]) { next += 1 }
    guard next < bytes.count, bytes[next] == UInt8(ascii: ")") || bytes[next] == UInt8(ascii: ",")
    else { return false }
    var previous = index - 1
    while previous >= 0, isWhiteSpace(bytes[previous]) { previous -= 1 }
    guard previous >= 0 else { return false }
    switch bytes[previous] {
    case UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: ","): return true
    default: return false
    }
  }

  /// Whether a byte is a space, a tab or a line break.
  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  /// Whether the word at `range` starts with one of ``helperPrefixes``.
  private static func hasHelperPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    helperPrefixes.contains { prefix in
      range.count > prefix.count
        && prefix.indices.allSatisfy { prefix[$0] == bytes[range.lowerBound + $0] }
        && isUpperCase(bytes[range.lowerBound + prefix.count])
    }
  }

  /// Whether the `(` at `index` comes right after a word ending in one of
  /// ``controllerSuffixes`` (`SettingsViewController(`, `LoginVC(`).
  private static func followsControllerType(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    controllerSuffixes.contains { suffix in
      index >= suffix.count
        && suffix.indices.allSatisfy { suffix[$0] == bytes[index - suffix.count + $0] }
    }
  }

  /// Whether the `=` at `index` may be an assignment's: not part of another operator (`==`,
  /// `+=`, `<=`…).
  ///
  /// `>`, `!`, `?` and `/` may come before an assignment's `=` (`Array<Int>= x`, `x!= 1`,
  /// `x?= 1`, `/* */= 1`), so they do not rule it out.
  private static func isAssignment(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "=") { return false }
    switch index > 0 ? bytes[index - 1] : 0 {
    case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"),
      UInt8(ascii: "^"), UInt8(ascii: "~"):
      return false
    default:
      return true
    }
  }

  /// Whether the `.` at `index` may start an argument that names an enumeration case
  /// (`(to: .settings)`, `(.share)`): the byte before it, past white space, is `(`, `:` or
  /// `,`.
  private static func startsArgument(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var previous = index - 1
    while previous >= 0 {
      switch bytes[previous] {
      case UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: ","): return true
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        previous -= 1
      default: return false
      }
    }
    return false
  }

  /// Whether the `}` at `index` may end a closure called where it is written (`{ … }()`).
  ///
  /// The next byte that is not white space is a call's `(` or a trailing closure's `{` (which
  /// may be on the next line), or a `/` (a comment in between). Bytes the lexer may take as
  /// white space (a NUL, a non-breaking space, a byte order mark) are passed over, as is any
  /// byte outside ASCII.
  private static func isFollowedByCall(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    var next = index + 1
    while next < bytes.count {
      switch bytes[next] {
      case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "/"): return true
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B,
        0x0C, 0x00, 0x80...0xFF:
        next += 1
      default: return false
      }
    }
    return false
  }

  /// Whether the byte range holds no hint.
  func isEmpty(in range: Range<Int>) -> Bool {
    Self.isEmpty(offsets, in: range)
  }

  /// Whether the byte range holds no call name.
  func hasNoCallName(in range: Range<Int>) -> Bool {
    Self.isEmpty(callNameOffsets, in: range)
  }

  /// Whether none of the ascending `offsets` is in `range`.
  private static func isEmpty(_ offsets: [Int], in range: Range<Int>) -> Bool {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    return low == offsets.count || offsets[low] >= range.upperBound
  }
}
