import FeatureGenCore

/// What `generate` prints after a run: a line per file that changed, diffs where asked, one summary line.
struct GenerateSummary {
    let result: FeatureGenerator.Result
    let write: WriteOptions

    private var report: WriteReport { result.report }

    /// Anything `--check` fails on: a generated file missing, out of date or edited by hand.
    var isStale: Bool {
        report.items.contains { [.created, .updated, .skippedEdited, .forced, .orphan].contains($0.action) }
    }

    private var wouldOnly: Bool { write.dryRun || write.check }

    var fileLines: [String] {
        report.items.compactMap { item in
            let verb: String
            switch item.action {
            case .created: verb = wouldOnly ? "would create" : "created"
            case .updated: verb = wouldOnly ? "would update" : "updated"
            case .forced: verb = wouldOnly ? "would replace" : "replaced (--force)"
            case .removedOrphan: verb = wouldOnly ? "would remove" : "removed orphan"
            case .orphan: verb = Self.keptOrphan(item.kept, removing: write.removeOrphans)
            case .skippedEdited: verb = "skipped (edited by hand; --force replaces it)"
            case .addedToOwned: verb = wouldOnly ? "would add to yours" : "added to yours"
            case .unchanged, .keptOwned: return nil
            }
            return "  \(verb): \(item.path)"
        }
    }

    /// Why an orphan is still there, and what would delete it: never "--remove-orphans deletes it" to
    /// a run that passed it.
    private static func keptOrphan(_ kept: WriteReport.KeptOrphan?, removing: Bool) -> String {
        switch kept {
        case nil: "orphan (kept; --remove-orphans deletes it)"
        case .editedByHand?:
            "orphan, edited by hand (kept; \(removing ? "--force" : "--remove-orphans --force") deletes it)"
        case .changedDuringRun?: "orphan (kept: it changed while this run was removing it)"
        case .specUnreadable?: "orphan (kept: a spec of this run could not be read)"
        }
    }

    /// Diffs of hand-edited files (always) and of every change under `--check`.
    var diffs: [String] {
        report.items.compactMap { item in
            guard let diff = item.diff, !diff.isEmpty else { return nil }
            let shown = item.action == .skippedEdited || (item.action == .addedToOwned && write.dryRun)
            return shown || (write.check && item.action != .created) ? diff : nil
        }
    }

    var line: String {
        let features = result.features.count
        let written = report.count(.created) + report.count(.updated) + report.count(.forced) + report.count(.addedToOwned)
        let unchanged = report.count(.unchanged) + report.count(.keptOwned)
        let skipped = report.count(.skippedEdited)
        let time = String(Int((result.seconds * 1000).rounded())) + " ms"
        let verb = write.check ? "out of date" : (write.dryRun ? "would write" : "written")
        var parts = ["\(features) feature\(features == 1 ? "" : "s")"]
        if write.check {
            let stale = written + skipped + report.count(.orphan)
            let total = report.items.count
            parts.append(stale == 0 ? "all \(total) files up to date" : "\(stale) of \(total) files \(verb)")
            return "featuregen: " + parts.joined(separator: ", ") + " (\(time))"
        } else {
            parts.append("\(written) file\(written == 1 ? "" : "s") \(verb)")
        }
        parts.append("\(unchanged) unchanged")
        if skipped > 0 { parts.append("\(skipped) skipped") }
        let orphans = report.count(.orphan) + report.count(.removedOrphan)
        if orphans > 0 { parts.append("\(orphans) orphan\(orphans == 1 ? "" : "s")") }
        return "featuregen: " + parts.joined(separator: ", ") + " (\(time))"
    }
}
