import Mustache

/// One shared store of a run (`store: OrderStore` on fields of one or more specs): its fields, in the
/// order the specs first declare them (validation has made those that two specs declare agree), and
/// the features whose screens share it.
struct StoreModel {
    let name: String
    var fields: [(feature: Feature, field: StateField)] = []
    var features: [Feature] = []

    /// The run's stores, in the order the specs first name them.
    static func stores(of features: [Feature]) -> [StoreModel] {
        var stores: [StoreModel] = []
        for feature in features {
            for field in feature.fields {
                guard let name = field.store?.name else { continue }
                var index = stores.firstIndex { $0.name == name }
                if index == nil {
                    stores.append(StoreModel(name: name))
                    index = stores.count - 1
                }
                if !stores[index!].features.contains(where: { $0.name == feature.name }) {
                    stores[index!].features.append(feature)
                }
                if !stores[index!].fields.contains(where: { $0.field.name == field.name }) {
                    stores[index!].fields.append((feature, field))
                }
            }
        }
        return stores
    }

    /// The specs the store comes from, for the generated file's header.
    var specPaths: [String] { features.map(\.specPath) }

    func context(style: OutputStyle, sourceLocations: Bool) -> MustacheValue {
        // Public as soon as a public screen uses it: its view state's initialiser takes the store.
        let isPublic = features.contains { $0.access == .public }
        let access = isPublic ? "public " : ""
        let screens = features.map { "`\(style.name(style.names.state, feature: $0.name))`" }
        let fieldValues = fields.enumerated().map { index, entry -> MustacheValue in
            let field = entry.field
            let type = SwiftTypeText.replacingErrors(field.type.text)
            let markers = SourceMarkers(file: entry.feature.specPath, isOn: sourceLocations)
            var object: [String: MustacheValue] = [
                "name": .string(SwiftNames.escaped(field.name)),
                "type": .string(type),
                // `Optional<T>` (unlike `T?`) gets no implicit `nil`: spell it out.
                "default": (field.defaultValue?.text ?? (type.hasSuffix("?") ? nil : "nil")).map { .string($0) } ?? .null,
                "doc": FeatureViewModel.doc(field.doc),
                "line": .string(String(field.location.line)),
                "last": .bool(index == fields.count - 1),
            ]
            object.merge(markers.context) { $1 }
            // Public when a public screen names it: another screen's field may have a type of its own.
            let naming = features.filter { feature in
                feature.fields.contains { $0.name == field.name && $0.store?.name == name }
            }
            object["access"] = .string(naming.contains { $0.access == .public } ? "public " : "")
            return .object(object)
        }
        return .object([
            "name": .string(name),
            "property": .string(SwiftNames.lowerCamel(name)),
            "access": .string(access),
            "isPublic": .bool(isPublic),
            "fields": .list(fieldValues),
            "screens": .string(screens.count < 3
                ? screens.joined(separator: " and ")
                : screens.dropLast().joined(separator: ", ") + " and " + screens.last!),
            "isShared": .bool(features.count > 1),
            "sourceLocations": .bool(sourceLocations),
        ])
    }

    /// The context of a file that declares `stores` (one, or all of them at a fixed path).
    static func fileContext(
        _ stores: [StoreModel], style: OutputStyle, module: String, sourceLocations: Bool
    ) -> MustacheValue {
        let imports = Set(stores.flatMap { $0.features.flatMap(\.imports) }).subtracting(["Foundation"]).sorted()
        return .object([
            "module": .string(module),
            "imports": .lines(imports),
            "stores": .list(Positions.mark(stores.map { $0.context(style: style, sourceLocations: sourceLocations) })),
            "hasStores": .bool(!stores.isEmpty),
        ])
    }
}
