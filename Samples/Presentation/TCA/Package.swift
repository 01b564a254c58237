// swift-tools-version: 6.1
import PackageDescription

// The presentation sample in the TCA style: Samples/Presentation/Specs (a list that presents a
// sheet and a popover) as `featuregen generate ../Specs --style tca` writes them, with their
// `TestStore` tests. On Linux, `.ci/tca-sample check` regenerates, parses and lints it and checks
// every TCA API it uses against the library's sources, and `.ci/tca-real` builds it against the
// real TCA (with a few small Linux guards, prepared outside this repository) and runs its tests;
// .github/workflows/tca-sample.yml does so on macOS, SwiftUI included.
//
// `ComposableArchitecture2Deprecations` turns on the deprecations TCA keeps for 2.0 (`Effect.map`,
// `Effect.concatenate`, `Store.publisher`, …): with warnings as errors, none of them can creep in.
// The sample stays on the minor version its API check covers (`.ci/tca-api-check` reads it here);
// the workflow's `newest-tca` job builds it with the newest release too, to see deprecations coming.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "TCA",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(
      url: "https://github.com/pointfreeco/swift-composable-architecture",
      .upToNextMinor(from: "1.25.5"),
      traits: ["ComposableArchitecture2Deprecations"]
    )
  ],
  targets: [
    .target(
      name: "App",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ],
      swiftSettings: strict
    ),
    .testTarget(name: "AppTests", dependencies: ["App"], swiftSettings: strict),
  ]
)
