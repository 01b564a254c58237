/// One generated test, as data: the state it starts from, how the mock service answers, the messages it
/// sends, the state it expects afterwards and the service calls it expects. Style-neutral: each style's
/// templates (and its view model) turn it into that style's Swift. Values are Swift expressions.
///
/// Three kinds share it: a reducer test (one message, no service), a store test (a message and every
/// effect it starts, with the results they send, through the store with a mock service) and an example
/// (the spec's own scenario, with the author's values).
struct TestCase: Sendable {
    /// The test function's name (`loadOrders_whenFetchOrdersSucceeds_sendsOrdersLoaded`).
    var name: String
    /// What the test shows, in words: an example's name (`loading shows the orders`); nil for generated tests.
    var title: String?
    /// Where a failure is reported: the example's line in the spec; nil for generated tests.
    var location: SourceLocation?
    /// State fields set before the first message, in declaration order; the others keep their defaults.
    var start: [FieldValue] = []
    /// How each service call answers, in the order of the service's requirements.
    var answers: [Answer] = []
    /// The messages sent, in order. A parameterised reducer test has one step per alternative message
    /// (each sent to its own fresh start state).
    var steps: [Step] = []
    var isParameterized = false
    /// A store test's results: what the effects send back, in order, each with its value (the first
    /// is what the first effect sends; a result that starts another effect is followed by that one's).
    var results: [Step] = []
    /// An example's results: what each step's effects send back, in order (one list per step).
    var receivedPerStep: [[String]] = []
    /// What each message sent changes, in order: the step (one; a parameterised test's alternatives
    /// all make the same change), then each result: for styles that state every step's change (TCA's
    /// exhaustive `TestStore`). Empty for examples, which state outcomes only.
    var changes: [Change] = []
    /// What the state must be afterwards: the start state with these fields changed, in declaration order.
    var expected: [FieldValue] = []
    /// Fields whose value afterwards cannot be stated: the test takes them as they are and says why.
    var unchecked: [Unchecked] = []
    /// False when a transition the developer writes decides the final state (a generated test cannot
    /// know it): then only the calls are checked.
    var checksState = true
    /// The service calls expected, in order.
    var calls: Calls = .unchecked
    /// For an example with `pending` effects: what stays in flight while the later messages are sent.
    var pending: Pending?
    /// A message of the test may ask the screen that opened this one to close it (`dismiss: true`): the
    /// test stands in for that screen.
    var dismisses = false
    /// What the test checks of that: asked (`true`), not asked (`false`), or nothing (nil).
    var expectsDismissal: Bool?
    /// An example's `expect: { path: … }`: the screens on the feature's stack at the end, with their
    /// inputs' values as written; nil: not stated.
    var expectedPath: [Push]?
    /// The screens on the feature's stack at the start, bottom first (a test of a `close:` starts with
    /// what it closes open).
    var startPath: [Push] = []
    /// The screen presented at the start (`given: { destination: … }`; a test of a `close:` starts with
    /// what it closes presented); nil: none.
    var startDestination: Push?
    /// An example's `expect: { destination: … }`: the screen presented at the end (`.some(nil)`: none);
    /// nil: not stated.
    var expectedDestination: Push??

    /// Runs held in flight until the last message is sent (`PendingFlow`).
    struct Pending: Sendable, Equatable {
        /// The requirements whose calls wait at the mock's gate.
        var heldFunctions: [String]
        /// After each step, what the test waits for (nil: the step is sent and awaited as usual).
        var waits: [PendingFlow.Wait?]
        /// A pending effect is debounced: the store runs on the test's clock.
        var usesClock: Bool
        /// The milliseconds the clock advances once every message is sent, and the effect that waits
        /// that long (every wait must then be over).
        var advance: Int?
        var advanceEffect: Effect?
    }

    /// `field = value`.
    struct FieldValue: Sendable, Equatable {
        var field: String
        var value: String
    }

    /// A message sent, with its payload values in the order the message declares them.
    struct Step: Sendable, Equatable {
        var message: String
        var arguments: [Argument]
        /// A system dismissal (`detail.dismiss`): the destination popped, with everything above it.
        var dismissed: String?
    }

    /// A value passed to a message or a call; `label` is nil for an unlabelled one.
    struct Argument: Sendable, Equatable {
        var label: String?
        var value: String
        /// The declared type, where the value is a message's payload (a style may name the value first).
        var type: String?

        init(label: String?, value: String, type: String? = nil) {
            self.label = label
            self.value = value
            self.type = type
        }
    }

    /// How one service requirement answers every call in this test.
    struct Answer: Sendable, Equatable {
        /// The requirement's function name.
        var function: String
        var outcome: Outcome
        /// Whether the requirement `throws` (its mock then holds a `Result`).
        var isThrowing: Bool
    }

    enum Outcome: Sendable, Equatable {
        /// Returns this value.
        case returns(String)
        /// Returns, with nothing to return.
        case returnsNothing
        /// Throws an error whose description is this text (unquoted).
        case fails(String)
    }

    /// The fields one message's transition sets, with their values after it; `isKnown` is false after a
    /// transition the developer writes (nothing can be stated then).
    struct Change: Sendable, Equatable {
        var fields: [FieldValue] = []
        var unchecked: [Unchecked] = []
        var isKnown = true
        /// The screens the message pushed (`open:` of a `push` destination), with their inputs' values.
        var pushes: [Push] = []
        /// The pushed destinations the message closed (`close:`), and the presented ones.
        var closes: [String] = []
        var closesPresentations: [String] = []
        /// The screen the message presented (`open:` of a sheet, cover or popover), with its inputs' values.
        var presents: Push?
    }

    /// Whether a screen is on the stack or presented at the start.
    var startsWithScreensOpen: Bool { !startPath.isEmpty || startDestination != nil }

    /// The stack at the end: the example's `path`, else the start with each step's closes and pushes;
    /// nil when the test neither starts with screens open nor opens or closes any.
    var finalPath: [Push]? {
        if let expectedPath { return expectedPath }
        guard !startPath.isEmpty || changes.contains(where: { !$0.pushes.isEmpty || !$0.closes.isEmpty }) else { return nil }
        var path = startPath
        for change in changes {
            path.removeAll { change.closes.contains($0.destination) }
            path += change.pushes
        }
        return path
    }

    /// What is presented at the end: the example's `destination`, else the start with each step's
    /// closes and presentations (`.some(nil)`: nothing); nil when the test neither starts with a
    /// presentation nor presents or closes one.
    var finalDestination: Push?? {
        if let expectedDestination { return expectedDestination }
        guard startDestination != nil
            || changes.contains(where: { $0.presents != nil || !$0.closesPresentations.isEmpty })
        else { return nil }
        var presented = startDestination
        for change in changes {
            if let current = presented, change.closesPresentations.contains(current.destination) { presented = nil }
            if let presents = change.presents { presented = presents }
        }
        return .some(presented)
    }

    /// `open: { detail: payload }`: what the stack gains, or what is presented.
    struct Push: Sendable, Equatable {
        var destination: String
        /// The feature the destination shows.
        var feature: String
        var arguments: [Argument]
    }

    /// A field whose final value the test does not state, and why (the spec's expression).
    struct Unchecked: Sendable, Equatable {
        var field: String
        var reason: String
    }

    enum Calls: Sendable, Equatable {
        /// Not checked.
        case unchecked
        /// Exactly these calls, in order.
        case exactly([Call], location: SourceLocation?)
        /// This many calls; their arguments cannot be stated (`reason` says why).
        case count(Int, reason: String)
    }

    /// `searchItems(query: "tea", page: 2)`.
    struct Call: Sendable, Equatable {
        var function: String
        var arguments: [Argument]
    }
}

/// A check that the state starts as the spec says: each field's default, where it can be written
/// literally (a default such as `Date()` cannot: it is listed with that reason).
struct InitialStateCheck: Sendable {
    var fields: [TestCase.FieldValue]
    var unchecked: [TestCase.Unchecked]
    /// A public state's initializer, called with a value other than the default for every field
    /// featuregen can make one for: each must come back out (empty for an internal state, which has
    /// no initializer of its own).
    var initializerArguments: [TestCase.FieldValue] = []
}

/// Test function names that fit on their `@Test func name() async throws {` line: a name built from
/// long spec names is cut after its last whole word within `limit` characters (numbered when two
/// cuts meet), since `swift format` could only put the name on a line of its own.
struct TestNames {
    static let limit = 70
    private var taken: Set<String> = []

    mutating func fitting(_ test: TestCase) -> TestCase {
        var test = test
        test.name = fitting(test.name)
        return test
    }

    mutating func fitting(_ name: String) -> String {
        guard name.count > Self.limit else {
            taken.insert(name)
            return name
        }
        // Cut before an uppercase letter or `_` (a word boundary), leaving room for a number.
        let characters = Array(name)
        var end = Self.limit - 2
        while end > 1, !(characters[end].isUppercase || characters[end] == "_") { end -= 1 }
        var base = String(characters[..<end])
        while base.hasSuffix("_") { base.removeLast() }
        // A cut name ends on a word that says something, not on `…And`, `…Is` or `…_when`.
        while let last = Self.lastWord(of: base), Self.connectors.contains(last.lowercased()),
            base.count > last.count + 1
        {
            base.removeLast(last.count)
            while base.hasSuffix("_") { base.removeLast() }
        }
        var result = base
        var number = 2
        while taken.contains(result) {
            result = base + String(number)
            number += 1
        }
        taken.insert(result)
        return result
    }

    /// Words that only join others: a name cut after one of them reads as unfinished.
    static let connectors: Set<String> = [
        "and", "or", "is", "are", "with", "without", "when", "then", "to", "of", "in", "on", "for", "by", "the",
        "a", "an", "from", "at", "if", "as", "sets", "sends", "calls", "keeps", "after", "before", "while",
    ]

    /// `Is` of `placeOrder_setsStatusAndIs`, `when` of `load_when`: from the last uppercase letter or `_`.
    private static func lastWord(of name: String) -> String? {
        guard let start = name.lastIndex(where: { $0.isUppercase || $0 == "_" }) else { return nil }
        let word = name[start...].drop { $0 == "_" }
        return word.isEmpty ? nil : String(word)
    }
}
