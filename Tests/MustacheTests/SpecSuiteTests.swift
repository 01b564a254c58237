import Mustache
import Testing

@Suite("Mustache spec suite")
struct SpecSuiteTests {
    @Test("spec case", .enabled(if: SpecSuite.isAvailable, "mustache spec suite not found"), arguments: SpecSuite.cases)
    func specCase(_ spec: SpecCase) throws {
        var partials: [String: MustacheTemplate] = [:]
        for (name, source) in spec.partials {
            partials[name] = try MustacheTemplate(source, name: name)
        }
        let template = try MustacheTemplate(spec.template, name: spec.label)
        let rendered = template.render(spec.data, partials: partials)
        #expect(rendered == spec.expected, "\(spec.testDescription)\ntemplate: \(String(reflecting: spec.template))")
    }

    /// Passes either way, but says loudly when the suite is absent, and checks that every module
    /// actually loaded when it is present (an empty load must not look like a pass).
    @Test("spec suite files load")
    func suiteFilesLoad() {
        guard SpecSuite.isAvailable else {
            print("mustache spec suite not found at \(SpecSuite.directory.path); skipped")
            return
        }
        for module in SpecSuite.requiredModules + SpecSuite.optionalModules {
            #expect(SpecSuite.cases.contains { $0.module == module }, "no tests loaded from \(module).json")
        }
        #expect(SpecSuite.cases.count >= 184)
    }

    @Test("skipped optional spec modules are listed with a reason",
          .enabled(if: SpecSuite.isAvailable, "mustache spec suite not found"))
    func skippedModulesAreListed() {
        for (module, reason) in SpecSuite.skippedModules.sorted(by: { $0.key < $1.key }) {
            let skipped = SpecSuite.load(module: module)
            #expect(!skipped.isEmpty, "\(module).json is missing or empty")
            print("skipped \(skipped.count) tests of \(module): \(reason)")
            for spec in skipped { print("  skipped: \(spec.testDescription)") }
        }
    }
}
