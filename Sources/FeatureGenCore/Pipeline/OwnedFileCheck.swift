import Foundation

/// After a run, the developer's own files checked against the new plan: featuregen never rewrites
/// them, so when a spec gains an effect, the live service and the preview double that implement the
/// feature's protocol no longer conform, and the build fails in the developer's file. Each requirement
/// such a type lacks, or implements with an old signature, is reported at the type, with the code to
/// add (TCA: each endpoint the `Client(…)` values leave out, or name that no longer exists). The
/// transitions file and the views are checked too (`OwnedTransitionsCheck`, `OwnedViewCheck`).
enum OwnedFileCheck {
    /// Reports what the owned files of `plan` lack; returns how many files need a change.
    static func check(
        _ features: [Feature], plan: FilePlan, style: OutputStyle.Name, diagnostics: DiagnosticCollector,
        base: String = FileManager.default.currentDirectoryPath
    ) -> Int {
        var needingChanges = Set<String>()
        for (source, problems) in problems(features, plan: plan, style: style, base: base) {
            for problem in problems {
                let at = source.text.location(ofOffset: problem.offset)
                if problem.compiles {
                    diagnostics.warning(problem.message, at: at, notes: [.init(problem.fix)])
                } else {
                    diagnostics.error(problem.message, at: at, notes: [.init(problem.fix)])
                }
            }
            if !problems.isEmpty { needingChanges.insert(source.path) }
        }
        return needingChanges.count
    }

    /// `--update-owned`: the developer's files with what they lack added (insertions only), each
    /// planned to replace the file only while it still holds the text read here.
    static func additions(
        _ features: [Feature], plan: FilePlan, style: OutputStyle.Name,
        base: String = FileManager.default.currentDirectoryPath
    ) -> [PlannedFile] {
        problems(features, plan: plan, style: style, base: base).compactMap { source, problems -> PlannedFile? in
            // From the end of the file; at one offset, the last first, so the additions keep their order.
            let insertions = problems.flatMap(\.insertions).enumerated()
                .sorted { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }.map(\.element)
            guard !insertions.isEmpty else { return nil }
            var bytes = source.text.bytes
            for insertion in insertions { bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset) }
            return PlannedFile(
                path: source.path, contents: String(decoding: bytes, as: UTF8.self), ownership: .owned,
                updating: String(decoding: source.text.bytes, as: UTF8.self))
        }
    }

    struct Source {
        var path: String
        var tokens: [SwiftToken]
        var text: SourceText
        /// The types the file declares and the values it builds (`Name(…)`), by name: read in one pass
        /// each, since one file (the app's `AppStore+Live.swift`) can name every feature's types.
        var types: [String: SwiftDeclarations.TypeDeclaration] = [:]
        var calls: [String: [SwiftDeclarations.Call]] = [:]
    }

    private static func problems(
        _ features: [Feature], plan: FilePlan, style: OutputStyle.Name, base: String
    ) -> [(Source, [Problem])] {
        let table = OutputStyle.named(style)
        // The types that must implement a feature's requirements, by name: each file is then looked up
        // by the names it mentions, once, not once per feature.
        let patterns = style == .tca ? [table.names.liveService] : [table.names.liveService, table.names.previewService]
        var implementers: [String: (feature: Feature, requirements: [ServiceRequirement])] = [:]
        for feature in features {
            let requirements = ServiceRequirement.all(of: feature)
            guard !requirements.isEmpty || style == .tca else { continue }
            for pattern in patterns { implementers[table.name(pattern, feature: feature.name)] = (feature, requirements) }
        }
        // Transitions files too when no longer planned: the feature's last transition went, the file stays.
        let transitions = transitionsFiles(features, plan: plan, table: table)
        // The views that send a feature's messages without naming the feature (`send(.load)`, `.onLoad()`).
        let views = ["View", "ScreenView"].reduce(into: [String: Feature]()) {
            $0.merge(featureFiles(of: $1, features, plan: plan, table: table)) { old, _ in old }
        }
        let byName = Dictionary(features.map { ($0.name, $0) }) { first, _ in first }
        let byCase = Dictionary(features.map { (SwiftNames.lowerCamel($0.name), $0) }) { first, _ in first }
        let navigationSites = NavigationSites(features: features, table: table)
        var planned: [String: String] = [:]
        for file in plan.files where file.ownership == .owned { planned[file.path] = file.contents }
        let paths = plan.files.filter { $0.ownership == .owned && $0.path.hasSuffix(".swift") }.map(\.path)
            + transitions.keys.filter { planned[$0] == nil }.sorted()
        var result: [(Source, [Problem])] = []
        for path in paths {
            guard let contents = try? POSIXFiles.read(WritePath.absolute(path, base: base)) else { continue }
            // A file as featuregen would write it today lacks nothing (a new package's: most of them).
            if planned[path] == contents, transitions[path] == nil { continue }
            let text = SourceText(path: path, text: contents)
            var source = Source(path: path, tokens: SwiftTokenizer.tokenize(text).filter { $0.kind != .comment }, text: text)
            if let (feature, rendered) = transitions[path] {
                result.append((source, transitionProblems(in: source, planned: rendered, feature: feature, table: table)))
                continue
            }
            // The implementers the file names, each once, in the order it first names them.
            var named: [String] = []
            var seen: Set<String> = []
            for token in source.tokens where token.kind == .identifier && implementers[token.text] != nil
                && seen.insert(token.text).inserted
            {
                named.append(token.text)
            }
            if !named.isEmpty {
                if style == .tca {
                    source.calls = SwiftDeclarations.calls(in: source.tokens)
                } else {
                    source.types = SwiftDeclarations.types(in: source.tokens)
                }
            }
            // The types the plan's rendering of this file declares public (`access: public`).
            let publicTypes = named.isEmpty || style == .tca ? [] : planned[path].map(publicTypes(inRendered:)) ?? []
            let sends = sendProblems(
                in: source, fileFeature: views[path], features: byName, cases: byCase, table: table)
            let stateReads = views[path] == nil ? [] : stateReadProblems(in: source, features: byName, table: table)
            let triggers = views[path].map {
                triggerProblems(in: source, fileFeature: $0, features: byName, cases: byCase, table: table)
            } ?? []
            let navigation = navigationSites.map { navigationProblems(in: source, sites: $0) } ?? []
            let retired = retiredProblems(in: source, table: table)
            let problems = retired + sends + stateReads + triggers + navigation + named.flatMap { name -> [Problem] in
                let (feature, requirements) = implementers[name]!
                return style == .tca
                    ? clientProblems(
                        name, requirements, calls: source.calls[name] ?? [], in: source,
                        planned: planned[path].map { rendering(of: name, in: $0, path: path) }, table: table)
                    : conformanceProblems(
                        name, feature, requirements, table: table, in: source, mustBePublic: publicTypes.contains(name))
            }
            result.append((source, problems))
        }
        return result
    }

    struct Problem {
        var offset: Int
        var message: String
        var fix: String
        /// A warning: the code still builds (TCA: a left-out endpoint keeps its failing placeholder).
        var compiles = false
        /// What `--update-owned` adds: text at byte offsets of the file.
        var insertions: [(offset: Int, text: String)] = []
    }

    /// `struct OrderService` (or `PreviewOrderService`) in the file: each requirement of the feature's
    /// protocol it lacks, or declares with another signature.
    static func conformanceProblems(
        _ typeName: String, _ feature: Feature, _ requirements: [ServiceRequirement], table: OutputStyle,
        in source: Source, mustBePublic: Bool = false
    ) -> [Problem] {
        let tokens = source.tokens
        let bytes = source.text.bytes
        let protocolName = table.name(table.names.service, feature: feature.name)
        var problems: [Problem] = []
        let requirementKeys = Set(requirements.map { SwiftDeclarations.Function(requirement: $0).key })
        func lineStart(of offset: Int) -> Int { source.text.lineStarts[source.text.location(ofOffset: offset).line - 1] }
        guard let type = source.types[typeName] else { return [] }
        let functions = SwiftDeclarations.functions(in: tokens, body: type.body)
        // Additions go before the type's `}`, indented one level deeper than the type's line.
        let closeLine = lineStart(of: type.closeOffset)
        let typeLine = lineStart(of: type.nameOffset)
        let indent = String(repeating: " ", count: bytes[typeLine...].prefix { $0 == UInt8(ascii: " ") }.count + 2)
        let canInsert = closeLine > lineStart(of: type.openOffset)
            && bytes[closeLine..<type.closeOffset].allSatisfy { $0 == UInt8(ascii: " ") }
        let access = mustBePublic || String(decoding: bytes[typeLine..<type.nameOffset], as: UTF8.self).contains("public ")
            ? "public " : ""
        var implemented: [SwiftDeclarations.Function] = []
        for requirement in requirements {
            let wanted = SwiftDeclarations.Function(requirement: requirement)
            let statement = requirement.skeletonBody(implementation: typeName, error: table.skeletonError)
            // Broken where it passes 100 columns, as `swift format` would.
            let body = SwiftLayout.lines(statement, indent: indent.count + 2)
            let stub = "func \(requirement.declaration) {\n" + body.map { "  \($0)\n" }.joined() + "}"
            let addition = canInsert
                ? [(closeLine, "\n\(indent)\(access)func \(requirement.declaration) {\n"
                    + body.map { "\(indent)  \($0)\n" }.joined() + "\(indent)}\n")] : []
            // The same key, or failing that the same name (`fetch()` that became `fetch(page:)`).
            if let found = functions.first(where: { $0.key == wanted.key })
                ?? functions.first(where: { $0.name == wanted.name && !requirementKeys.contains($0.key) })
            {
                guard found.shape != wanted.shape || found.key != wanted.key else {
                    implemented.append(found)
                    continue
                }
                // `--update-owned` keeps the old function, marked, and adds the new one.
                let oldLine = lineStart(of: found.declarationOffset)
                let marker = "\(indent)// featuregen: `\(protocolName)` no longer requires this; delete it when nothing calls it.\n"
                problems.append(Problem(
                    offset: found.offset,
                    message: "`\(typeName).\(found.key)` no longer matches `\(protocolName)`: the spec now declares `\(requirement.declaration)`",
                    fix: "change its signature to `func \(requirement.declaration)`",
                    insertions: canInsert ? [(oldLine, marker)] + addition : []))
            } else {
                problems.append(Problem(
                    offset: type.nameOffset,
                    message: "`\(typeName)` lacks `\(wanted.key)`, which `\(protocolName)` now requires (the spec's effect `\(requirement.effect.name)`)",
                    fix: "add to `\(typeName)` (or run `featuregen generate --update-owned`):\n" + stub,
                    insertions: addition))
            }
        }
        return problems + (mustBePublic ? accessProblems(typeName, type, functions: implemented, in: source) : [])
    }

    /// The plan's rendering of an owned file (what a new project gets) and its `Client(…)` values.
    typealias Rendering = (text: SourceText, calls: [SwiftDeclarations.Call])

    static func rendering(of client: String, in rendered: String, path: String) -> Rendering {
        let text = SourceText(path: path, text: rendered)
        return (text, SwiftDeclarations.calls(in: SwiftTokenizer.tokenize(text).filter { $0.kind != .comment })[client] ?? [])
    }

    /// `OrderClient(fetchOrders: { … })` values in the file (TCA's `liveValue`, `previewValue`), given as
    /// `calls`: each endpoint they leave out (a warning: `@DependencyClient` fills it with a failing
    /// placeholder), each label that is no longer an endpoint, and each closure whose parameters no
    /// longer match its endpoint's (errors: the file no longer compiles). `--update-owned` adds each
    /// endpoint left out, as the plan's rendering of the file (`planned`) writes it, in the endpoints'
    /// order, and puts the stale arguments inside a comment, marked, never deleting a byte.
    static func clientProblems(
        _ client: String, _ requirements: [ServiceRequirement], calls: [SwiftDeclarations.Call], in source: Source,
        planned: Rendering? = nil, table: OutputStyle
    ) -> [Problem] {
        let endpoints = requirements.map { SwiftNames.argumentLabel($0.signature.function) }
        let bytes = source.text.bytes
        func lineStart(of offset: Int, in text: SourceText) -> Int {
            text.lineStarts[text.location(ofOffset: offset).line - 1]
        }
        func indentation(of offset: Int, in text: SourceText) -> Int {
            text.bytes[lineStart(of: offset, in: text)...].prefix { $0 == UInt8(ascii: " ") }.count
        }
        var problems: [Problem] = []
        for (number, call) in calls.enumerated() {
            // Each argument: the endpoint it names (nil: none any more), and whether it is stale.
            var stale: [Int] = []
            var kept: [(argument: Int, endpoint: Int)] = []
            var staleProblems: [Problem] = []
            for (index, argument) in call.arguments.enumerated() {
                guard let label = argument.label else { continue }
                guard let endpoint = endpoints.firstIndex(of: label.text) else {
                    stale.append(index)
                    staleProblems.append(Problem(
                        offset: label.offset,
                        message: "`\(client)` has no endpoint `\(label.text)` any more: the spec no longer calls it",
                        fix: "delete this argument (`featuregen generate --update-owned` puts it inside a comment)"))
                    continue
                }
                let requirement = requirements[endpoint]
                if let count = argument.closureParameters, count != requirement.signature.parameters.count {
                    stale.append(index)
                    staleProblems.append(Problem(
                        offset: label.offset,
                        message: "`\(client).\(label.text)` now takes \(requirement.signature.parameters.count) "
                            + "argument\(requirement.signature.parameters.count == 1 ? "" : "s") "
                            + "(the spec's `\(requirement.declaration)`): this closure takes \(count)",
                        fix: "start the closure with `\(label.text): \(requirement.closureHead)`"))
                } else {
                    kept.append((index, endpoint))
                }
            }
            // The argument the plan's rendering has for an endpoint, indented as this call's are.
            let indent = call.arguments.first.map { indentation(of: $0.start, in: source.text) }
                ?? indentation(of: call.offset, in: source.text) + 2
            let pad = String(repeating: " ", count: indent)
            let plannedCall = planned.flatMap { planned in
                planned.calls.first { call.binding != nil && $0.binding == call.binding }
                    ?? (planned.calls.indices.contains(number) ? planned.calls[number] : nil)
            }
            func argumentText(_ endpoint: Int) -> String {
                let requirement = requirements[endpoint]
                if let planned, let plannedCall,
                    let argument = plannedCall.arguments.first(where: { $0.label?.text == endpoints[endpoint] })
                {
                    let shift = indent - indentation(of: argument.start, in: planned.text)
                    let text = String(decoding: planned.text.bytes[argument.start..<argument.end], as: UTF8.self)
                    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { line, text in
                        line == 0 ? String(text)
                            : shift >= 0 ? String(repeating: " ", count: shift) + text
                            : String(text.dropFirst(min(-shift, text.prefix { $0 == " " }.count)))
                    }.joined(separator: "\n")
                }
                let body = requirement.skeletonBody(implementation: client, error: table.skeletonError)
                return "\(endpoints[endpoint]): \(requirement.closureHead)\n\(pad)  \(body)\n\(pad)}"
            }
            // Whole lines where the arguments sit on lines of their own (as featuregen writes them), so
            // that every line of the developer's stays as it is.
            func startsLine(_ offset: Int) -> Bool {
                bytes[lineStart(of: offset, in: source.text)..<offset].allSatisfy { $0 == UInt8(ascii: " ") }
            }
            func nextLine(after offset: Int) -> Int? {
                guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")),
                    bytes[offset..<newline].allSatisfy({ $0 == UInt8(ascii: " ") })
                else { return nil }
                return newline + 1
            }
            // The stale arguments, each run of them inside one comment, marked (a trailing comma may be
            // left before it: Swift 6.1 accepts one, and featuregen's code needs 6.1).
            var runs: [[Int]] = []
            for index in stale {
                if let last = runs.last?.last, last + 1 == index { runs[runs.count - 1].append(index) } else { runs.append([index]) }
            }
            for run in runs {
                let first = call.arguments[run.first!], last = call.arguments[run.last!]
                let names = run.compactMap { call.arguments[$0].label.map { "`\($0.text)`" } }.joined(separator: ", ")
                let marker = "/* featuregen: `\(client)` no longer takes \(names) as written here: move what you need "
                    + "into the endpoint as the spec now has it, then delete this comment."
                let end = last.commaAfter.map { $0 + 1 } ?? last.end
                let insertions: [(offset: Int, text: String)]
                if startsLine(first.start), let after = nextLine(after: end) {
                    insertions = [(lineStart(of: first.start, in: source.text), "\(pad)\(marker)\n"), (after, "\(pad)*/\n")]
                } else if let comma = first.commaBefore {
                    insertions = [(comma, " \(marker) "), (last.end, " */")]
                } else {
                    insertions = [(first.start, "\(marker) "), (end, " */")]
                }
                // A `*/` inside would end the comment early: then the developer deletes them by hand.
                let inside = String(decoding: bytes[insertions[0].offset..<insertions[1].offset], as: UTF8.self)
                guard !inside.contains("*/") else { continue }
                if let index = staleProblems.firstIndex(where: { $0.offset == first.label?.offset }) {
                    staleProblems[index].insertions = insertions
                }
            }
            // First: where an addition and a comment's end fall at one offset, the comment ends first.
            problems += staleProblems
            // The endpoints to add, in the endpoints' order: before the first kept argument after them,
            // after the last one before them (and the stale ones after it), or alone in the brackets.
            let present = Set(kept.map(\.endpoint))
            let missing = endpoints.indices.filter { !present.contains($0) }
            let closeLine = lineStart(of: call.closeOffset, in: source.text)
            let closeOnItsOwnLine = closeLine > call.openOffset && startsLine(call.closeOffset)
            for (position, endpoint) in missing.enumerated() {
                let requirement = requirements[endpoint]
                let insertion: (offset: Int, text: String)?
                if let next = kept.first(where: { $0.endpoint > endpoint }), startsLine(call.arguments[next.argument].start) {
                    let start = call.arguments[next.argument].start
                    insertion = (lineStart(of: start, in: source.text), "\(pad)\(argumentText(endpoint)),\n")
                } else if let before = kept.last(where: { $0.endpoint < endpoint }) {
                    var last = before.argument
                    while last + 1 < call.arguments.count, stale.contains(last + 1) { last += 1 }
                    let end = call.arguments[last].commaAfter.map { $0 + 1 } ?? call.arguments[last].end
                    if last != before.argument || call.arguments[last].commaAfter != nil, let line = nextLine(after: end) {
                        insertion = (line, "\(pad)\(argumentText(endpoint)),\n")
                    } else {
                        insertion = (call.arguments[before.argument].end, ",\n\(pad)\(argumentText(endpoint))")
                    }
                } else if let next = kept.first(where: { $0.endpoint > endpoint }) {
                    insertion = (call.arguments[next.argument].start, "\(argumentText(endpoint)),\n\(pad)")
                } else if position == 0 {
                    let all = missing.map(argumentText).joined(separator: ",\n\(pad)")
                    insertion = closeOnItsOwnLine
                        ? (closeLine, "\(pad)\(all)\n")
                        : (call.closeOffset, "\n\(pad)\(all)\n\(String(repeating: " ", count: indentation(of: call.offset, in: source.text)))")
                } else {
                    insertion = nil  // written with the first
                }
                let changed = call.arguments.contains { $0.label?.text == endpoints[endpoint] }
                problems.append(Problem(
                    offset: call.offset,
                    message: changed
                        ? "this `\(client)` lacks `\(endpoints[endpoint])` as the spec's effect `\(requirement.effect.name)` now calls it"
                        : "this `\(client)` leaves out `\(endpoints[endpoint])`, which the spec's effect `\(requirement.effect.name)` calls: it fails when called",
                    fix: "add the argument `\(endpoints[endpoint]): \(requirement.closureHead)` and its body",
                    compiles: true, insertions: insertion.map { [$0] } ?? []))
            }
        }
        return problems
    }
}
