import Foundation

/// An app that declares an `AppState` (or `AppStore`, `AppFeature`, … of any style) of its own cannot
/// take generated code with the same names into its module (issue 24: 4 of 9 public apps). `extract`
/// then names the App wiring types otherwise: the first of `candidates` that none of the prototype
/// files declares or uses and no feature is named. A name the prototypes use without declaring it
/// (`@EnvironmentObject var store: AppStore`) is declared in a file the folder does not hold: it
/// clashes all the same.
enum AppNameChoice {
    static let candidates = ["Root", "Screens", "Prototype", "Generated"]

    /// The App types of every style, as `App` begins them.
    static var defaultAppTypes: Set<String> {
        Set(OutputStyle.Name.allCases.flatMap { OutputStyle.named($0).appTypes })
    }

    /// A name for the App types that nothing in `sources` and no feature of `features` clashes with;
    /// nil when `App` serves.
    static func choose(for sources: [SourceText], features: [String]) -> (name: String, clashes: [String])? {
        let taken = declaredTypeNames(in: sources).union(usedTypeNames(in: sources))
        let clashes = defaultAppTypes.filter(taken.contains).sorted()
        guard !clashes.isEmpty else { return nil }
        let featureNames = Set(features.map { $0.lowercased() })
        for candidate in candidates + (2...99).map({ "Root\($0)" }) where !featureNames.contains(candidate.lowercased()) {
            let types = OutputStyle.Name.allCases.flatMap { OutputStyle.named($0, app: candidate).appTypes }
            if !types.contains(where: taken.contains) { return (candidate, clashes) }
        }
        return nil
    }

    /// Names that begin with an uppercase letter in the code of `sources` (comments and strings left
    /// out), not as a member (`.Shared`): types, as Swift names them (`AppStore`, `AppState.shared`,
    /// `AppStore()`), and modules.
    static func usedTypeNames(in sources: [SourceText]) -> Set<String> {
        var names = Set<String>()
        for source in sources {
            var previous: SwiftToken?
            for token in SwiftTokenizer.tokenize(source) where token.kind != .comment {
                if token.kind == .identifier, token.text.first?.isUppercase == true,
                    !(previous?.kind == .punctuation && previous?.text == ".")
                {
                    names.insert(token.text)
                }
                previous = token
            }
        }
        return names
    }

    /// Type names declared anywhere in `sources` (`struct`, `class`, `enum`, `actor`, `protocol`,
    /// `typealias`): a plain scan, since a name merely mentioned in a comment costs only a rename.
    static func declaredTypeNames(in sources: [SourceText]) -> Set<String> {
        let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias"]
        var names = Set<String>()
        for source in sources {
            var previous = ""
            var word: [UInt8] = []
            for byte in source.bytes + [0x20] {
                let isWordByte = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                    || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                if isWordByte {
                    word.append(byte)
                } else if !word.isEmpty {
                    let current = String(decoding: word, as: UTF8.self)
                    if keywords.contains(previous) { names.insert(current) }
                    previous = current
                    word.removeAll(keepingCapacity: true)
                }
            }
        }
        return names
    }
}
