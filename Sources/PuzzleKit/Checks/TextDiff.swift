import Foundation

/// A short line diff of expected versus actual output.
enum TextDiff {
    /// The expected lines that are missing, the printed lines that are unexpected and the same lines, with
    /// up to `context` unchanged lines around each change, at most `maxLines` lines in all.
    static func difference(expected: [String], actual: [String], context: Int = 2, maxLines: Int = 30)
        -> [OutputDifference]
    {
        let actual = Array(actual.prefix(2000))
        let n = expected.count
        let m = actual.count
        // Longest common subsequence table, from the end.
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] =
                        expected[i] == actual[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var edits: [(Character, String)] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                edits.append((" ", expected[i]))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                edits.append(("-", expected[i]))
                i += 1
            } else {
                edits.append(("+", actual[j]))
                j += 1
            }
        }
        let changed = edits.indices.filter { edits[$0].0 != " " }
        var keep = Set<Int>()
        for index in changed {
            for k in max(0, index - context)...min(edits.count - 1, index + context) { keep.insert(k) }
        }
        var lines: [OutputDifference] = []
        var previous = -1
        for index in keep.sorted() {
            if previous >= 0 && index > previous + 1 { lines.append(.skipped) }
            if previous < 0 && index > 0 { lines.append(.skipped) }
            let (mark, text) = edits[index]
            lines.append(mark == "-" ? .expected(text) : mark == "+" ? .printed(text) : .same(text))
            previous = index
        }
        if previous >= 0 && previous < edits.count - 1 { lines.append(.skipped) }
        if lines.count > maxLines {
            let hidden = lines.count - maxLines
            lines = Array(lines.prefix(maxLines)) + [.more(lines: hidden)]
        }
        return lines
    }
}
