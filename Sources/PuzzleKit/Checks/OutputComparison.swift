import Foundation

/// Output comparison as docs/AUTHORING.md defines it: lines compared after trimming trailing spaces,
/// leading and trailing blank lines ignored.
enum OutputComparison {
    static func normalizedLines(_ text: String) -> [String] {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { line -> String in
            var line = Substring(line)
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            return String(line)
        }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        return lines
    }

    static func matches(expected: String, actual: String) -> Bool {
        normalizedLines(expected) == normalizedLines(actual)
    }
}
