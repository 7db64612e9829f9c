import Foundation

/// The three kinds of check file (docs/AUTHORING.md, "Check files").
public enum CheckKind: String, Codable, Sendable, CaseIterable, Comparable {
    /// The file must type-check against the exercise.
    case compiles
    /// `swiftc -typecheck -Xfrontend -verify`: every `// expected-error {{…}}` appears and nothing else.
    case rejects
    /// Built with the exercise and MiniUI, run with a time limit, must exit 0 and print the expected output.
    case runs

    /// The order in which a verdict reports failing checks: the plainest evidence first.
    var reportOrder: Int {
        switch self {
        case .compiles: 0
        case .runs: 1
        case .rejects: 2
        }
    }

    public static func < (lhs: CheckKind, rhs: CheckKind) -> Bool { lhs.reportOrder < rhs.reportOrder }
}

/// One check file of an exercise, with its header read.
public struct CheckFile: Sendable, Hashable, Codable {
    /// The file name without `.swift`: how verdicts and `rejected-by:` lines name the check.
    public var name: String
    /// The path relative to the kit root, e.g. `Tests/ExerciseTests/Checks/01-plain-lists/03-both/renders.swift`.
    public var path: String
    /// The kind from the `// check:` first line; `nil` when that line is missing or unreadable.
    public var kind: CheckKind?
    /// The time limit from `// check: runs, timeout: 20`, if given.
    public var timeLimit: Double?
    /// Whether the header says `preview` (`puzzles preview` shows this check's output).
    public var isPreview: Bool
    /// The comment lines after the header: what the check proves, for a learner who opens the file.
    public var purpose: String
    /// For `runs` checks: the text of the `/* expected output: … */` block at the end of the file.
    public var expectedOutput: String?
    /// What is wrong with the header or the expected output block (empty when the file is valid).
    public var problems: [String]

    /// Whether the check can be run.
    public var isValid: Bool { kind != nil && problems.isEmpty }

    /// Reads a check file's header and expected output.
    public init(name: String, path: String, contents: String) {
        self.name = name
        self.path = path
        self.kind = nil
        self.timeLimit = nil
        self.isPreview = false
        self.expectedOutput = nil
        self.problems = []
        let contents = contents.replacingOccurrences(of: "\r\n", with: "\n")
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var purposeLines: [String] = []
        for line in lines.dropFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else { break }
            purposeLines.append(String(trimmed.dropFirst(2)).trimmingCharacters(in: .whitespaces))
        }
        self.purpose = purposeLines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)

        var first = lines.first ?? ""
        if first.hasPrefix("\u{FEFF}") { first.removeFirst() }
        let header = first.trimmingCharacters(in: .whitespaces)
        let prefix = "// check:"
        guard header.hasPrefix(prefix) else {
            problems.append("the first line must be `// check: compiles`, `// check: rejects` or `// check: runs`")
            return
        }
        let parts = header.dropFirst(prefix.count).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let kindWord = parts.first, let kind = CheckKind(rawValue: kindWord) else {
            problems.append(
                "unknown check kind `\(parts.first ?? "")` in the first line (use compiles, rejects or runs)")
            return
        }
        self.kind = kind
        for option in parts.dropFirst() {
            if option == "preview" {
                isPreview = true
            } else if option.hasPrefix("timeout:") {
                let value = option.dropFirst("timeout:".count).trimmingCharacters(in: .whitespaces)
                let seconds = Double(value.hasSuffix("s") ? String(value.dropLast()) : value)
                if let seconds, seconds > 0, seconds <= 600 {
                    timeLimit = seconds
                } else {
                    problems.append("`\(option)` in the first line is not a time limit in seconds (1 to 600)")
                }
            } else {
                problems.append("unknown option `\(option)` in the first line (known: timeout: N, preview)")
            }
        }
        if kind != .runs && (isPreview || timeLimit != nil) {
            problems.append("`preview` and `timeout:` only apply to `// check: runs`")
        }
        if kind == .runs {
            if let expected = CheckFile.expectedOutputBlock(in: contents) {
                expectedOutput = expected
            } else {
                problems.append("a runs check must end with a `/* expected output: … */` block")
            }
        }
    }

    /// The text of the last `/* expected output:` block, or `nil` if there is none.
    static func expectedOutputBlock(in contents: String) -> String? {
        guard let start = contents.range(of: "/* expected output:", options: .backwards) else { return nil }
        let rest = contents[start.upperBound...]
        guard let end = rest.range(of: "*/") else { return nil }
        var text = String(rest[..<end.lowerBound])
        // The block starts on the line after the marker.
        if let newline = text.firstIndex(of: "\n") {
            let sameLine = text[..<newline].trimmingCharacters(in: .whitespaces)
            text = sameLine.isEmpty ? String(text[text.index(after: newline)...]) : text
        }
        return text
    }
}

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

/// A plausible wrong answer kept with an exercise's checks (docs/AUTHORING.md, "Wrong answers").
public struct WrongAnswer: Sendable, Hashable, Codable {
    /// The folder name under `wrong-answers/`.
    public var slug: String
    /// The folder, relative to the kit root.
    public var path: String
    /// The file names in the folder (relative to it), which replace the solution's files of the same name.
    public var files: [String]
    /// The `// wrong:` line: what the mistake is.
    public var summary: String
    /// The checks named by `// rejected-by:` lines; each must fail for this answer.
    public var rejectedBy: [String]
    /// What is wrong with the files' headers (empty when they are valid).
    public var problems: [String]

    init(slug: String, path: String, files: [(name: String, contents: String)]) {
        self.slug = slug
        self.path = path
        self.files = files.map(\.name)
        var summaries: [String] = []
        var rejected: [String] = []
        var problems: [String] = []
        for file in files {
            let header = file.contents.replacingOccurrences(of: "\r\n", with: "\n").split(
                separator: "\n", omittingEmptySubsequences: false
            ).prefix(16)
            var sawWrong = false
            var sawRejected = false
            for line in header {
                let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.hasPrefix("// wrong:") {
                    sawWrong = true
                    let text = trimmed.dropFirst("// wrong:".count).trimmingCharacters(in: .whitespaces)
                    if !text.isEmpty && !summaries.contains(text) { summaries.append(text) }
                } else if trimmed.hasPrefix("// rejected-by:") {
                    sawRejected = true
                    for name in trimmed.dropFirst("// rejected-by:".count).split(separator: ",") {
                        var check = name.trimmingCharacters(in: .whitespaces)
                        if check.hasSuffix(".swift") { check = String(check.dropLast(6)) }
                        if !check.isEmpty && !rejected.contains(check) { rejected.append(check) }
                    }
                }
            }
            if !sawWrong { problems.append("\(file.name) does not open with a `// wrong: …` line") }
            if !sawRejected { problems.append("\(file.name) has no `// rejected-by: <check>` line") }
        }
        if files.isEmpty { problems.append("the folder holds no .swift file") }
        self.summary = summaries.joined(separator: "; ")
        self.rejectedBy = rejected
        self.problems = problems
    }
}
