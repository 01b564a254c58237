/// Where a prototype view navigates: the links and destinations it pushes, and the sheets, covers,
/// popovers, alerts and dialogs it presents. Extract does not yet write them as the spec's
/// `navigation:` (issue 23, slice 6); the converted view keeps them as the prototype wires them, and
/// each gets a `review:` line, so that nothing the screen leads to goes unsaid.
struct NavigationFinder {
    let stream: TokenStream
    let view: TypeDeclaration

    enum Kind: String {
        case link = "NavigationLink"
        case navigationDestination, sheet, fullScreenCover, popover, alert, confirmationDialog
    }

    /// One place the view navigates from.
    struct Site: Equatable {
        var kind: Kind
        var line: Int
        /// The view it shows (`OrderDetail`), when one is named.
        var destination: String?
        /// The state that drives it (`editing` of `item: $editing`), or the pushed value's type (`Order`).
        var driver: String?
        /// An alert's or dialog's title, when it is a plain string.
        var title: String?
        /// `isPresented: $flag` rather than `item: $value`.
        var drivenByFlag = false
        /// What a `NavigationLink(value:)` pushes, as written.
        var value: String?
    }

    func sites() -> [Site] {
        var sites: [Site] = []
        for index in view.ownBody {
            let token = stream[index]
            guard token.kind == .identifier else { continue }
            if token.text == Kind.link.rawValue, !stream[index - 1].isSymbol("."),
                stream[index + 1].isSymbol("(") || stream[index + 1].isSymbol("{")
            {
                sites.append(site(.link, at: index))
            } else if let kind = Kind(rawValue: token.text), kind != .link, isModifier(at: index), stream[index + 1].isSymbol("(") {
                sites.append(site(kind, at: index))
            }
        }
        return sites
    }

    /// A `review:` line for each site.
    func notes() -> [String] {
        sites().map(Self.note)
    }

    static func note(_ site: Site) -> String {
        let shown = site.destination.map { "`\($0)`" }
        let api = "`" + (site.kind == .link ? "" : ".") + site.kind.rawValue + "`"
        let driver = site.driver.map { " while `\($0)` is " + (site.drivenByFlag ? "true" : "set") } ?? ""
        let what: String
        switch site.kind {
        case .link:
            what = "pushes " + (shown ?? site.value.map { "its `\($0)`" } ?? "a screen")
        case .navigationDestination:
            what = "pushes \(shown ?? "a screen")" + (site.driver.map { " for `\($0)` values" } ?? "")
        case .sheet, .fullScreenCover, .popover:
            let kind = ["sheet": "a sheet", "fullScreenCover": "a full-screen cover"][site.kind.rawValue] ?? "a popover"
            what = "presents \(shown ?? "a view") in \(kind)\(driver)"
        case .alert, .confirmationDialog:
            let kind = site.kind == .alert ? "an alert" : "a confirmation dialog"
            what = "shows \(kind)" + (site.title.map { " \"\($0)\"" } ?? "") + driver
        }
        return "review: the view \(what) (\(api), line \(site.line)): kept in the view, not yet in the spec"
    }

    private func site(_ kind: Kind, at index: Int) -> Site {
        var site = Site(kind: kind, line: stream.location(index).line)
        var arguments: Range<Int>?
        var cursor = index + 1
        if stream[cursor].isSymbol("("), let close = stream.closing(cursor) {
            arguments = (cursor + 1)..<close
            cursor = close + 1
        }
        // The closures that show the destination: labelled arguments, then trailing closures.
        var closures: [Range<Int>] = []
        if let arguments {
            var argument = arguments.lowerBound
            while argument < arguments.upperBound {
                let label = stream[argument].text
                if stream[argument + 1].isSymbol(":") {
                    let value = argument + 2
                    if stream[value].isSymbol("{"), let close = stream.closing(value),
                        ["destination", "content"].contains(label)
                    {
                        closures.append((value + 1)..<close)
                    } else if ["item", "isPresented"].contains(label), stream[value].text.hasPrefix("$") {
                        site.driver = String(memberChain(at: value).dropFirst())
                        site.drivenByFlag = label == "isPresented"
                    } else if label == "for", kind == .navigationDestination, stream[value].kind == .identifier {
                        site.driver = stream[value].text
                    } else if label == "value", kind == .link {
                        site.value = memberChain(at: value)
                    } else if label == "destination", kind == .link {
                        closures.append(value..<arguments.upperBound)
                    }
                } else if argument == arguments.lowerBound, [.alert, .confirmationDialog].contains(kind) {
                    site.title = stream.plainStringValue(argument)
                }
                argument = stream.skipGroup(argument, limit: arguments.upperBound)
            }
        }
        // `NavigationLink { Detail() } label: { … }`: the first trailing closure is the destination;
        // for the modifiers, it is the content.
        if stream[cursor].isSymbol("{"), let close = stream.closing(cursor) {
            closures.append((cursor + 1)..<close)
        }
        if kind.showsAView {
            site.destination = closures.lazy.compactMap(firstViewShown).first
        }
        return site
    }

    /// Whether the name at `index` is a view modifier: `.sheet(` after a view (`)`, `}`) or at the start
    /// of a line, not a member of some value (`Printer.sheet(…)`).
    private func isModifier(at index: Int) -> Bool {
        let dot = stream[index - 1]
        return dot.isSymbol(".") && (dot.newlineBefore || stream[index - 2].isSymbol(")") || stream[index - 2].isSymbol("}"))
    }

    /// `$model.isEditing` as written, up to what is not a name or a dot.
    private func memberChain(at index: Int) -> String {
        var end = index + 1
        while stream[end].isSymbol("."), stream[end + 1].kind == .identifier { end += 2 }
        return stream.text(index..<end)
    }

    /// The first view of the app's own that `range` makes (`OrderDetail(order: order)`), not SwiftUI's.
    private func firstViewShown(in range: Range<Int>) -> String? {
        range.first { index in
            let token = stream[index]
            return token.kind == .identifier && token.text.first?.isUppercase == true && !Self.swiftUIViews.contains(token.text)
                && !stream[index - 1].isSymbol(".") && (stream[index + 1].isSymbol("(") || stream[index + 1].isSymbol("{"))
        }.map { stream[$0].text }
    }

    /// SwiftUI's own views and containers: what wraps a destination, not the destination.
    static let swiftUIViews: Set<String> = [
        "AnyView", "Button", "Capsule", "Circle", "Color", "ContentUnavailableView", "DatePicker", "Divider",
        "EmptyView", "ForEach", "Form", "GeometryReader", "Grid", "GridRow", "Group", "HStack", "Image", "Label",
        "LabeledContent", "LazyHStack", "LazyVStack", "Link", "List", "Menu", "NavigationLink", "NavigationStack",
        "NavigationView", "Picker", "ProgressView", "Rectangle", "RoundedRectangle", "ScrollView", "Section",
        "SecureField", "ShareLink", "Slider", "Spacer", "Stepper", "TabView", "Text", "TextField", "Toggle",
        "ViewThatFits", "VStack", "ZStack",
    ]
}

extension NavigationFinder.Kind {
    /// Whether it shows a view of the app's (an alert shows buttons).
    var showsAView: Bool { self != .alert && self != .confirmationDialog }
}
