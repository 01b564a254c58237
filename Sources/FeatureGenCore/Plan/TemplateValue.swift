import Mustache

/// Shorthands for building Mustache contexts in the view-models.
typealias TemplateValue = MustacheValue

extension MustacheValue {
    static func list(_ values: [MustacheValue]) -> MustacheValue { .array(values) }
    static func lines(_ lines: [String]) -> MustacheValue { .array(lines.map { .string($0) }) }
}
