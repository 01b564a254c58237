import Testing

@testable import FeatureGenCore

/// Specs that used to validate and then generate code swiftc refuses (issue 25): each is now refused at
/// its line, with what to write instead. Every case was first seen failing to build.
@Suite struct ValidMeansCompilesTests {
    private func features(_ specs: [String: String], diagnostics: DiagnosticCollector) -> [Feature] {
        specs.sorted { $0.key < $1.key }.compactMap { path, text in
            SpecReader.read(SourceText(path: path, text: text), diagnostics: diagnostics)
                .flatMap { SpecValidator.validate($0, specPath: path, diagnostics: diagnostics) }
        }
    }

    /// Error lines (`path:line:col: message`) of one spec, or of a run of several in `style`.
    private func errors(_ specs: [String: String], style: OutputStyle.Name = .skill) -> [String] {
        let diagnostics = DiagnosticCollector()
        let parsed = features(specs, diagnostics: diagnostics)
        if parsed.count == specs.count { SpecValidator.validateRun(parsed, style: style, diagnostics: diagnostics) }
        return diagnostics.sorted.filter { $0.severity == .error }.map { d in
            "\(d.location.map { "\($0.line):\($0.column)" } ?? "-") \(d.message)"
        }
    }

    private func errors(_ spec: String, style: OutputStyle.Name = .skill) -> [String] {
        errors(["T.feature.yml": spec], style: style)
    }

    private let effects = """
        results:
          found:
            payload: String
            set: {}

        """

    @Test func anArgumentOfAnotherTypeIsRefused() {
        let optional = """
            feature: Find
            state:
              id: Int? = nil
            actions:
              load:
                set: {}
                effect: find
            \(effects)effects:
              find:
                call: "find(id: Int) async -> String"
                success: found
            """
        #expect(errors(optional) == [
            "7:13 parameter `id` of `find` takes `Int`, but for action `load` it is filled with `state.id`, which is `Int?`"
        ])
        // Into an optional parameter, or through an explicit conversion, it is fine.
        #expect(errors(optional.replacingOccurrences(of: "find(id: Int)", with: "find(id: Int?)")) == [])
        #expect(errors(optional.replacingOccurrences(of: "success: found", with: "success: found\n    arguments: { id: \"state.id ?? 0\" }")) == [])

        let payload = """
            feature: Open
            state:
              count: Int = 0
            actions:
              open:
                payload: String
                set: {}
                effect: fetch
            \(effects)effects:
              fetch:
                call: "fetch(number: Int) async -> String"
                arguments: { number: payload }
                success: found
            """
        #expect(errors(payload) == [
            "8:13 parameter `number` of `fetch` takes `Int`, but for action `open` it is filled with `payload`, which is `String`"
        ])
        // A type from elsewhere may be a typealias: not judged.
        #expect(errors(payload.replacingOccurrences(of: "payload: String\n    set: {}\n    effect", with: "payload: Number\n    set: {}\n    effect")) == [])
    }

    @Test func oneFunctionNameIsOneSignature() {
        let spec = """
            feature: Lookup
            state:
              id: Int = 0
              name: String = ""
            actions:
              byID: { set: {}, effect: fetchByID }
              byName: { set: {}, effect: fetchByName }
            \(effects)effects:
              fetchByID:
                call: "fetch(id: Int) async -> String"
                success: found
              fetchByName:
                call: "fetch(name: String) async -> String"
                success: found
            """
        #expect(errors(spec) == [
            "17:11 effect `fetchByName` calls `fetch` with another signature than effect `fetchByID` (line 14)"
        ])
        // The same call from two effects is one requirement, shared.
        #expect(errors(spec.replacingOccurrences(of: "fetch(name: String)", with: "fetch(id: Int)")) == [])
    }

    @Test func aStateFieldIsReadThroughState() {
        let spec = """
            feature: Counter
            state:
              count: Int = 0
            actions:
              tap:
                set: { count: count + 1 }
              edit:
                payload: { count: Int }
                set: { count: count }
            """
        #expect(errors(spec) == ["6:19 `count` is not in scope here; the state field is `state.count`"])
    }

    @Test func aMessageWithoutPayloadCannotReadOne() {
        let spec = """
            feature: Feed
            state:
              posts: "[Int] = []"
            actions:
              load:
                when: payload
                effect: fetch
            results:
              loaded:
                set: { posts: state.posts + payload }
            effects:
              fetch:
                call: "fetch() async"
                success: loaded
            """
        #expect(errors(spec) == [
            "6:11 `payload` is not in scope: action `load` has no payload",
            "10:33 `payload` is not in scope: result `loaded` has no payload",
        ])
        let typed = spec.replacingOccurrences(of: "when: payload\n", with: "")
            .replacingOccurrences(of: "fetch() async\"", with: "fetch() async -> [Int]\"")
            .replacingOccurrences(of: "  loaded:\n", with: "  loaded:\n    payload: \"[Int]\"\n")
        #expect(errors(typed) == [])
    }

    @Test(arguments: ["self", "Self", "super", "class", "default", "init", "Self.x"])
    func aKeywordIsNoValue(_ value: String) {
        let spec = "feature: Flag\nstate:\n  lit: Bool = false\nactions:\n  flip:\n    set: { lit: \(value) }\n"
        #expect(errors(spec).count == 1, "\(value)")
        #expect(errors(spec.replacingOccurrences(of: "lit: \(value) }", with: "lit: true }")) == [])
    }

    @Test func notANumberCannotBeCompared() {
        #expect(errors("feature: Gauge\nstate:\n  value: Double = .nan\n") == [
            "3:19 `.nan` is never equal to itself, so state holding it cannot be compared or tested"
        ])
        #expect(errors("feature: Gauge\nstate:\n  value: Double = .infinity\n  ok: Bool = value.isNaN\n").count == 0)
    }

    @Test func aPublicFeatureCannotUseAnotherFeatureInternalModel() {
        let owner = "feature: Owner\nstate:\n  n: Int = 0\nmodels:\n  Thing:\n    fields: { id: Int }\n"
        let user = "feature: User\naccess: public\nstate:\n  item: Thing? = nil\n"
        #expect(errors(["Owner.feature.yml": owner, "User.feature.yml": user]) == [
            "4:9 public feature `User` uses `Thing`, which internal feature `Owner` declares"
        ])
        #expect(errors(["Owner.feature.yml": "access: public\n" + owner, "User.feature.yml": user]) == [])
    }

    @Test func aNameWithoutLowerCaseFirstLetterIsRefusedWhereItWouldNameTheState() {
        let spec = "feature: ℌ\nstate:\n  n: Int = 0\n"
        #expect(errors(spec, style: .middleware) == [
            "1:1 feature name `ℌ` has no lower-case first letter, so the `middleware` style would name a property `ℌState`, like its type"
        ])
        // Found by the hostile specs: TCA's dependency property `ℌClient` is its client type's name.
        #expect(errors(spec, style: .tca) == [
            "1:1 feature name `ℌ` has no lower-case first letter, so the `tca` style would name a property `ℌClient`, like its type"
        ])
        #expect(errors(spec, style: .skill) == [])
    }

    @Test func moreFieldsThanSwiftcCanBuildAreRefused() {
        let fields = (0...FeatureBuilder.maxStoredProperties).map { "  f\($0): Int = 0" }.joined(separator: "\n")
        #expect(errors("feature: Wide\nstate:\n\(fields)\n") == [
            "1003:3 the state has 1001 fields; featuregen generates at most 1000 per type"
        ])
        let model = "feature: Wide\nstate:\n  n: Int = 0\nmodels:\n  Row:\n    fields:\n"
            + (0...1000).map { "      f\($0): Int" }.joined(separator: "\n") + "\n"
        #expect(errors(model) == ["1007:7 model `Row` has 1001 fields; featuregen generates at most 1000 per type"])
    }

    @Test func aLiteralOfAnotherTypeIsRefused_whereTheTypeIsCertain() {
        let spec = """
            feature: Lit
            state:
              flag: Bool = nil
              n: Int = true
              s: String = 1
              d: Double = 1
              o: Bool? = nil
              e: Elsewhere = nil
            actions:
              clear: { set: { flag: nil, s: '"ok"', d: 2.5 } }
            """
        #expect(errors(spec) == [
            "3:16 field `flag` is `Bool`, so its default cannot be the literal `nil`",
            "4:12 field `n` is `Int`, so its default cannot be the Boolean `true`",
            "5:15 field `s` is `String`, so its default cannot be the integer `1`",
            "10:25 field `flag` is `Bool`, so its value cannot be the literal `nil`",
        ])
    }
}
