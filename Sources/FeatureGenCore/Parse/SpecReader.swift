/// Stage 1: read a spec file (the strict YAML subset or JSON) into a `Node` tree.
public enum SpecReader {
    /// Loads a file: reads bytes, checks UTF-8 (UTF-16 or UTF-32 → error naming it; other non-UTF-8 → error at the first bad byte's line:col), strips a
    /// leading UTF-8 BOM, picks JSON for `.json` paths and YAML otherwise. Unreadable file → throws FatalError.
    public static func read(path: String, diagnostics: DiagnosticCollector) throws -> Node? {
        read(SourceText(path: path, bytes: try InputFile.bytes(path)), diagnostics: diagnostics)
    }

    /// Same for text already in memory (path used for messages and format choice).
    public static func read(_ source: SourceText, diagnostics: DiagnosticCollector) -> Node? {
        guard source.bytes.count <= ReaderLimits.maxBytes else {
            diagnostics.error("the file is larger than 8 MiB", at: source.location(ofOffset: 0))
            return nil
        }
        if let problem = WideEncoding.problem(source.bytes) {
            diagnostics.error(problem, at: source.location(ofOffset: 0))
            return nil
        }
        if let bad = UTF8Check.firstInvalidOffset(source.bytes) {
            diagnostics.error("the file is not valid UTF-8", at: source.location(ofOffset: bad))
            return nil
        }
        var text = source
        if UTF8Check.hasByteOrderMark(source.bytes) {
            // Dropped so that columns on line 1 match what editors show.
            text = SourceText(path: source.path, bytes: Array(source.bytes.dropFirst(3)))
        }
        if source.path.lowercased().hasSuffix(".json") {
            return JSONReader.read(text, diagnostics: diagnostics)
        }
        return YAMLReader.read(text, diagnostics: diagnostics)
    }
}
