import Foundation

/// An app that declares an `AppState` (or `AppStore`, `AppFeature`, … of any style) of its own cannot
/// take generated code with the same names into its module (issue 24: 4 of 9 public apps). `extract`
/// then names the App wiring types otherwise: the first of `candidates` that none of the prototype
/// files declares and no feature is named.
enum AppNameChoice {
    static let candidates = ["Root", "Screens", "Prototype", "Generated"]

    /// The App types of every style, as `App` begins them.
    static var defaultAppTypes: Set<String> {
        Set(OutputStyle.Name.allCases.flatMap { OutputStyle.named($0).appTypes })
    }

    /// A name for the App types that nothing in `sources` and no feature of `features` clashes with;
    /// nil when `App` serves.
    static func choose(for sources: [SourceText], features: [String]) -> (name: String, clashes: [String])? {
        let declared = declaredTypeNames(in: sources)
        let clashes = defaultAppTypes.filter(declared.contains).sorted()
        guard !clashes.isEmpty else { return nil }
        let featureNames = Set(features.map { $0.lowercased() })
        for candidate in candidates + (2...99).map({ "Root\($0)" }) where !featureNames.contains(candidate.lowercased()) {
            let types = OutputStyle.Name.allCases.flatMap { OutputStyle.named($0, app: candidate).appTypes }
            if !types.contains(where: declared.contains) { return (candidate, clashes) }
        }
        return nil
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
