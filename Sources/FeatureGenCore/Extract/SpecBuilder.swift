/// Assembles the spec of one view: state fields, actions from methods and closures, the effects
/// their `await` calls become, results, and the models the state's types need.
struct SpecBuilder {
    let stream: TokenStream
    let view: TypeDeclaration
    let members: TypeMembers
    let types: TypeTable

    func build() -> SpecDraft {
        var draft = SpecDraft(feature: Naming.featureName(forView: view.name))
        if !view.genericParameters.isEmpty {
            let names = view.genericParameters.map { "`\($0)`" }.joined(separator: ", ")
            draft.notes.append(
                "review: `\(view.name)` is generic (\(names)): a feature is one concrete screen, so what uses a type "
                    + "parameter is left out, and `--generate` writes the view from the template, not from the prototype")
        }
        draft.notes += NavigationFinder(stream: stream, view: view).notes()
        let state = StateFieldBuilder(stream: stream, view: view, types: types).fields(of: members)
        draft.fields = state.fields
        draft.stateNotes = state.notes
        var fieldTypes: [String: String] = [:]
        for field in state.fields where !field.disabled { fieldTypes[field.name] = field.type }
        addActions(to: &draft, fieldTypes: fieldTypes)
        addBindingActions(to: &draft, fieldTypes: fieldTypes)
        ModelCollector(types: types).addModels(to: &draft)
        return draft
    }

    private func addActions(to draft: inout SpecDraft, fieldTypes: [String: String]) {
        let finder = ActionFinder(stream: stream, view: view, members: members, fieldTypes: fieldTypes, types: types)
        let methodNames = Set(members.methods.map(\.name))
        // Fields, actions, results and effects share one namespace; actions are named first.
        var taken = Set(draft.fields.map(\.name))
        var triggers: [String: [String]] = [:]
        var lifecycle: [String: Set<Trigger>] = [:]
        var built: [(index: Int, message: DraftMessage)] = []
        let candidates = finder.methodCandidates() + finder.closureCandidates()
        var analyses: [(CandidateAction, BodyAnalysis)] = []
        let viewObjects = viewObjects(draft)
        for candidate in candidates {
            var scope = AnalysisScope(fields: fieldTypes, payloadNames: candidate.payloadNames, methods: methodNames)
            scope.viewObjects = viewObjects
            let analysis = BodyAnalyzer.analyze(candidate.body, stream: stream, scope: scope)
            if case .closure(let description) = candidate.origin, !analysis.changesState {
                for method in analysis.calledMethods {
                    triggers[method, default: []].append(description)
                    if let trigger = Self.trigger(candidate.modifier) { lifecycle[method, default: []].insert(trigger) }
                }
                continue
            }
            guard analysis.changesState else { continue }
            analyses.append((candidate, analysis))
        }
        // `$query` in a control and `.onChange(of: query)`: the edit keeps `queryChanged` (added later),
        // the handler's name says it reacts to the change.
        let edits = Set(boundFields(fieldTypes).map { $0.name + "Changed" })
        let names = analyses.map { candidate, _ in
            if candidate.modifier == "onChange", edits.contains(candidate.name) {
                return Naming.unique(String(candidate.name.dropLast("Changed".count)) + "DidChange", in: &taken)
            }
            return Naming.unique(candidate.name, alternatives: candidate.alternatives.filter { !edits.contains($0) }, in: &taken)
        }
        for ((candidate, analysis), name) in zip(analyses, names) {
            var message = DraftMessage(name: name, payload: candidate.payload)
            switch candidate.origin {
            case .method(let method):
                let key = ViewLinks.key(method.name, arity: method.parameters.count)
                draft.links.methodActions[key] = name
                let viewCode = analysis.viewCode.map { SpecText.snippet(stream.text($0)) }
                if !viewCode.isEmpty {
                    draft.links.methodViewCode[key] = viewCode
                    message.comments.append(
                        "review: the prototype also runs view code here (`\(viewCode.joined(separator: "; "))`): it stays in the view")
                }
                message.comments.append("inferred: from the method `\(method.name)(…)` (line \(stream.location(method.nameIndex).line))")
                for trigger in triggers[method.name] ?? [] { message.comments.append("inferred: sent by \(trigger)") }
                if candidate.payload == nil { message.triggers = Self.ordered(lifecycle[method.name] ?? []) }
            case .closure(let description):
                message.comments.append("inferred: from \(description) (line \(stream.location(candidate.index).line))")
                if candidate.payload == nil, let trigger = Self.trigger(candidate.modifier) { message.triggers = [trigger] }
                if let braces = candidate.braces {
                    draft.links.closureActions.append(.init(
                        open: braces.open, close: braces.close, action: name, arguments: candidate.arguments,
                        modifier: candidate.modifier, alsoCalls: analysis.calledMethods, viewCode: analysis.viewCode))
                }
            }
            message.comments += candidate.notes
            if let condition = analysis.condition {
                message.condition = condition.expression
                message.comments.append("inferred: `when:` from `\(SpecText.snippet(condition.statement))`")
            }
            message.set = analysis.unsupported.isEmpty ? analysis.assignments(in: [.before]) : nil
            if message.set == nil {
                let statements = analysis.mutations.filter { $0.expression == nil }.map(\.statement) + analysis.unsupported
                message.comments.append(
                    "review: no `set`: write this transition in the reducer (the prototype does `\(Self.summary(statements))`)")
            }
            for method in analysis.calledMethods {
                message.comments.append("review: the prototype also calls `\(method)()` here")
            }
            for extra in analysis.extraAwaits {
                message.comments.append("review: a second async call is not extracted: `\(SpecText.snippet(extra))`")
            }
            if let call = analysis.effect {
                message.effect = EffectBuilder(
                    fieldTypes: fieldTypes, types: types, payload: candidate.payload, payloadNames: candidate.payloadNames
                ).add(call, analysis: analysis, action: name, to: &draft, taken: &taken)
            }
            built.append((candidate.index, message))
        }
        draft.actions = built.sorted { $0.index < $1.index }.map(\.message)
    }

    /// Objects the view keeps: observed or environment objects, bindings, view models in `@State`.
    private func viewObjects(_ draft: SpecDraft) -> Set<String> {
        let wrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Environment", "Bindable", "Binding"]
        var names = Set(members.properties.filter { $0.attributes.contains { wrappers.contains($0.name) } }.map(\.name))
        for field in draft.fields where field.notState { names.insert(field.name) }
        return names
    }

    /// `TextField("Name", text: $name)`: the container needs an action to write the field back.
    private func addBindingActions(to draft: inout SpecDraft, fieldTypes: [String: String]) {
        var taken = Set(draft.fields.map(\.name) + draft.actions.map(\.name) + draft.results.map(\.name) + draft.effects.map(\.name))
        for (name, type, index) in boundFields(fieldTypes) {
            var message = DraftMessage(
                name: Naming.unique(name + "Changed", in: &taken), payload: .single(type), set: [(name, "payload")])
            draft.links.editActions[name] = message.name
            message.comments.append("inferred: the view binds `$\(name)` to a control (line \(stream.location(index).line))")
            draft.actions.append(message)
        }
    }

    /// The fields the view binds (`$name`), each once, with the place of its first binding: in its body or
    /// in an extension of it in the same file (carried over to the pure view, where `$name` needs the
    /// field to be a `@Binding`).
    private func boundFields(_ fieldTypes: [String: String]) -> [(name: String, type: String, index: Int)] {
        var seen = Set<String>()
        let extensions = DeclarationScanner(stream: stream).extensions(of: view.name)
            .flatMap { ViewBodyRewriter.ownTokens(stream, ($0.open + 1)..<$0.close) }
        return (view.ownBody + extensions).compactMap { index in
            let token = stream[index]
            guard token.kind == .identifier, token.text.hasPrefix("$"),
                !stream[index - 1].isSymbol(".") || stream[index - 2].isKeyword("self")  // `self.$name` too
            else { return nil }
            let name = String(token.text.dropFirst())
            guard let type = fieldTypes[name], seen.insert(name).inserted else { return nil }
            return (name, type, index)
        }
    }

    /// The trigger of a lifecycle modifier's closure: what the generated views send from the same place.
    static func trigger(_ modifier: String?) -> Trigger? {
        switch modifier {
        case "task": .appear
        case "refreshable": .refresh
        case "onDisappear": .disappear
        default: nil
        }
    }

    static func ordered(_ triggers: Set<Trigger>) -> [Trigger] { Trigger.allCases.filter(triggers.contains) }

    static func summary(_ statements: [String]) -> String {
        SpecText.snippet(statements.prefix(3).joined(separator: "; ")).replacingOccurrences(of: "`", with: "'")
    }
}
