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
        var planned: [String: String] = [:]
        for file in plan.files where file.ownership == .owned { planned[file.path] = file.contents }
        let paths = plan.files.filter { $0.ownership == .owned && $0.path.hasSuffix(".swift") }.map(\.path)
            + transitions.keys.filter { planned[$0] == nil }.sorted()
        var result: [(Source, [Problem])] = []
        for path in paths {
            guard let contents = try? POSIXFiles.read(WritePath.absolute(path, base: base)) else { continue }
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
            let stateReads = views[path] == nil ? [] : stateReadProblems(in: source, cases: byCase, table: table)
            let triggers = views[path].map {
                triggerProblems(in: source, fileFeature: $0, features: byName, cases: byCase, table: table)
            } ?? []
            let problems = sends + stateReads + triggers + named.flatMap { name -> [Problem] in
                let (feature, requirements) = implementers[name]!
                return style == .tca
                    ? clientProblems(name, requirements, calls: source.calls[name] ?? [])
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

    /// `OrderClient(fetchOrders: { … })` values in the file (TCA's `liveValue`, `previewValue`), given as
    /// `calls`: each endpoint they leave out, and each label that is no longer an endpoint.
    static func clientProblems(
        _ client: String, _ requirements: [ServiceRequirement], calls: [SwiftDeclarations.Call]
    ) -> [Problem] {
        let endpoints = requirements.map { SwiftNames.argumentLabel($0.signature.function) }
        var problems: [Problem] = []
        for call in calls {
            for label in call.labels where !endpoints.contains(label.text) {
                problems.append(Problem(
                    offset: label.offset,
                    message: "`\(client)` has no endpoint `\(label.text)` any more: the spec no longer calls it",
                    fix: "delete this argument"))
            }
            for (endpoint, requirement) in zip(endpoints, requirements) where !call.labels.contains(where: { $0.text == endpoint }) {
                problems.append(Problem(
                    offset: call.offset,
                    message: "this `\(client)` leaves out `\(endpoint)`, which the spec's effect `\(requirement.effect.name)` calls: it fails when called",
                    fix: "add the argument `\(endpoint): \(requirement.closureHead)` and its body", compiles: true))
            }
        }
        return problems
    }
}
