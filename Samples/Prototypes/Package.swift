// swift-tools-version: 6.0
import PackageDescription

// Prototype views (Views/, not compiled here: they need SwiftUI) turned into specs by
// `featuregen extract` (Specs/), then into code by `featuregen generate` (Sources/App, Tests/AppTests).
// All committed; CI extracts and regenerates again (any difference fails), builds with warnings as
// errors, runs the generated tests and lints the generated code.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "Prototypes",
  platforms: [.macOS(.v14), .iOS(.v17)],
  targets: [
    .target(name: "App", swiftSettings: strict),
    .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: strict),
  ]
)
