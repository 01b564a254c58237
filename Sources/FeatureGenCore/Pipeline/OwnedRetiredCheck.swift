import Foundation

/// Code that an earlier featuregen wrote into a file that is now the developer's, and that the
/// current generated code no longer accepts (middleware: `Store<AppState>`, from when the store was
/// generic). featuregen never rewrites such a file, so each use is reported where it is, with what to
/// write instead.
struct RetiredSpelling {
    /// The tokens to find, in order; `*` stands for any one identifier (the app's `AppState`).
    var tokens: [String]
    var message: String
    var fix: String
}

extension OwnedFileCheck {
    /// Each place `source` still spells what `table` retired.
    static func retiredProblems(in source: Source, table: OutputStyle) -> [Problem] {
        guard !table.retired.isEmpty else { return [] }
        let tokens = source.tokens
        var problems: [Problem] = []
        for spelling in table.retired {
            let count = spelling.tokens.count
            guard let first = spelling.tokens.first, tokens.count >= count else { continue }
            for start in 0...(tokens.count - count) where tokens[start].text == first {
                let matches = zip(spelling.tokens, tokens[start..<(start + count)]).allSatisfy { expected, token in
                    expected == "*" ? token.kind == .identifier : token.text == expected
                }
                guard matches else { continue }
                problems.append(Problem(offset: tokens[start].offset, message: spelling.message, fix: spelling.fix))
            }
        }
        return problems.sorted { $0.offset < $1.offset }
    }
}
