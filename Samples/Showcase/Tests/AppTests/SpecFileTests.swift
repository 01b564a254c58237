// Hand-written (not generated): a failing example is reported at its line in the spec. `SpecFile`
// finds the spec from the test file's own path, so the location works in any checkout.

import Foundation
import Testing

@testable import App

@Suite struct SpecFileTests {
  @Test func aRelativeSpecPath_isResolvedFromTheTestFilesFolder() {
    let location = SpecFile("../../Specs/Order.feature.yml").line(12)

    #expect(location.filePath.hasSuffix("/Showcase/Specs/Order.feature.yml"))
    #expect(!location.filePath.contains(".."))
    #expect(FileManager.default.fileExists(atPath: location.filePath))
    #expect(location.fileID == "AppTests/Order.feature.yml")
    #expect(location.line == 12)
  }

  @Test func anAbsoluteSpecPath_isKept() {
    let location = SpecFile("/work/Specs/Order.feature.yml").line(3)

    #expect(location.filePath == "/work/Specs/Order.feature.yml")
  }
}
