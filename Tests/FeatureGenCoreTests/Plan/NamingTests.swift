import Testing

@testable import FeatureGenCore

@Suite struct NamingTests {
    @Test(arguments: [
        ("Order", "order"), ("URLSession", "urlSession"), ("ID", "id"), ("Data", "data"), ("State", "state"),
        ("Café", "café"), ("order", "order"),
    ])
    func lowerCamelMakesPropertyNames(name: String, expected: String) {
        #expect(SwiftNames.lowerCamel(name) == expected)
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("class") == "`class`")
        #expect(SwiftNames.escaped("orders") == "orders")
    }

    @Test func buttonTitlesAreWords() {
        #expect(SwiftNames.words("loadNextPage") == "Load next page")
    }

    @Test(arguments: [
        ("Error?", "EquatableError?"), ("any Error", "EquatableError"), ("(any Error)?", "EquatableError?"),
        ("[Error]", "[EquatableError]"), ("MyError", "MyError"), ("Swift.Error", "Swift.Error"),
        ("Result<Int, Error>", "Result<Int, EquatableError>"),
    ])
    func errorsBecomeEquatable(type: String, expected: String) {
        #expect(SwiftTypeText.replacingErrors(type) == expected)
    }

    @Test func freeNamesAreRenamedButNotMembersOrLabels() {
        #expect(ExpressionNames.renaming("state", to: "initial", in: "state.count + 1") == "initial.count + 1")
        #expect(ExpressionNames.renaming("state", to: "initial", in: "f(state: x.state)") == "f(state: x.state)")
    }
}
