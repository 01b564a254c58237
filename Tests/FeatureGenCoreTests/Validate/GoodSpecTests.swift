import Testing
@testable import FeatureGenCore

@Suite struct GoodSpecTests {
    /// The Order spec from the issue, every value and position spelled out.
    static let expectedOrder = Feature(
        name: "Order", specPath: "Order.feature.yml",
        fields: [
            StateField(name: "orders", type: code("[Order]", 3, 12), defaultValue: code("[]", 3, 22), location: at(3, 3)),
            StateField(name: "isLoading", type: code("Bool", 4, 14), defaultValue: code("false", 4, 21), location: at(4, 3)),
            StateField(name: "error", type: code("String?", 5, 10), defaultValue: nil, location: at(5, 3)),
            StateField(name: "selectedOrder", type: code("Order?", 6, 18), defaultValue: nil, location: at(6, 3)),
        ],
        actions: [
            Message(name: "loadOrders",
                    assignments: [Assignment(field: "isLoading", value: code("true", 9, 23)),
                                  Assignment(field: "error", value: code("nil", 9, 36))],
                    effect: "fetchOrders", location: at(8, 3)),
            Message(name: "selectOrder", payload: .single(code("Order", 12, 14)),
                    assignments: [Assignment(field: "selectedOrder", value: code("payload", 13, 27))], location: at(11, 3)),
        ],
        results: [
            Message(name: "ordersLoaded", payload: .single(code("[Order]", 16, 15)),
                    assignments: [Assignment(field: "orders", value: code("payload", 17, 20)),
                                  Assignment(field: "isLoading", value: code("false", 17, 40))],
                    location: at(15, 3)),
            Message(name: "ordersFailed", payload: .single(code("String", 19, 14)),
                    assignments: [Assignment(field: "error", value: code("payload", 20, 19)),
                                  Assignment(field: "isLoading", value: code("false", 20, 39))],
                    location: at(18, 3)),
        ],
        effects: [
            Effect(name: "fetchOrders",
                   call: Signature(function: "fetchOrders", parameters: [], isAsync: true, isThrowing: true,
                                   returnType: code("[Order]", 23, 41), location: at(23, 11)),
                   success: "ordersLoaded", failure: .result("ordersFailed"), location: at(22, 3)),
        ],
        models: [
            Model(name: "Order", fields: [ModelField(name: "id", type: code("Int", 27, 16)),
                                          ModelField(name: "title", type: code("String", 27, 28))],
                  location: at(27, 3)),
        ],
        location: at(1, 1))

    @Test func orderFromTheIssue() throws {
        let (feature, lines) = try validateFixture("good/Order.feature.yml")
        #expect(lines == [])
        #expect(feature == Self.expectedOrder)
    }

    @Test func jsonOrderEqualsYAMLOrderExceptLocations() throws {
        let (json, lines) = try validateFixture("good/Order.feature.json")
        #expect(lines == [])
        let feature = try #require(json)
        #expect(feature.specPath == "Order.feature.json")
        #expect(withoutLocations(feature) == withoutLocations(Self.expectedOrder))
        // Positions come from the JSON text itself.
        #expect(feature.fields.first?.type == code("[Order]", 4, 16, "Order.feature.json"))
    }

    @Test func profileFillsParametersFromArgumentsPayloadAndState() throws {
        let (result, lines) = try validateFixture("good/Profile.feature.yml")
        #expect(lines == [])
        let feature = try #require(result)
        let path = "Profile.feature.yml"
        #expect(feature.fields.map(\.name) == ["userID", "profile", "isSaving", "error"])
        #expect(feature.fields[3].type == code("Error?", 7, 10, path))
        let save = try #require(feature.actions.last)
        #expect(save.payload == .labelled([
            LabelledValue(label: "name", type: code("String", 13, 22, path)),
            LabelledValue(label: "bio", type: code("String", 13, 35, path)),
        ]))
        #expect(save.effect == "updateProfile")
        let fetch = feature.effects[0], update = feature.effects[1]
        #expect(fetch.arguments == [Argument(parameter: "id", value: code("state.userID", 29, 22, path))])
        #expect(fetch.failure == .ignore)
        #expect(update.call.parameters == [
            .init(label: "for", name: "userID", type: code("Int", 33, 38, path)),
            .init(label: "name", name: "name", type: code("String", 33, 49, path)),
            .init(label: "bio", name: "bio", type: code("String", 33, 62, path)),
        ])
        #expect(update.failure == .result("saveFailed"))
        #expect(SpecValidator.argumentExpressions(for: fetch, triggeredBy: feature.actions[0], in: feature)
            == ["state.userID"])
        #expect(SpecValidator.argumentExpressions(for: update, triggeredBy: save, in: feature)
            == ["state.userID", "name", "bio"])
    }

    @Test func catalogHasEnumStateHooksAndFireAndForget() throws {
        let (result, lines) = try validateFixture("good/Catalog.feature.yml")
        #expect(lines == [])
        let feature = try #require(result)
        let path = "Catalog.feature.yml"
        #expect(feature.fields[0].defaultValue == code(".idle", 4, 18, path))
        #expect(feature.fields[1].defaultValue == code("\"\"", 5, 19, path))
        #expect(feature.enums == [StateEnum(name: "Phase", cases: [
            .init(name: "idle"), .init(name: "loading"),
            .init(name: "loaded", associatedTypes: [code("[Item]", 32, 34, path)]),
            .init(name: "failed", associatedTypes: [code("String", 32, 52, path)]),
        ], location: at(32, 3, path))])
        #expect(feature.actions.map(\.assignments?.count) == [1, nil, 0])  // set / hook / declared no-op
        #expect(feature.results[0].assignments == [Assignment(field: "phase", value: code(".loaded(payload)", 17, 19, path))])
        let log = feature.effects[1]
        #expect(log.call.returnType == nil && !log.call.isThrowing && log.success == nil && log.failure == .none)
        #expect(SpecValidator.argumentExpressions(for: log, triggeredBy: feature.actions[1], in: feature)
            == ["\"catalog.appear\""])
        #expect(SpecValidator.argumentExpressions(for: feature.effects[0], triggeredBy: feature.actions[0], in: feature)
            == ["state.query"])
        #expect(feature.fixtures == [Fixture(type: "Item", value: code("Item(id: 1, name: \"Tea\", price: 2.5)", 34, 10, path))])
    }

    @Test func policiesCancellationTriggersAndLongFormModels() throws {
        let (result, lines) = try validateFixture("good/Search.feature.yml")
        #expect(lines == [])
        let feature = try #require(result)
        #expect(feature.doc == "Search as you type.")
        #expect(feature.actions.map(\.triggers) == [[], [.appear, .refresh], [.disappear], []])
        #expect(feature.actions.map(\.cancels) == [[], [], ["search"], ["search", "log"]])
        #expect(feature.effects.map(\.policy) == [.latest, .parallel])
        #expect(feature.effects.map(\.doc) == ["Asks the search backend.", nil])
        let hit = try #require(feature.models.first)
        #expect(hit.fields.map(\.name) == ["id", "title"])
        #expect(hit.conformances == ["Codable", "Hashable"])
        #expect(hit.doc == "One search result.")
        #expect(hit.isIdentifiable)
    }

    @Test func aModelFieldNamedFieldsKeepsTheShortForm() throws {
        let (result, lines) = validateSpec("feature: Tag\nmodels:\n  Tag: { fields: \"[String]\", name: String }\n")
        #expect(lines == [])
        #expect(result?.models.first?.fields.map(\.name) == ["fields", "name"])
    }

    @Test func publicFeatureWithImportsAndLongFormFields() throws {
        let (result, lines) = try validateFixture("good/Settings.feature.yml")
        #expect(lines == [])
        let feature = try #require(result)
        let path = "Settings.feature.yml"
        #expect(feature.access == .public)
        #expect(feature.imports == ["Observation"])
        #expect(feature.doc == "User settings shared by every screen.")
        #expect(feature.fields == [
            StateField(name: "isDarkMode", type: code("Bool", 7, 23, path), defaultValue: code("false", 7, 38, path),
                       doc: "Follows the system until the user chooses.", location: at(7, 3, path)),
            StateField(name: "fontSize", type: code("Double", 8, 21, path), defaultValue: code("14", 8, 38, path),
                       location: at(8, 3, path)),
        ])
        #expect(feature.actions[0].doc == "Flips dark mode.")
        #expect(feature.actions[0].assignments == [Assignment(field: "isDarkMode", value: code("!state.isDarkMode", 12, 25, path))])
    }

    @Test func singlePayloadFillsTheLastOpenParameter() throws {
        let (result, lines) = validateSpec("""
            feature: Search
            state:
              page: Int = 1
            actions:
              search:
                payload: String
                effect: find
            results:
              found:
                payload: "[String]"
            effects:
              find:
                call: "find(query: String, page: Int, _ limit: Int) async -> [String]"
                arguments: { limit: "20" }
                success: found
            """, path: "Search.feature.yml")
        #expect(lines == [])
        let feature = try #require(result)
        #expect(SpecValidator.argumentExpressions(for: feature.effects[0], triggeredBy: feature.actions[0], in: feature)
            == ["payload", "state.page", "20"])
        // The same effect triggered by a message without a payload cannot be filled.
        let bare = Message(name: "refresh", location: feature.location)
        #expect(SpecValidator.argumentExpressions(for: feature.effects[0], triggeredBy: bare, in: feature) == nil)
    }

    @Test func unicodeNamesKeywordsAndErrorFieldsAreAccepted() {
        let (feature, lines) = validateSpec("""
            feature: Café
            state:
              注文: Int = 0
              default: Bool = false
              error: Error?
            actions:
              class:
                set: { default: true }
            """, path: "Café.feature.yml")
        #expect(lines == [])
        #expect(feature?.fields.map(\.name) == ["注文", "default", "error"])
    }
}
