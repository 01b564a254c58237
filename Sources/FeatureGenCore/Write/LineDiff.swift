/// A line-based edit script between two texts (Myers' O(ND) algorithm).
///
/// Common prefix and suffix are trimmed first (generated files usually change in one place), and the
/// search gives up after `maximumEditDistance` edits, falling back to "delete the middle, insert the
/// middle": the result is still a correct (if larger) diff, and time and memory stay bounded.
enum LineDiff {
    enum Operation: Equatable {
        case same, delete, insert
    }

    static let maximumEditDistance = 1500

    /// The operations turning `old` into `new`: `.same` and `.delete` consume an old line,
    /// `.same` and `.insert` a new one.
    static func script<Line: Hashable>(_ old: [Line], _ new: [Line]) -> [Operation] {
        // Compare small integers instead of lines.
        var ids: [Line: Int] = [:]
        let a = old.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
        let b = new.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }

        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
            a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        let middle =
            myers(middleA, middleB)
            ?? Array(repeating: .delete, count: middleA.count) + Array(repeating: .insert, count: middleB.count)
        return Array(repeating: .same, count: prefix) + middle + Array(repeating: .same, count: suffix)
    }

    /// Myers' shortest edit script, or nil past `maximumEditDistance`.
    private static func myers(_ a: [Int], _ b: [Int]) -> [Operation]? {
        let n = a.count
        let m = b.count
        if n == 0 || m == 0 {
            return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
        }
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d] holds furthest x for k in -d...d after round d (index k + d).
        var trace: [[Int]] = []
        for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]))
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m {
                    trace.append(Array(furthest[(offset - d)...(offset + d)]))
                    return backtrack(trace, n: n, m: m)
                }
            }
            trace.append(Array(furthest[(offset - d)...(offset + d)]))
        }
        return nil
    }

    private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [Operation] {
        var operations: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let previous = trace[d - 1]
            let k = x - y
            let down = k == -d || (k != d && previous[k - 1 + d - 1] < previous[k + 1 + d - 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[previousK + d - 1]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                operations.append(.same)
                x -= 1
                y -= 1
            }
            operations.append(down ? .insert : .delete)
            x = previousX
            y = previousY
        }
        while x > 0, y > 0 {
            operations.append(.same)
            x -= 1
            y -= 1
        }
        return operations.reversed()
    }
}
