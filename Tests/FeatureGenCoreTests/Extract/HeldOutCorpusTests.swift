import Foundation
import Testing
@testable import FeatureGenCore

/// Extraction measured on code nobody here wrote. Skipped (with the reason shown) unless
/// `FEATUREGEN_EXTRACT_CORPUS` names a gathered corpus: run `.ci/extract-accuracy`.
@Suite("Held-out corpus")
struct HeldOutCorpusTests {
    static let skipReason: Comment =
        "held-out corpus absent: set FEATUREGEN_EXTRACT_CORPUS (see `.ci/extract-accuracy` and docs/extraction.md)"

    /// At least 98% of the `@State` members of views come out exactly right (name, type, default),
    /// and none is lost without a trace in the spec.
    @Test(.enabled(if: HeldOutCorpus.isPresent, skipReason))
    func stateMembersAreExtractedExactly() throws {
        guard let corpus = try HeldOutCorpus() else { return }
        let diagnostics = DiagnosticCollector()
        let (specs, _) = try Extractor.extract(paths: [corpus.folder], diagnostics: diagnostics)
        let prefix = corpus.folder + "/"
        var byView: [String: ExtractedSpec] = [:]
        for spec in specs { byView[String(spec.sourcePath.dropFirst(prefix.count)) + "\t" + spec.viewName] = spec }
        var exact = 0
        var misses: [String: [String]] = [:]
        var silent: [String] = []
        for member in corpus.members {
            let where_ = "\(member.file) \(member.view).\(member.name)"
            guard let spec = byView[member.file + "\t" + member.view] else {
                misses[HeldOutCorpus.failureClass(member), default: []].append("\(where_): view not extracted")
                silent.append(where_)
                continue
            }
            guard let field = spec.fields.first(where: { $0.name == member.name }) else {
                misses[HeldOutCorpus.failureClass(member), default: []].append("\(where_): not extracted")
                if !spec.yaml.contains("`\(member.name)") { silent.append(where_) }
                continue
            }
            if !Self.isVisible(member.name, in: spec.yaml) { silent.append(where_) }
            if Self.matches(field, member) {
                exact += 1
            } else {
                misses[HeldOutCorpus.failureClass(member), default: []].append(
                    "\(where_): got \(field.type ?? "-")\(field.typeIsGuess ? " (guess)" : "") = \(field.defaultValue ?? "-"); "
                        + "truth \(member.type ?? "-") = \(member.defaultValue ?? "-")")
            }
        }
        let total = corpus.members.count
        let share = Double(exact) / Double(max(total, 1)) * 100
        let apps = Set(corpus.members.map { HeldOutCorpus.app(of: $0.file) })
        let files = Set(corpus.members.map(\.file))
        print("held-out corpus: \(apps.count) apps, \(files.count) files with @State in views, \(total) @State members")
        print("held-out accuracy: \(exact)/\(total) exactly right (\(String(format: "%.1f", share))%), "
            + "\(silent.count) dropped silently")
        for (name, list) in misses.sorted(by: { $0.value.count > $1.value.count }) {
            print("  \(list.count) miss\(list.count == 1 ? "" : "es"): \(name)")
            for miss in list { print("    \(miss)") }
        }
        #expect(share >= 98, "held-out accuracy \(share)% is below 98%")
        #expect(silent.isEmpty, "dropped silently: \(silent)")
    }

    /// A field shows in the spec: as a field (live or commented out), on a review line naming it, or on
    /// the `inferred:` line saying it stays in the view.
    static func isVisible(_ name: String, in yaml: String) -> Bool {
        let key = YAMLWriter.key(name)
        return yaml.split(separator: "\n").contains { line in
            let text = line.drop { $0 == " " }
            return text.hasPrefix(key + ":") || text.hasPrefix("# " + key + ":")
                || ((text.hasPrefix("# review:") || (text.hasPrefix("# inferred:") && text.contains("stays in the view")))
                    && (text.contains("var \(name)") || text.contains("var `\(name)`")))
        }
    }

    /// Exactly right: same name, the type as written (or, when the code does not write it, the type
    /// the value spells out, and no certain claim where the syntax cannot tell), the same default.
    static func matches(_ field: ExtractedField, _ member: HeldOutCorpus.Member) -> Bool {
        guard field.defaultValue == member.defaultValue else { return false }
        if member.type == nil { return field.type == nil || field.typeIsGuess }
        return field.type == member.type && !field.typeIsGuess
    }
}
