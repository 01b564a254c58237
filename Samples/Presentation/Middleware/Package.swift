// swift-tools-version: 6.0
import PackageDescription

// The presentation sample in the middleware style: Samples/Presentation/Specs (a list that presents
// a sheet and a popover) as `featuregen generate ../Specs --style middleware` writes them into
// Sources/App and Tests/AppTests, and committed. CI regenerates it (any difference fails), builds
// it with warnings as errors, runs its tests, lints it and type-checks its views against the
// SwiftUI stand-in.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "PresentationMiddleware",
  platforms: [.macOS(.v14), .iOS(.v17)],
  targets: [
    .target(name: "App", swiftSettings: strict),
    .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: strict),
  ]
)
