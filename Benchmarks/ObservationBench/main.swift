// Copied by Benchmarks/store-observation.sh into each of its generated apps (beside `App/` and the
// generated `Features.swift`, which lists each feature's `reads` and `actions`, and says how the
// style's store is made (`makeStore()`) and sent an action (`send(_:_:)`).
// Prints two lines: how many feature observers one action invalidates (each feature's state observed
// with `withObservationTracking`, as its container view does), and the store's cost per action.
// Usage: <target> [actions = 1000000] [runs = 5]
import Foundation
import Observation

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let actionCount = arguments.first ?? 1_000_000
let runs = arguments.dropFirst().first ?? 5
let clock = ContinuousClock()

/// Counts change notifications; `onChange` may run on any thread.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}

@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

@MainActor
func invalidatedPerAction() -> Double {
  let store = makeStore()
  var invalidated = 0
  for action in actions {
    // Every feature's observer registered afresh (tracking is one-shot), then one action.
    let counter = Counter()
    for read in reads {
      withObservationTracking { read(store) } onChange: { counter.increment() }
    }
    send(store, action)
    invalidated += counter.value
  }
  return Double(invalidated) / Double(actions.count)
}

@MainActor
func secondsForActions() -> Double {
  let store = makeStore()
  let cycle = (0..<actionCount).map { actions[$0 % actions.count] }
  let elapsed = clock.measure {
    for action in cycle { send(store, action) }
  }
  blackHole(store.state)
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

MainActor.assumeIsolated {
  print(String(format: "observers invalidated per action: %.2f of %d", invalidatedPerAction(), reads.count))
  let times = (0..<runs).map { _ in secondsForActions() }.sorted()
  print(String(format: "ns per action: %.1f", times[times.count / 2] / Double(actionCount) * 1e9))
}
