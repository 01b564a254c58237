/// Rewrites the body of one prototype view for `ViewConverter`: which members go (state the spec
/// took over, methods that became actions, the `init`, stored helpers nothing uses any more), which
/// stay, and the edits inside what stays (see `ViewBodyRewriter+Sites.swift`).
struct ViewBodyRewriter {
    let draft: ViewDraft
    let feature: Feature
    var stream: TokenStream { draft.stream }
    var view: TypeDeclaration { draft.declaration }
    var edits: SourceEdits
    /// Review lines at the top of the pure view (what was left out as a whole).
    var notes: [String] = []
    /// Modules the prototype file imports (besides SwiftUI).
    let imports: [String]

    /// Spec fields that were `@State` of this view: parameters now.
    let movedFields: Set<String>
    /// Moved fields the view binds (`$query`), with the edit action their `Binding` sends: the view
    /// declares them `@Binding`, so the prototype's `$query` and `query` stay as written.
    let bindings: [String: String]
    /// View methods that became actions of the spec (`name/arity` → action).
    let methodActions: [String: String]
    let actions: [String: Message]
    /// Actions whose callbacks are async, as in every generated view: those triggered on appear or
    /// refresh (the prototype sends them from `.task` / `.refreshable`), which the view awaits.
    let asyncActions: Set<String>
    /// Token ranges of members left out of the pure view.
    var removed: [ClosedRange<Int>] = []
    var inputs: [ConvertedView.Input] = []
    /// Reviews already inserted, by line start and text (one of each per line).
    var reviewed = Set<String>()
    /// The last tokens of statements commented out that a `case` label begins, with every statement
    /// between: a case whose last statement goes too gets a `break` (it needs one statement).
    var commentedFromCaseLabel = Set<Int>()

    /// Other converted prototype views of the run and their containers (see `ViewConverter.convert`).
    let containers: [String: [ViewConverter.Container]]

    init(draft: ViewDraft, feature: Feature, containers: [String: [ViewConverter.Container]] = [:]) {
        self.draft = draft
        self.feature = feature
        var containers = containers
        containers[draft.view] = nil
        self.containers = containers
        edits = SourceEdits(bytes: draft.stream.source.bytes, tokens: SwiftTokenizer.tokenize(draft.stream.source))
        var actions: [String: Message] = [:]
        for action in feature.actions { actions[action.name] = action }
        self.actions = actions
        asyncActions = Set(feature.actions.filter(ScreenModel.isAsync).map(\.name))
        let stateNames = Set(draft.members.properties.filter { $0.hasAttribute("State") }.map(\.name))
        let moved = Set(feature.fields.map(\.name)).intersection(stateNames)
        movedFields = moved
        methodActions = draft.draft.links.methodActions.filter { actions[$0.value] != nil }
        var bindings: [String: String] = [:]
        for (field, action) in draft.draft.links.editActions where moved.contains(field) {
            guard let message = actions[action], let type = feature.fields.first(where: { $0.name == field })?.type.text,
                case .single(let payload) = message.payload, payload.text == type,
                message.assignments?.map(\.field) == [field], message.assignments?.first?.value.text == "payload"
            else { continue }
            bindings[field] = action
        }
        self.bindings = bindings
        imports = Self.imports(in: draft.stream)
        extensions = DeclarationScanner(stream: draft.stream).extensions(of: draft.declaration.name)
    }

    mutating func rewrite() {
        removeMembers()
        keptIndices = view.ownBody.filter { !isRemoved($0) }
            + extensions.flatMap { Self.ownTokens(stream, ($0.open + 1)..<$0.close) }
        rewriteClosureActions()
        rewriteSites()
    }

    /// `import Charts` … of the prototype file, SwiftUI left out (the view file imports it).
    static func imports(in stream: TokenStream) -> [String] {
        var result: [String] = []
        for index in 0..<stream.count where stream[index].isKeyword("import") {
            var end = index + 1
            while end < stream.count, !stream[end].newlineBefore, stream[end].kind != .endOfFile { end += 1 }
            let module = stream.text((index + 1)..<end)
            if module != "SwiftUI", !module.isEmpty, !result.contains(module) { result.append(module) }
        }
        return result
    }

    // MARK: Members

    private mutating func removeMembers() {
        let members = draft.members
        if stream[view.nameIndex + 1].isSymbol("<") {
            let close = DeclarationScanner(stream: stream).skipAngles(from: view.nameIndex + 1)
            notes.append("the prototype view is generic (`\(stream.text((view.nameIndex + 1)..<close))`): add that back")
        }
        for property in members.properties where property.hasAttribute("State") && movedFields.contains(property.name) {
            removed.append(property.range)
        }
        for method in members.methods where isAction(method) { removed.append(method.range) }
        if !members.initializerRanges.isEmpty {
            removed += members.initializerRanges
            notes.append("the prototype's `init` is left out: the container passes what the view needs")
        }
        // Stored helpers (`private let api = OrderAPI()`) that only the removed methods used.
        for property in members.properties where property.attributes.isEmpty && !property.isComputed
            && !property.isStatic && property.defaultValue != nil && !isUsed(property.name)
        {
            removed.append(property.range)
        }
        for range in removed { removeLines(range) }
        for property in members.properties where !isRemoved(property.nameIndex) && !property.isStatic {
            keep(property)
        }
    }

    /// A kept property: an input the container passes on, or view state the spec does not own.
    private mutating func keep(_ property: PropertyDeclaration) {
        let wrapper = property.attributes.first?.name
        if property.hasAttribute("State"),
            let field = draft.draft.fields.first(where: { $0.name == property.name }),
            let reason = field.comments.first(where: { $0.hasPrefix("review: ") })
        {
            review(at: property.range.lowerBound, "stays view state: " + String(reason.dropFirst(8)))
        }
        let takesValue = property.attributes.isEmpty
            || (["Binding", "ObservedObject", "Bindable", "State", "StateObject"].contains(wrapper ?? "")
                && property.attributes.first?.arguments == nil)
        let defaultValue = property.defaultValue.flatMap { containerDefault(of: property, $0) }
        guard !property.isComputed, property.defaultValue == nil || defaultValue != nil, takesValue,
            let type = property.type
        else {
            if property.attributes.isEmpty, !property.isLet, !property.isComputed { makeInternal(property) }
            return
        }
        inputs.append(.init(
            name: property.name, type: containerType(type), isBinding: wrapper == "Binding", defaultValue: defaultValue))
        makeInternal(property)
    }

    /// The default of a plain `var` (`var firstTime: Bool = true`), which the memberwise initializer takes
    /// as an optional argument: the container takes it the same way (a parent passes it, or not). Nil for
    /// a default that names the view's own members or `self` (it would not compile in the container), or
    /// spans lines.
    private func containerDefault(of property: PropertyDeclaration, _ range: Range<Int>) -> String? {
        guard property.attributes.isEmpty, !property.isLet, property.type != nil else { return nil }
        let members = Set(draft.members.properties.map(\.name) + draft.members.methods.map(\.name))
        for index in range {
            let token = stream[index]
            if index > range.lowerBound, token.newlineBefore { return nil }
            if token.text == "self" || token.text == "Self" { return nil }
            if token.kind == .identifier, members.contains(token.identifierName), !stream[index - 1].isSymbol(".") { return nil }
        }
        return stream.text(range)
    }

    /// An input's type as the container writes it: a type declared inside the view (`typealias TabID`,
    /// `enum Mode`) qualified with the converted view's name (`TabsView.TabID?`), as the container is
    /// declared beside the view, not in it.
    private func containerType(_ type: Range<Int>) -> String {
        var nested = Set<String>()
        for index in (view.bodyOpen + 1)..<view.bodyClose where stream[index].kind == .keyword
            && ["struct", "enum", "class", "actor", "typealias"].contains(stream[index].text)
            && stream[index + 1].kind == .identifier
        {
            nested.insert(stream[index + 1].identifierName)
        }
        guard type.contains(where: { stream[$0].kind == .identifier && nested.contains(stream[$0].identifierName) })
        else { return stream.text(type) }
        var text = ""
        for index in type {
            if index > type.lowerBound, stream[index].offset > stream[index - 1].end { text += " " }
            if stream[index].kind == .identifier, nested.contains(stream[index].identifierName),
                index == type.lowerBound || !stream[index - 1].isSymbol(".")
            {
                text += feature.name + "View."
            }
            text += stream[index].text
        }
        return text
    }

    /// Drops `private` from a stored property the memberwise initializer takes: a private one would make
    /// the initializer private, and the container could not call it.
    private mutating func makeInternal(_ property: PropertyDeclaration) {
        for index in property.range where ["private", "fileprivate"].contains(stream[index].text) {
            var end = stream[index].end
            if stream[index + 1].isSymbol("("), let close = stream.closing(index + 1) { end = stream[close].end }
            while end < edits.bytes.count, edits.bytes[end] == UInt8(ascii: " ") { end += 1 }
            edits.replace(stream[index].offset..<end, with: "")
        }
    }

    /// `onLoadOrders`: the callback the view takes for an action.
    func callbackName(_ action: Message) -> String { MessageModel(message: action, feature: feature, style: .skill).callbackName }

    func isRemoved(_ index: Int) -> Bool { removed.contains { $0.contains(index) } }

    func isAction(_ method: MethodDeclaration) -> Bool {
        methodActions[ViewLinks.key(method.name, arity: method.parameters.count)] != nil
    }

    /// The action a call of the view method `name` with `arity` arguments sends; with no arity (a
    /// reference, `perform: load`), the method's only overload.
    func methodAction(_ name: String, arity: Int?) -> Message? {
        if let arity { return methodActions[ViewLinks.key(name, arity: arity)].flatMap { actions[$0] } }
        let overloads = methodActions.filter { $0.key.hasPrefix(name + "/") }
        return overloads.count == 1 ? overloads.first.flatMap { actions[$0.value] } : nil
    }

    /// The view's own tokens that stay (nested types and removed members left out), and those of its
    /// extensions in the same file.
    private(set) var keptIndices: [Int] = []

    /// The prototype's extensions of the view in its file: carried over after the pure view.
    let extensions: [(header: Range<Int>, open: Int, close: Int)]

    /// The tokens of a body without the bodies of types declared in it.
    static func ownTokens(_ stream: TokenStream, _ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = stream[index]
            result.append(index)
            if token.kind == .keyword, ["struct", "enum", "class", "actor"].contains(token.text) {
                var cursor = index + 1
                while cursor < range.upperBound, !stream[cursor].isSymbol("{") { cursor += 1 }
                if let close = stream.closing(cursor), close < range.upperBound {
                    index = close + 1
                    continue
                }
            }
            index += 1
        }
        return result
    }

    /// Whether code that stays names `name` (string interpolations included, generously), in the view or
    /// its extensions.
    private func isUsed(_ name: String) -> Bool {
        let members = draft.members
        let removedMethods = members.methods.filter(isAction).map(\.range)
        let removedStates = members.properties.filter { $0.hasAttribute("State") && movedFields.contains($0.name) }.map(\.range)
        let gone = removedMethods + removedStates + members.initializerRanges
        // A closure that became an action is replaced by its callback; only its view code stays.
        let replaced = draft.draft.links.closureActions.map { ($0.open + 1)..<$0.close }
        let kept = draft.draft.links.closureActions.flatMap(\.viewCode)
        // The view's extensions in the file are carried over too (`private extension OrderView`).
        let tokens = view.ownBody + extensions.flatMap { Self.ownTokens(stream, ($0.open + 1)..<$0.close) }
        return tokens.contains { index in
            guard !gone.contains(where: { $0.contains(index) }) else { return false }
            if replaced.contains(where: { $0.contains(index) }), !kept.contains(where: { $0.contains(index) }) { return false }
            let token = stream[index]
            if token.kind == .string { return token.text.contains(name) }
            return token.kind == .identifier && token.identifierName == name
                && !(stream[index - 1].isSymbol(".") && !stream[index - 2].isKeyword("self"))
                && !(stream[index - 1].isKeyword("var") || stream[index - 1].isKeyword("let"))
        }
    }

    /// Removes the lines of a member: its doc comment lines above, and the rest of its last line.
    private mutating func removeLines(_ range: ClosedRange<Int>) {
        let bytes = edits.bytes
        var start = stream[range.lowerBound].offset
        let lineStart = Self.lineStart(of: start, in: bytes)
        if bytes[lineStart..<start].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            start = lineStart
            while start > 0 {
                let previous = Self.lineStart(of: start - 1, in: bytes)
                let line = bytes[previous..<(start - 1)].drop { $0 == 0x20 || $0 == 0x09 }
                guard line.starts(with: Array("//".utf8)) else { break }
                start = previous
            }
        }
        var end = stream[range.upperBound].end
        if stream[range.upperBound + 1].isSymbol(";") {
            end = stream[range.upperBound + 1].end  // `let a = 1; let b = 2`: the separator goes too
            while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 { lineEnd += 1 }
        if lineEnd + 1 < bytes.count, bytes[lineEnd] == UInt8(ascii: "/"), bytes[lineEnd + 1] == UInt8(ascii: "/") {
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        }
        if lineEnd >= bytes.count || bytes[lineEnd] == 0x0A { end = min(lineEnd + 1, bytes.count) }
        edits.replace(start..<end, with: "")
    }

    static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// `// review: text` on its own line above the line of token `index` (once per line and text).
    mutating func review(at index: Int, _ text: String) {
        let bytes = edits.bytes
        let start = Self.lineStart(of: stream[index].offset, in: bytes)
        guard reviewed.insert("\(start) \(text)").inserted, !edits.isReplaced(start) else { return }
        let indent = String(decoding: bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let lines = Self.wrap(SpecText.commentLine(text), width: max(40, 86 - indent.count))
        let comment = lines.enumerated().map { indent + ($0.offset == 0 ? "// review: " : "//   ") + $0.element + "\n" }
        edits.insert(comment.joined(), at: start)
    }

    /// Words in lines of at most `width` characters (a longer word gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines.isEmpty || !line.isEmpty ? lines + [line] : lines
    }

    // MARK: Output

    /// The kept members, edited and re-indented for the pure view (two spaces deep).
    func bodyLines() -> [String] {
        lines(of: stream[view.bodyOpen].end..<stream[view.bodyClose].offset)
    }

    /// Each extension of the prototype view, for the pure view.
    func extensionLines(viewName: String) -> [[String]] {
        extensions.map { block in
            // `: View` goes (the pure view declares it); other conformances and `where` stay.
            let whereIndex = block.header.first { stream[$0].isKeyword("where") } ?? block.header.upperBound
            var conformances: [String] = []
            if !block.header.isEmpty, stream[block.header.lowerBound].isSymbol(":") {
                var start = block.header.lowerBound + 1
                for index in start...max(start, whereIndex) where index == whereIndex || stream[index].isSymbol(",") {
                    let name = stream.text(start..<index)
                    if !name.isEmpty, name != "View", name != "SwiftUI.View" { conformances.append(name) }
                    start = index + 1
                }
            }
            var header = "extension \(viewName)" + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", "))
            if whereIndex < block.header.upperBound { header += " " + stream.text(whereIndex..<block.header.upperBound) }
            return [header + " {"] + lines(of: stream[block.open].end..<stream[block.close].offset) + ["}"]
        }
    }

    private func lines(of region: Range<Int>) -> [String] {
        let (lines, kept) = edits.apply(in: region)
        let widths = lines.enumerated().compactMap { index, line -> Int? in
            guard !kept.contains(index), line.contains(where: { $0 != " " && $0 != "\t" }) else { return nil }
            return line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
        }
        let base = widths.min() ?? 0
        let unit = min(max(widths.map { $0 - base }.filter { $0 > 0 }.min() ?? 4, 2), 8)
        var result: [String] = []
        for line in SourceEdits.reindent(lines, kept: kept, base: base, unit: unit, indent: 2) {
            if line.isEmpty, result.last?.isEmpty ?? true { continue }  // one blank line at most
            result.append(line)
        }
        while result.last?.isEmpty == true { result.removeLast() }
        return result
    }
}
