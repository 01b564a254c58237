/// `navigation:` in a spec: a screen this feature opens, under a name of its own (`detail`).
public struct Destination: Sendable, Equatable {
    /// The destination's name (`detail`): the `open:` key, the case of the generated route.
    public var name: String
    public var kind: Kind
    /// The feature it shows (`OrderDetail`), with where the spec names it.
    public var feature: String
    public var featureLocation: SourceLocation
    public var location: SourceLocation

    /// How the screen appears. `alert` and `confirmationDialog` are refused by `validate` so far.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// Onto this feature's navigation stack.
        case push
        /// Over this feature, one at a time: its `destination`.
        case sheet, fullScreenCover, popover
        case alert, confirmationDialog

        /// Shown over the feature as its one `destination` (a sheet, a cover or a popover).
        public var isPresentation: Bool { self == .sheet || self == .fullScreenCover || self == .popover }
    }

    public init(name: String, kind: Kind, feature: String, featureLocation: SourceLocation, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.feature = feature
        self.featureLocation = featureLocation
        self.location = location
    }
}

/// `open: detail`, `open: { detail: payload }` or `open: { detail: { order: payload, note: '""' } }` on a
/// message: the destination to open and the values of the opened feature's inputs.
public struct Opening: Sendable, Equatable {
    public var destination: String
    public var values: Values
    /// Where the destination's name is written.
    public var location: SourceLocation

    public enum Values: Sendable, Equatable {
        /// `open: detail`: the opened feature takes no input.
        case none
        /// `open: { detail: payload }`: its one input.
        case single(SwiftCode)
        /// `open: { detail: { order: payload } }`: its inputs by name.
        case labelled([(label: String, value: SwiftCode)])

        public static func == (lhs: Values, rhs: Values) -> Bool {
            switch (lhs, rhs) {
            case (.none, .none): true
            case (.single(let a), .single(let b)): a == b
            case (.labelled(let a), .labelled(let b)): a.map(\.label) == b.map(\.label) && a.map(\.value) == b.map(\.value)
            default: false
            }
        }

        /// Every expression, in order.
        public var expressions: [SwiftCode] {
            switch self {
            case .none: []
            case .single(let value): [value]
            case .labelled(let values): values.map(\.value)
            }
        }
    }

    public init(destination: String, values: Values, location: SourceLocation) {
        self.destination = destination
        self.values = values
        self.location = location
    }

    /// The values in the order the opened feature lists its `inputs`, each with its input's name: what
    /// its state's initializer takes. (Validation has matched them: one value for one input, or each by name.)
    func arguments(forInputs inputs: [String]) -> [(label: String?, value: SwiftCode)] {
        switch values {
        case .none: []
        case .single(let value): [(inputs.first, value)]
        case .labelled(let values):
            inputs.compactMap { input in values.first { $0.label == input }.map { (input, $0.value) } }
        }
    }
}

/// `close: detail` (or a list) on a message of the opener: a destination it closes, whatever is open.
public struct Closing: Sendable, Equatable {
    public var destination: String
    public var location: SourceLocation

    public init(destination: String, location: SourceLocation) {
        self.destination = destination
        self.location = location
    }
}

/// Who opens whom across the features of a run, built once per run: validation reports a second
/// opener against it, the planner keeps opened screens off the app's root, and the owned-file check
/// names the opener of a screen the developer's code still treats as a root.
public struct NavigationGraph: Sendable {
    /// The feature that opens a screen and the destination it shows it through.
    public struct Opener: Sendable {
        public let feature: String
        public let destination: Destination
    }

    /// Per opened feature's name, the first destination of the run that shows it (a second one is an error).
    private let openers: [String: Opener]
    /// Per feature's name, the destinations it declares.
    private let destinations: [String: [Destination]]

    public init(features: [Feature]) {
        var openers: [String: Opener] = [:]
        var destinations: [String: [Destination]] = [:]
        for feature in features {
            for destination in feature.destinations where openers[destination.feature] == nil {
                openers[destination.feature] = Opener(feature: feature.name, destination: destination)
            }
            if !feature.destinations.isEmpty, destinations[feature.name] == nil {
                destinations[feature.name] = feature.destinations
            }
        }
        self.openers = openers
        self.destinations = destinations
    }

    /// What `feature` opens: its destinations (none for a feature the run does not have).
    public func destinations(of feature: String) -> [Destination] { destinations[feature] ?? [] }

    public func opener(of feature: String) -> Opener? { openers[feature] }

    /// Whether some feature opens `feature`: its state lives with its opener, not on the app's root.
    public func isOpened(_ feature: String) -> Bool { openers[feature] != nil }

    /// Whether any feature of the run opens another.
    public var isEmpty: Bool { openers.isEmpty }
}

extension Feature {
    /// Whether a message of this feature asks its opener to close it (`dismiss: true`).
    public var dismissesItself: Bool { (actions + results).contains { $0.dismisses } }

    /// Whether this feature pushes screens: it owns a navigation stack.
    public var ownsStack: Bool { destinations.contains { $0.kind == .push } }

    /// Whether this feature presents screens (sheets, covers, popovers): it has a `destination`.
    public var presents: Bool { destinations.contains { $0.kind.isPresentation } }

    /// The destination named `name`, if this feature declares it.
    public func destination(named name: String) -> Destination? { destinations.first { $0.name == name } }

    /// Whether the destination named `name` is one this feature presents (not one it pushes).
    public func isPresentation(_ name: String) -> Bool { destination(named: name)?.kind.isPresentation ?? false }

    /// The message that opens a screen once `message` is sent: itself, or a result its effect sends
    /// (and so on); nil when sending it opens nothing.
    func opener(reachedFrom message: String) -> Message? {
        let messages = actions + results
        guard messages.contains(where: { $0.opens != nil }) else { return nil }
        var seen: Set<String> = []
        func search(_ name: String) -> Message? {
            guard seen.insert(name).inserted, let message = messages.first(where: { $0.name == name }) else { return nil }
            if message.opens != nil { return message }
            guard let effect = effects.first(where: { $0.name == message.effect }) else { return nil }
            var next = [effect.success, effect.stream?.finished].compactMap { $0 }
            if case .result(let failure) = effect.failure { next.append(failure) }
            for name in next {
                if let found = search(name) { return found }
            }
            return nil
        }
        return search(message)
    }
}
