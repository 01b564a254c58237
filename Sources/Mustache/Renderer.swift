/// Walks a node tree once, appending to a single output string.
struct Renderer {
    /// Partials, parents and block substitutions may nest this deep; deeper ones render nothing,
    /// so a self-recursive partial whose data never shrinks cannot overflow the stack.
    static let maximumDepth = 100
    /// Partials, parents and blocks rendered in all (a partial that includes itself twice would
    /// otherwise take 2^100 steps within the depth limit); the rest render nothing.
    static let maximumExpansions = 100_000

    let partials: [String: MustacheTemplate]
    var output = ""
    private var stack: [MustacheValue]
    /// Block overrides of the parent tags being rendered, outermost first (outer ones win).
    private var overrideFrames: [[String: [Node]]] = []
    var indentation = ""
    /// True at the start of a template line inside an indented partial or block: the next
    /// output on this line gets `indentation` first.
    var atLineStart = false
    private var depth = 0
    private var expansions = 0

    init(context: MustacheValue, partials: [String: MustacheTemplate]) {
        self.stack = [context]
        self.partials = partials
    }

    mutating func render(_ nodes: [Node]) {
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                writeTemplateText(text)
            case .variable(let path, let escaped):
                if let value = resolve(path) { writeValue(value, escaped: escaped) }
            case .section(let path, let children, let inverted):
                renderSection(resolve(path) ?? .null, children, inverted: inverted)
            case .partial(let reference, let indent):
                if let template = template(reference) { expand(template.nodes, indent: indent) }
            case .block(let name, let content, let indent):
                renderBlock(name: name, defaultContent: content, indent: indent)
            case .parent(let reference, let indent, let overrides):
                guard let template = template(reference) else { continue }
                overrideFrames.append(overrides)
                expand(template.nodes, indent: indent)
                overrideFrames.removeLast()
            }
        }
    }

    private mutating func renderSection(_ value: MustacheValue, _ children: [Node], inverted: Bool) {
        if inverted {
            if !value.isTruthy { render(children) }
        } else if case .array(let items) = value {
            for item in items {
                stack.append(item)
                render(children)
                stack.removeLast()
            }
        } else if value.isTruthy {
            stack.append(value)
            render(children)
            stack.removeLast()
        }
    }

    /// An override is rendered with only the frames outside the one that supplied it, so its
    /// own nested blocks can be overridden from further out but never by itself.
    private mutating func renderBlock(name: String, defaultContent: [Node], indent: String?) {
        guard let frameIndex = overrideFrames.firstIndex(where: { $0[name] != nil }),
              let content = overrideFrames[frameIndex][name] else {
            expand(defaultContent, indent: indent)
            return
        }
        let savedFrames = overrideFrames
        overrideFrames.removeSubrange(frameIndex...)
        expand(content, indent: indent)
        overrideFrames = savedFrames
    }

    /// Renders nested template content, adding `indent` to the current indentation.
    private mutating func expand(_ nodes: [Node], indent: String?) {
        guard depth < Self.maximumDepth, expansions < Self.maximumExpansions else { return }
        depth += 1
        expansions += 1
        let savedIndentation = indentation
        if let indent {
            indentation += indent
            atLineStart = true
        }
        render(nodes)
        indentation = savedIndentation
        depth -= 1
    }

    private func template(_ reference: TemplateReference) -> MustacheTemplate? {
        switch reference {
        case .fixed(let name):
            return partials[name]
        case .dynamic(let path):
            guard case .string(let name)? = resolve(path) else { return nil }
            return partials[name]
        }
    }

    /// Spec name resolution: `.` is the top of the stack; otherwise the first part is looked up
    /// from the top of the stack down, and the other parts only inside what it found.
    private func resolve(_ path: MustachePath) -> MustacheValue? {
        let parts = path.parts
        guard let first = parts.first else { return stack.last }
        var index = stack.count - 1
        while index >= 0 {
            if case .object(let object) = stack[index], let value = object[first] {
                return parts.count == 1 ? value : Self.descend(value, parts)
            }
            index -= 1
        }
        return nil
    }

    private static func descend(_ value: MustacheValue, _ parts: [String]) -> MustacheValue? {
        var current = value
        for part in parts.dropFirst() {
            guard case .object(let object) = current, let value = object[part] else { return nil }
            current = value
        }
        return current
    }
}
