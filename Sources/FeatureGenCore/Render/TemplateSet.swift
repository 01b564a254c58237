import Foundation
import Mustache

/// The templates of a run: the defaults of its style compiled into featuregen (copied from
/// `Templates/<style>/` and `Templates/shared/`), each replaceable by a file of the same name in a
/// `--templates` folder. A style's templates and the shared ones form one set: one name, one template.
public struct TemplateSet: Sendable {
    private let templates: [String: MustacheTemplate]

    /// The default templates of every style, parsed once. They are checked by the tests, so failing
    /// here is a build bug.
    private static let bundled: [OutputStyle.Name: TemplateSet] = {
        var sets: [OutputStyle.Name: TemplateSet] = [:]
        for style in OutputStyle.Name.allCases {
            var templates: [String: MustacheTemplate] = [:]
            for (name, source) in sources(of: style) {
                do {
                    templates[name] = try MustacheTemplate(source, name: name)
                } catch {
                    preconditionFailure("bundled template \(style.rawValue)/\(name) does not parse: \(error)")
                }
            }
            sets[style] = TemplateSet(templates: templates)
        }
        return sets
    }()

    /// The sources of a style's set: its own folder and the shared one.
    static func sources(of style: OutputStyle.Name) -> [String: String] {
        (BundledTemplates.folders["shared"] ?? [:]).merging(BundledTemplates.folders[style.rawValue] ?? [:]) { $1 }
    }

    /// The default templates of the skill style.
    public static var defaults: TemplateSet { defaults(for: .skill) }

    /// The default templates of `style`.
    public static func defaults(for style: OutputStyle.Name) -> TemplateSet { bundled[style]! }

    /// The defaults of `style` with the files of `directory` (`State.swift.mustache`, …) in their
    /// place. A file overrides the template of that name in the run's style (its own or a shared one);
    /// unknown names and templates that do not parse are reported; the defaults stay for those.
    public static func load(
        style: OutputStyle.Name = .skill, overrides directory: String?, diagnostics: DiagnosticCollector
    ) throws -> TemplateSet {
        let defaults = defaults(for: style)
        guard let directory else { return defaults }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FatalError("templates folder `\(directory)` does not exist")
        }
        var templates = defaults.templates
        var paths: [String: String] = [:]
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        for file in files where file.hasSuffix(suffix) {
            let name = String(file.dropLast(suffix.count))
            let path = Planner.join(directory, file)
            guard templates[name] != nil else {
                diagnostics.warning(
                    "`\(file)` overrides no template of the `\(style.rawValue)` style; it is ignored",
                    at: SourceLocation(path: path, line: 1, column: 1),
                    notes: Suggestion.note(for: name, among: defaults.templates.keys).map { [$0] } ?? [])
                continue
            }
            let bytes = try InputFile.bytes(path)
            if let problem = WideEncoding.problem(bytes) {
                diagnostics.error(problem, at: SourceLocation(path: path, line: 1, column: 1))
                continue
            }
            if let bad = UTF8Check.firstInvalidOffset(bytes) {
                diagnostics.error(
                    "the file is not valid UTF-8", at: SourceText(path: path, bytes: bytes).location(ofOffset: bad))
                continue
            }
            let source = String(decoding: bytes, as: UTF8.self)
            do {
                templates[name] = try MustacheTemplate(source, name: path)
                paths[name] = path
            } catch {
                diagnostics.error(error.message, at: SourceLocation(path: path, line: error.line, column: error.column))
            }
        }
        checkIncludes(templates, paths: paths, diagnostics: diagnostics)
        return TemplateSet(templates: templates)
    }

    /// Partials and parents (`{{>name}}`, `{{<name}}`) in the overriding templates must not lead back to
    /// the template they are in: rendering would never end (the renderer's own limits make it stop, but
    /// with a silently cut file). Dynamic names (`{{>*name}}`) are refused, since they could name any
    /// template, this one included.
    private static func checkIncludes(
        _ templates: [String: MustacheTemplate], paths: [String: String], diagnostics: DiagnosticCollector
    ) {
        func names(_ template: String) -> [String] { templates[template]?.includes.compactMap(\.name) ?? [] }
        for (name, path) in paths.sorted(by: { $0.key < $1.key }) {
            guard let template = templates[name] else { continue }
            for include in template.includes {
                let location = SourceLocation(path: path, line: include.line, column: include.column)
                guard let target = include.name else {
                    diagnostics.error(
                        "dynamic partial names (`{{>*name}}`) cannot be used in featuregen templates", at: location,
                        notes: [.init("name the template: `{{>State}}`")])
                    continue
                }
                // Through the templates `target` includes, and the ones they include: any back here?
                var seen: Set<String> = [target]
                var pending = [target]
                var cycles = target == name
                while !cycles, let next = pending.popLast() {
                    for included in names(next) {
                        if included == name { cycles = true }
                        if seen.insert(included).inserted { pending.append(included) }
                    }
                }
                guard cycles else { continue }
                let message =
                    target == name
                    ? "template `\(name)` includes itself; rendering it would never end"
                    : "including `\(target)` here leads back to `\(name)`; rendering it would never end"
                diagnostics.error(
                    message, at: location,
                    notes: [.init("a template may include others, but never itself, directly or through them")])
            }
        }
    }

    static let suffix = ".swift.mustache"

    /// The names in the set (what `--templates` may override).
    var names: [String] { templates.keys.sorted() }

    func render(_ name: String, context: MustacheValue) -> String {
        guard let template = templates[name] else { preconditionFailure("no template named \(name)") }
        return template.render(context, partials: templates)
    }
}
