import Dispatch
import Foundation

/// Runs a transform over a list on several threads at once, returning results in list order.
///
/// Workers take the next index from a shared counter, so one large file does not hold up the
/// files behind it; each result is written once, at its own index, so the output is the same
/// whatever the scheduling.
enum ConcurrentMap {
  /// `items.map(transform)`, computed by at most `workers` threads.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], workers: Int, _ transform: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    let count = items.count
    let threads = max(1, min(workers, count))
    if threads == 1 { return items.map(transform) }
    let results = ResultSlots<Result>(count: count)
    let counter = SharedCounter()
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      while true {
        let index = counter.next()
        if index >= count { return }
        results.store(transform(items[index]), at: index)
      }
    }
    return results.values()
  }
}

/// A counter threads take numbers from.
private final class SharedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// The next number, from 0.
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    let current = value
    value += 1
    return current
  }
}

/// One slot per result; each slot is written by exactly one thread, then read after all are done.
private final class ResultSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// Stores the result for `index`.
  func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  /// Every result, in order.
  func values() -> [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
