/// Checks on the planned paths alone, before the disk is looked at (and before any lock is taken).
enum PlanPathCheck {
    /// The absolute path of every planned file (same order as `plan.files`), and of every generated
    /// root; errors for paths that escape with `..` and for paths that collide.
    ///
    /// A path with a `..` component must, once resolved, stay inside the working directory or one of
    /// the generated roots: a spec name like `../../etc` must not reach outside the project. Paths that
    /// differ only in letter case collide (macOS and Windows file systems are case-insensitive).
    static func check(_ plan: FilePlan, base: String, diagnostics: DiagnosticCollector)
        -> (files: [String], roots: [String])
    {
        let roots = plan.generatedRoots.map { WritePath.absolute($0, base: base) }
        let allowed = [base] + roots.filter { root in root != "/" }
        var files: [String] = []
        var seen: [String: String] = [:]  // lowercased absolute path → the planned path that claimed it
        var badRoots: [String] = []
        for (given, root) in zip(plan.generatedRoots, roots) {
            guard let problem = InputFile.pathProblem(given, fix: "choose another output folder") else { continue }
            diagnostics.error(problem, at: nil)
            badRoots.append(root)
        }
        for file in plan.files {
            let absolute = WritePath.absolute(file.path, base: base)
            files.append(absolute)
            if badRoots.contains(where: { WritePath.isInside(absolute, $0) }) { continue }
            let location = SourceLocation(path: file.path, line: 1, column: 1)
            if file.path.isEmpty || file.path.hasSuffix("/") || file.path.utf8.contains(0) {
                diagnostics.error("`\(file.path)` is not a valid file path", at: location)
                continue
            }
            // A line break in a path would break the `path:line:col` of every message about it.
            if let problem = InputFile.pathProblem(file.path) {
                diagnostics.error(problem, at: nil)
                continue
            }
            if WritePath.hasParentReference(file.path),
                !allowed.contains(where: { WritePath.isInside(absolute, $0) && absolute != $0 })
            {
                diagnostics.error(
                    "`\(file.path)` uses `..` to leave the output folders; refusing to write it", at: location)
                continue
            }
            if let other = seen[absolute.lowercased()] {
                let sameCase = WritePath.absolute(other, base: base) == absolute
                diagnostics.error(
                    "`\(file.path)` is planned \(sameCase ? "twice" : "with different case") (also as `\(other)`)",
                    at: location,
                    notes: sameCase ? [] : [.init("file systems on macOS and Windows ignore letter case in names")])
                continue
            }
            seen[absolute.lowercased()] = file.path
        }
        return (files, roots)
    }
}
