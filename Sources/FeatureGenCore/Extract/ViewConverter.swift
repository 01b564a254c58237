/// Carries a prototype view over into the developer-owned pure view of its feature
/// (`Features/<F>/<F>View.swift`): the prototype's own body (its lists, buttons, modifiers, helpers),
/// with the state the spec took over coming in as parameters and every action going out through a
/// callback; a container view wires it to the store. What cannot be converted mechanically stays as
/// written under a `// review:` comment.
///
/// A pure function of the prototype (the draft `extract` made from it) and the validated spec.
public struct ConvertedView: Sendable, Equatable {
    /// The whole file.
    public var text: String
    /// `// review:` comments in it.
    public var reviewItems: Int
}

enum ViewConverter {
    static func convert(_ draft: ViewDraft, feature: Feature) -> ConvertedView {
        var rewriter = ViewBodyRewriter(draft: draft, feature: feature)
        rewriter.rewrite()
        let viewName = feature.name + "View"
        let wiring = rewriter.wiring
        var lines = [
            "// Created by featuregen from \(feature.specPath).",
            "// This file is yours: featuregen never rewrites it.",
            "",
            "#if canImport(SwiftUI)",
        ]
        lines += (["SwiftUI"] + rewriter.imports).map { "  import \($0)" }
        lines.append("")
        let body = rewriter.bodyLines()
        let extensions = rewriter.extensionLines(viewName: viewName)
        let reviews = rewriter.notes.count + (body + extensions.flatMap { $0 }).filter(Self.isReview).count
        let doc = "The \(feature.name) screen, carried over from the prototype `\(draft.view)`: its state comes in as "
            + "values (and bindings), its actions go out through callbacks."
            + (reviews > 0 ? " Check the `// review:` lines." : "")
        var view = ViewBodyRewriter.wrap(doc, width: 92).map { "/// " + $0 }
        view.append("\(wiring.access)struct \(viewName): View {")
        view += wiring.parameterDeclarations.map { "  " + $0 }
        view += rewriter.notes.map { "  // review: " + $0 }
        if !body.isEmpty { view.append("") }
        view += body
        view.append("}")
        var sections = [view] + extensions + [wiring.container(viewName: viewName)]
        if let preview = wiring.preview(viewName: viewName) { sections.append(preview) }
        for (index, section) in sections.enumerated() {
            if index > 0 { lines.append("") }
            lines += section.map { $0.isEmpty ? "" : "  " + $0 }
        }
        lines.append("#endif")
        return ConvertedView(text: lines.joined(separator: "\n") + "\n", reviewItems: reviews)
    }

    static func isReview(_ line: String) -> Bool {
        line.drop { $0 == " " }.hasPrefix("// review:")
    }
}
