import Foundation
@testable import FeatureGenCore

/// Converting prototype views the way `extract --generate` does, and checking the result.
enum ViewConversion {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Extract/views")

    struct Result {
        var draft: ViewDraft
        var spec: ExtractedSpec
        var feature: Feature
        var view: ConvertedView
        /// The whole view file, as `extract --generate` writes it (through the View template).
        var text: String
    }

    /// The View file of `feature` with the converted view in it.
    static func render(_ view: ConvertedView, feature: Feature) -> String {
        let model = FeatureViewModel(feature: feature, fixtures: Fixtures(features: [feature]), convertedView: view)
        var context = model.context.objectValue
        context["module"] = .string("App")
        context["app"] = .string(AppName.default)
        return TemplateSet.defaults.render("View", context: .object(context))
    }

    /// Every view of `sources` with its spec (validated, as `--generate` reads it) and converted view.
    static func convert(_ sources: [SourceText]) -> [Result] {
        let (specs, drafts, _) = Extractor.drafts(sources: sources, diagnostics: DiagnosticCollector())
        let features = specs.map { spec -> Feature? in
            let path = "Specs/" + spec.suggestedFileName
            let diagnostics = DiagnosticCollector()
            guard let root = SpecReader.read(SourceText(path: path, text: spec.yaml), diagnostics: diagnostics) else { return nil }
            return SpecValidator.validate(root, specPath: path, diagnostics: diagnostics)
        }
        // As `extract --generate`: a view showing another converted view shows its container.
        var byName: [String: Feature] = [:]
        for case let feature? in features where byName[feature.name] == nil { byName[feature.name] = feature }
        let containers = ViewConverter.containers(drafts, features: byName)
        return zip(zip(specs, drafts), features).compactMap { pair, feature in
            let (spec, draft) = pair
            guard let feature else { return nil }
            let view = ViewConverter.convert(draft, feature: feature, containers: containers)
            return Result(draft: draft, spec: spec, feature: feature, view: view, text: render(view, feature: feature))
        }
    }

    static func convert(fixture name: String) throws -> Result? {
        let url = fixtures.appendingPathComponent(name)
        return convert([SourceText(path: name, bytes: [UInt8](try Data(contentsOf: url)))]).first
    }

    /// What `swiftc -parse` says about the files (empty when they parse); nil when there is no swiftc.
    static func parseErrors(_ files: [(name: String, text: String)]) throws -> String? {
        guard let swiftc = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc", "/usr/local/bin/swiftc"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
            ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map({ "\($0)/swiftc" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("featuregen-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, file) in files.enumerated() {
            let path = folder.appendingPathComponent("\(index)-\(file.name).swift").path
            try file.text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-parse"] + paths
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : String(decoding: output, as: UTF8.self)
    }

    /// Identifiers of the file's tokens, with how often each occurs.
    static func identifierCounts(_ text: String, in range: Range<Int>? = nil) -> [String: Int] {
        var counts: [String: Int] = [:]
        let tokens = SwiftTokenizer.tokenize(text)
        for token in tokens where token.kind == .identifier && (range?.contains(token.offset) ?? true) {
            counts[token.identifierName, default: 0] += 1
        }
        return counts
    }

    /// How the converted view compares with its prototype: buttons, lists and modifiers kept, no
    /// `@State` for a field the spec took over, only declared callbacks called. Empty when all hold.
    /// The code commented out under a `// review:` line (the lines right after it that begin with `// `),
    /// as code: it is still there, for the developer to decide (a use of another view that cannot be
    /// shown as written, with its modifiers).
    static func uncommentingReviewed(_ text: String) -> String {
        var inReview = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// review:") || (inReview && trimmed.hasPrefix("//   ")) {
                inReview = true
                return String(line)
            }
            guard inReview, trimmed.hasPrefix("// ") else {
                inReview = false
                return String(line)
            }
            return String(line.prefix { $0 == " " }) + trimmed.dropFirst(3)
        }.joined(separator: "\n")
    }

    static func problems(_ result: Result) -> [String] {
        var problems: [String] = []
        let stream = result.draft.stream
        let prototype = result.draft.declaration.ownBody.map { stream[$0] }
        let text = result.text
        let pureView = text.range(of: "ContainerView: View {").map { String(text[..<$0.lowerBound]) } ?? text
        let converted = SwiftTokenizer.tokenize(pureView)
        // Controls and modifiers commented out under a review line are still there.
        let kept = SwiftTokenizer.tokenize(uncommentingReviewed(pureView))
        // A control: its name, not after `.` (`Models.List`), then `(` or `{`.
        func count(_ name: String, in tokens: [SwiftToken]) -> Int {
            tokens.indices.dropFirst().dropLast().filter { index in
                tokens[index].kind == .identifier && tokens[index].text == name && !tokens[index - 1].isSymbol(".")
                    && (tokens[index + 1].isSymbol("(") || tokens[index + 1].isSymbol("{"))
            }.count
        }
        for name in ["Button", "List", "ForEach", "NavigationStack", "NavigationLink", "Toggle", "TextField"] {
            let before = count(name, in: prototype)
            let after = count(name, in: kept)
            if after < before { problems.append("\(name): \(before) in the prototype, \(after) after") }
        }
        // A modifier: `.name` on a new line or after a closing bracket (not `model.task()`).
        func modifiers(_ tokens: [SwiftToken]) -> [String] {
            tokens.indices.dropFirst().dropLast().compactMap { index in
                let dot = tokens[index]
                guard dot.isSymbol("."), tokens[index + 1].kind == .identifier,
                    dot.newlineBefore || [")", "}", "]"].contains(tokens[index - 1].text)
                else { return nil }
                return tokens[index + 1].text
            }
        }
        let prototypeModifiers = modifiers(prototype)
        let convertedModifiers = modifiers(kept)
        for name in ["task", "refreshable", "toolbar", "sheet", "navigationTitle", "searchable", "onAppear", "alert"] {
            let before = prototypeModifiers.filter { $0 == name }.count
            if convertedModifiers.filter({ $0 == name }).count < before { problems.append("modifier .\(name) lost") }
        }
        let fields = Set(result.feature.fields.map(\.name))
        for (index, token) in converted.enumerated() where token.kind == .attribute && token.text == "@State" {
            let name = converted[(index + 1)...].first { $0.kind == .identifier && !["private", "fileprivate"].contains($0.text) }
            if let name, fields.contains(name.identifierName) { problems.append("@State \(name.text) is still declared") }
        }
        // Callbacks of the spec, and the view's own inputs (`let onClose: () -> Void` of the prototype).
        var declared = Set(result.feature.actions.map { MessageModel(message: $0, feature: result.feature, style: .skill).callbackName })
        for (index, token) in converted.enumerated().dropLast()
        where token.isKeyword("let") || token.isKeyword("var") || token.isKeyword("func") {
            declared.insert(converted[index + 1].identifierName)
        }
        for (index, token) in converted.enumerated() where token.kind == .identifier && token.text.hasPrefix("on") {
            let isCall = index + 1 < converted.count && converted[index + 1].isSymbol("(")
            let isDeclaration = index > 0 && converted[index - 1].isKeyword("let")
            guard isCall || isDeclaration, token.text.count > 2, token.text.dropFirst(2).first?.isUppercase == true,
                !(index > 0 && converted[index - 1].isSymbol("."))
            else { continue }
            if !declared.contains(token.text) { problems.append("calls undeclared `\(token.text)`") }
        }
        let methods = Set(result.draft.draft.links.methodActions.keys.map { String($0.prefix { $0 != "/" }) })
        for (index, token) in converted.enumerated().dropLast() where token.kind == .identifier && methods.contains(token.text) {
            let called = converted[index + 1].isSymbol("(") && !(index > 0 && converted[index - 1].isSymbol("."))
            if called { problems.append("still calls the method `\(token.text)`, which became an action") }
        }
        return problems
    }
}
