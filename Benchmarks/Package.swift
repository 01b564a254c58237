// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so the main package's tests stay fast.
// Run: Benchmarks/run-all.sh, or one target: swift run -c release --package-path Benchmarks SpecBench
// One target per folder under Sources/.
let package = Package(
    name: "featuregen-benchmarks",
    platforms: [.macOS(.v14)],
    // `name:` pins the identity: otherwise it is the folder name of the checkout (e.g. a worktree).
    dependencies: [.package(name: "featuregen", path: "..")],
    targets: [
        .executableTarget(
            name: "SpecBench",
            dependencies: [.product(name: "FeatureGenCore", package: "featuregen")]
        ),
        // `featuregen generate`, stage by stage (generator-speed.sh times the whole command).
        .executableTarget(
            name: "GeneratorBench",
            dependencies: [.product(name: "FeatureGenCore", package: "featuregen")]
        ),
        // The generated Showcase app (Sources/StoreBench/App links to Samples/Showcase/Sources/App)
        // compiled into the benchmark itself, as an app would compile its store.
        .executableTarget(name: "StoreBench"),
    ]
)
