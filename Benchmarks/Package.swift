// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Benchmarks for featuregen, run in release builds by the scripts next to this file.
// A path dependency is known by its folder name (`main`, a worktree name …), so compute it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "featuregen-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "ExtractBench",
            dependencies: [.product(name: "FeatureGenCore", package: root)]
        ),
    ]
)
