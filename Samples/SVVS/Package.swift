// swift-tools-version: 6.0
import PackageDescription

// The SVVS-style sample: the Showcase specs (../Showcase/Specs) with `store:` keys, plus an
// OrderHistory screen that shares the Order screen's `OrderStore` (Specs/), generated with
// `featuregen generate --style svvs` into Sources/App and Tests/AppTests, and committed. CI
// regenerates it (any difference fails), builds it with warnings as errors, runs its tests and lints
// it with `swift format lint`.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "SVVS",
  platforms: [.macOS(.v14), .iOS(.v17)],
  targets: [
    .target(name: "App", swiftSettings: strict),
    .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: strict),
  ]
)
