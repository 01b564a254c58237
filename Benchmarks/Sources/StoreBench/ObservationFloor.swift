// The least any @Observable store pays per state change: one ObservationRegistrar willSet + didSet
// (each takes the registrar's lock and looks the key path up). StoreBench prints it next to the store.
import Observation

@MainActor
@Observable
final class ObservedCounter {
  var value = 0
}

/// Seconds for `count` sets of an @Observable property (each a different value, so each notifies).
@MainActor
func measureObservableSets(count: Int) -> Double {
  let counter = ObservedCounter()
  let elapsed = clock.measure {
    for index in 0..<count { counter.value = index }
  }
  blackHole(counter.value)
  return seconds(elapsed)
}
