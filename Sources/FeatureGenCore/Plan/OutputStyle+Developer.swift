import Foundation

extension OutputStyle.Name {
    /// A warning when the style's code imports a library (`tca`) that the package's manifest
    /// (`manifestText`, at `manifest`) does not name, with the lines to add; nil when nothing is
    /// missing. featuregen never edits the manifest: it is the developer's.
    public func dependencyWarning(manifest: String, manifestText: String, target: String?) -> Diagnostic? {
        guard let library = OutputStyle.named(self).library, !manifestText.contains(library.identity) else { return nil }
        return .warning(
            "\(manifest) does not depend on \(library.identity); the `\(rawValue)` style's code imports "
                + "\(library.product), so the package will not build",
            at: nil,
            notes: [
                .init("add to the package's `dependencies:` .package(url: \"\(library.url)\", from: \"\(library.version)\"),"),
                .init("and to target `\(target ?? "App")`'s `dependencies:` "
                    + ".product(name: \"\(library.product)\", package: \"\(library.identity)\"),"),
            ])
    }

    /// The service (or repository) the developer implements for `feature`, and its file, relative to
    /// the sources output: what `new` tells the developer to write next.
    public func developerService(for feature: String) -> (type: String, path: String) {
        let style = OutputStyle.named(self)
        let type = style.name(style.names.liveService, feature: feature)
        // The developer's file named after it: `{F}Service.swift`, `{F}Client+Live.swift`.
        let rule = style.rules.first { rule in
            rule.scope == .feature && rule.ownership == .owned
                && rule.path.split(separator: "/").last?.hasPrefix(style.names.liveService) == true
        }
        return (type, style.name(rule?.path ?? style.names.liveService + ".swift", feature: feature))
    }
}
