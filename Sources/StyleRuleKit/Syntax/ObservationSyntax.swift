/// An `observed member = value` line in a controller's body: what that instance answered
/// when a snapshot of the running app was taken.
///
/// Lines are kept in one table of the tree rather than in each controller, so a file
/// without them pays nothing.
struct ObservationSyntax: Sendable {
  /// The controller whose body holds the line, an index into ``SyntaxTree/controllers``.
  let controller: Int
  /// The word `observed`.
  let keyword: SourceRange
  /// The member and the value observed.
  let property: PropertySyntax

  /// The whole line, from `observed` to the end of the value.
  var range: SourceRange { keyword.extended(to: property.range) }
}
