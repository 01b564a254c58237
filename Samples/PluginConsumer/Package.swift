// swift-tools-version: 6.0
import PackageDescription

// An app that uses featuregen through its plugins: the specs live in Sources/App/Specs, the code
// featuregen owns is generated on every build (nothing generated is checked in), and the tests of
// AppTests are generated from the specs of App. Only the developer's files are in the repository.
let package = Package(
  name: "PluginConsumer",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "featuregen", path: "../..")],
  targets: [
    .target(name: "App", plugins: [.plugin(name: "FeatureGenPlugin", package: "featuregen")]),
    .testTarget(
      name: "AppTests", dependencies: ["App"],
      plugins: [.plugin(name: "FeatureGenPlugin", package: "featuregen")]),
  ]
)
