import Testing
@testable import FeatureGenCore

/// `store:` on a field: its name in a spec, the agreement of specs that share a store, and the names
/// the SVVS style reserves (stores, members of a view state, fields its `@Observable` macro refuses).
@Suite struct StoreValidationTests {
    private func run(_ specs: [(path: String, text: String)], style: OutputStyle.Name = .svvs) -> [String] {
        var features: [Feature] = []
        var lines: [String] = []
        for spec in specs {
            let (feature, specLines) = validateSpec(spec.text, path: spec.path)
            lines += specLines
            if let feature { features.append(feature) }
        }
        // A spec's own warnings (a name's case, an effect never triggered) are not what these test.
        guard features.count == specs.count else { return lines }
        let diagnostics = DiagnosticCollector()
        SpecValidator.validateRun(features, style: style, diagnostics: diagnostics)
        return diagnostics.diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) }
    }

    @Test func aStoreIsReadFromTheLongForm() throws {
        let (feature, lines) = validateSpec("""
            feature: Order
            state:
              orders: { type: "[Int]", default: "[]", store: OrderStore }
              count: Int = 0
            """)
        #expect(lines == [])
        let fields = try #require(feature?.fields)
        #expect(fields[0].store == StoreName("OrderStore", at: at(3, 50, "bad.feature.yml")))
        #expect(fields[1].store == nil)
    }

    @Test func aStoreNameIsAnUpperCamelIdentifier() {
        #expect(validateSpec("""
            feature: Order
            state:
              a: { type: Int, default: "0", store: orderStore }
              b: { type: Int, default: "0", store: "Order Store" }
              c: { type: Int, default: "0", store: [OrderStore] }
            """).lines == [
            "bad.feature.yml:3:40: error: store name `orderStore` must start with an uppercase letter",
            "bad.feature.yml:3:40: note: try `OrderStore`",
            "bad.feature.yml:4:40: error: store name `Order Store` is not a Swift identifier",
            "bad.feature.yml:4:40: note: try `OrderStore`",
            "bad.feature.yml:5:40: error: expected a store name such as `OrderStore` here, but YAML read a sequence (`[…]` or `- item`); quote the value",
            "bad.feature.yml:5:40: note: write it as a string: `\"[OrderStore]\"`",
        ])
    }

    @Test func twoSpecsPutTheSameFieldInAStoreAlike() {
        let order = ("Order.feature.yml", """
            feature: Order
            state:
              orders: { type: "[Int]", default: "[]", store: OrderStore }
              total: { type: Int, default: "0", store: OrderStore }
            """)
        let history = ("History.feature.yml", """
            feature: History
            state:
              orders: { type: "[ Int ]", default: "[ ]", store: OrderStore }
              total: { type: Int, default: "1", store: OrderStore }
              more: { type: Int, default: "0", store: OrderStore }
            """)
        let expected = [
            "History.feature.yml:4:3: error: field `total` of store `OrderStore` has default `1`, but feature `Order` gives it `0`",
            "History.feature.yml:4:3: note: screens that name one store share its fields: write the same type and default in both specs",
            "Order.feature.yml:4:3: note: `Order` declares it here",
        ]
        // `[ Int ]` is `[Int]`; `[ ]` is not `[]` (defaults are compared as written, trimmed).
        let lines = run([order, history])
        #expect(lines.contains("History.feature.yml:3:3: error: field `orders` of store `OrderStore` has default `[ ]`, but feature `Order` gives it `[]`"))
        #expect(Array(lines.suffix(3)) == expected)
        // Every style: a spec means the same whatever the style.
        #expect(run([order, history], style: .skill).filter { $0.contains("error:") }.count == 2)
        let typed = ("T.feature.yml", "feature: T\nstate:\n  orders: { type: \"[String]\", default: \"[]\", store: OrderStore }\n")
        #expect(run([order, typed]).first
            == "T.feature.yml:3:3: error: field `orders` of store `OrderStore` has type `[String]`, but feature `Order` gives it type `[Int]`")
    }

    @Test func storeNamesMustNotClashWithTypes() {
        let spec = ("Order.feature.yml", """
            feature: Order
            state:
              a: { type: Int, default: "0", store: Task }
              b: { type: Int, default: "0", store: OrderViewState }
              c: { type: Int, default: "0", store: Item }
              d: { type: Int, default: "0", store: EquatableError }
              e: { type: Int, default: "0", store: ItemStore }
              f: { type: Int, default: "0", store: Itemstore }
            models:
              Item: { id: Int }
            """)
        let lines = run([spec])
        #expect(lines == [
            "Order.feature.yml:3:40: error: store name `Task` cannot be used: it would hide `Task` (Swift, Foundation or SwiftUI), which the generated code uses",
            "Order.feature.yml:3:40: note: try `OrderTask`",
            "Order.feature.yml:4:40: error: store name `OrderViewState` cannot be used: featuregen generates `OrderViewState` for feature `Order`",
            "Order.feature.yml:4:40: note: try `OrderOrderViewState`",
            "Order.feature.yml:5:40: error: store name `Item` cannot be used: a model or enum of the run has that name",
            "Order.feature.yml:5:40: note: try `OrderItem`",
            "Order.feature.yml:6:40: error: store name `EquatableError` cannot be used: featuregen generates a type `EquatableError`",
            "Order.feature.yml:6:40: note: try `OrderEquatableError`",
            "Order.feature.yml:8:40: error: store name `Itemstore` differs from `ItemStore` only in case; their files would collide on case-insensitive file systems",
            "Order.feature.yml:7:40: note: `ItemStore` is named here",
        ])
        // The other styles generate no store: its name is only a placement there.
        #expect(run([spec], style: .middleware) == [])
    }

    /// A view state holds the fields, an event method per message, a task handle per effect and a
    /// property per store: a spec name that one of those takes is refused, at its place in the spec.
    @Test func membersOfTheViewStateAreReserved() {
        let spec = ("Order.feature.yml", """
            feature: Order
            state:
              onSave: Bool = false
              loadTask: Int = 0
              orderStore: Int = 0
              repository: String = ""
              count: { type: Int, default: "0", store: OrderStore }
            actions:
              save:
              x:
              X:
            effects:
              load:
                call: load() async
            """)
        #expect(run([spec]) == [
            "Order.feature.yml:11:3: error: `onX` would be both the event method of action `x` and the event method of action `X` in the `svvs` style",
            "Order.feature.yml:11:3: note: rename one of them",
            "Order.feature.yml:3:3: error: field name `onSave` cannot be used in the `svvs` style: it is the event method of action `save`",
            "Order.feature.yml:3:3: note: try `onSaveValue`",
            "Order.feature.yml:4:3: error: field name `loadTask` cannot be used in the `svvs` style: it is the task handle of effect `load`",
            "Order.feature.yml:4:3: note: try `loadTaskValue`",
            "Order.feature.yml:5:3: error: field name `orderStore` cannot be used in the `svvs` style: it is the property that holds `OrderStore`",
            "Order.feature.yml:5:3: note: try `orderStoreValue`",
            "Order.feature.yml:6:3: error: field name `repository` cannot be used in the `svvs` style: it is a member the generated code declares",
            "Order.feature.yml:6:3: note: try `repositoryValue`",
        ])
        #expect(run([spec], style: .skill) == [])
    }

    @Test func svvsFieldsNeedNamesWithoutBackticks() {
        let spec = ("Order.feature.yml", """
            feature: Order
            state:
              default: Int = 0
              class: { type: Int, default: "0", store: OrderStore }
              size: Int = 0
            actions:
              for:
                set: { default: 1 }
            """)
        #expect(run([spec]) == [
            "Order.feature.yml:3:3: error: field name `default` cannot be used in the `svvs` style: fields are `@Observable` properties, and the macro cannot expand a name that needs backticks",
            "Order.feature.yml:3:3: note: try `defaultValue`",
            "Order.feature.yml:4:3: error: field name `class` cannot be used in the `svvs` style: fields are `@Observable` properties, and the macro cannot expand a name that needs backticks",
            "Order.feature.yml:4:3: note: try `classValue`",
        ])
        #expect(run([spec], style: .skill) == [])
    }
}
