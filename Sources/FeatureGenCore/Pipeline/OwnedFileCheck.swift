import Foundation

/// After a run, the developer's own files checked against the new plan: featuregen never rewrites
/// them, so when a spec gains an effect, the live service and the preview double that implement the
/// feature's protocol no longer conform, and the build fails in the developer's file. Each requirement
/// such a type lacks, or implements with an old signature, is reported at the type, with the code to
/// add (TCA: each endpoint the `Client(…)` values leave out, or name that no longer exists).
enum OwnedFileCheck {
    /// Reports what the owned files of `plan` lack; returns how many files need a change.
    static func check(
        _ features: [Feature], plan: FilePlan, style: OutputStyle.Name, diagnostics: DiagnosticCollector,
        base: String = FileManager.default.currentDirectoryPath
    ) -> Int {
        let table = OutputStyle.named(style)
        var sources: [(path: String, tokens: [SwiftToken], text: SourceText)] = []
        for file in plan.files where file.ownership == .owned && file.path.hasSuffix(".swift") {
            guard let contents = try? POSIXFiles.read(WritePath.absolute(file.path, base: base)) else { continue }
            let text = SourceText(path: file.path, text: contents)
            sources.append((file.path, SwiftTokenizer.tokenize(text).filter { $0.kind != .comment }, text))
        }
        var needingChanges = Set<String>()
        for feature in features {
            let requirements = ServiceRequirement.all(of: feature)
            guard !requirements.isEmpty || style == .tca else { continue }
            for source in sources {
                let problems = style == .tca
                    ? clientProblems(feature, requirements, table: table, in: source.tokens)
                    : conformanceProblems(feature, requirements, table: table, in: source.tokens)
                for problem in problems {
                    let at = source.text.location(ofOffset: problem.offset)
                    if problem.compiles {
                        diagnostics.warning(problem.message, at: at, notes: [.init(problem.fix)])
                    } else {
                        diagnostics.error(problem.message, at: at, notes: [.init(problem.fix)])
                    }
                    needingChanges.insert(source.path)
                }
            }
        }
        return needingChanges.count
    }

    struct Problem {
        var offset: Int
        var message: String
        var fix: String
        /// A warning: the code still builds (TCA: a left-out endpoint keeps its failing placeholder).
        var compiles = false
    }

    /// `struct OrderService` and `struct PreviewOrderService` in the file: each requirement of the
    /// feature's protocol they lack, or declare with another signature.
    static func conformanceProblems(
        _ feature: Feature, _ requirements: [ServiceRequirement], table: OutputStyle, in tokens: [SwiftToken]
    ) -> [Problem] {
        let protocolName = table.name(table.names.service, feature: feature.name)
        var problems: [Problem] = []
        let requirementKeys = Set(requirements.map { SwiftDeclarations.Function(requirement: $0).key })
        for pattern in [table.names.liveService, table.names.previewService] {
            let typeName = table.name(pattern, feature: feature.name)
            guard let type = SwiftDeclarations.type(named: typeName, in: tokens) else { continue }
            let functions = SwiftDeclarations.functions(in: tokens, body: type.body)
            for requirement in requirements {
                let wanted = SwiftDeclarations.Function(requirement: requirement)
                let stub = "func \(requirement.declaration) {\n  \(requirement.skeletonBody(implementation: typeName, error: table.skeletonError))\n}"
                // The same key, or failing that the same name (`fetch()` that became `fetch(page:)`).
                if let found = functions.first(where: { $0.key == wanted.key })
                    ?? functions.first(where: { $0.name == wanted.name && !requirementKeys.contains($0.key) })
                {
                    guard found.shape != wanted.shape || found.key != wanted.key else { continue }
                    problems.append(Problem(
                        offset: found.offset,
                        message: "`\(typeName).\(found.key)` no longer matches `\(protocolName)`: the spec now declares `\(requirement.declaration)`",
                        fix: "change its signature to `func \(requirement.declaration)`"))
                } else {
                    problems.append(Problem(
                        offset: type.nameOffset,
                        message: "`\(typeName)` lacks `\(wanted.key)`, which `\(protocolName)` now requires (the spec's effect `\(requirement.effect.name)`)",
                        fix: "add to `\(typeName)`:\n" + stub))
                }
            }
        }
        return problems
    }

    /// `OrderClient(fetchOrders: { … })` values in the file (TCA's `liveValue`, `previewValue`): each
    /// endpoint they leave out, and each label that is no longer an endpoint.
    static func clientProblems(
        _ feature: Feature, _ requirements: [ServiceRequirement], table: OutputStyle, in tokens: [SwiftToken]
    ) -> [Problem] {
        let client = table.name(table.names.liveService, feature: feature.name)
        let endpoints = requirements.map { SwiftNames.argumentLabel($0.signature.function) }
        var problems: [Problem] = []
        for call in SwiftDeclarations.calls(of: client, in: tokens) {
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
