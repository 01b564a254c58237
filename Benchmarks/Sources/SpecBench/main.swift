// Reads and validates a generated ~200-line spec many times in-process; prints the median per spec.
// Goal: under 2 ms per 200-line spec in a release build.
import FeatureGenCore
import Foundation

/// A spec with `count` actions/results/effects groups: about 10 lines per group plus the header.
func makeSpec(groups count: Int) -> String {
    var lines = ["feature: Bench", "state:", "  isLoading: Bool = false", "  error: String?", "  page: Int = 1"]
    for index in 0..<count { lines.append("  items\(index): \"[Item] = []\"") }
    lines.append("actions:")
    for index in 0..<count {
        lines += ["  load\(index):", "    set: { isLoading: true, error: nil }", "    effect: fetch\(index)"]
    }
    lines.append("results:")
    for index in 0..<count {
        lines += ["  loaded\(index):", "    payload: \"[Item]\"", "    set: { items\(index): payload, isLoading: false }"]
    }
    lines += ["  failed:", "    payload: String", "    set: { error: payload, isLoading: false }", "effects:"]
    for index in 0..<count {
        lines += ["  fetch\(index):", "    call: \"fetch\(index)(page: Int) async throws -> [Item]\"",
                  "    success: loaded\(index)", "    failure: failed"]
    }
    lines += ["models:", "  Item: { id: Int, title: String, price: Double }",
              "enums:", "  Phase: [idle, loading, \"loaded([Item])\", \"failed(String)\"]"]
    return lines.joined(separator: "\n") + "\n"
}

let text = makeSpec(groups: 16)
let lineCount = text.split(separator: "\n").count
let source = SourceText(path: "Bench.feature.yml", text: text)

func readAndValidate() -> Feature? {
    let diagnostics = DiagnosticCollector()
    guard let node = SpecReader.read(source, diagnostics: diagnostics) else { return nil }
    return SpecValidator.validate(node, specPath: source.path, diagnostics: diagnostics)
}

guard readAndValidate() != nil else {
    let diagnostics = DiagnosticCollector()
    if let node = SpecReader.read(source, diagnostics: diagnostics) {
        _ = SpecValidator.validate(node, specPath: source.path, diagnostics: diagnostics)
    }
    diagnostics.sorted.forEach { print($0) }
    fatalError("the benchmark spec does not validate")
}

let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 2_000
var samples: [Double] = []
samples.reserveCapacity(iterations)
let clock = ContinuousClock()
for _ in 0..<iterations {
    let elapsed = clock.measure { _ = readAndValidate() }
    samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
}
samples.sort()
let median = samples[samples.count / 2]
print("spec: \(lineCount) lines, \(iterations) runs")
print(String(format: "median %.1f µs per spec (read + validate), %.0f specs/s", median, 1e6 / median))
