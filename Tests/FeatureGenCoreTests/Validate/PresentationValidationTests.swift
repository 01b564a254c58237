import Testing
@testable import FeatureGenCore

/// Sheets, full-screen covers and popovers: a feature's one `destination`, in its messages and its
/// examples, and the styles that do not generate them yet.
@Suite struct PresentationValidationTests {
    static let list = """
        feature: OrderList
        state:
          orders: "[Order] = []"
        actions:
          addTapped:
            open: { newOrder: '"Tea"' }
          refreshTapped:
            close: newOrder
        navigation:
          newOrder:
            sheet: NewOrder
        models:
          Order: { id: Int, title: String }
        """

    static let newOrder = """
        feature: NewOrder
        input: [title]
        state:
          title: String
        actions:
          cancelTapped:
            dismiss: true
        """

    private func run(_ list: String, style: OutputStyle.Name = .tca) -> [String] {
        NavigationValidationTests().run(
            [("OrderList.feature.yml", list), ("NewOrder.feature.yml", Self.newOrder)], style: style
        ).lines
    }

    @Test func aSheetWithItsInputIsValidInEveryStyle() throws {
        for style in OutputStyle.Name.allCases {
            #expect(run(Self.list, style: style) == [], "\(style)")
        }
        for kind in ["fullScreenCover", "popover"] {
            #expect(run(Self.list.replacingOccurrences(of: "sheet:", with: kind + ":")) == [])
        }
    }

    @Test func anExampleStatesWhatIsPresented() {
        let spec = Self.list + "\n" + """
            examples:
              - name: add presents the sheet
                send: addTapped
              - name: a swipe closes it
                given: { destination: { newOrder: '"Tea"' } }
                send: newOrder.dismiss
              - name: a refresh closes it
                given: { destination: { newOrder: '"Tea"' } }
                send: refreshTapped
                expect: { destination: nil }
              - name: a swipe needs the sheet
                send: newOrder.dismiss
                expect: { destination: nil }
            """
        #expect(run(spec) == [
            "OrderList.feature.yml:16:11: error: `addTapped` presents `newOrder`; the example must say so in `expect`",
            "OrderList.feature.yml:16:11: note: add `destination: { newOrder: … }` to `expect`, with the value it presents it with",
            "OrderList.feature.yml:19:11: error: `newOrder.dismiss` closes `newOrder`; the example must say so in `expect`",
            "OrderList.feature.yml:19:11: note: add `destination: nil` to `expect`",
            "OrderList.feature.yml:25:11: error: `newOrder.dismiss` closes `newOrder`, which is not presented here",
            "OrderList.feature.yml:25:11: note: present it first: in `given` (`destination: { newOrder: … }`) or by an earlier message",
        ])
    }

    @Test func anExamplesDestinationIsCheckedLikeAnOpenValue() {
        let unknown = Self.list + "\n" + """
            examples:
              - name: a wrong destination
                given: { destination: { newOrdr: '"Tea"' } }
                send: refreshTapped
                expect: { destination: nil }
            """
        #expect(run(unknown) == [
            "OrderList.feature.yml:16:29: error: `destination` names `newOrdr`, which `OrderList` does not present",
            "OrderList.feature.yml:16:29: note: did you mean `newOrder`?",
        ])
        // Checked across the run, as an `open:` value: the presented feature's inputs.
        let withoutInput = Self.list + "\n" + """
            examples:
              - name: no input
                given: { destination: newOrder }
                send: refreshTapped
                expect: { destination: nil }
            """
        #expect(run(withoutInput) == [
            "OrderList.feature.yml:16:27: error: destination `newOrder` opens `NewOrder`, which takes one input "
                + "(`title: String`); write `destination: { newOrder: <value> }`",
        ])
    }

    @Test func namesTheGeneratedCodeUsesAreRefusedInAFeatureThatPresents() {
        let spec = Self.list
            .replacingOccurrences(of: "  orders: \"[Order] = []\"", with: "  orders: \"[Order] = []\"\n  destination: Int = 0")
            .replacingOccurrences(of: "  Order: { id: Int, title: String }", with: "  Order: { id: Int, title: String }\n  Destination: { name: String }")
        let lines = run(spec)
        #expect(lines.contains(
            "OrderList.feature.yml:4:3: error: field name `destination` cannot be used in a feature that presents screens: "
                + "what it presents is `destination` in the generated code"))
        #expect(lines.contains(
            "OrderList.feature.yml:15:3: error: model name `Destination` cannot be used in a feature that presents screens: "
                + "the generated reducer declares a `Destination` of its own"))
    }
}
