/// The developer's files checked against the run's navigation. When a spec starts pushing another
/// screen, code written before no longer fits. TCA: the app's view still scopes the opened screen's
/// state out of the root (which no longer holds it), a preview still makes the opened screen's state
/// without the input it now takes. skill: a view still reads the opened screen's state as if it were
/// always there (it is `nil` until opened), and the preview state still sets its fields. TCA: the
/// opener is still shown without the stack its pushes appear on. Each site is reported with what to
/// write instead.
extension OwnedFileCheck {
    /// The run's features looked up the ways the developer's files name them, built once per run.
    struct NavigationSites {
        let graph: NavigationGraph
        let byProperty: [String: Feature]
        let byState: [String: Feature]
        let byView: [String: Feature]
        /// skill: the store's property for each screen another one opens (`orderDetailState`).
        let bySlot: [String: Feature]

        /// Nil when the style generates no stacks or no spec opens another screen: nothing to check.
        init?(features: [Feature], table: OutputStyle) {
            let graph = NavigationGraph(features: features)
            guard table.navigation.contains(.push), !graph.isEmpty else { return nil }
            self.graph = graph
            byProperty = Dictionary(features.map { (table.statePropertyName($0.name), $0) }) { first, _ in first }
            byState = Dictionary(features.map { (table.name(table.names.state, feature: $0.name), $0) }) { first, _ in first }
            byView = Dictionary(features.map { ($0.name + "View", $0) }) { first, _ in first }
            let opened = features.filter { table.navigatesFromRoot && graph.isOpened($0.name) }
            bySlot = Dictionary(opened.map { (SwiftNames.lowerCamel($0.name) + "State", $0) }) { first, _ in first }
        }
    }

    static func navigationProblems(in source: Source, sites: NavigationSites) -> [Problem] {
        let tokens = source.tokens
        var problems = slotProblems(in: source, sites: sites)
        // `state: \.orderDetail, action: \.orderDetail` is one link: reported once.
        var reported: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            // `\.orderDetail`: the root's property for a screen another one opens now.
            if index >= 2, tokens[index - 1].isSymbol("."), tokens[index - 2].isSymbol("\\"),
                let feature = sites.byProperty[token.identifierName], let opener = sites.graph.opener(of: feature.name)
            {
                guard reported.insert(feature.name).inserted else { continue }
                problems.append(Problem(
                    offset: token.offset,
                    message: "the app no longer holds `\(token.identifierName)`: `\(opener.feature)` opens `\(feature.name)` "
                        + "(`\(opener.destination.name)`), and its state is on `\(opener.feature)`'s stack",
                    fix: "remove this link; `\(opener.feature)Stack` shows `\(feature.name)` when `\(opener.feature)` pushes it"))
                continue
            }
            // `OrderDetailFeature.State()`: the state of a screen that takes inputs now.
            if index + 3 < tokens.count, tokens[index + 1].isSymbol("."), tokens[index + 2].identifierName == "State",
                tokens[index + 3].isSymbol("("), index + 4 < tokens.count, tokens[index + 4].isSymbol(")"),
                let feature = sites.byState[token.text + ".State"], !feature.inputs.isEmpty
            {
                let inputs = feature.inputs.map { name in
                    "\(name): \(feature.fields.first { $0.name == name }?.type.text ?? "…")"
                }
                problems.append(Problem(
                    offset: token.offset,
                    message: "`\(token.text).State()` no longer compiles: `\(feature.name)` takes "
                        + inputs.map { "`\($0)`" }.joined(separator: ", ") + " from the screen that opens it",
                    fix: "give it a value: `\(token.text).State(" + feature.inputs.map { "\($0): …" }.joined(separator: ", ") + ")`"))
                continue
            }
            // `OrderListView(store: store.scope(…))`: a screen that pushes, shown without its stack.
            if token.text.hasSuffix("View"), index + 6 < tokens.count, tokens[index + 1].isSymbol("("),
                tokens[index + 2].identifierName == "store", tokens[index + 5].isSymbol("."),
                tokens[index + 6].identifierName == "scope",
                let feature = sites.byView[token.text], feature.ownsStack
            {
                problems.append(Problem(
                    offset: token.offset,
                    message: "`\(token.text)` is shown without its navigation stack: the screens `\(feature.name)` "
                        + "pushes never appear",
                    fix: "show `\(feature.name)Stack(store: …)` here, with the same store", compiles: true))
            }
        }
        return problems
    }

    /// skill: the opened screen's state is an optional slot of the root, present while it is open.
    private static func slotProblems(in source: Source, sites: NavigationSites) -> [Problem] {
        guard !sites.bySlot.isEmpty else { return [] }
        let tokens = source.tokens
        var problems: [Problem] = []
        var reported: Set<String> = []
        for index in tokens.indices.dropFirst(2) where tokens[index].kind == .identifier {
            let token = tokens[index]
            let follows = index + 1 < tokens.count ? tokens[index + 1] : nil
            guard tokens[index - 1].isSymbol(".") else { continue }
            let base = tokens[index - 2].identifierName
            // `store.orderDetailState.order`, `let state = store.orderDetailState`: read as if always there.
            if base == "store", let feature = sites.bySlot[token.text], let opener = sites.graph.opener(of: feature.name) {
                let assigned = index >= 3 && tokens[index - 3].isSymbol("=")
                // `if let state = store.orderDetailState` (or `guard let`, `, let`) is the right way to read it.
                let unwrapped = assigned && index >= 6 && tokens[index - 5].text == "let"
                    && ["if", "guard", ","].contains(tokens[index - 6].text)
                guard follows?.isSymbol(".") == true || (assigned && !unwrapped) else { continue }
                guard reported.insert(token.text).inserted else { continue }
                problems.append(Problem(
                    offset: tokens[index - 2].offset,
                    message: "`store.\(token.text)` is optional now: `\(opener.feature)` opens `\(feature.name)` "
                        + "(`\(opener.destination.name)`), and its state exists only while it is open",
                    fix: "unwrap it once: `if let state = store.\(token.text) { … }`"))
            }
            // `state.orderDetail.order = …` (the preview state): the slot is `nil` until opened.
            if base == "state", follows?.isSymbol(".") == true, let feature = sites.bySlot[token.text + "State"],
                let opener = sites.graph.opener(of: feature.name), reported.insert("state." + token.text).inserted
            {
                let inputs = feature.inputs.map { "\($0): …" }.joined(separator: ", ")
                let stack = SwiftNames.lowerCamel(opener.feature)
                problems.append(Problem(
                    offset: tokens[index - 2].offset,
                    message: "`state.\(token.text)` is `nil` until `\(opener.feature)` opens `\(feature.name)` "
                        + "(`\(opener.destination.name)`)",
                    fix: "open it first: `state.navigation.\(stack) = [.\(opener.destination.name)]` and "
                        + "`state.\(token.text) = \(feature.name)State(\(inputs))`"))
            }
        }
        return problems
    }
}
