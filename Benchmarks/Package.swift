// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Benchmarks for featuregen, in their own package so the main package's tests stay fast; the scripts
// beside this file build them in release mode and print their figures.
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
    ]
)
