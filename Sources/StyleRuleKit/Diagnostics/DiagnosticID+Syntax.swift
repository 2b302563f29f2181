extension DiagnosticID {
  /// The identifiers of problems with a rules file's grammar.
  public enum Syntax: String, CaseIterable, Sendable {
    /// `syntax.bad-origin`.
    case badOrigin = "bad-origin"
    /// `syntax.choice-in-scenario`.
    case choiceInScenario = "choice-in-scenario"
    /// `syntax.control-in-name`.
    case controlInName = "control-in-name"
    /// `syntax.duplicate-scanned`.
    case duplicateScanned = "duplicate-scanned"
    /// `syntax.duplicate-scenario`.
    case duplicateScenario = "duplicate-scenario"
    /// `syntax.expected-application-member`.
    case expectedApplicationMember = "expected-application-member"
    /// `syntax.expected-argument`.
    case expectedArgument = "expected-argument"
    /// `syntax.expected-body`.
    case expectedBody = "expected-body"
    /// `syntax.expected-body-item`.
    case expectedBodyItem = "expected-body-item"
    /// `syntax.expected-class-name`.
    case expectedClassName = "expected-class-name"
    /// `syntax.expected-colon`.
    case expectedColon = "expected-colon"
    /// `syntax.expected-dynamic-close`.
    case expectedDynamicClose = "expected-dynamic-close"
    /// `syntax.expected-dynamic-value`.
    case expectedDynamicValue = "expected-dynamic-value"
    /// `syntax.expected-environment-setting`.
    case expectedEnvironmentSetting = "expected-environment-setting"
    /// `syntax.expected-equals`.
    case expectedEquals = "expected-equals"
    /// `syntax.expected-event`.
    case expectedEvent = "expected-event"
    /// `syntax.expected-fallback`.
    case expectedFallback = "expected-fallback"
    /// `syntax.expected-generic-close`.
    case expectedGenericClose = "expected-generic-close"
    /// `syntax.expected-initial-value`.
    case expectedInitialValue = "expected-initial-value"
    /// `syntax.expected-labelled-value`.
    case expectedLabelledValue = "expected-labelled-value"
    /// `syntax.expected-line-break`.
    case expectedLineBreak = "expected-line-break"
    /// `syntax.expected-list-close`.
    case expectedListClose = "expected-list-close"
    /// `syntax.expected-list-item`.
    case expectedListItem = "expected-list-item"
    /// `syntax.expected-member`.
    case expectedMember = "expected-member"
    /// `syntax.expected-name`.
    case expectedName = "expected-name"
    /// `syntax.expected-origin`.
    case expectedOrigin = "expected-origin"
    /// `syntax.expected-plist-key`.
    case expectedPlistKey = "expected-plist-key"
    /// `syntax.expected-presented`.
    case expectedPresented = "expected-presented"
    /// `syntax.expected-statement`.
    case expectedStatement = "expected-statement"
    /// `syntax.expected-superclass`.
    case expectedSuperclass = "expected-superclass"
    /// `syntax.expected-token`.
    case expectedToken = "expected-token"
    /// `syntax.expected-value`.
    case expectedValue = "expected-value"
    /// `syntax.invalid-escape`.
    case invalidEscape = "invalid-escape"
    /// `syntax.misplaced-keyword`.
    case misplacedKeyword = "misplaced-keyword"
    /// `syntax.missing-presenter`.
    case missingPresenter = "missing-presenter"
    /// `syntax.property-outside-body`.
    case propertyOutsideBody = "property-outside-body"
    /// `syntax.too-many-errors`.
    case tooManyErrors = "too-many-errors"
    /// `syntax.unbalanced-brace`.
    case unbalancedBrace = "unbalanced-brace"
    /// `syntax.unclosed-block`.
    case unclosedBlock = "unclosed-block"
    /// `syntax.unexpected-character`.
    case unexpectedCharacter = "unexpected-character"
    /// `syntax.unterminated-name`.
    case unterminatedName = "unterminated-name"
    /// `syntax.unterminated-string`.
    case unterminatedString = "unterminated-string"

    /// What the problem is, in one line.
    public var summary: String {
      switch self {
      case .badOrigin: "The quotes after '@' or 'scanned' do not hold a file or a folder."
      case .choiceInScenario: "A scenario event holds a 'choice', which is written outside it."
      case .controlInName: "A quoted name or a string holds a control or invisible character."
      case .duplicateScanned: "The file names the folder it was scanned from twice."
      case .duplicateScenario: "The file has a second scenario."
      case .expectedApplicationMember:
        "'UIApplication.shared.' is not followed by a member stylerule reads."
      case .expectedArgument: "A call's argument is not a labelled one, such as 'animated: true'."
      case .expectedBody: "A declaration's '{' is missing."
      case .expectedBodyItem: "A body holds something it cannot hold."
      case .expectedClassName: "A class name is missing after 'class', 'extension' or ':'."
      case .expectedColon: "The ':' between a controller's name and its class is missing."
      case .expectedDynamicClose: "The ')' that closes 'dynamic(…)' is missing."
      case .expectedDynamicValue: "A value is missing in 'dynamic(…)'."
      case .expectedEnvironmentSetting: "'environment' is not followed by a setting."
      case .expectedEquals: "The '=' after a property's name is missing."
      case .expectedEvent: "A scenario's line is not an event."
      case .expectedFallback: "The value after '??' is missing."
      case .expectedGenericClose: "The '>' that closes a class's generic arguments is missing."
      case .expectedInitialValue: "The value after 'initially' is missing."
      case .expectedLabelledValue: "A labelled value such as 'bottom 10' is missing after ','."
      case .expectedLineBreak: "Two statements share a line without ';'."
      case .expectedListClose: "The ']' that closes a list is missing."
      case .expectedListItem: "A value is missing in a list."
      case .expectedMember:
        "A class or extension body holds something other than a member override."
      case .expectedName: "A name is missing after '.' or 'selects'."
      case .expectedOrigin: "The quoted place after '@' is missing."
      case .expectedPlistKey: "The Info.plist key after 'plist' is missing."
      case .expectedPresented: "The controller after 'presents' or 'pushes' is missing."
      case .expectedStatement: "A line at the top level is not a statement."
      case .expectedSuperclass: "A class's ':' and superclass are missing."
      case .expectedToken: "A closing ')', or the '[' of a list, is missing."
      case .expectedValue: "A value is missing after a property's '=' or a setting's name."
      case .invalidEscape: "A string holds an escape other than '\\\"' and '\\\\'."
      case .misplacedKeyword:
        "A keyword such as 'observed' or 'presents' is written where it does not belong."
      case .missingPresenter: "'presents' at the top level has no presenter before it."
      case .propertyOutsideBody: "A property is set outside any braces."
      case .tooManyErrors: "The file has so many syntax errors that parsing stopped."
      case .unbalancedBrace: "A '}' closes no open block."
      case .unclosedBlock: "A block's '}' is missing at the end of the file."
      case .unexpectedCharacter: "A character that the language does not use."
      case .unterminatedName: "The '`' that closes a quoted name is missing on its line."
      case .unterminatedString: "The '\"' that closes a string is missing on its line."
      }
    }
  }
}
