import FeatureGenCore
import Foundation

// Runs `Extractor.extract(paths:)` over a folder of prototype files; prints every run, the median and
// files/s. Usage: ExtractBench <folder> [repetitions]
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ExtractBench <folder> [repetitions]\n".utf8))
    exit(2)
}
let repetitions = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 1) : 1
var times: [Double] = []
var files = 0
var views = 0
var fields = 0
for _ in 0..<repetitions {
    let diagnostics = DiagnosticCollector()
    let started = Date()
    let (specs, report) = try Extractor.extract(paths: [arguments[1]], diagnostics: diagnostics)
    times.append(Date().timeIntervalSince(started))
    files = report.files
    views = specs.count
    fields = specs.reduce(0) { $0 + $1.fields.count }
    print(String(format: "featuregen extract: %d files, %d views, %d @State members in %.3f s", files, views, fields, times.last!))
}
let median = times.sorted()[times.count / 2]
print(String(format: "featuregen extract median: %.3f s (%d runs), %.0f files/s", median, repetitions, Double(files) / median))
