import Testing
@testable import FeatureGenCore

/// Issue 24 item 2: `for await … in api.incoming()` becomes a stream effect where the spec can say it.
@Suite("Extraction of async sequences")
struct StreamExtractionTests {
    private static func inbox(task: String) -> String {
        """
        import SwiftUI
        struct Message: Identifiable, Equatable { let id: Int; var text: String }
        struct InboxView: View {
            @State private var messages: [Message] = []
            @State private var unread = 0
            @State private var isLive = false
            @State private var failure: String?
            let api = InboxAPI()
            @StateObject var model = InboxModel()
            var body: some View {
                List(messages) { Text($0.text) }
                    .task {
        \(task)
                    }
            }
        }
        """
    }

    private static func specs(_ source: String) -> [ExtractedSpec] {
        Extractor.extract(SourceText(path: "InboxView.swift", text: source), diagnostics: DiagnosticCollector())
    }

    @Test func aLoopOverAnAsyncSequenceBecomesAStreamWithAResultPerElement() {
        let specs = Self.specs(Self.inbox(task: """
                        for await message in api.incoming() {
                            messages.append(message)
                            unread += 1
                        }
            """))
        let yaml = specs.first?.yaml ?? ""
        #expect(yaml.contains("""
              taskStarted:
                set: {}
                effect: incoming
                trigger: appear
            """), "\(yaml)")
        #expect(yaml.contains("""
              # inferred: each element of `incoming`
              messageReceived:
                payload: Message
                set: { messages: "state.messages + [payload]", unread: state.unread + 1 }
            """), "\(yaml)")
        #expect(yaml.contains("""
              # inferred: from `for await … in …incoming(…)` in the prototype
              incoming:
                call: incoming() async -> AsyncStream<Message>
                element: messageReceived
            """), "\(yaml)")
        #expect(ExtractedSpecsValidateTests.validationErrors(specs) == [])
    }

    @Test func aThrowingStreamGetsItsFailureAndWhatFollowsTheLoopItsEnd() {
        let specs = Self.specs(Self.inbox(task: """
                        isLive = true
                        do {
                            for try await message in api.incoming(room: "main") {
                                messages.append(message)
                            }
                        } catch {
                            failure = error.localizedDescription
                        }
                        isLive = false
            """))
        let yaml = specs.first?.yaml ?? ""
        #expect(yaml.contains("""
              taskStarted:
                set: { isLive: true }
                effect: incoming
            """), "\(yaml)")
        #expect(yaml.contains("""
              incomingEnded:
                set: { isLive: false }
            """), "\(yaml)")
        #expect(yaml.contains("""
              incomingFailed:
                payload: String
                set: { failure: payload, isLive: false }
            """), "\(yaml)")
        #expect(yaml.contains("""
                call: "incoming(room: String) async -> AsyncThrowingStream<Message, any Error>"
                arguments: { room: "\\"main\\"" }
                element: messageReceived
                finished: incomingEnded
                failure: incomingFailed
            """), "\(yaml)")
        // The room is a labelled literal: the argument the spec passes.
        #expect(!yaml.contains("left out"), "\(yaml)")
        #expect(ExtractedSpecsValidateTests.validationErrors(specs) == [])
    }

    @Test(arguments: [
        // Nothing tells the element's type.
        "            for await _ in api.ticks() { unread += 1 }",
        // The view's own object: view code.
        "            for await message in model.updates() { messages.append(message) }",
        // Each element starts more work: a stream's results cannot start effects.
        "            for await message in api.incoming() { messages.append(message); await api.ack(message.id) }",
    ])
    func aLoopTheSpecCannotSayIsNotAStream(_ task: String) {
        let yaml = Self.specs(Self.inbox(task: task)).first?.yaml ?? ""
        #expect(!yaml.contains("element:"), "\(yaml)")
        #expect(!yaml.contains("AsyncStream"), "\(yaml)")
    }
}
