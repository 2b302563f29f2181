/// An Objective-C file read for edits: its tokens, and where its implementations and
/// methods start and end.
///
/// Read with the scanner's ``ObjectiveCTokenizer`` (comments, literals and preprocessor
/// lines skipped), braces matched by counting, never by recursion.
struct ObjectiveCText {
  typealias Token = ObjectiveCTokenizer.Token

  /// The file as read.
  let file: SourceFile
  /// Its tokens.
  let tokens: [Token]

  /// Reads `file`.
  init(_ file: SourceFile) {
    self.file = file
    tokens = ObjectiveCTokenizer.tokens(file.bytes).tokens
  }

  /// The index of the token that starts at `line` and `column`.
  func token(atLine line: Int, column: Int) -> Int? {
    tokens.firstIndex { $0.line == line && $0.column == column }
  }

  /// The bytes of the method whose `-` or `+` is the token at `index`, through the `}` that
  /// closes its body; nil when it has no body there.
  func methodRange(at index: Int) -> Range<Int>? {
    guard tokens.indices.contains(index), tokens[index].text == "-" || tokens[index].text == "+"
    else { return nil }
    var position = index + 1
    while position < tokens.count, tokens[position].text != "{" {
      if tokens[position].text == ";" || tokens[position].text == "@end" { return nil }
      position += 1
    }
    guard let close = closingBrace(at: position) else { return nil }
    return tokens[index].range.lowerBound..<tokens[close].range.upperBound
  }

  /// The index of the name of the class's own `@implementation name` (not a category's).
  func implementationName(of name: String) -> Int? {
    tokens.indices.dropLast().first { index in
      tokens[index].text == "@implementation" && tokens[index + 1].text == name
        && (index + 2 >= tokens.count || tokens[index + 2].text != "(")
    }.map { $0 + 1 }
  }

  /// The index of the `@end` that closes the `@implementation` whose class name is the
  /// token at `nameIndex`; nil when it is not one or is not closed.
  func implementationEnd(atName nameIndex: Int) -> Int? {
    guard nameIndex > 0, nameIndex < tokens.count,
      tokens[nameIndex - 1].text == "@implementation"
    else { return nil }
    var position = nameIndex + 1
    while position < tokens.count, tokens[position].text != "@end" {
      if tokens[position].text == "{", let close = closingBrace(at: position) {
        position = close
      }
      position += 1
    }
    return position < tokens.count ? position : nil
  }

  /// The index of the `}` that closes the `{` at `open`; nil when it is not closed.
  func closingBrace(at open: Int) -> Int? {
    ObjectiveCTokenizer.closingBrace(tokens, at: open)
  }

  /// The file's indentation unit: the leading white space of its first indented line that
  /// holds a token, else four spaces (Xcode's for Objective-C).
  var indentUnit: String {
    var lineStart = 0
    let bytes = file.bytes
    for token in tokens {
      let start = token.range.lowerBound - (token.column - 1)
      guard start >= lineStart, token.column > 1, start >= 0 else { continue }
      lineStart = start
      let leading = bytes[start..<token.range.lowerBound]
      if leading.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        return String(decoding: leading, as: UTF8.self)
      }
    }
    return "    "
  }

  /// An override of `member` returning `value`, as an Objective-C method, indented by
  /// `indent`; nil for a value this does not spell in Objective-C.
  static func method(
    member: PropertyKey, value: String, indent: String, lineBreak: String
  ) -> String? {
    let signature: String
    let returned: String
    switch member {
    case .preferredStatusBarStyle:
      guard let first = value.first, value.allSatisfy({ $0.isLetter }) else { return nil }
      signature = "- (UIStatusBarStyle)preferredStatusBarStyle"
      returned = "UIStatusBarStyle" + first.uppercased() + value.dropFirst()
    case .prefersStatusBarHidden, .capturesStatusBarAppearance:
      guard value == "true" || value == "false" else { return nil }
      signature = "- (BOOL)\(member.rawValue)"
      returned = value == "true" ? "YES" : "NO"
    case .childForStatusBarStyle, .childForStatusBarHidden:
      let child: [String: String] = [
        "nil": "nil", "topViewController": "self.topViewController",
        "visibleViewController": "self.visibleViewController",
        "selectedViewController": "self.selectedViewController",
        "children.first": "self.childViewControllers.firstObject",
        "children.last": "self.childViewControllers.lastObject",
      ]
      guard let spelled = child[value] else { return nil }
      let name = member == .childForStatusBarStyle ? "StatusBarStyle" : "StatusBarHidden"
      signature = "- (UIViewController *)childViewControllerFor\(name)"
      returned = spelled
    default:
      return nil
    }
    return signature + " {" + lineBreak + indent + "return \(returned);" + lineBreak + "}"
  }

  /// Whether a path names an Objective-C file (`.m`, `.mm`, `.h`).
  static func isObjectiveC(_ path: String) -> Bool {
    path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h")
  }
}
