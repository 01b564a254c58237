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
        /// skill, middleware: each screen another one opens, by the last name of the paths that reach
        /// its slot.
        let slots: [String: [Slot]]
        let navigationProperty: String
        let table: OutputStyle
        /// TCA, skill: an opener's view applies the modifier that presents its sheets, called with these
        /// arguments (`(store)`, `()`); nil for a style that presents otherwise.
        let destinationsArguments: String?

        struct Slot {
            let feature: Feature
            let stateType: String
            /// Where a view reads it (`store`, `orderDetailState`; or through the whole state, `store`, `state`,
            /// `orderDetail`) and the preview state sets it (`state`, `orderDetail`).
            let viewReads: [[String]]
            let previewWrite: [String]
        }

        /// Nil when no spec opens another screen: nothing to check.
        init?(features: [Feature], table: OutputStyle) {
            let graph = NavigationGraph(features: features)
            guard !graph.isEmpty else { return nil }
            self.graph = graph
            byProperty = Dictionary(features.map { (table.statePropertyName($0.name), $0) }) { first, _ in first }
            byState = Dictionary(features.map { (table.name(table.names.state, feature: $0.name), $0) }) { first, _ in first }
            // `OrderListView`, and the middleware style's `OrderListScreenView`.
            byView = Dictionary(features.flatMap { [($0.name + "View", $0), ($0.name + "ScreenView", $0)] }) { first, _ in first }
            var slots: [String: [Slot]] = [:]
            for feature in features where table.navigatesFromRoot && graph.isOpened(feature.name) {
                let property = table.statePropertyName(feature.name)
                let read = table.view.filling(table.view.state, feature: feature.name, state: property)
                let wired = read.split(separator: ".").map(String.init)
                let slot = Slot(
                    feature: feature, stateType: table.name(table.names.state, feature: feature.name),
                    viewReads: wired == ["store", "state", property] ? [wired] : [wired, ["store", "state", property]],
                    previewWrite: ["state", property])
                for last in Set([wired.last ?? property, property]) { slots[last, default: []].append(slot) }
            }
            self.slots = slots
            navigationProperty = table.navigationProperty
            self.table = table
            // SVVS's view presents through its view state's bindings, with no modifier to look for.
            destinationsArguments = switch table.name {
            case .tca: "(store)"
            case .skill, .middleware: "()"
            case .svvs: nil
            }
        }
    }

    /// Where the modifier that presents goes: the view the container shows (skill), the screen's body.
    private static func destinationsHost(_ feature: String, _ style: OutputStyle.Name) -> String {
        switch style {
        case .skill: "the view `\(feature)ContainerView` shows"
        case .middleware: "the body of `\(feature)ScreenView`"
        case .svvs, .tca: "its body"
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
                let presented = opener.destination.kind.isPresentation
                problems.append(Problem(
                    offset: token.offset,
                    message: "the app no longer holds `\(token.identifierName)`: `\(opener.feature)` opens `\(feature.name)` "
                        + "(`\(opener.destination.name)`), and its state is "
                        + (presented ? "`\(opener.feature)`'s `destination`" : "on `\(opener.feature)`'s stack"),
                    fix: presented
                        ? "remove this link; `\(opener.feature)View` presents `\(feature.name)` (`.\(SwiftNames.lowerCamel(opener.feature))Destinations(store)`)"
                        : "remove this link; `\(opener.feature)Stack` shows `\(feature.name)` when `\(opener.feature)` pushes it"))
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
            // `struct OrderListView: View` of a screen that presents, without the modifier that presents.
            if let arguments = sites.destinationsArguments, index >= 1, tokens[index - 1].text == "struct", token.text.hasSuffix("View"),
                let feature = sites.byView[token.text], feature.presents
            {
                let modifier = SwiftNames.lowerCamel(feature.name) + "Destinations"
                if !tokens.contains(where: { $0.identifierName == modifier }) {
                    problems.append(Problem(
                        offset: token.offset,
                        message: "`\(token.text)` does not present what `\(feature.name)` presents: its "
                            + "sheets, covers and popovers never appear",
                        fix: "apply `.\(modifier)\(arguments)` to " + destinationsHost(feature.name, sites.table.name),
                        compiles: true))
                }
            }
        }
        return problems
    }

    /// skill, middleware: the opened screen's state is an optional slot of the root, present while it
    /// is open. A view reads it through the store (`store.orderDetailState`, `store.state.orderDetailState`),
    /// the preview state sets it (`state.orderDetail`, `state.orderDetailState`).
    private static func slotProblems(in source: Source, sites: NavigationSites) -> [Problem] {
        guard !sites.slots.isEmpty else { return [] }
        let tokens = source.tokens
        var problems: [Problem] = []
        var reported: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let slots = sites.slots[tokens[index].identifierName] else { continue }
            let follows = index + 1 < tokens.count ? tokens[index + 1] : nil
            for slot in slots {
                guard let opener = sites.graph.opener(of: slot.feature.name) else { continue }
                // A read through the store: `store.orderDetailState.order`, `let state = store.orderDetailState`.
                if let path = slot.viewReads.first(where: { start(of: $0, endingAt: index, in: tokens) != nil }),
                    let start = start(of: path, endingAt: index, in: tokens)
                {
                    // Its value taken whole: assigned, or passed (`mapStateToProps(state: store.state.orderDetailState)`).
                    let taken = start >= 1 && (tokens[start - 1].isSymbol("=") || tokens[start - 1].isSymbol(":"))
                    // `if let state = store.orderDetailState` (or `guard let`, `, let`) is the right way to read it.
                    let unwrapped = taken && start >= 4 && tokens[start - 1].isSymbol("=") && tokens[start - 3].text == "let"
                        && ["if", "guard", ","].contains(tokens[start - 4].text)
                    guard follows?.isSymbol(".") == true || (taken && !unwrapped) else { continue }
                    let read = path.joined(separator: ".")
                    guard reported.insert(read).inserted else { continue }
                    problems.append(Problem(
                        offset: tokens[start].offset,
                        message: "`\(read)` is optional now: `\(opener.feature)` opens `\(slot.feature.name)` "
                            + "(`\(opener.destination.name)`), and its state exists only while it is open",
                        fix: "unwrap it once: `if let state = \(read) { … }`"))
                }
                // `state.orderDetail.order = …` (the preview state): the slot is `nil` until opened. Not
                // the end of a longer path (`store.state.orderDetailState`).
                if follows?.isSymbol(".") == true, let start = start(of: slot.previewWrite, endingAt: index, in: tokens),
                    start == 0 || !tokens[start - 1].isSymbol(".")
                {
                    let write = slot.previewWrite.joined(separator: ".")
                    guard reported.insert(write).inserted else { continue }
                    let inputs = slot.feature.inputs.map { "\($0): …" }.joined(separator: ", ")
                    let names = AppNavigationNames(style: sites.table, features: [])
                    let destination = SwiftNames.escaped(opener.destination.name)
                    let open = opener.destination.kind.isPresentation
                        ? "\(names.presenter(opener.feature)) = .\(destination)"
                        : "\(names.stack(opener.feature)) = [.\(destination)]"
                    problems.append(Problem(
                        offset: tokens[start].offset,
                        message: "`\(write)` is `nil` until `\(opener.feature)` opens `\(slot.feature.name)` "
                            + "(`\(opener.destination.name)`)",
                        fix: "open it first: `state.\(sites.navigationProperty).\(open)` "
                            + "and `\(write) = \(slot.stateType)(\(inputs))`"))
                }
            }
        }
        return problems
    }

    /// Where `path` (`store`, `state`, `orderDetailState`) is written as a member chain ending at the
    /// token `end`: the index of its first token.
    private static func start(of path: [String], endingAt end: Int, in tokens: [SwiftToken]) -> Int? {
        let start = end - 2 * (path.count - 1)
        guard start >= 0 else { return nil }
        for (offset, name) in path.enumerated() {
            let index = start + 2 * offset
            guard tokens[index].identifierName == name, offset == 0 || tokens[index - 1].isSymbol(".") else { return nil }
        }
        return start
    }
}
