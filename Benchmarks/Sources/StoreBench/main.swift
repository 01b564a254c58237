// Dispatches actions through the generated `AppStore.send` and, for comparison, applies the same
// actions with `AppReducer.reduce(state: &state, action:)` on a plain inout `AppState`.
// Goals: the store's cost per action does not grow with the state (no copy of the state per action)
// and stays under 1 µs; its ratio to the inout reducer is reported.
// Usage: StoreBench [actions = 1000000] [runs = 5] [elements… = 1000 100000]
import Foundation

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let actionCount = arguments.first ?? 1_000_000
let runs = arguments.dropFirst().first ?? 5
let sizes = arguments.count > 2 ? Array(arguments.dropFirst(2)) : [1_000, 100_000]
let clock = ContinuousClock()

/// Keeps the optimiser from dropping work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

@MainActor
func measureStore(state: AppState, actions: [AppAction]) -> Double {
  let store = AppStore(state: state, services: AppServices())
  let elapsed = clock.measure {
    for action in actions { store.send(action) }
  }
  blackHole(store.state)
  return seconds(elapsed)
}

func measureInout(state: AppState, actions: [AppAction]) -> Double {
  var state = state
  let elapsed = clock.measure {
    for action in actions { AppReducer.reduce(state: &state, action: action) }
  }
  blackHole(state)
  return seconds(elapsed)
}

print("StoreBench: \(actionCount) actions per run, median of \(runs) runs")
print("elements   store actions/s   inout actions/s   store ns/action   inout ns/action   store/inout")
var storeNanoseconds: [Int: Double] = [:]
for elements in sizes {
  let state = makeState(elements: elements)
  let actions = makeActions(count: actionCount, from: state)
  var storeTimes: [Double] = []
  var inoutTimes: [Double] = []
  for _ in 0..<runs {
    storeTimes.append(measureStore(state: state, actions: actions))
    inoutTimes.append(measureInout(state: state, actions: actions))
  }
  let store = median(storeTimes) / Double(actionCount)
  let direct = median(inoutTimes) / Double(actionCount)
  storeNanoseconds[elements] = store * 1e9
  print(
    String(
      format: "%8d   %15.0f   %15.0f   %15.1f   %15.1f   %10.2fx", elements, 1 / store, 1 / direct,
      store * 1e9, direct * 1e9, store / direct))
}
if let small = storeNanoseconds[1_000], let large = storeNanoseconds[100_000] {
  print(String(format: "store cost per action at 100000 / at 1000 elements: %.2fx", large / small))
  let worst = max(small, large)
  print(String(format: "under 1 µs per action: %@ (%.0f ns)", worst < 1_000 ? "yes" : "NO", worst))
}
let floor = median((0..<runs).map { _ in measureObservableSets(count: actionCount) })
print(
  String(
    format: "floor: one @Observable property set (registrar willSet + didSet): %.1f ns",
    floor / Double(actionCount) * 1e9))
