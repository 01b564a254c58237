import Testing

@testable import FeatureGenCore

/// Effects whose call returns a stream: each element sends `element:`, the end `finished:`, an
/// error `failure:`; validated at the spec's columns and generated in every style.
@Suite struct StreamTests {
    static let spec = """
        feature: Room
        state:
          lines: "[String] = []"
          isLive: Bool = false
          lastError: String?
        actions:
          appeared:
            set: { isLive: true }
            effect: listen
        results:
          lineArrived:
            payload: String
            set: { lines: 'state.lines + [payload]' }
          listenEnded:
            set: { isLive: false }
          listenFailed:
            payload: String
            set: { lastError: payload }
        effects:
          listen:
            call: "lines(room: Int) async -> AsyncThrowingStream<String, any Error>"
            arguments: { room: 1 }
            element: lineArrived
            finished: listenEnded
            failure: listenFailed
        examples:
          - name: lines arrive, then the stream ends
            send: appeared
            respond: { listen: '["Hi", "Yo"]' }
            expect: { lines: '["Hi", "Yo"]', isLive: false }
        """

    private func replacing(_ old: String, with new: String) -> String {
        #expect(Self.spec.contains(old))
        return Self.spec.replacingOccurrences(of: old, with: new)
    }

    @Test func aStreamCallIsReadWithItsElementAndResults() throws {
        let effect = try #require(feature(Self.spec)).effects[0]
        let stream = try #require(effect.stream)
        #expect(stream.element.text == "String")
        #expect(stream.isThrowing)
        #expect(stream.finished == "listenEnded")
        #expect(effect.success == "lineArrived")
        #expect(effect.response?.text == "String")
        #expect(effect.answerType == "[String]")
        #expect(effect.canFail && !effect.call.isThrowing)
        let plain = try #require(feature(
            replacing("AsyncThrowingStream<String, any Error>", with: "AsyncStream<String>")
                .replacingOccurrences(of: "\n    failure: listenFailed", with: "")))
        #expect(plain.effects[0].stream?.isThrowing == false)
        #expect(!plain.effects[0].canFail)
    }

    @Test func theElementTypeKeepsItsOwnCommasAndIsFoundAtItsColumn() throws {
        let shape = try #require(StreamShape(Piece(text: "AsyncThrowingStream<[String: Int], any Error>", offset: 10)))
        #expect(shape.element == Piece(text: "[String: Int]", offset: 30))
        #expect(shape.failureType == "any Error")
        #expect(StreamShape(Piece(text: "[String]", offset: 0)) == nil)
    }

    @Test func streamKeysAndShapesAreCheckedWhereTheyAreWritten() {
        #expect(specErrors(replacing("element: lineArrived", with: "success: lineArrived")) == [
            "23:5 `listen` streams: each element sends `element:`, not `success:`",
        ])
        #expect(specErrors(replacing("\n    element: lineArrived", with: "")) == [
            "21:11 `listen` streams but has no `element`; add `element: <result>`, the result sent for each element",
        ])
        #expect(specErrors(replacing("async -> AsyncThrowingStream", with: "async throws -> AsyncThrowingStream")) == [
            "21:11 call `lines` returns a stream, so it does not throw: iterating the stream is what throws",
        ])
        #expect(specErrors(replacing("AsyncThrowingStream<String, any Error>", with: "AsyncThrowingStream<String>")) == [
            "21:11 `AsyncThrowingStream<String>` is not a stream type featuregen runs",
        ])
        #expect(specErrors(replacing("AsyncThrowingStream<String, any Error>", with: "AsyncStream<String>")) == [
            "25:14 `listen` cannot throw, so it has no `failure`; remove `failure` or return an `AsyncThrowingStream`",
        ])
        #expect(specErrors(replacing("AsyncThrowingStream<String, any Error>", with: "[String]")) == [
            "23:5 `element` is for a call that returns a stream, but `lines` answers once",
            "24:5 `finished` is for a call that returns a stream, but `lines` answers once",
            "25:14 `listen` cannot throw, so it has no `failure`; remove `failure` or make the call `throws`",
        ])
        #expect(specErrors(replacing("payload: String\n    set: { lines", with: "payload: Int\n    set: { lines")) == [
            "23:14 result `lineArrived` carries `Int`, but `lines` yields `String`",
        ])
        #expect(specErrors(replacing("listenEnded:\n    set: { isLive: false }", with: "listenEnded:\n    set: { isLive: false }\n    effect: listen")) == [
            "25:15 result `listenEnded` of stream `listen` starts effect `listen`; a stream's results cannot start effects",
        ])
    }

    @Test func anExampleWritesTheElementsAsAnArrayLiteral() {
        #expect(Example.streamedElementCount(#"["Hi", "Yo"]"#) == 2)
        #expect(Example.streamedElementCount("[Line(id: 1, tags: [1, 2]), Line(id: 2, tags: [])]") == 2)
        #expect(Example.streamedElementCount("[]") == 0)
        #expect(Example.streamedElementCount("Line.samples") == nil)
        #expect(Example.streamedElementCount(#"["a": 1]"#) == nil)
        #expect(specErrors(replacing(#"respond: { listen: '["Hi", "Yo"]' }"#, with: "respond: { listen: ok }")) == [
            "29:24 `lines` streams `String`; write the elements it sends, as an array",
        ])
        #expect(specErrors(replacing(#"respond: { listen: '["Hi", "Yo"]' }"#, with: "respond: { listen: greetings }")) == [
            "29:24 write the elements `lines` streams as an array literal, `[…]` of `String`",
        ])
    }

    @Test func everyStyleIteratesTheStreamAndSendsEachElementThenTheEnd() throws {
        let room = try #require(feature(Self.spec))
        let skill = renderedFiles([room], style: .skill)
        let effects = try #require(skill["Out/Features/Room/RoomEffects.swift"])
        #expect(effects.contains("""
                  let room = 1
                  return .stream(id: "Room.listen", policy: .latest) { send in
                    do {
                      for try await element in await service.lines(room: room) {
                        await send(.lineArrived(element))
                      }
                      await send(.listenEnded)
                    } catch {
                      await send(.listenFailed(error.readableDescription))
                    }
                  }
            """))
        // The store drops what a cancelled run sends; the tests' mock replays the elements it is given.
        #expect(skill["Out/App/AppStore.swift"]?.contains("guard !Task.isCancelled else { return }\n          await self.send(action).finish()") == true)
        #expect(skill["Tests/MockRoomService.swift"]?.contains("return AsyncThrowingStream(replaying: answer)") == true)
        #expect(skill["Tests/AppTestSupport.swift"]?.contains("init(replaying answer: Result<[Element], any Error>)") == true)
        #expect(skill["Tests/RoomExampleTests.swift"]?.contains(#"service.linesResult = .success(["Hi", "Yo"])"#) == true)

        let middleware = renderedFiles([room], style: .middleware)
        #expect(middleware.first { $0.key.hasSuffix("RoomMiddleware.swift") }?.value
            .contains("for try await element in await repository.lines(room: room) {\n            await dispatch(RoomLineArrivedAction(payload: element))") == true)

        let svvs = renderedFiles([room], style: .svvs)
        #expect(svvs.first { $0.key.hasSuffix("RoomViewState.swift") }?.value
            .contains("guard !Task.isCancelled else { return }\n          onLineArrived(element)") == true)

        let tca = renderedFiles([room], style: .tca)
        let reducer = try #require(tca.first { $0.key.hasSuffix("RoomFeature.swift") }?.value)
        #expect(reducer.contains("for try await element in await roomClient.lines(room: room) {\n        await send(.lineArrived(element))\n      }\n      await send(.listenEnded)"))
        let examples = try #require(tca.first { $0.key.hasSuffix("RoomExampleTests.swift") }?.value)
        #expect(examples.contains("await store.receive(\\.lineArrived)\n    await store.receive(\\.lineArrived)\n    await store.receive(\\.listenEnded)"))
    }

    /// The live skeleton's preview stream of a spec enum whose sample case carries a model: the literal
    /// `[.updated(status)]` has no type of its own, so it is bound with one (a held-out spec's did not
    /// compile in any style).
    @Test func thePreviewStreamOfAnEnumNamesItsType() throws {
        let spec = Self.spec
            .replacingOccurrences(of: "state:\n", with: """
                models:
                  Status: { identifier: String, content: String, accountAcct: String, spoilerText: String }
                enums:
                  RoomEvent: [ 'updated(Status)', closed ]
                state:

                """)
            .replacingOccurrences(of: "AsyncThrowingStream<String, any Error>", with: "AsyncThrowingStream<RoomEvent, any Error>")
            .replacingOccurrences(of: "lineArrived:\n    payload: String", with: "lineArrived:\n    payload: RoomEvent")
            .replacingOccurrences(of: "set: { lines: 'state.lines + [payload]' }", with: "set: {}")
            .replacingOccurrences(of: "respond: { listen: '[\"Hi\", \"Yo\"]' }", with: "respond: { listen: '[.closed]' }")
            .replacingOccurrences(of: "expect: { lines: '[\"Hi\", \"Yo\"]', isLive: false }", with: "expect: { isLive: false }")
        let room = try #require(feature(spec))
        let live = try #require(renderedFiles([room], style: .skill).first { $0.key.hasSuffix("+Live.swift") }?.value)
        #expect(live.contains("let elements: [RoomEvent] = [.updated(status)]\n"))
        #expect(live.contains("for element in elements {"))
    }

    @Test func anElementWhoseResultCancelsTheStreamIsItsLast() throws {
        let takeFirst = try #require(feature(replacing(
            "set: { lines: 'state.lines + [payload]' }", with: "set: { lines: 'state.lines + [payload]' }\n    cancel: listen")))
        let tca = renderedFiles([takeFirst], style: .tca)
        let examples = try #require(tca.first { $0.key.hasSuffix("RoomExampleTests.swift") }?.value)
        #expect(examples.contains("await store.receive(\\.lineArrived)\n\n"))
        #expect(!examples.contains("listenEnded"))
        let tests = try #require(tca.first { $0.key.hasSuffix("RoomFeatureTests.swift") }?.value)
        #expect(tests.contains("appeared_whenLinesStreamsOneElement_sendsLineArrived()"))
        #expect(!tests.contains("store.receive(\\.listenEnded)"))
    }

    @Test func theStoreTestFollowsOneElementThenTheEnd() throws {
        let room = try #require(feature(Self.spec))
        let tests = try #require(renderedFiles([room], style: .skill)["Tests/RoomStoreTests.swift"])
        #expect(tests.contains("@Test func appeared_whenLinesStreamsOneElement_sendsLineArrivedThenListenEnded()"))
        #expect(tests.contains("expected.isLive = false"))
    }
}
