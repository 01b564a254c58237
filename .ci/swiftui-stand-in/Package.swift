// swift-tools-version: 6.0
import PackageDescription

// A stand-in for the part of SwiftUI the generated views use, so that Linux can type-check them
// (`.ci/samples views`). `App` is filled by the script with a sample's sources, previews removed.
let package = Package(
  name: "SwiftUIStandIn",
  platforms: [.macOS(.v14)],
  targets: [
    .target(name: "SwiftUI"),
    .target(
      name: "App", dependencies: ["SwiftUI"], swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
  ]
)
