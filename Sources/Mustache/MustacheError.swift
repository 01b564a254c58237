/// A template that cannot be parsed. Positions are 1-based; columns count UTF-8 bytes from the
/// start of the line, like swiftc and the rest of featuregen's diagnostics.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template's name as given to `MustacheTemplate.init(_:name:)`.
    public var name: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(name: String, line: Int, column: Int, message: String) {
        self.name = name
        self.line = line
        self.column = column
        self.message = message
    }

    /// `name:line:col: error: message`
    public var description: String { "\(name):\(line):\(column): error: \(message)" }

    /// An error at a byte offset of `source`.
    init(_ message: String, at offset: Int, in source: [UInt8], name: String) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, source.count) where source[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        self.init(name: name, line: line, column: offset - lineStart + 1, message: message)
    }
}
