import Testing
@testable import FeatureGenCore

/// A null (JSON `null`, YAML `~`, `null` or nothing) where a name or text belongs is said to be a null,
/// not taken for something named `null`: `success: null` is not "unknown result `null`".
@Suite struct NullValueTests {
    /// An effect with the given `success` and `failure` values.
    private static func json(success: String, failure: String) -> String {
        """
        {"feature": "Order", "state": {"a": "Int = 0"},
         "actions": {"load": {"set": {}, "effect": "fetch"}},
         "results": {"loaded": {"payload": "Int", "set": {}}},
         "effects": {"fetch": {"call": "fetch() async throws -> Int", "success": \(success), "failure": \(failure)}}}
        """
    }

    @Test func jsonNullResultsAreSaidToBeNull() {
        let lines = validateSpec(Self.json(success: "null", failure: "null"), path: "o.feature.json").lines
        #expect(lines == [
            "o.feature.json:4:74: error: expected a result name here, but JSON has `null`",
            "o.feature.json:4:91: error: expected a result name or `ignore` here, but JSON has `null`",
        ])
    }

    @Test(arguments: [
        ("feature: ~\n", "1:10: error: expected a feature name here, but YAML read a null (`~`)"),
        ("feature:\n", "1:9: error: expected a feature name here, but it is empty"),

        ("feature: Order\nstate:\n  a: ~\n",
         "3:6: error: expected a Swift type (`Type` or `Type = default`) here, but YAML read a null (`~`)"),
        ("feature: Order\nactions:\n  go:\n    set: {}\n    effect: ~\n",
         "5:13: error: expected an effect name here, but YAML read a null (`~`)"),
        ("feature: Order\nenums:\n  Kind: [a, ~]\n",
         "3:13: error: expected an enum case (`name` or `name(Type)`) here, but YAML read a null (`~`)"),
    ])
    func yamlNullsAreSaidToBeNull(spec: String, expected: String) {
        #expect(validateSpec(spec).lines == ["bad.feature.yml:" + expected])
    }

    /// A plain `null` is YAML's null; quoted, it is the word.
    @Test func aPlainNullWordIsToldToBeQuoted() {
        #expect(validateSpec("feature: Order\naccess: null\nenums:\n  Kind: [a, Null]\n").lines == [
            "bad.feature.yml:2:9: error: expected an access level here, but YAML read a null (`null`)",
            "bad.feature.yml:2:9: note: for the word, quote it: `\"null\"`",
            "bad.feature.yml:4:13: error: expected an enum case (`name` or `name(Type)`) here, but YAML read a null (`Null`)",
            "bad.feature.yml:4:13: note: for the word, quote it: `\"Null\"`",
        ])
    }

    /// A refused `failure: null` is not also reported missing.
    @Test func aNullFailureIsNotAlsoMissing() {
        let yaml = """
            feature: Order
            actions:
              load:
                set: {}
                effect: fetch
            effects:
              fetch:
                call: fetch() async throws
                failure: ~
            """
        #expect(validateSpec(yaml).lines == [
            "bad.feature.yml:9:14: error: expected a result name or `ignore` here, but YAML read a null (`~`)",
        ])
    }

    /// `doc:` with nothing after it is no doc, and an empty example name keeps its own message.
    @Test func anEmptyDocIsNoDoc_andAnEmptyExampleNameIsSaidEmpty() {
        #expect(validateSpec("feature: Order\ndoc:\n").lines == [])
        #expect(validateSpec("feature: Order\ndoc: ~\n").lines == [])
        let yaml = "feature: Order\nactions:\n  go:\n    set: {}\nexamples:\n  - name:\n    send: go\n"
        #expect(validateSpec(yaml).lines == ["bad.feature.yml:6:10: error: empty example name; write what the example shows"])
    }
}
