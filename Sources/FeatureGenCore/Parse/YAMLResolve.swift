/// Resolving plain scalars, refusing those YAML 1.1 and YAML 1.2 read differently.
extension YAMLParser {
    /// The YAML 1.2 core type of a plain scalar, or nil (after an error) when PyYAML's YAML 1.1
    /// resolver would read it as something else.
    func resolvePlain(_ slice: ArraySlice<UInt8>, at offset: Int) -> Scalar.Resolved? {
        let core = PlainScalarSchema.core(slice)
        let old = PlainScalarSchema.yaml11(slice)
        var text: String { utf8String(slice) }
        switch (core, old) {
        case (.string, .string), (.null, .null), (.bool, .bool), (.float, .float):
            return core
        case (.int, .int):
            if Self.isPlainDecimalOrHex(slice) { return core }
            report("`\(text)` is an octal integer in YAML 1.1 but a decimal one in YAML 1.2; remove the leading zeros or quote it", at: offset)
            return nil
        case (_, .merge):
            report("merge keys (`<<`) are not supported; quote the value", at: offset)
            return nil
        default:
            report("`\(text)` is \(describe11(old)) in YAML 1.1 but \(describe(core)) in YAML 1.2; quote it", at: offset)
            return nil
        }
    }

    /// `[-+]?(0|[1-9][0-9]*)` or `0x[0-9a-fA-F]+`: the integers both YAML versions read alike.
    static func isPlainDecimalOrHex(_ slice: ArraySlice<UInt8>) -> Bool {
        var c = Cursor(slice)
        if c.peek(0) == UInt8(ascii: "0"), c.peek(1) == UInt8(ascii: "x") { return true }
        c.skipSign()
        return c.peek(0) != UInt8(ascii: "0") || c.peek(1) == nil
    }

    func describe(_ resolved: Scalar.Resolved) -> String {
        switch resolved {
        case .string: "a string"
        case .int: "an integer"
        case .float: "a float"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    private func describe11(_ type: PlainScalarSchema.YAML11Type) -> String {
        switch type {
        case .string: "a string"
        case .int: "an integer"
        case .float: "a float"
        case .bool: "a boolean"
        case .null: "null"
        case .timestamp: "a timestamp"
        case .merge: "a merge key"
        case .value: "a special value"
        }
    }
}
