import Mustache

/// A pure view that `extract --generate` carried over from a prototype: the prototype's own members
/// (its `body`, helpers, view-local state) and extensions, already edited to read the feature's state
/// from the view's parameters and to send its actions through callbacks (`Extract/ViewConverter`).
///
/// The View template writes these members in place of its starting body; the parameters, the
/// container and the previews come from the template as for any feature, so a converted view takes
/// the same values, `Binding`s and callbacks as a generated one and is wired to the store the same way.
public struct ConvertedView: Sendable, Equatable {
    /// A value the prototype's parent passed in (`let title: String`, `@Binding var isOn: Bool`): the
    /// container takes it too and hands it on.
    public struct Input: Sendable, Equatable {
        public var name: String
        public var type: String
        public var isBinding: Bool
        /// The default of a `var` the prototype declares with one (`var firstTime: Bool = true`): the
        /// container declares it the same way, so a parent may leave it out, as of the prototype.
        public var defaultValue: String? = nil
    }

    /// The view's documentation comment, as text.
    public var doc: String
    /// Modules the prototype file imports besides SwiftUI.
    public var imports: [String]
    /// The members after the parameters, one line each, indented as inside the view's braces (by 2).
    public var members: [String]
    /// Each extension of the prototype view, its lines indented as at the top level of a file.
    public var extensions: [[String]]
    /// Fields the view takes as `Binding`s (the prototype binds `$field`), with the edit action each sends.
    public var bindings: [String: String]
    public var inputs: [Input]
    /// How many `// review:` comments the view holds.
    public var reviewItems: Int
    /// The compilation condition the prototype view is declared under (`os(macOS) || os(visionOS)` of a
    /// file in `#if os(macOS) || os(visionOS)`), nil when none: the converted view (and its container)
    /// keeps it, as its body uses what only those platforms have.
    public var condition: String? = nil
}

extension ConvertedView {
    /// The keys the View template reads for a converted view (`convertedView` is true). Lines come
    /// indented for where the template writes them (at the start of its lines): inside
    /// `#if canImport(SwiftUI)`, two spaces deeper.
    func context(feature: Feature) -> [String: MustacheValue] {
        func indented(_ lines: [String], by spaces: Int) -> MustacheValue {
            .lines(lines.map { $0.isEmpty ? "" : String(repeating: " ", count: spaces) + $0 })
        }
        let inputs = inputs.map { input -> MustacheValue in
            .object([
                "name": .string(input.name), "type": .string(input.type), "isBinding": .bool(input.isBinding),
                "defaultValue": input.defaultValue.map { .string($0) } ?? .null,
            ])
        }
        return [
            "convertedView": .bool(true),
            "convertedCondition": .string(condition.map { " && " + $0 } ?? ""),
            "convertedDoc": FeatureViewModel.doc(doc),
            "convertedImports": .lines(imports.filter { !feature.imports.contains($0) && $0 != "Foundation" }),
            "convertedMembers": indented(members, by: 2),
            "convertedExtensions": .list(extensions.map { .object(["lines": indented($0, by: 2)]) }),
            "containerInputs": .list(Positions.mark(inputs)),
            "hasContainerInputs": .bool(!inputs.isEmpty),
        ]
    }
}
