import Foundation
import Mustache

/// The templates of a run: the defaults compiled into featuregen (copied from `Templates/`), each
/// replaceable by a file of the same name in a `--templates` folder.
public struct TemplateSet: Sendable {
    private let templates: [String: MustacheTemplate]

    /// The default templates, parsed. They are checked by the tests, so failing here is a build bug.
    public static let defaults: TemplateSet = {
        var templates: [String: MustacheTemplate] = [:]
        for (name, source) in BundledTemplates.sources {
            do {
                templates[name] = try MustacheTemplate(source, name: name)
            } catch {
                preconditionFailure("bundled template \(name) does not parse: \(error)")
            }
        }
        return TemplateSet(templates: templates)
    }()

    /// The defaults with the files of `directory` (`State.swift.mustache`, …) in their place.
    /// Unknown names and templates that do not parse are reported; the defaults stay for those.
    public static func load(overrides directory: String?, diagnostics: DiagnosticCollector) throws -> TemplateSet {
        guard let directory else { return defaults }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FatalError("templates folder `\(directory)` does not exist")
        }
        var templates = defaults.templates
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        for file in files where file.hasSuffix(suffix) {
            let name = String(file.dropLast(suffix.count))
            let path = Planner.join(directory, file)
            guard templates[name] != nil else {
                diagnostics.warning(
                    "`\(file)` overrides no template; it is ignored", at: SourceLocation(path: path, line: 1, column: 1),
                    notes: Suggestion.note(for: name, among: BundledTemplates.sources.keys).map { [$0] } ?? [])
                continue
            }
            let source = try String(contentsOfFile: path, encoding: .utf8)
            do {
                templates[name] = try MustacheTemplate(source, name: path)
            } catch {
                diagnostics.error(error.message, at: SourceLocation(path: path, line: error.line, column: error.column))
            }
        }
        return TemplateSet(templates: templates)
    }

    static let suffix = ".swift.mustache"

    func render(_ name: String, context: MustacheValue) -> String {
        guard let template = templates[name] else { preconditionFailure("no template named \(name)") }
        return template.render(context, partials: templates)
    }
}
