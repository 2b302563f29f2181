/// How a rules file writes the layout values: edges such as `[top, bottom]` and insets such
/// as `top 20, bottom 10`.
extension RectEdges {
  /// The edges in the order the language writes them, with their names.
  static let named: [(name: String, edge: RectEdges)] = [
    ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right),
  ]

  /// The spellings of one value: `all`, `none` and each edge.
  static let spellings = ["all", "none"] + named.map(\.name)

  /// The edges a name stands for: `all`, `none` or one edge.
  init?(name: String) {
    switch name {
    case "all": self = .all
    case "none": self = .none
    default:
      guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
      self = match.edge
    }
  }

  /// Reads `all`, `none`, one edge, or a list in brackets such as `[top, bottom]` (`[]` is
  /// `none`, as in Swift); `nil` for anything else.
  init?(parsing value: ValueSyntax) {
    if let parts = value.composite {
      guard parts.isBracketed else { return nil }
      var edges = RectEdges.none
      for item in parts.items {
        guard item.value.kind == .name, item.value.text != "none",
          let edge = RectEdges(name: item.value.text)
        else { return nil }
        edges.formUnion(edge)
      }
      self = edges
      return
    }
    guard value.kind == .name, let edges = RectEdges(name: value.text) else { return nil }
    self = edges
  }

  /// The canonical spelling: `all`, `none`, one edge, or a list such as `[top, bottom]`.
  var spelling: String {
    if self == .all { return "all" }
    if self == .none { return "none" }
    let names = Self.named.filter { contains($0.edge) }.map(\.name)
    return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
  }
}

extension LayoutInsets {
  /// The edges in the order the language writes them, with their names.
  static let edgeNames = ["top", "left", "bottom", "right"]

  /// Reads `zero`, or edges with their insets in points such as `top 20, bottom 10` (each
  /// edge at most once, in any order; an edge left out is 0); `nil` for anything else.
  init?(parsing value: ValueSyntax) {
    if value.kind == .name, value.text == "zero" {
      self = .zero
      return
    }
    guard let parts = value.composite, !parts.isBracketed else { return nil }
    var insets = LayoutInsets.zero
    var seen: Set<String> = []
    for item in parts.items {
      guard let label = item.label?.text, Self.edgeNames.contains(label),
        seen.insert(label).inserted, let points = Self.points(item.value)
      else { return nil }
      insets[edge: label] = points
    }
    self = insets
  }

  /// The largest inset the language takes, in points either way.
  static let maximumPoints = 10_000.0

  /// A number of points as written: `20`, `20.5`, `-4`, with at most two decimals and at
  /// most ``maximumPoints``; `nil` for anything else.
  static func points(_ value: ValueSyntax) -> Double? {
    let text = value.text
    guard value.kind == .number, let number = Double(text), abs(number) <= maximumPoints else {
      return nil
    }
    if let dot = text.firstIndex(of: ".") {
      let decimals = text[text.index(after: dot)...]
      guard (1...2).contains(decimals.count), decimals.allSatisfy(\.isASCII) else { return nil }
    }
    return number
  }

  /// The inset of an edge by its name.
  subscript(edge name: String) -> Double {
    get {
      switch name {
      case "top": top
      case "left": left
      case "bottom": bottom
      default: right
      }
    }
    set {
      switch name {
      case "top": top = newValue
      case "left": left = newValue
      case "bottom": bottom = newValue
      default: right = newValue
      }
    }
  }

  /// The canonical spelling: `zero`, or the edges that are not 0, such as `top 20, bottom 10`.
  var spelling: String {
    let parts = Self.edgeNames.filter { self[edge: $0] != 0 }.map {
      "\($0) \(Self.spelling(of: self[edge: $0]))"
    }
    return parts.isEmpty ? "zero" : parts.joined(separator: ", ")
  }

  /// A number of points as the language writes it: `20`, `20.5`, `-0.25` (at most two
  /// decimals, as ``points(_:)`` reads them).
  static func spelling(of points: Double) -> String {
    let hundredths = Int((abs(points) * 100).rounded())
    let sign = points < 0 && hundredths != 0 ? "-" : ""
    let whole = hundredths / 100
    let fraction = hundredths % 100
    guard fraction != 0 else { return "\(sign)\(whole)" }
    let digits =
      fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(whole).\(digits)"
  }
}
