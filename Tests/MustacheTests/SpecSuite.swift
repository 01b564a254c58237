import Foundation
import Mustache
import Testing

/// The official mustache spec suite, read from `<repo>/../shared/testdata/mustache-spec`
/// (never copied into the repository).
enum SpecSuite {
    static let requiredModules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]
    static let optionalModules = ["~dynamic-names", "~inheritance"]
    static let skippedModules = [
        "~lambdas": "lambdas are not supported: MustacheValue stays plain Equatable data, and the spec's lambdas are host-language snippets",
    ]

    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MustacheTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/testdata/mustache-spec")

    static let isAvailable = FileManager.default.fileExists(atPath: directory.appendingPathComponent("sections.json").path)

    /// Every test of the required and implemented optional modules.
    static let cases: [SpecCase] = isAvailable ? (requiredModules + optionalModules).flatMap(load) : []

    static func load(module: String) -> [SpecCase] {
        let url = directory.appendingPathComponent("\(module).json")
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tests = root["tests"] as? [[String: Any]] else { return [] }
        let names = tests.map { $0["name"] as? String ?? "?" }
        return tests.enumerated().map { index, test in
            // Two `~inheritance` tests share a name; the index tells them apart.
            let name = names[index]
            return SpecCase(
                module: module,
                label: names.filter { $0 == name }.count > 1 ? "\(name) (#\(index))" : name,
                template: test["template"] as? String ?? "",
                data: mustacheValue(test["data"] as Any),
                partials: test["partials"] as? [String: String] ?? [:],
                expected: test["expected"] as? String ?? "")
        }
    }

    /// JSON (as JSONSerialization returns it) to a render context.
    static func mustacheValue(_ json: Any) -> MustacheValue {
        switch json {
        case let string as String: return .string(string)
        case let array as [Any]: return .array(array.map(mustacheValue))
        case let object as [String: Any]: return .object(object.mapValues(mustacheValue))
        case let number as NSNumber:
            if type(of: json) == Bool.self || String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            if let integer = Int(exactly: number.doubleValue), !String(describing: number).contains(".") { return .int(integer) }
            return .double(number.doubleValue)
        default: return .null
        }
    }
}

struct SpecCase: Sendable, CustomTestStringConvertible {
    let module: String
    let label: String
    let template: String
    let data: MustacheValue
    let partials: [String: String]
    let expected: String

    /// "file: test name", so a failure reads like the spec.
    var testDescription: String { "\(module): \(label)" }
}
