/// Which `@State` stays in the view instead of moving into the spec (issue 24, "store or view"):
/// transient UI state that no reducer, test or other screen needs. The rule, first match wins:
/// 1. usage: the view feeds it from a measurement or a pointer event (assigned in `.onGeometryChange`,
///    `.onScrollGeometryChange`, `.onPreferenceChange`, `.onHover`, `.onContinuousHover`, a gesture's
///    `.onChanged`, or from a `GeometryReader`'s proxy);
/// 2. type: a geometry value (`CGSize`, `CGPoint`, `CGRect`, `Angle`, `ScrollViewProxy` …, also inside
///    an optional or a collection);
/// 3. name: a word of it says hover, drag, press(ing) (not `pressed`: a press that happened, e.g. a
///    submit attempt, is business), animation, expanded/collapsed, focus, popover or
///    tooltip; or a layout number (`CGFloat`, `Double`) is named offset, width, height, scale, …
/// Everything else is business state and goes into the spec.
struct ViewLocalState {
    let stream: TokenStream
    let view: TypeDeclaration
    /// The view's `@State` names, for finding what its modifiers assign.
    let stateNames: Set<String>

    /// Layout values: nothing outside the view reads them.
    static let geometryTypes: Set<String> = [
        "CGSize", "CGPoint", "CGRect", "CGVector", "CGAffineTransform", "Angle", "UnitPoint", "EdgeInsets",
        "ScrollViewProxy", "GeometryProxy", "ScrollPosition",
    ]
    /// Name words of transient interaction state, whatever the type (`isHovering`, `expandedSections`).
    static let transientWords: [String: String] = [
        "hover": "hover", "hovering": "hover", "hovered": "hover",
        "drag": "drag", "dragging": "drag", "dragged": "drag",
        "press": "press", "pressing": "press",
        "animate": "animation", "animating": "animation", "animated": "animation", "animation": "animation",
        "expand": "expanded/collapsed", "expanded": "expanded/collapsed",
        "collapse": "expanded/collapsed", "collapsed": "expanded/collapsed",
        "focus": "focus", "focused": "focus",
        "popover": "a popover", "tooltip": "a tooltip",
    ]
    /// Name words of a layout number (only with a `CGFloat`/`Double`/`Float` type: `offset: Int` pages data).
    static let layoutWords: Set<String> = [
        "offset", "offsets", "width", "height", "scale", "rotation", "angle", "location", "position", "scroll", "zoom",
    ]
    static let layoutNumbers: Set<String> = ["CGFloat", "Double", "Float"]
    /// Modifiers whose closures report measurements or pointer events.
    static let feedingModifiers: Set<String> = [
        "onGeometryChange", "onScrollGeometryChange", "onPreferenceChange", "onHover", "onContinuousHover", "onChanged",
    ]

    init(stream: TokenStream, view: TypeDeclaration, stateNames: Set<String>) {
        self.stream = stream
        self.view = view
        self.stateNames = stateNames
        fedBy = Self.fedStates(stream: stream, view: view, stateNames: stateNames)
    }

    /// State name → the modifier (or `GeometryReader`) that assigns it.
    private let fedBy: [String: String]

    /// Why the `@State` `name` of `type` stays in the view, or nil when it belongs in the spec.
    func reason(name: String, type: String?) -> String? {
        if let feeder = fedBy[name] {
            return feeder == "GeometryReader" ? "measured by a `GeometryReader`" : "set by `.\(feeder)` (view-local)"
        }
        let typeNames = type.map(ModelCollector.typeNames) ?? []
        if let geometry = typeNames.first(where: Self.geometryTypes.contains) {
            return "a layout value (`\(geometry)`)"
        }
        let words = Self.words(name)
        if let word = words.first(where: { Self.transientWords[$0] != nil }), let what = Self.transientWords[word] {
            return "transient UI state (\(what))"
        }
        if typeNames.contains(where: Self.layoutNumbers.contains), let word = words.first(where: Self.layoutWords.contains) {
            return "a layout number (\(word))"
        }
        return nil
    }

    /// `isTaskPopOverPresented` → `is`, `task`, `pop`, `over`, `presented`, plus each two neighbours
    /// joined (`popover`), lower-cased.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase || character == "_", !current.isEmpty {
                words.append(current)
                current = ""
            }
            if character != "_" { current.append(Character(character.lowercased())) }
        }
        if !current.isEmpty { words.append(current) }
        return words + zip(words, words.dropFirst()).map { $0 + $1 }
    }

    /// States the view assigns in a feeding modifier's closures, or from a `GeometryReader`'s proxy.
    private static func fedStates(stream: TokenStream, view: TypeDeclaration, stateNames: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        for index in view.ownBody where stream[index].kind == .identifier {
            let name = stream[index].text
            let isModifier = feedingModifiers.contains(name) && stream[index - 1].isSymbol(".")
            guard isModifier || name == "GeometryReader" else { continue }
            var end = index + 1
            var proxy: String?
            // The call's arguments and trailing closures, labelled ones too (`{ … } action: { … }`).
            while true {
                if stream[end].kind == .identifier, stream[end + 1].isSymbol(":"), stream[end + 2].isSymbol("{") { end += 2 }
                guard stream[end].isSymbol("(") || stream[end].isSymbol("{") else { break }
                if stream[end].isSymbol("{"), stream[end + 2].isKeyword("in") { proxy = stream[end + 1].text }
                guard let close = stream.closing(end) else { break }
                end = close + 1
            }
            for target in assignments(stream: stream, in: (index + 1)..<end, to: stateNames) where result[target.name] == nil {
                // In a `GeometryReader` only a value read from its proxy is a measurement.
                if name == "GeometryReader", proxy == nil || stream[target.valueIndex].text != proxy { continue }
                result[target.name] = name
            }
        }
        return result
    }

    /// `name = …` and `self.name = …` in `range`, with where the value starts.
    private static func assignments(
        stream: TokenStream, in range: Range<Int>, to names: Set<String>
    ) -> [(name: String, valueIndex: Int)] {
        range.compactMap { index in
            let token = stream[index]
            guard token.kind == .identifier, names.contains(token.text), stream[index + 1].isSymbol("=") else { return nil }
            let previous = stream[index - 1]
            if previous.isSymbol("."), !stream[index - 2].isKeyword("self") { return nil }
            return (token.text, index + 2)
        }
    }
}
