// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "RandomSpecs",
  platforms: [.macOS(.v14), .iOS(.v17)],
  targets: [
    .target(name: "App", swiftSettings: strict),
    .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: strict),
  ]
)
