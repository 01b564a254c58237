import Foundation
import Testing

@testable import FeatureGenCore

/// The readers against the official suites, yaml/yaml-test-suite (its `data` branch) and
/// nst/JSONTestSuite (`test_parsing`), which are third-party data and never in this repository: put
/// them in a `thirdparty/` folder beside the clone or above it (`../thirdparty`, `/work/thirdparty`),
/// or name the folder in `FEATUREGEN_THIRDPARTY` (commits: docs/conformance.md). Without the data the
/// tests skip, saying so.
///
/// Every case is read correctly or refused with an error (fine for valid input outside the strict
/// YAML subset: anchors, tags, several documents, …); none may be misread: accepted with another value
/// than the suite's, or accepted although the suite says it is invalid. `.ci/conformance` runs the same
/// suites through the `featuregen dump` command, each case in its own process (crashes, hangs).
@Suite struct ConformanceSuiteTests {
    static let thirdParty: String? = {
        var candidates: [String] = []
        if let given = ProcessInfo.processInfo.environment["FEATUREGEN_THIRDPARTY"] { candidates.append(given) }
        var folder = URL(fileURLWithPath: #filePath)
        while folder.path != "/" {
            folder.deleteLastPathComponent()
            candidates.append(folder.appendingPathComponent("thirdparty").path)
        }
        // A clone elsewhere (CI's, in /tmp) finds them where the other third-party builds are.
        candidates.append("/work/thirdparty")
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/yaml-test-suite") }
            ?? candidates.first { FileManager.default.fileExists(atPath: $0 + "/JSONTestSuite") }
    }()

    static var yamlSuite: String? { thirdParty.map { $0 + "/yaml-test-suite" }.flatMap(existing) }
    static var jsonSuite: String? { thirdParty.map { $0 + "/JSONTestSuite/test_parsing" }.flatMap(existing) }

    static func existing(_ path: String) -> String? { FileManager.default.fileExists(atPath: path) ? path : nil }

    /// Tallies of one suite, printed so the figures show in the test log.
    struct Tally: CustomStringConvertible {
        var read = 0, refusedValid = 0, refusedInvalid = 0
        var misread: [String] = []
        var description: String {
            "\(read + refusedValid + refusedInvalid + misread.count) cases: \(read) read correctly, "
                + "\(refusedValid) valid ones refused, \(refusedInvalid) invalid ones refused, \(misread.count) misread"
        }
    }

    @Test(.enabled(if: yamlSuite != nil, "yaml-test-suite not found: put its data branch in ../thirdparty/yaml-test-suite or set FEATUREGEN_THIRDPARTY (see docs/conformance.md)"))
    func yamlTestSuiteHasNoMisreads() throws {
        let root = try #require(Self.yamlSuite)
        var tally = Tally()
        let cases = (FileManager.default.subpaths(atPath: root) ?? []).filter { $0.hasSuffix("in.yaml") }.sorted()
        for file in cases {
            let folder = root + "/" + WritePath.parent("/" + file).dropFirst()
            let name = String(folder.dropFirst(root.count + 1))
            let bytes = try #require(FileManager.default.contents(atPath: root + "/" + file))
            let collector = DiagnosticCollector()
            let node = YAMLReader.read(SourceText(path: "in.yaml", bytes: [UInt8](bytes)), diagnostics: collector)
            let invalid = FileManager.default.fileExists(atPath: folder + "/error")
            guard let node else {
                #expect(collector.hasErrors, "\(name): refused without an error")
                if invalid { tally.refusedInvalid += 1 } else { tally.refusedValid += 1 }
                continue
            }
            if invalid {
                tally.misread.append("\(name): accepted, but the suite says it is invalid")
            } else if let problem = Self.difference(node, caseFolder: folder) {
                tally.misread.append("\(name): \(problem)")
            } else {
                tally.read += 1
            }
        }
        print("yaml-test-suite: \(tally)")
        #expect(cases.count > 300, "only \(cases.count) cases found in \(root)")
        #expect(tally.misread.isEmpty, "\(tally.misread.joined(separator: "\n"))")
    }

    @Test(.enabled(if: jsonSuite != nil, "JSONTestSuite not found: put it in ../thirdparty/JSONTestSuite or set FEATUREGEN_THIRDPARTY (see docs/conformance.md)"))
    func jsonTestSuiteHasNoMisreads() throws {
        let root = try #require(Self.jsonSuite)
        var tally = Tally()
        var implementationDefined = (read: 0, refused: 0)
        let cases = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        for name in cases {
            let data = try #require(FileManager.default.contents(atPath: root + "/" + name))
            let collector = DiagnosticCollector()
            let node = SpecReader.read(SourceText(path: name, bytes: [UInt8](data)), diagnostics: collector)
            let expected = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            switch (name.first, node) {
            case ("i", nil): implementationDefined.refused += 1
            case ("i", let node?):
                implementationDefined.read += 1
                if let expected, !Self.same(Self.value(node), expected) { tally.misread.append("\(name): read differently") }
            case ("n", nil): tally.refusedInvalid += 1
            case ("n", _?): tally.misread.append("\(name): accepted, but the suite says it is invalid")
            case (_, nil): tally.refusedValid += 1
            case (_, let node?):
                if let expected, Self.same(Self.value(node), expected) {
                    tally.read += 1
                } else {
                    tally.misread.append("\(name): read \(NodeJSON.encode(node).prefix(100))")
                }
            }
            if node == nil { #expect(collector.hasErrors, "\(name): refused without an error") }
        }
        print("JSONTestSuite: \(tally); i_ cases: \(implementationDefined.read) read, \(implementationDefined.refused) refused")
        #expect(cases.count > 300, "only \(cases.count) cases found in \(root)")
        #expect(tally.misread.isEmpty, "\(tally.misread.joined(separator: "\n"))")
    }

    // MARK: Comparing

    /// How `node` differs from the case's `in.json` (or, with no JSON form, its `test.event`), if it does.
    static func difference(_ node: Node, caseFolder folder: String) -> String? {
        if let json = FileManager.default.contents(atPath: folder + "/in.json") {
            let text = String(decoding: json, as: UTF8.self)
            // An empty stream: a reader of one document reads it as null.
            if text.allSatisfy(\.isWhitespace) { return node.scalar?.resolved == .null ? nil : "expected no document" }
            guard let expected = try? JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed]) else {
                return "read one document where the suite has several"
            }
            return same(value(node), expected) ? nil : "read \(NodeJSON.encode(node).prefix(100))"
        }
        guard let events = FileManager.default.contents(atPath: folder + "/test.event") else { return nil }
        let documents = EventTree.documents(String(decoding: events, as: UTF8.self))
        guard documents.count == 1 else { return "read one document where the suite has \(documents.count)" }
        return documents[0] == EventTree(node) ? nil : "read \(NodeJSON.encode(node).prefix(100))"
    }

    /// The node as Foundation's JSON objects, through the JSON `featuregen dump` prints.
    static func value(_ node: Node) -> Any {
        (try? JSONSerialization.jsonObject(with: Data(NodeJSON.encode(node).utf8), options: [.fragmentsAllowed]))
            ?? "unencodable"
    }

    static func same(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case (let a as [String: Any], let b as [String: Any]):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
        case (let a as [Any], let b as [Any]):
            return a.count == b.count && zip(a, b).allSatisfy(same)
        case (let a as String, let b as String):
            return a == b
        case (is NSNull, is NSNull):
            return true
        case (let a as Bool, let b as Bool) where isBool(a) && isBool(b):
            return a == b
        case (let a as NSNumber, let b as NSNumber) where !isBool(a) && !isBool(b):
            // Foundation reads long decimals as NSDecimalNumber, whose doubles are off in the last digits.
            let (x, y) = (a.doubleValue, b.doubleValue)
            return a == b || x == y || abs(x - y) <= 1e-12 * max(abs(x), abs(y))
        default:
            return false
        }
    }

    private static func isBool(_ value: Any) -> Bool {
        #if canImport(Darwin)
            return (value as? NSNumber).map { CFGetTypeID($0) == CFBooleanGetTypeID() } ?? false
        #else
            return type(of: value) == Bool.self || (value as? NSNumber).map { String(cString: $0.objCType) == "c" } == true
        #endif
    }
}

/// A document as the suite's events describe it (every scalar its text), for cases with no JSON form.
indirect enum EventTree: Equatable {
    case scalar(String)
    case sequence([EventTree])
    case mapping([(EventTree, EventTree)])

    init(_ node: Node) {
        switch node.kind {
        case .scalar(let scalar): self = .scalar(scalar.resolved == .null && scalar.style == .plain ? "" : scalar.text)
        case .sequence(let elements): self = .sequence(elements.map(EventTree.init))
        case .mapping(let entries): self = .mapping(entries.map { (.scalar($0.key), EventTree($0.value)) })
        }
    }

    static func == (lhs: EventTree, rhs: EventTree) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): return a == b
        case (.sequence(let a), .sequence(let b)): return a == b
        case (.mapping(let a), .mapping(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// `+MAP`, `=VAL :text`, `-MAP`… into trees, one per document (`=VAL` text unescaped).
    static func documents(_ text: String) -> [EventTree] {
        var documents: [EventTree] = []
        var stack: [(isMapping: Bool, items: [EventTree])] = []
        func add(_ tree: EventTree) {
            if stack.isEmpty { documents.append(tree) } else { stack[stack.count - 1].items.append(tree) }
        }
        for line in text.split(separator: "\n") {
            if line.hasPrefix("+MAP") || line.hasPrefix("+SEQ") {
                stack.append((line.hasPrefix("+MAP"), []))
            } else if line.hasPrefix("-MAP") || line.hasPrefix("-SEQ"), let top = stack.popLast() {
                if top.isMapping {
                    let pairs = stride(from: 0, to: top.items.count - 1, by: 2).map { (top.items[$0], top.items[$0 + 1]) }
                    add(.mapping(pairs))
                } else {
                    add(.sequence(top.items))
                }
            } else if line.hasPrefix("=VAL ") {
                var body = line.dropFirst(5)
                while body.first == "&" || body.first == "<" { body = body.drop { $0 != " " }.dropFirst() }
                add(.scalar(unescape(body.dropFirst())))
            } else if line.hasPrefix("=ALI") {
                add(.scalar("*alias"))
            }
        }
        return documents
    }

    private static func unescape(_ text: Substring) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "b": result.append("\u{08}")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
