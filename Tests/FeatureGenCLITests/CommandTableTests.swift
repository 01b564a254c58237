import Testing
@testable import FeatureGenCLI

/// The command declarations are data: check they are consistent so the parser can trust them.
@Suite struct CommandTableTests {
    @Test(arguments: CommandTable.all.map(\.spec))
    func specIsConsistent(spec: CommandSpec) {
        let names = spec.allOptions.flatMap(\.names)
        #expect(Set(names).count == names.count, "an option name is declared twice")
        #expect(names.allSatisfy { $0.hasPrefix("--") ? $0.count > 3 : $0.count == 2 && $0.hasPrefix("-") })
        #expect(spec.allOptions.allSatisfy { $0.takesValue == ($0.valueName != nil) })
        #expect(spec.positionals.dropLast().allSatisfy { !$0.isVariadic }, "only the last positional may be variadic")
        #expect(!spec.abstract.isEmpty && !spec.examples.isEmpty)
        #expect(spec.examples.allSatisfy { $0.hasPrefix("featuregen \(spec.name)") })
    }

    @Test func commandNamesAreUniqueAndFindable() throws {
        #expect(Set(CommandTable.names).count == CommandTable.names.count)
        #expect(CommandTable.names == ["validate", "dump", "generate", "new", "extract", "schema", "help"])
        #expect(try CommandTable.find("new").spec.name == "new")
    }
}
