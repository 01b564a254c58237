/// A parsed Mustache template (https://mustache.github.io), ready to render many times.
///
/// Supports the required spec modules (interpolation, sections, inverted sections, comments,
/// partials, delimiter changes) and the optional inheritance (`{{<parent}}`, `{{$block}}`) and
/// dynamic names (`{{>*name}}`) modules. Lambdas are not supported.
///
/// - A standalone partial (alone on its line) indents each non-empty line of the partial's
///   template text by the whitespace before the tag; newlines inside interpolated data are not
///   indented, as the spec requires.
/// - Partials, parents and block overrides nest at most 100 deep, and at most 100,000 render in
///   all; the rest render nothing (a template that includes itself cannot hang the renderer).
public struct MustacheTemplate: Sendable {
    public let name: String
    let nodes: [Node]
    private let sourceSize: Int
    /// Every partial (`{{>name}}`) and parent (`{{<name}}`) tag, in source order.
    public let includes: [Include]

    /// A tag that renders another template, with its 1-based position (columns count UTF-8 bytes).
    public struct Include: Sendable, Equatable {
        /// The template named, or nil for a dynamic name (`{{>*name}}`), known only when rendering.
        public var name: String?
        public var line: Int
        public var column: Int

        public init(name: String?, line: Int, column: Int) {
            self.name = name
            self.line = line
            self.column = column
        }
    }

    /// Parses once; throws `MustacheError` with a 1-based line and column on bad input
    /// (unclosed tag or section, mismatched closing tag, invalid name or delimiter change).
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        let bytes = Array(source.utf8)
        var scanner = TagScanner(source: bytes, name: name)
        var tags = try scanner.scan()
        try TagPairing.pair(&tags, source: bytes, name: name)
        Standalone.resolve(&tags, in: bytes)
        self.name = name
        self.nodes = TreeBuilder(source: bytes, tags: tags).build()
        self.sourceSize = bytes.count
        self.includes = tags.filter { $0.kind == .partial || $0.kind == .parent }.map { tag in
            let position = MustacheError("", at: tag.start, in: bytes, name: name)
            return Include(
                name: tag.content.first == "*" ? nil : tag.content, line: position.line, column: position.column)
        }
    }

    /// Renders against `context`. `partials` maps names used by `{{>name}}` and `{{<name}}` to
    /// parsed templates; unknown names render as nothing, as the spec asks.
    public func render(_ context: MustacheValue, partials: [String: MustacheTemplate] = [:]) -> String {
        var renderer = Renderer(context: context, partials: partials)
        renderer.output.reserveCapacity(sourceSize * 2)
        renderer.render(nodes)
        return renderer.output
    }
}
