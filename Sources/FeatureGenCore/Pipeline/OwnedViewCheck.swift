/// The messages the developer's views send, checked against the new plan. Views are written once:
/// when a message gains a payload, loses one, or is renamed or removed, a view still sends the old
/// shape (`.recipeTapped` for `case recipeTapped(Recipe)`), which Linux never compiles and Xcode
/// refuses. Each send of the wrong shape is reported at its site with the shape to send.
extension OwnedFileCheck {
    /// How a style's views send a message.
    enum SendForm {
        /// `store.send(.load)`, `store.send(.order(.load))`: a case of the feature's action enum.
        case enumCase
        /// `OrderLoadAction()` (middleware), `viewState.onLoad()` (svvs): a name per message, from the
        /// style's message pattern, always called.
        case named(prefix: String, suffix: String, singleLabel: String)

        init(table: OutputStyle, feature: Feature) {
            let pattern = table.names.message
            guard let marker = pattern.range(of: "{M}") else {
                self = .enumCase
                return
            }
            // A message struct's memberwise init (`OrderClearAction(payload:)`) labels its one value; a
            // method (`onClear(_:)`) does not.
            self = .named(
                prefix: OutputStyle.fill(String(pattern[..<marker.lowerBound]), feature: feature.name),
                suffix: String(pattern[marker.upperBound...]),
                singleLabel: table.names.message.hasSuffix("Action") ? "payload" : "_")
        }
    }

    /// The send sites of `feature`'s messages in the file (`fileFeature`: the feature whose view the file
    /// is, for the sends that do not name their feature), with what is wrong with each.
    /// `features` by name and `cases` by their app action case (`.order(.load)`), built once per run.
    static func sendProblems(
        in source: Source, fileFeature: Feature?, features: [String: Feature], cases: [String: Feature],
        table: OutputStyle
    ) -> [Problem] {
        let tokens = source.tokens
        var problems: [Problem] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let site = site(
                at: index, in: tokens, fileFeature: fileFeature, features: features, cases: cases, table: table)
            else { continue }
            let form = SendForm(table: table, feature: site.feature)
            let messages = site.feature.actions + site.feature.results
            let name = site.name.identifierName
            // A named form writes the message's name capitalized (`F19Type2Action` for `Type2` or `type2`).
            var isNamed = false
            if case .named = form { isNamed = true }
            let message = messages.first { $0.name == name }
                ?? messages.first { isNamed && SwiftNames.upperFirst($0.name) == SwiftNames.upperFirst(name) }
            guard let message else {
                // A name the spec no longer has. svvs's `on…` methods look like SwiftUI's `onAppear`: called on
                // anything but the view's `viewState`, only the spec's own names are judged.
                if case .named = form, !site.isSurelyASend { continue }
                let known = site.feature.actions.map(\.name).joined(separator: ", ")
                problems.append(Problem(
                    offset: site.name.offset,
                    message: "`\(site.name.text)` is no message of \(site.feature.name) any more: the spec renamed or removed it",
                    fix: "send one of the spec's actions: \(known)"))
                continue
            }
            guard site.labels != expectedLabels(message, form: form) else { continue }
            let shape = sendShape(message, form: form)
            problems.append(Problem(
                offset: site.name.offset,
                message: "`\(site.name.text)` is sent with the wrong shape: the spec's `\(message.name)` is now sent as `\(shape)`",
                fix: "send `\(shape)` here"))
        }
        return problems
    }

    /// A view that never sends an action the spec sends on a view event (`trigger: appear`): it still
    /// builds, but the action's work (a load, a stream) never starts. Reported once per action, at the
    /// file's first type, as a warning.
    static func triggerProblems(
        in source: Source, fileFeature: Feature, features: [String: Feature], cases: [String: Feature],
        table: OutputStyle
    ) -> [Problem] {
        let tokens = source.tokens
        var sent: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let site = site(
                at: index, in: tokens, fileFeature: fileFeature, features: features, cases: cases, table: table),
                site.feature.name == fileFeature.name
            else { continue }
            sent.insert(SwiftNames.upperFirst(site.name.identifierName))
        }
        let typeName = tokens.indices.dropLast().first { tokens[$0].text == "struct" }.map { tokens[$0 + 1] }
        let events = ["appear": "`.task { … }`", "refresh": "`.refreshable { … }`", "disappear": "`.onDisappear { … }`"]
        return fileFeature.actions.filter { !$0.triggers.isEmpty && !sent.contains(SwiftNames.upperFirst($0.name)) }
            .map { action in
                let triggers = action.triggers.map(\.rawValue)
                let work = action.effect.map { ": nothing starts `\($0)`" } ?? ""
                return Problem(
                    offset: typeName?.offset ?? 0,
                    message: "`\(typeName?.text ?? "this view")` never sends `\(action.name)`, which the spec sends on "
                        + triggers.map { "`\($0)`" }.joined(separator: " and ") + work,
                    fix: "send it from " + triggers.compactMap { events[$0] }.joined(separator: " and ")
                        + ", as a view featuregen writes afresh does",
                    compiles: true)
            }
    }

    private struct Site {
        var feature: Feature
        var name: SwiftToken
        /// The arguments' labels (`_` for none), nil without an argument list.
        var labels: [String]?
        /// Whether the site is surely a send of the feature's messages: it names the feature
        /// (`.order(.load)`, `OrderLoadAction`) or calls the `viewState` featuregen's view keeps, so a
        /// name the spec does not have is a message it dropped.
        var isSurelyASend: Bool
    }

    private static func site(
        at index: Int, in tokens: [SwiftToken], fileFeature: Feature?, features: [String: Feature],
        cases: [String: Feature], table: OutputStyle
    ) -> Site? {
        func labels(after name: Int) -> [String]? {
            guard name + 1 < tokens.count, tokens[name + 1].isSymbol("("),
                let close = SwiftDeclarations.matching(name + 1, in: tokens)
            else { return nil }
            return SwiftDeclarations.arguments(in: (name + 2)..<close, tokens: tokens).map { $0.label?.identifierName ?? "_" }
        }
        func isDot(_ at: Int) -> Bool { at < tokens.count && (tokens[at].isSymbol(".") || tokens[at].text == ".") }
        // After a dot, a keyword is a member's name too (`.async(…)`, `.set`).
        func isMember(_ at: Int) -> Bool { at < tokens.count && [.identifier, .keyword].contains(tokens[at].kind) }
        let token = tokens[index]
        // `send(.load)` or `send(.order(.load))`.
        if token.text == "send", index + 3 < tokens.count, tokens[index + 1].isSymbol("("), isDot(index + 2),
            isMember(index + 3)
        {
            let first = index + 3
            if let feature = cases[tokens[first].identifierName], case .enumCase = SendForm(table: table, feature: feature),
                first + 3 < tokens.count, tokens[first + 1].isSymbol("("), isDot(first + 2), isMember(first + 3)
            {
                return Site(feature: feature, name: tokens[first + 3], labels: labels(after: first + 3), isSurelyASend: true)
            }
            if let feature = fileFeature, case .enumCase = SendForm(table: table, feature: feature) {
                return Site(feature: feature, name: tokens[first], labels: labels(after: first), isSurelyASend: false)
            }
            return nil
        }
        // `OrderLoadAction(…)` (the feature is the longest name it starts with), `.onLoad(…)` (the file's).
        // Only a call can be one: most tokens are not, and are let go before the pattern is searched.
        guard index + 1 < tokens.count, tokens[index + 1].isSymbol("(") else { return nil }
        let pattern = table.names.message
        guard let marker = pattern.range(of: "{M}"), token.text.hasSuffix(pattern[marker.upperBound...]),
            let labels = labels(after: index)
        else { return nil }
        let head = String(pattern[..<marker.lowerBound])
        var candidates: [Feature] = []
        if head.contains("{F}") {
            let text = Array(token.text)
            for end in text.indices.reversed() where end > 0 && text[end].isUppercase {
                if let feature = features[String(text[..<end])] { candidates.append(feature) }
            }
        } else if let fileFeature, index > 0, isDot(index - 1) {
            candidates = [fileFeature]
        }
        for feature in candidates {
            guard case .named(let prefix, let suffix, _) = SendForm(table: table, feature: feature),
                token.text.count > prefix.count + suffix.count, token.text.hasPrefix(prefix),
                token.text.dropFirst(prefix.count).first?.isUppercase == true
            else { continue }
            var name = token
            name.text = lowerFirst(String(token.text.dropFirst(prefix.count).dropLast(suffix.count)))
            let onViewState = index >= 2 && tokens[index - 2].text == "viewState"
            return Site(feature: feature, name: name, labels: labels, isSurelyASend: head.contains("{F}") || onViewState)
        }
        return nil
    }

    private static func lowerFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

    /// The labels a send of `message` takes: nil for a payload-less case (`.load`).
    private static func expectedLabels(_ message: Message, form: SendForm) -> [String]? {
        switch (message.payload, form) {
        case (.none, .enumCase): nil
        case (.none, .named): []
        case (.single, .enumCase): ["_"]
        case (.single, .named(_, _, let label)): [label]
        case (.labelled(let values), _): values.map(\.label)
        }
    }

    /// `.clear(<Bool>)`, `OrderClearAction(payload: <Bool>)`: how the message is sent now.
    private static func sendShape(_ message: Message, form: SendForm) -> String {
        let values: [String]
        switch message.payload {
        case .none: values = []
        case .single(let type): values = [(expectedLabels(message, form: form)?.first.map { $0 == "_" ? "" : $0 + ": " } ?? "") + "<\(type.text)>"]
        case .labelled(let labelled): values = labelled.map { "\($0.label): <\($0.type.text)>" }
        }
        switch form {
        case .enumCase: return "." + message.name + (values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")")
        case .named(let prefix, let suffix, _):
            return prefix + SwiftNames.upperFirst(message.name) + suffix + "(" + values.joined(separator: ", ") + ")"
        }
    }
}

extension OwnedFileCheck {
    /// A view written before the store observed each feature's state on its own reads
    /// `store.state.order` (skill) or `store.state.orderState` (middleware): it still builds, but it
    /// observes the whole state, so it is updated after an action of any feature. Each such read is
    /// reported with the read to write instead (`store.orderState`). Styles whose views read
    /// `store.state` get nothing.
    static func stateReadProblems(in source: Source, features: [String: Feature], table: OutputStyle) -> [Problem] {
        guard !table.view.state.hasPrefix("store.state.") else { return [] }
        let tokens = source.tokens
        var problems: [Problem] = []
        for index in tokens.indices.dropLast(4) where tokens[index].kind == .identifier && tokens[index].text == "store" {
            let dot = tokens[index + 1], state = tokens[index + 2], dot2 = tokens[index + 3], name = tokens[index + 4]
            guard dot.text == ".", state.text == "state", dot2.text == ".",
                name.kind == .identifier || name.kind == .keyword,
                // Rare (old views only): looked up when found.
                let feature = features.values.first(where: { table.statePropertyName($0.name) == name.identifierName })
            else { continue }
            let property = table.view.filling(
                table.view.state, feature: feature.name, state: table.statePropertyName(feature.name))
            problems.append(Problem(
                offset: tokens[index].offset,
                message: "`store.state.\(name.text)` reads every feature's state: this view is updated after an action "
                    + "of any feature",
                fix: "read `\(property)` instead: it is updated after \(feature.name)'s actions only",
                compiles: true))
        }
        return problems
    }
}
