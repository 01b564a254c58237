/// `examples:` — one concrete scenario of a feature, written by its author with literal values, that a
/// generated test replays against the real store and mock services: start from `given`, send `steps`
/// in order, let every effect they start (and every result those send, and so on) finish with the
/// service answering as `responses` say, then check the whole state and, if given, the service calls.
///
/// Every value is a Swift expression as written in the spec, with its spec position, so a failing test
/// can point at the spec line. `SpecValidator.exampleTestName(_:)` turns `name` into the test's name.
public struct Example: Sendable, Equatable {
    /// As written (`loading shows the orders`); unique in the feature, and so is its test name.
    public var name: String
    /// State fields set before the first message, in spec order; fields not named keep their defaults.
    public var given: [Assignment]
    /// The messages sent (actions or results), in order.
    public var steps: [Step]
    /// What the service call of each effect does in this example, in spec order (one per effect: every
    /// call of that effect in the example answers the same way).
    public var responses: [Response]
    /// Fields whose value after everything settled differs from `given` (or the default); every field
    /// not named here must end as it started.
    public var expect: [Assignment]
    /// `expect: { path: [{ detail: … }] }` (a feature that pushes): the screens on its stack at the end,
    /// bottom first, each as an `open:` value; nil: the example opens nothing (validation sees to it).
    public var expectPath: [Opening]?
    /// `given: { path: [{ detail: … }] }`: the screens on the stack before the first message (a deep
    /// link); nil: none. An example that leaves `path` out of `expect` ends with this stack.
    public var givenPath: [Opening]?
    /// `given: { destination: { edit: … } }` (a feature that presents): the screen presented before the
    /// first message; nil: none.
    public var givenDestination: Opening?
    /// `expect: { destination: { edit: … } }` or `destination: nil`: the screen presented at the end
    /// (`.some(nil)`: none); nil: not stated, it ends as given (validation sees to it).
    public var expectDestination: Opening??
    /// When present, exactly the service calls made, in order, with their arguments.
    public var calls: [Call]?
    /// `pending: [fetchOrders]`: effects whose runs stay in flight (their debounce wait not over, their
    /// call not answered) until every message in `send` has been sent; then they go on, in the order
    /// they started. Empty: each message is sent once everything the previous one started has finished.
    public var pending: [Pending] = []
    /// `dismisses: true` / `false`: whether the screen asks the one that opened it to close it; nil: unchecked.
    public var dismisses: Bool?
    /// The example's list item (its `name:` key), where a failing test points.
    public var location: SourceLocation

    public init(
        name: String, given: [Assignment] = [], steps: [Step], responses: [Response] = [],
        expect: [Assignment] = [], calls: [Call]? = nil, location: SourceLocation
    ) {
        self.name = name
        self.given = given
        self.steps = steps
        self.responses = responses
        self.expect = expect
        self.calls = calls
        self.location = location
    }

    /// One message sent: `loadOrders`, `selectOrder: 'Order(…)'` or `search: { query: '"tea"', page: 2 }`.
    public struct Step: Sendable, Equatable {
        /// The name of an action or a result of the feature (`detail.dismiss` for a dismissal).
        public var message: String
        /// The payload, shaped as the message declares it.
        public var values: Values
        /// Where the message is named in `send`.
        public var location: SourceLocation
        /// `detail.dismiss`: the system closes the pushed screen `detail` (the back button, the swipe),
        /// with everything above it; no message of the feature is sent.
        public var dismissed: String?
        public init(message: String, values: Values = .none, location: SourceLocation, dismissed: String? = nil) {
            self.message = message
            self.values = values
            self.location = location
            self.dismissed = dismissed
        }
    }

    /// The payload values of a step, matching the message's `Payload` case for case.
    public enum Values: Sendable, Equatable {
        case none
        case single(SwiftCode)
        /// One value per payload label, in the order the message declares its labels.
        case labelled([Labelled])
    }

    public struct Labelled: Sendable, Equatable {
        public var label: String
        public var value: SwiftCode
        public init(label: String, value: SwiftCode) {
            self.label = label
            self.value = value
        }
    }

    /// `respond: { fetchOrders: … }`: how one effect's service call answers.
    public struct Response: Sendable, Equatable {
        public var effect: String
        public var outcome: Outcome
        /// The effect's key in `respond`.
        public var location: SourceLocation
        public init(effect: String, outcome: Outcome, location: SourceLocation) {
            self.effect = effect
            self.outcome = outcome
            self.location = location
        }
    }

    public enum Outcome: Sendable, Equatable {
        /// The call returns this value (an expression of the call's return type).
        case returns(SwiftCode)
        /// `ok`: a call that returns nothing returns normally.
        case returnsNothing
        /// `{ fail: Offline }`: the call throws an error whose description is this text.
        case fails(String)
    }

    /// One effect named in `pending`.
    public struct Pending: Sendable, Equatable {
        public var effect: String
        public var location: SourceLocation
        public init(effect: String, location: SourceLocation) {
            self.effect = effect
            self.location = location
        }
    }

    /// `searchItems(query: "tea", page: 2)`: one service call, by requirement name, with its arguments.
    public struct Call: Sendable, Equatable {
        /// The requirement's function name (`Signature.function`), not the effect's name.
        public var function: String
        /// In order; labels match the requirement's parameter labels (`nil` for `_`).
        public var arguments: [Argument]
        /// Where the call is written.
        public var location: SourceLocation

        public struct Argument: Sendable, Equatable {
            public var label: String?
            public var value: SwiftCode
            public init(label: String?, value: SwiftCode) {
                self.label = label
                self.value = value
            }
        }

        public init(function: String, arguments: [Argument], location: SourceLocation) {
            self.function = function
            self.arguments = arguments
            self.location = location
        }
    }
}
