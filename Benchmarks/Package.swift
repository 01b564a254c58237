// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Benchmarks for featuregen, in their own package so the main package's tests stay fast; the scripts
// beside this file build them in release mode and print their figures (Benchmarks/run-all.sh runs all).
// One target per folder under Sources/.
// A path dependency is known by its folder name (`main`, a worktree, a CI clone …), so compute it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
let core: Target.Dependency = .product(name: "FeatureGenCore", package: root)

let package = Package(
    name: "featuregen-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "SpecBench", dependencies: [core]),
        .executableTarget(name: "ExtractBench", dependencies: [core]),
        // `featuregen generate`, stage by stage (generator-speed.sh times the whole command).
        .executableTarget(name: "GeneratorBench", dependencies: [core]),
        // The generated Showcase app (Sources/StoreBench/App links to Samples/Showcase/Sources/App)
        // compiled into the benchmark itself, as an app compiles its store.
        .executableTarget(name: "StoreBench"),
    ]
)
