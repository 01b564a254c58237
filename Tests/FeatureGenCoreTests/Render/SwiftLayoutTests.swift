import Testing

@testable import FeatureGenCore

/// `SwiftLayout` breaks what does not fit in 100 columns the way `swift format` lays it out (CI lints
/// generated code with `swift format lint --strict`, random specs with long names included).
@Suite struct SwiftLayoutTests {
    @Test func shortStatementsStayAsTheyAre() {
        #expect(SwiftLayout.lines("short = 1", indent: 4) == ["short = 1"])
        let file = "struct A {\n  let b = 1\n}\n"
        #expect(SwiftLayout.wrap(file: file) == file)
    }

    @Test func theListThatEndsAStatementOpensANewLine() {
        let assignment = "service.loadProfileResult = .success(UserProfile(name: \"Ada\", email: \"ada@example.com\", wantsNewsletter: true))"
        #expect(SwiftLayout.lines(assignment, indent: 4) == [
            "service.loadProfileResult = .success(",
            "  UserProfile(name: \"Ada\", email: \"ada@example.com\", wantsNewsletter: true))",
        ])
        let calls = "#expect(service.calls == [.saveProfile(UserProfile(name: \"name 2\", email: \"email 3\", wantsNewsletter: true)), .loadProfile], sourceLocation: spec.line(72))"
        #expect(SwiftLayout.lines(calls, indent: 4) == [
            "#expect(",
            "  service.calls == [",
            "    .saveProfile(UserProfile(name: \"name 2\", email: \"email 3\", wantsNewsletter: true)),",
            "    .loadProfile,",
            "  ],",
            "  sourceLocation: spec.line(72)",
            ")",
        ])
    }

    @Test func aCollectionOfSeveralElementsNeedsAColumnForItsTrailingComma() {
        // 100 columns exactly: `swift format` counts the comma it would add, so this breaks.
        let name = String(repeating: "x", count: 52)
        let item = "service.calls == [.data(page: true), .\(name)],"
        #expect(8 + item.count == 100)
        #expect(SwiftLayout.lines(item, indent: 8) == ["service.calls == [", "  .data(page: true),", "  .\(name),", "],"])
        // One element needs no comma: 100 columns fit.
        let single = "service.calls == [.data(page: true, \(name.dropLast(5)): true)],"
        #expect(8 + single.count == 100)
        #expect(SwiftLayout.lines(single, indent: 8) == [single])
    }

    @Test func aValueThatFitsOnItsOwnLineBreaksAfterTheEqualsSign() {
        let line = "state.subscriptionManagementPreferences.currentlySelectedPlanIdentifier = \"currentlySelectedPlanIdentifier 6\""
        #expect(SwiftLayout.lines(line, indent: 4) == [
            "state.subscriptionManagementPreferences.currentlySelectedPlanIdentifier =",
            "  \"currentlySelectedPlanIdentifier 6\"",
        ])
        // A typed declaration whose `name: Type =` alone is too long: the type on a line of its own.
        let declaration = "var fetchAvailableSubscriptionPlansForStorefrontRegionResult: Result<[SubscriptionPlanDescription], any Error> = .success([])"
        #expect(SwiftLayout.lines(declaration, indent: 2) == [
            "var fetchAvailableSubscriptionPlansForStorefrontRegionResult:",
            "  Result<[SubscriptionPlanDescription], any Error> =",
            "    .success([])",
        ])
    }

    @Test func declarationsBreakTheirParametersAndConformances() {
        let function = "func purchaseSubscriptionPlan(subscriptionPlanIdentifier: String, remainingRenewalAttempts: Int) async throws -> [Plan] {"
        #expect(SwiftLayout.lines(function, indent: 2) == [
            "func purchaseSubscriptionPlan(",
            "  subscriptionPlanIdentifier: String, remainingRenewalAttempts: Int",
            ") async throws -> [Plan] {",
        ])
        let type = "final class MockSubscriptionManagementPreferencesService: SubscriptionManagementPreferencesServiceProtocol {"
        #expect(SwiftLayout.lines(type, indent: 0) == [
            "final class MockSubscriptionManagementPreferencesService:",
            "  SubscriptionManagementPreferencesServiceProtocol",
            "{",
        ])
        // As `swift format` lays them out: the attribute moves only when the head up to `)` does not fit.
        let name = "appReducer_sendsSubscriptionPreferencesManagementActionsToThisReducerAndNothingElseThing"
        #expect(SwiftLayout.lines("@Test func \(name)() {", indent: 2) == ["@Test", "func \(name)() {"])
        #expect(SwiftLayout.lines("@Test(\"x\") func \(name)() {", indent: 2) == ["@Test(\"x\")", "func \(name)() {"])
        let shorter = String(name.dropLast(8))
        #expect(SwiftLayout.lines("@Test func \(shorter)() async {", indent: 2) == [
            "@Test func \(shorter)()", "  async", "{",
        ])
    }

    @Test func expressionsBreakBeforeTheirOperatorsOfLowestPrecedence() {
        let check = "#expect(state.currentlySelectedSubscriptionPlanIdentifier == \"premium-annual-family-sharing-plan-identifier\")"
        #expect(SwiftLayout.lines(check, indent: 4) == [
            "#expect(",
            "  state.currentlySelectedSubscriptionPlanIdentifier",
            "    == \"premium-annual-family-sharing-plan-identifier\"",
            ")",
        ])
        // The value of a broken assignment: its operators add no indentation.
        let sum = "state.totalPriceIncludingTaxesAndShipping = state.totalPriceIncludingTaxesAndShipping + payload.unitPriceInTheStoreCurrency * Double(payload.quantity)"
        #expect(SwiftLayout.lines(sum, indent: 6) == [
            "state.totalPriceIncludingTaxesAndShipping =",
            "  state.totalPriceIncludingTaxesAndShipping",
            "  + payload.unitPriceInTheStoreCurrency * Double(payload.quantity)",
        ])
        // An assignment breaks after ` = ` before its value's operators or its last array.
        let joined = "expected.messages = [ChatMessage(id: 10, text: \"text 11\")] + [ChatMessage(id: 2, text: \"text 3\")]"
        #expect(SwiftLayout.lines(joined, indent: 4) == [
            "expected.messages =", "  [ChatMessage(id: 10, text: \"text 11\")] + [ChatMessage(id: 2, text: \"text 3\")]",
        ])
        let longer = joined.replacingOccurrences(of: "3\")]", with: "3\"), ChatMessage(id: 2, text: \"text 3\")]")
        #expect(SwiftLayout.lines(longer, indent: 4) == [
            "expected.messages =", "  [ChatMessage(id: 10, text: \"text 11\")] + [",
            "    ChatMessage(id: 2, text: \"text 3\"),", "    ChatMessage(id: 2, text: \"text 3\"),", "  ]",
        ])
    }

    /// Each expectation is what `swift format` 6.3 writes for the statement (spec `set:` values and the
    /// tests' expected values hold such expressions).
    @Test func aConditionalExpressionBreaksBeforeItsQuestionMarkAndColon() {
        // In a value already broken after ` = `: no more indentation; both branches together when they fit.
        let contains = "state.messages = state.messages.contains { $0.id == action.payload.id } ? state.messages : state.messages + [action.payload]"
        #expect(SwiftLayout.lines(contains, indent: 4) == [
            "state.messages =",
            "  state.messages.contains { $0.id == action.payload.id }",
            "  ? state.messages : state.messages + [action.payload]",
        ])
        // In a closure's body: the branches indented; `: b` after a broken first branch when it fits.
        let hugged = "state.conversations = state.conversations.map { $0.id == action.id ? DirectConversation(id: $0.id, unread: false, lastMessage: $0.lastMessage, participants: $0.participants) : $0 }"
        #expect(SwiftLayout.lines(hugged, indent: 4) == [
            "state.conversations = state.conversations.map {",
            "  $0.id == action.id",
            "    ? DirectConversation(",
            "      id: $0.id, unread: false, lastMessage: $0.lastMessage, participants: $0.participants) : $0",
            "}",
        ])
        let apart = "state.conversations = state.conversations.map { $0.lastMessage?.id == action.payload.id ? DirectConversation(id: $0.id, unread: $0.unread, lastMessage: action.payload, participants: $0.participants) : $0 }"
        #expect(SwiftLayout.lines(apart, indent: 4) == [
            "state.conversations = state.conversations.map {",
            "  $0.lastMessage?.id == action.payload.id",
            "    ? DirectConversation(",
            "      id: $0.id, unread: $0.unread, lastMessage: action.payload, participants: $0.participants)",
            "    : $0",
            "}",
        ])
        let expected = "expected.messages = [DirectMessage(id: \"id 9\", authorID: \"authorID 10\", authorAcct: \"authorAcct 11\")].contains { $0.id == DirectMessage(id: \"id 2\", authorID: \"authorID 3\").id } ? [DirectMessage(id: \"id 9\", authorID: \"authorID 10\", authorAcct: \"authorAcct 11\")] : [DirectMessage(id: \"id 9\", authorID: \"authorID 10\")] + [DirectMessage(id: \"id 2\", authorID: \"authorID 3\")]"
        #expect(SwiftLayout.lines(expected, indent: 4) == [
            "expected.messages =",
            "  [DirectMessage(id: \"id 9\", authorID: \"authorID 10\", authorAcct: \"authorAcct 11\")].contains {",
            "    $0.id == DirectMessage(id: \"id 2\", authorID: \"authorID 3\").id",
            "  }",
            "  ? [DirectMessage(id: \"id 9\", authorID: \"authorID 10\", authorAcct: \"authorAcct 11\")]",
            "  : [DirectMessage(id: \"id 9\", authorID: \"authorID 10\")] + [",
            "    DirectMessage(id: \"id 2\", authorID: \"authorID 3\")",
            "  ]",
        ])
    }

    @Test func anAssignmentOfACallWithATrailingClosureKeepsTheClosuresHeadAfterTheEqualsSign() {
        let filter = "state.conversations = state.conversations.filter { $0.identifier != action.identifier && $0.isVisible }"
        #expect(SwiftLayout.lines(filter, indent: 4) == [
            "state.conversations = state.conversations.filter {",
            "  $0.identifier != action.identifier && $0.isVisible",
            "}",
        ])
    }

    @Test func closuresAndControlStatementsKeepTheirBodiesApart() {
        let argument = "onUserSelectedSubscriptionPlanFromAvailablePlansList: { store.send(.subscriptionManagementPreferences(.selected($0))) },"
        #expect(SwiftLayout.lines(argument, indent: 8) == [
            "onUserSelectedSubscriptionPlanFromAvailablePlansList: {",
            "  store.send(.subscriptionManagementPreferences(.selected($0)))",
            "},",
        ])
        let task = "Task { [onActionManagementAvailableAttempts1 = props.onActionManagementAvailableAttempts1] in"
        #expect(SwiftLayout.lines(task, indent: 8) == [
            "Task {",
            "  [onActionManagementAvailableAttempts1 = props.onActionManagementAvailableAttempts1] in",
        ])
        let condition = "if let lastErrorMessageShownToTheCustomerInTheBanner = props.lastErrorMessageShownToTheCustomerInTheBanner {"
        #expect(SwiftLayout.lines(condition, indent: 8) == [
            "if let lastErrorMessageShownToTheCustomerInTheBanner =",
            "  props.lastErrorMessageShownToTheCustomerInTheBanner",
            "{",
        ])
    }

    @Test func aBlockWhoseOpeningLineMovesRightTakesItsLinesAlong() {
        let file = """
              $0.subscriptionManagementPreferencesClient.fetchAvailablePlansForTheStorefrontRegion = { region in
                calls.withValue { $0.append(.fetch(region: region)) }
                return []
              }
            }
            """
        #expect(SwiftLayout.wrap(file: file) == """
              $0.subscriptionManagementPreferencesClient.fetchAvailablePlansForTheStorefrontRegion =
                {
                  region in
                  calls.withValue { $0.append(.fetch(region: region)) }
                  return []
                }
            }
            """)
    }

    @Test func whatCannotBreakStaysWhole() {
        let name = String(repeating: "a", count: 120)
        #expect(SwiftLayout.lines(name, indent: 0) == [name])
        // Comments and multi-line strings are left alone.
        let comment = "  // " + String(repeating: "word ", count: 30)
        #expect(SwiftLayout.wrap(file: comment) == comment)
        let literal = "let text = \"\"\"\n" + String(repeating: "x, ", count: 40) + "\n\"\"\""
        #expect(SwiftLayout.wrap(file: literal) == literal)
    }

    @Test func longTestNamesAreCutAtAWordAndKeptDistinct() {
        var names = TestNames()
        let long = "placeTheOrderWithTheCurrentCartAndPromotionalCode_setsIsPlacingTheOrderAndLastErrorMessage"
        let first = names.fitting(long)
        let second = names.fitting(long + "Again")
        // Cut after a whole word, and not after one that only joins (`…PlacingThe`).
        #expect(first == "placeTheOrderWithTheCurrentCartAndPromotionalCode_setsIsPlacing")
        #expect(second == first + "2")
        #expect(names.fitting("short_name") == "short_name")
        let joined = "numberOfRemainingPromotionalRenewalAttemptsChanged_setsTheValueAndIsExpiredAndMore"
        #expect(names.fitting(joined) == "numberOfRemainingPromotionalRenewalAttemptsChanged_setsTheValue")
        let when = "numberOfRemainingPromotionalRenewalAttemptsWereChangedByUser_whenFetchFails"
        #expect(names.fitting(when) == "numberOfRemainingPromotionalRenewalAttemptsWereChangedByUser")
    }
}
