// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so the main package's tests stay fast.
// Run: swift run -c release --package-path Benchmarks SpecBench
let package = Package(
    name: "featuregen-benchmarks",
    platforms: [.macOS(.v14)],
    // `name:` pins the identity: a path package is otherwise named after its folder (worktrees differ).
    dependencies: [.package(name: "featuregen", path: "..")],
    targets: [
        .executableTarget(
            name: "SpecBench",
            dependencies: [.product(name: "FeatureGenCore", package: "featuregen")]
        ),
    ]
)
