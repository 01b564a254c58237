/// Carries a prototype view over into the developer-owned pure view of its feature
/// (`Features/<F>/<F>View.swift`): the prototype's own body (its lists, buttons, modifiers, helpers),
/// with the state the spec took over coming in as parameters and every action going out through a
/// callback. What cannot be converted mechanically stays as written under a `// review:` comment.
///
/// A pure function of the prototype (the draft `extract` made from it) and the validated spec. It
/// writes only the prototype's members: the View template declares the parameters and writes the
/// container and the previews, as for every feature.
enum ViewConverter {
    /// A generic prototype (`ListView<T>`) is not carried over: the feature's view is not generic, so
    /// its body (`[T]`, `ForEach(items, id: \.self)`) would not compile; the template's view is used.
    static func canConvert(_ draft: ViewDraft) -> Bool { draft.declaration.genericParameters.isEmpty }

    /// `containers`: the container view of every prototype view converted in the run, by prototype name
    /// (`SecondView` → `SecondContainerView`): a converted view that shows another one shows its
    /// container, which takes the same inputs (the pure view takes the state too, and would not compile).
    static func convert(_ draft: ViewDraft, feature: Feature, containers: [String: [Container]] = [:]) -> ConvertedView {
        var rewriter = ViewBodyRewriter(draft: draft, feature: feature, containers: containers)
        rewriter.rewrite()
        let body = rewriter.bodyLines()
        let extensions = rewriter.extensionLines(viewName: feature.name + "View")
        let reviews = rewriter.notes.count + (body + extensions.flatMap { $0 }).filter(Self.isReview).count
        let doc = "The \(feature.name) screen, carried over from the prototype `\(draft.view)`: its state comes in as "
            + "values (and bindings), its actions go out through callbacks."
            + (reviews > 0 ? " Check the `// review:` lines." : "")
        // After the parameters the template declares (if any), what was left out as a whole, then the
        // prototype's members, each group after a blank line.
        let hasParameters = !feature.fields.isEmpty || !feature.actions.isEmpty
        var members: [String] = []
        for group in [rewriter.notes.map { "  // review: " + $0 }, body] where !group.isEmpty {
            if hasParameters || !members.isEmpty { members.append("") }
            members += group
        }
        return ConvertedView(
            doc: ViewBodyRewriter.wrap(doc, width: 96).joined(separator: "\n"), imports: rewriter.imports,
            members: members, extensions: extensions, bindings: rewriter.bindings, inputs: rewriter.inputs,
            reviewItems: reviews, condition: condition(before: draft.declaration.nameIndex, in: draft.stream))
    }

    /// The `#if` clauses a declaration sits in, as one condition (`os(macOS) || os(visionOS)`; an
    /// `#else` clause as the earlier conditions negated), nil when it sits in none. A prototype file that
    /// is `#if os(macOS)` throughout uses what only macOS has: its converted view keeps the condition.
    static func condition(before index: Int, in stream: TokenStream) -> String? {
        // Each open `#if`: the conditions of its clauses so far (nil for `#else`).
        var open: [[String?]] = []
        var cursor = 0
        while cursor < index, cursor < stream.count {
            let token = stream[cursor]
            cursor += 1
            guard token.kind == .poundDirective else { continue }
            switch token.text {
            case "#if", "#elseif":
                let start = cursor
                while cursor < index, !stream[cursor].newlineBefore { cursor += 1 }
                let text = stream.text(start..<cursor)
                if token.text == "#if" { open.append([text]) } else if !open.isEmpty { open[open.count - 1].append(text) }
            case "#else": if !open.isEmpty { open[open.count - 1].append(nil) }
            case "#endif": _ = open.popLast()
            default: break
            }
        }
        let parts = open.flatMap { clauses -> [String] in
            clauses.dropLast().compactMap { $0.map { "!" + parenthesized($0) } }
                + (clauses.last.flatMap { $0 }.map { [parenthesized($0)] } ?? [])
        }
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }

    /// `os(macOS)` and `DEBUG` as they are, `os(iOS) || os(macOS)` in parentheses.
    private static func parenthesized(_ condition: String) -> String {
        let simple = condition.allSatisfy { $0.isLetter || $0.isNumber || "_().!".contains($0) }
        return simple ? condition : "(" + condition + ")"
    }

    /// The container of a converted prototype view, and the `#if` condition the prototype is declared
    /// under (two prototypes of one name, one per platform, are two features).
    struct Container {
        var name: String
        var condition: String?
        /// Why a use of the prototype, as written, cannot show the container, and what to show instead
        /// (nil when it can): the prototype had its own `init` (the container takes the memberwise
        /// inputs), or it is generic (its view comes from the template, with the state as parameters).
        var unusable: (why: String, instead: String)? = nil
        /// The prototype's `@State` properties with an initial value: its memberwise initializer took
        /// them (`showUninstall: true`), the container does not (the state is the feature's, or the view's).
        var stateWithDefaults: Set<String> = []
        /// The inputs the container takes, in order (nil when not known): a use of a prototype with its
        /// own `init` whose arguments are what the container takes (`ExploreView()`) is shown through it.
        var inputs: [ConvertedView.Input]? = nil
    }

    /// The containers of `drafts` (the views of the run whose specs are created), by prototype name;
    /// `features`: their features by name, to know what the container of a prototype with its own
    /// `init` takes.
    static func containers(_ drafts: [ViewDraft], features: [String: Feature] = [:]) -> [String: [Container]] {
        var result: [String: [Container]] = [:]
        for draft in drafts {
            let condition = condition(before: draft.declaration.nameIndex, in: draft.stream)
            var container = Container(name: draft.draft.feature + "ContainerView", condition: condition)
            if !canConvert(draft) {
                container.unusable = (
                    "`\(draft.view)` is generic, so its view was not carried over (the template's takes the state)",
                    "show `\(container.name)()` here"
                )
            } else if !draft.members.initializerRanges.isEmpty {
                if let feature = features[draft.draft.feature] {
                    var rewriter = ViewBodyRewriter(draft: draft, feature: feature)
                    rewriter.rewrite()
                    container.inputs = rewriter.inputs
                }
                container.unusable = (
                    "`\(draft.view)` had its own `init`, which its converted view leaves out",
                    "show `\(container.name)` here with the inputs it takes"
                )
            }
            container.stateWithDefaults = Set(draft.members.properties.filter {
                $0.hasAttribute("State") && $0.defaultValue != nil && !$0.isStatic
            }.map(\.name))
            result[draft.view, default: []].append(container)
        }
        return result
    }

    static func isReview(_ line: String) -> Bool {
        line.drop { $0 == " " }.hasPrefix("// review:")
    }
}
