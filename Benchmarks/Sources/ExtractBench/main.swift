import FeatureGenCore
import Foundation

// Runs `Extractor.extract(paths:)` over a folder of prototype files and prints files, time, files/s.
// Usage: ExtractBench <folder> [repetitions]
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ExtractBench <folder> [repetitions]\n".utf8))
    exit(2)
}
let repetitions = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 1) : 1
var best = Double.infinity
var files = 0
var views = 0
for _ in 0..<repetitions {
    let diagnostics = DiagnosticCollector()
    let started = Date()
    let (specs, report) = try Extractor.extract(paths: [arguments[1]], diagnostics: diagnostics)
    best = min(best, Date().timeIntervalSince(started))
    files = report.files
    views = specs.count
}
print("files: \(files), views: \(views)")
print(String(format: "time: %.3f s (best of %d)", best, repetitions))
print(String(format: "files/s: %.0f", Double(files) / best))
