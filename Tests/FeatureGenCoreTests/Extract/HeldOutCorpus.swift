import Foundation
@testable import FeatureGenCore

/// The held-out corpus: SwiftUI files of public apps nobody on featuregen wrote, kept outside the
/// repository (`FEATUREGEN_EXTRACT_CORPUS`, gathered by `.ci/extract-accuracy gather`), with a
/// `truth.tsv` listing every `@State` member of every view, written by a separate swift-syntax reader.
struct HeldOutCorpus {
    /// One `@State` member as the syntax-tree reader saw it.
    struct Member {
        var file: String
        var view: String
        var name: String
        var type: String?
        var defaultValue: String?
        /// `declaration`, `attribute`, `init` or `none`; `+inferred` when the type was read off the value.
        var origin: String
        /// `-`, or the `#if` clause it is declared in (`if`, `else`, `if/elseif` …).
        var branch: String

        var typeWasInferred: Bool { origin.hasSuffix("+inferred") }
    }

    static var folder: String? {
        guard let path = ProcessInfo.processInfo.environment["FEATUREGEN_EXTRACT_CORPUS"], !path.isEmpty,
            FileManager.default.fileExists(atPath: path + "/truth.tsv")
        else { return nil }
        return path
    }

    static var isPresent: Bool { folder != nil }

    let folder: String
    let members: [Member]

    init?() throws {
        guard let folder = Self.folder else { return nil }
        self.folder = folder
        let text = try String(contentsOfFile: folder + "/truth.tsv", encoding: .utf8)
        members = text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let value: (Int) -> String? = { parts[$0] == "-" ? nil : Self.unescape(parts[$0]) }
            return Member(
                file: parts[0], view: parts[1], name: parts[2], type: value(3), defaultValue: value(4), origin: parts[5],
                branch: parts[6])
        }
    }

    /// The `.swift` files of the corpus (relative paths), sorted.
    func files() throws -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return try SwiftFileFinder.files(in: [folder]).map { String($0.dropFirst(prefix.count)) }
    }

    /// The app a relative path belongs to (its first folder).
    static func app(of file: String) -> String { String(file.prefix { $0 != "/" }) }

    static func unescape(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Why a member is hard: the failure class its misses are counted under.
    static func failureClass(_ member: Member) -> String {
        if member.origin.hasPrefix("init") { return "set in init (`_x = State(initialValue:)`)" }
        if member.origin.hasPrefix("attribute") { return "`@State(initialValue:)`" }
        if member.branch != "-" { return "`#if` branch" }
        guard let value = member.defaultValue else { return "no default" }
        if value.contains("\\") { return "key path" }
        if value.contains("{") { return "closure" }
        if value.hasPrefix("[") { return "collection literal" }
        if value.contains("\n") { return "multi-line text" }
        if let first = value.first, first.isUppercase, value.contains("."), !value.contains("(") {
            return "qualified value"
        }
        if value.hasPrefix(".") { return "implicit member (`.idle`)" }
        return "other"
    }
}
