import Testing

@testable import FeatureGenCore

/// A result's labelled values named like the call's parameters carry its arguments, so a failure can
/// say which request failed (issue 22): `postFailed(clientID: clientID, error: …)` in every style.
@Suite struct ResultsCarryTheRequestTests {
    static let spec = """
        feature: Chat
        state:
          failed: "[Int] = []"
          sent: "[Int: String] = [:]"
        actions:
          send:
            payload: { text: String, clientID: Int }
            set: {}
            effect: post
        results:
          posted:
            payload: { clientID: Int, serverID: String }
            set: { sent: '[clientID: serverID]' }
          postFailed:
            payload: { clientID: Int, error: String }
            set: { failed: 'state.failed + [clientID]' }
        effects:
          post:
            call: "post(text: String, clientID: Int) async throws -> String"
            success: posted
            failure: postFailed
        """

    private func errors(_ yaml: String) -> [String] {
        let diagnostics = DiagnosticCollector()
        if let root = SpecReader.read(SourceText(path: "T.feature.yml", text: yaml), diagnostics: diagnostics) {
            _ = SpecValidator.validate(root, specPath: "T.feature.yml", diagnostics: diagnostics)
        }
        return diagnostics.sorted.filter { $0.severity == .error }.map(\.message)
    }

    @Test func eachStyleSendsTheArgumentsBack() throws {
        let chat = try #require(feature(Self.spec))
        let skill = renderedFiles([chat], tests: false, style: .skill)["Out/Features/Chat/ChatEffects.swift"] ?? ""
        #expect(skill.contains("return .posted(clientID: clientID, serverID: response)"))
        #expect(skill.contains("return .postFailed(clientID: clientID, error: error.readableDescription)"))
        let tca = renderedFiles([chat], tests: false, style: .tca)["Out/Features/Chat/ChatFeature.swift"] ?? ""
        #expect(tca.contains("await send(.postFailed(clientID: clientID, error: error.readableDescription))"))
        let svvs = renderedFiles([chat], tests: false, style: .svvs).first { $0.key.hasSuffix("ChatViewState.swift") }?.value ?? ""
        #expect(svvs.contains("onPostFailed(clientID: clientID, error: error.readableDescription)"))
        let middleware = renderedFiles([chat], tests: false, style: .middleware)
            .first { $0.key.hasSuffix("ChatMiddleware.swift") }?.value ?? ""
        #expect(middleware.contains("ChatPostFailedAction(clientID: action.clientID, error: error.readableDescription)"))
    }

    /// The store test follows the chain with the argument it sent, so the result's `set` is checked
    /// for the very request that failed.
    @Test func theStoreTestExpectsTheResultForItsRequest() throws {
        let chat = try #require(feature(Self.spec))
        let plan = FeatureTestPlan(feature: chat, fixtures: Fixtures(features: [chat]))
        let failing = try #require(plan.storeCases.first { $0.name.contains("Fails") })
        let sent = try #require(failing.steps.first?.arguments.first { $0.label == "clientID" }?.value)
        #expect(failing.results.first?.arguments.map(\.label) == ["clientID", "error"])
        #expect(failing.results.first?.arguments.first?.value == sent)
        #expect(failing.expected.contains { $0.field == "failed" && $0.value.hasSuffix("+ [\(sent)]") })
    }

    @Test func aResultThatCannotBeBuiltIsRefused() {
        let wrongType = Self.spec.replacingOccurrences(of: "{ clientID: Int, error: String }", with: "{ clientID: String, error: String }")
        #expect(errors(wrongType) == [
            "`clientID` of result `postFailed` is `String`, but the argument it carries, `clientID` of `post`, is `Int`"
        ])
        let twoAnswers = Self.spec.replacingOccurrences(of: "{ clientID: Int, serverID: String }", with: "{ id: Int, serverID: String }")
        #expect(errors(twoAnswers) == [
            "result `posted` has `id`, `serverID`, which name no parameter of `post`; only one value can be the call's answer"
        ])
        let notAnError = Self.spec.replacingOccurrences(of: "{ clientID: Int, error: String }", with: "{ clientID: Int, error: Int }")
        #expect(errors(notAnError) == [
            "`error` of failure result `postFailed` must be a `String`, `Error` or `any Error` (the error), or name a parameter of `post`"
        ])
        // A call that returns nothing: a result may still carry its arguments, but takes no answer.
        let silent = Self.spec.replacingOccurrences(of: " -> String\"", with: "\"")
        #expect(errors(silent.replacingOccurrences(of: "{ clientID: Int, serverID: String }", with: "{ clientID: Int }")).isEmpty)
        #expect(errors(silent) == ["`serverID` of result `posted` names no parameter of `post`, which returns nothing"])
        let wrongAnswer = Self.spec.replacingOccurrences(of: "serverID: String }", with: "serverID: Int }")
        #expect(errors(wrongAnswer) == ["`serverID` of result `posted` is `Int`, but `post` returns `String`"])
    }
}
