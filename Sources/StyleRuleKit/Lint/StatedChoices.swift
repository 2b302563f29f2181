/// The combinations of dynamic values a lint explores, told apart only by the values the
/// file lists.
///
/// A `dynamic` written alone means the code computes a value the file does not state: a
/// finding that holds for some of its values and not for others would state one of them
/// (that `dynamic` is `darkContent`, say). Grouping the combinations by the listed values
/// alone keeps a finding only where it holds whatever the unstated values are.
struct StatedChoices {
  /// The dynamic values the file lists (`dynamic(a, b)`), of those the combinations choose.
  private let listed: Set<DynamicValueID>
  /// How many combinations share each choice of listed values.
  private let sizes: [DynamicChoices: Int]

  /// Groups `combinations` by the values of `model` that the file lists.
  init(model: AppModel, combinations: [DynamicChoices]) {
    let listed = Set(combinations.flatMap(\.keys).filter { model[$0].isListed })
    self.listed = listed
    sizes = combinations.reduce(into: [:]) {
      $0[$1.filter { listed.contains($0.key) }, default: 0] += 1
    }
  }

  /// How many distinct choices of listed values the combinations make.
  var count: Int { sizes.count }

  /// The choices of listed values under which a finding holds whatever the unlisted values
  /// are, given the combinations under which it holds, or `nil` when there is none.
  func holding(_ holding: [DynamicChoices]) -> [DynamicChoices]? {
    var counts: [DynamicChoices: Int] = [:]
    var order: [DynamicChoices] = []
    for combination in holding {
      let choice = combination.filter { listed.contains($0.key) }
      if counts[choice] == nil { order.append(choice) }
      counts[choice, default: 0] += 1
    }
    let stable = order.filter { counts[$0] == sizes[$0] }
    return stable.isEmpty ? nil : stable
  }
}
