// Where `featuregen generate` spends its time: each pipeline stage timed in-process.
// Usage: GeneratorBench SPECS_DIR OUTPUT_DIR [runs = 5]   (generator-speed.sh prepares SPECS_DIR)
import FeatureGenCore
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  print("usage: GeneratorBench SPECS_DIR OUTPUT_DIR [runs]")
  exit(2)
}
let specsDirectory = arguments[0]
let output = arguments[1]
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let clock = ContinuousClock()

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

var stageTimes: [String: [Double]] = [:]
@MainActor
func timed<T>(_ stage: String, _ work: () throws -> T) rethrows -> T {
  var result: T?
  let elapsed = try clock.measure { result = try work() }
  stageTimes[stage, default: []].append(milliseconds(elapsed))
  return result!
}

for _ in 0..<runs {
  try? FileManager.default.removeItem(atPath: output)
  let diagnostics = DiagnosticCollector()
  let specs = timed("discover") { SpecDiscovery.specFiles(in: [specsDirectory], diagnostics: diagnostics) }
  guard let features = timed("read + validate", { FeatureGenerator.loadFeatures(specs, diagnostics: diagnostics) })
  else {
    diagnostics.sorted.forEach { print($0) }
    exit(1)
  }
  let options = GenerateOptions(output: output + "/Sources/App", testsOutput: output + "/Tests/AppTests")
  let plan = timed("plan + render") {
    Planner.plan(features, options: options, templates: TemplateSet.defaults, diagnostics: diagnostics)
  }
  _ = try timed("write") { try OutputWriter.write(plan, options: WriteOptions(), diagnostics: diagnostics) }
  if diagnostics.hasErrors {
    diagnostics.sorted.forEach { print($0) }
    exit(1)
  }
}

print("GeneratorBench: \(specsDirectory), median of \(runs) runs")
for stage in ["discover", "read + validate", "plan + render", "write"] {
  let sorted = (stageTimes[stage] ?? [0]).sorted()
  print(stage.padding(toLength: 16, withPad: " ", startingAt: 0) + String(format: "%8.1f ms", sorted[sorted.count / 2]))
}
