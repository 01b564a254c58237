/// Stage 2 → 3: one validated feature spec. Every name here is a valid Swift identifier (unescaped:
/// code generation adds backticks where Swift needs them), every reference resolves, and every
/// Swift fragment taken from the spec keeps its spec position for `#sourceLocation`.
public struct Feature: Sendable, Equatable {
    /// `Order` → `OrderState`, `OrderAction`, `OrderReducer`, `OrderServiceProtocol`, `AppState.order`.
    public var name: String
    /// The spec file as the user named it (relative paths stay relative); printed in generated headers.
    public var specPath: String
    public var access: AccessLevel
    /// Extra modules the generated files import (Foundation is always imported).
    public var imports: [String]
    public var fields: [StateField]
    /// User actions, sent by the view.
    public var actions: [Message]
    /// Async results, sent back by effects.
    public var results: [Message]
    public var effects: [Effect]
    public var models: [Model]
    /// Enum-shaped state types (`idle / loading / loaded([Order]) / failed(String)`), nested in the state.
    public var enums: [StateEnum]
    /// Example values for tests, by type name (`Order` → `Order(id: 1, title: "Coffee")`).
    public var fixtures: [Fixture]
    /// Concrete scenarios, each replayed by a generated test (see `Example`).
    public var examples: [Example]
    /// Optional `doc:` text of the feature, written as `///` on its state.
    public var doc: String?
    /// `input:` — fields the screen that opens this one gives (they may have no default), in spec order.
    public var inputs: [String] = []
    /// `navigation:` — the screens this one opens.
    public var destinations: [Destination] = []
    public var location: SourceLocation

    public init(
        name: String, specPath: String, access: AccessLevel = .internal, imports: [String] = [],
        fields: [StateField] = [], actions: [Message] = [], results: [Message] = [], effects: [Effect] = [],
        models: [Model] = [], enums: [StateEnum] = [], fixtures: [Fixture] = [], examples: [Example] = [],
        doc: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.doc = doc
        self.specPath = specPath
        self.access = access
        self.imports = imports
        self.fields = fields
        self.actions = actions
        self.results = results
        self.effects = effects
        self.models = models
        self.enums = enums
        self.fixtures = fixtures
        self.examples = examples
        self.location = location
    }
}

public enum AccessLevel: String, Sendable, Equatable {
    case `internal`, `public`
}

/// A Swift type or expression copied from the spec, with where it was written.
public struct SwiftCode: Sendable, Equatable, CustomStringConvertible {
    public var text: String
    public var location: SourceLocation
    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }
    public var description: String { text }
}

/// `orders: "[Order] = []"`. A field without default must have an optional type (it starts as nil).
public struct StateField: Sendable, Equatable {
    public var name: String
    public var type: SwiftCode
    public var defaultValue: SwiftCode?
    /// Optional `doc:` text (long form), written as `///` on the field.
    public var doc: String?
    /// The shared store that holds the field (long form `store: OrderStore`): the `svvs` style keeps it
    /// there, so every screen naming the store shares it; the other styles keep every field in the
    /// feature's state. The name is where the spec wrote it.
    public var store: StoreName?
    public var location: SourceLocation
    public init(
        name: String, type: SwiftCode, defaultValue: SwiftCode?, doc: String? = nil, store: StoreName? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.doc = doc
        self.store = store
        self.location = location
    }
}

/// A shared store's name as a field's `store:` key gives it, with its place in the spec.
public struct StoreName: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
    public init(_ name: String, at location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// A user action or an async result: a case of the feature's action enum.
public struct Message: Sendable, Equatable {
    public var name: String
    public var payload: Payload
    /// The declared transition: `nil` when the spec has no `set` (the reducer then calls a hook the
    /// developer implements); an empty array for `set: {}` (declared: changes nothing).
    public var assignments: [Assignment]?
    /// The effect this message triggers after the reducer ran.
    public var effect: String?
    /// `cancel:` — effects whose runs in flight this message cancels (after the reducer, before `effect`).
    public var cancels: [String]
    /// `trigger:` — view events that send this action (no payload; actions only).
    public var triggers: [Trigger]
    /// `when:` — a Bool over the state before the message and its payload. False: the message is
    /// ignored (no `set`, no transition, no `cancel`, no effect), as a `guard` at the top of a reducer.
    public var condition: SwiftCode?
    /// Optional `doc:` text, copied into a doc comment.
    public var doc: String?
    /// `open:` — the destination this message opens, after its `set`.
    public var opens: Opening?
    /// `dismiss: true` — the message asks the screen that opened this one to close it.
    public var dismisses = false
    /// `close:` — destinations of this feature that the message closes, each where the spec names it.
    public var closes: [Closing] = []
    public var location: SourceLocation
    public init(
        name: String, payload: Payload = .none, assignments: [Assignment]? = nil, effect: String? = nil,
        cancels: [String] = [], triggers: [Trigger] = [], condition: SwiftCode? = nil, doc: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.payload = payload
        self.assignments = assignments
        self.effect = effect
        self.cancels = cancels
        self.triggers = triggers
        self.condition = condition
        self.doc = doc
        self.location = location
    }
}

/// A view event that sends an action by itself: `trigger: appear` (`.task`), `refresh` (`.refreshable`),
/// `disappear` (`.onDisappear`).
public enum Trigger: String, Sendable, Equatable, CaseIterable {
    case appear, refresh, disappear
}

public enum Payload: Sendable, Equatable {
    case none
    /// `payload: Order` — bound as `payload` in `set` expressions and effect arguments.
    case single(SwiftCode)
    /// `payload: { query: String, page: Int }` — each value bound by its label.
    case labelled([LabelledValue])
}

public struct LabelledValue: Sendable, Equatable {
    public var label: String
    public var type: SwiftCode
    public init(label: String, type: SwiftCode) {
        self.label = label
        self.type = type
    }
}

/// `field: expression` in a `set`, applied in spec order.
public struct Assignment: Sendable, Equatable {
    public var field: String
    public var value: SwiftCode
    public init(field: String, value: SwiftCode) {
        self.field = field
        self.value = value
    }
}

/// A side effect: one requirement of the feature's service protocol, run by the store.
public struct Effect: Sendable, Equatable {
    public var name: String
    public var call: Signature
    /// Argument expressions by parameter name. Parameters not listed here are filled by name from
    /// the triggering message's payload, then from the state (`state.<name>`).
    public var arguments: [Argument]
    /// Result sent with the returned value (or with no payload when the call returns nothing).
    public var success: String?
    /// What happens when the call throws.
    public var failure: Failure
    /// What starting the effect again does to a run still in flight.
    public var policy: Policy
    /// `debounce:` — how long a run waits, in milliseconds, before it calls; a newer run in the
    /// meantime replaces it, so a burst of triggers calls once. nil: the call goes out at once.
    public var debounceMilliseconds: Int?
    /// `throttle:` — in milliseconds, how long after a run called a new run calls nothing (leading edge:
    /// the first trigger calls at once, the ones within the window only apply their `set`). nil: no window.
    public var throttleMilliseconds: Int?
    /// The call returns an `AsyncStream` or `AsyncThrowingStream`: the run sends `success` (the spec's
    /// `element:`) for each element, then `finished` when the stream ends. nil for a call that answers once.
    public var stream: Stream?
    /// Optional `doc:` text, written as `///` on the service requirement.
    public var doc: String?
    public var location: SourceLocation

    public enum Policy: String, Sendable, Equatable, CaseIterable {
        /// The default: a new run cancels the one in flight (the newest answer wins; search as you type).
        case latest
        /// Every run goes on; none is cancelled by a newer one.
        case parallel
    }

    /// What a stream call yields and how it ends.
    public struct Stream: Sendable, Equatable {
        /// `ChatMessage` in `AsyncStream<ChatMessage>`.
        public var element: SwiftCode
        /// `AsyncThrowingStream`: iterating it can throw, which sends `failure`.
        public var isThrowing: Bool
        /// `finished:` — the result sent when the stream ends without an error; nil for none.
        public var finished: String?
        public init(element: SwiftCode, isThrowing: Bool, finished: String? = nil) {
            self.element = element
            self.isThrowing = isThrowing
            self.finished = finished
        }
    }

    /// What the call answers with, as its success result carries it: the stream's element, or the
    /// returned value (nil for none).
    public var response: SwiftCode? { stream?.element ?? call.returnType }

    /// What a test double answers the call with: the returned value, or a stream's elements as an array.
    public var answerType: String? { stream.map { "[\($0.element.text)]" } ?? call.returnType?.text }

    /// Whether running the effect can throw: a throwing call, or a throwing stream.
    public var canFail: Bool { call.isThrowing || stream?.isThrowing == true }

    public enum Failure: Sendable, Equatable {
        /// The call does not throw.
        case none
        /// Send this result; its payload (if any) is built from the error.
        case result(String)
        /// `failure: ignore` — errors are dropped on purpose.
        case ignore
    }

    public init(
        name: String, call: Signature, arguments: [Argument] = [], success: String? = nil,
        failure: Failure = .none, policy: Policy = .latest, debounceMilliseconds: Int? = nil,
        throttleMilliseconds: Int? = nil, stream: Stream? = nil, doc: String? = nil, location: SourceLocation
    ) {
        self.name = name
        self.call = call
        self.arguments = arguments
        self.success = success
        self.failure = failure
        self.policy = policy
        self.debounceMilliseconds = debounceMilliseconds
        self.throttleMilliseconds = throttleMilliseconds
        self.stream = stream
        self.doc = doc
        self.location = location
    }
}

public struct Argument: Sendable, Equatable {
    public var parameter: String
    public var value: SwiftCode
    public init(parameter: String, value: SwiftCode) {
        self.parameter = parameter
        self.value = value
    }
}

/// `fetchOrders(for id: Int) async throws -> [Order]`, parsed.
public struct Signature: Sendable, Equatable {
    public var function: String
    public var parameters: [Parameter]
    public var isAsync: Bool
    public var isThrowing: Bool
    /// `nil` for `Void` / no arrow.
    public var returnType: SwiftCode?
    public var location: SourceLocation

    public struct Parameter: Sendable, Equatable {
        /// External label; `nil` for `_`.
        public var label: String?
        /// Internal name (equal to the label unless both are written).
        public var name: String
        public var type: SwiftCode
        public init(label: String?, name: String, type: SwiftCode) {
            self.label = label
            self.name = name
            self.type = type
        }
    }

    public init(
        function: String, parameters: [Parameter], isAsync: Bool, isThrowing: Bool, returnType: SwiftCode?,
        location: SourceLocation
    ) {
        self.function = function
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.location = location
    }
}

/// A value type the feature owns: `Order: { id: Int, title: String }` → `struct Order: Equatable, Sendable, Identifiable?`.
public struct Model: Sendable, Equatable {
    public var name: String
    public var fields: [ModelField]
    /// Extra protocols from the long form's `conforms:` (`Codable`, `Hashable`), after the implicit ones.
    public var conformances: [String]
    /// Optional `doc:` text (long form), written as `///` on the struct.
    public var doc: String?
    public var location: SourceLocation
    public init(
        name: String, fields: [ModelField], conformances: [String] = [], doc: String? = nil, location: SourceLocation
    ) {
        self.name = name
        self.fields = fields
        self.conformances = conformances
        self.doc = doc
        self.location = location
    }

    /// A model with an `id` field is `Identifiable`.
    public var isIdentifiable: Bool { fields.contains { $0.name == "id" } }
}

public struct ModelField: Sendable, Equatable {
    public var name: String
    public var type: SwiftCode
    public init(name: String, type: SwiftCode) {
        self.name = name
        self.type = type
    }
}

/// Enum-shaped state: `Phase: [idle, loading, "loaded([Order])", "failed(String)"]`.
public struct StateEnum: Sendable, Equatable {
    public var name: String
    public var cases: [Case]
    public var location: SourceLocation

    public struct Case: Sendable, Equatable {
        public var name: String
        /// Associated value types, in order, and their labels (nil: unlabelled; as many as types).
        public var associatedTypes: [SwiftCode]
        public var labels: [String?]
        public init(name: String, associatedTypes: [SwiftCode] = [], labels: [String?]? = nil) {
            self.name = name
            self.associatedTypes = associatedTypes
            self.labels = labels ?? associatedTypes.map { _ in nil }
        }

        /// `name`, or `name(id: value, value)`: the case with these values, each after its label.
        public func written(_ values: [String], prefix: String = "") -> String {
            let name = prefix + SwiftNames.escaped(name)
            guard !values.isEmpty else { return name }
            return "\(name)(\(SwiftNames.argumentList(zip(labels, values).map { ($0, $1) })))"
        }
    }

    public init(name: String, cases: [Case], location: SourceLocation) {
        self.name = name
        self.cases = cases
        self.location = location
    }
}

/// `fixtures: { Order: 'Order(id: 1, title: "Coffee")' }`: an example value for tests.
public struct Fixture: Sendable, Equatable {
    public var type: String
    public var value: SwiftCode
    public init(type: String, value: SwiftCode) {
        self.type = type
        self.value = value
    }
}
