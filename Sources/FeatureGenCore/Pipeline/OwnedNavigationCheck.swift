/// The developer's files checked against the run's navigation (TCA). When a spec starts pushing
/// another screen, code written before no longer fits: the app's view still scopes the opened
/// screen's state out of the root (which no longer holds it), a preview still makes the opened
/// screen's state without the input it now takes, and the opener is still shown without the stack
/// its pushes appear on. Each site is reported with what to write instead.
extension OwnedFileCheck {
    static func navigationProblems(in source: Source, features: [Feature], table: OutputStyle) -> [Problem] {
        guard table.navigation.contains(.push), features.contains(where: { !$0.destinations.isEmpty }) else { return [] }
        var openers: [String: (opener: Feature, destination: Destination)] = [:]
        for feature in features {
            for destination in feature.destinations where openers[destination.feature] == nil {
                openers[destination.feature] = (feature, destination)
            }
        }
        let byProperty = Dictionary(features.map { (table.statePropertyName($0.name), $0) }) { first, _ in first }
        let byState = Dictionary(features.map { (table.name(table.names.state, feature: $0.name), $0) }) { first, _ in first }
        let tokens = source.tokens
        var problems: [Problem] = []
        // `state: \.orderDetail, action: \.orderDetail` is one link: reported once.
        var reported: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            // `\.orderDetail`: the root's property for a screen another one opens now.
            if index >= 2, tokens[index - 1].isSymbol("."), tokens[index - 2].isSymbol("\\"),
                let feature = byProperty[token.identifierName], let (opener, destination) = openers[feature.name]
            {
                guard reported.insert(feature.name).inserted else { continue }
                problems.append(Problem(
                    offset: token.offset,
                    message: "the app no longer holds `\(token.identifierName)`: `\(opener.name)` opens `\(feature.name)` "
                        + "(`\(destination.name)`), and its state is on `\(opener.name)`'s stack",
                    fix: "remove this link; `\(opener.name)Stack` shows `\(feature.name)` when `\(opener.name)` pushes it"))
                continue
            }
            // `OrderDetailFeature.State()`: the state of a screen that takes inputs now.
            if index + 3 < tokens.count, tokens[index + 1].isSymbol("."), tokens[index + 2].identifierName == "State",
                tokens[index + 3].isSymbol("("), index + 4 < tokens.count, tokens[index + 4].isSymbol(")"),
                let feature = byState[token.text + ".State"], !feature.inputs.isEmpty
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
                let feature = features.first(where: { $0.name + "View" == token.text }),
                feature.destinations.contains(where: { $0.kind == .push })
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
}
