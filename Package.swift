// swift-tools-version: 6.0
import PackageDescription

// featuregen takes no package dependencies: only the Swift toolchain.
let package = Package(
    name: "featuregen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "featuregen", targets: ["featuregen"]),
        .library(name: "FeatureGenCore", targets: ["FeatureGenCore"]),
        .plugin(name: "FeatureGenPlugin", targets: ["FeatureGenPlugin"]),
        .plugin(name: "FeatureGenCommand", targets: ["FeatureGenCommand"]),
    ],
    targets: [
        // A small, strict Mustache engine (held to the official spec suite).
        .target(name: "Mustache"),
        // The pipeline: Parse → Validate → Plan → Render → Write, plus Extract (prototype → spec).
        .target(name: "FeatureGenCore", dependencies: ["Mustache"]),
        // Commands and argument parsing: a thin door into FeatureGenCore.
        .target(name: "FeatureGenCLI", dependencies: ["FeatureGenCore"]),
        .executableTarget(name: "featuregen", dependencies: ["FeatureGenCLI"]),
        .plugin(
            name: "FeatureGenPlugin",
            capability: .buildTool(),
            dependencies: ["featuregen"]
        ),
        .plugin(
            name: "FeatureGenCommand",
            capability: .command(
                intent: .custom(verb: "featuregen", description: "Scaffold and regenerate featuregen features"),
                permissions: [.writeToPackageDirectory(reason: "featuregen writes feature specs and Swift files")]
            ),
            dependencies: ["featuregen"]
        ),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "FeatureGenCoreTests", dependencies: ["FeatureGenCore"], exclude: ["Fixtures"]),
        .testTarget(name: "FeatureGenCLITests", dependencies: ["FeatureGenCLI"]),
    ]
)
