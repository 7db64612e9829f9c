import Foundation

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
    public var problems: [Problem]
    /// Warnings the lesson teaches as wrong: the check fails when the compiler warns, in the learner's files,
    /// with words containing one of these (`// fails-on-warning: implicit reordering of tuple elements`).
    public var failingWarnings: [String] = []
    /// The function the lesson asks the learner's code to stop through (`// stops-through: lateinitFailure`):
    /// a runs check that stops at the learner's own `fatalError` is told so, rather than called a crash.
    public var stopsThrough: String?
    /// The learner files the behaviour this check tests lives in (`// behaviour-in: Get.swift, Endpoints.swift`):
    /// a failure with no located place names them (``BehaviourFiles``); `dev check` proves the declaration against
    /// the listed wrong answers.
    public var behaviourFiles: [String] = []
    /// What a runs check varies when it is graded (`// varies: the departures, their number and platforms`): the
    /// check states that data through MiniUI's `Vary`, and a grade runs it again with other data, expected to print
    /// what the reference solution prints on the same data (``CheckEngine/Options/variantSeeds``).
    public var varies: String?

    /// A mistake in a check file's header or expected output block.
    public enum Problem: Codable, Sendable, Hashable {
        /// The first line is not `// check: compiles|rejects|runs`.
        case missingHeader
        /// The first line names an unknown kind.
        case unknownKind(String)
        /// `timeout:` is not a number of seconds from 1 to 600.
        case invalidTimeout(String)
        /// The first line has an unknown option.
        case unknownOption(String)
        /// `preview` or `timeout:` on a check that is not `runs`.
        case optionsNeedRuns
        /// A runs check without its `/* expected output: … */` block.
        case missingExpectedOutput
        /// `varies:` on a check that is not `runs`.
        case variesNeedsRuns
    }

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
        var reader = LineReader(contents)
        let firstLine = reader.next().map(String.init)
        var purposeLines: [String] = []
        // The header comment: the lines after the first, up to the first that is not a comment.
        while let line = reader.next() {
            let trimmed = line.trimmingSpaces
            guard trimmed.hasPrefix("//") else { break }
            let comment = String(trimmed.dropFirst(2)).trimmingSpaces
            if let value = CheckFile.value(of: "fails-on-warning:", in: comment) {
                failingWarnings.append(value)
            } else if let value = CheckFile.value(of: "stops-through:", in: comment) {
                stopsThrough = value
            } else if let value = CheckFile.value(of: "varies:", in: comment) {
                varies = value
            } else if let value = CheckFile.value(of: "behaviour-in:", in: comment) {
                behaviourFiles += value.split(separator: ",").map { $0.trimmingSpaces }
                    .filter { !$0.isEmpty }
            } else {
                purposeLines.append(comment)
            }
        }
        self.purpose = purposeLines.joined(separator: "\n").trimmingSpacesAndNewlines

        var first = firstLine ?? ""
        if first.hasPrefix("\u{FEFF}") { first.removeFirst() }
        let header = first.trimmingSpaces
        let prefix = "// check:"
        guard header.hasPrefix(prefix) else {
            problems.append(.missingHeader)
            return
        }
        let parts = header.dropFirst(prefix.count).split(separator: ",").map {
            $0.trimmingSpaces
        }
        guard let kindWord = parts.first, let kind = CheckKind(rawValue: kindWord) else {
            problems.append(.unknownKind(parts.first ?? ""))
            return
        }
        self.kind = kind
        for option in parts.dropFirst() {
            if option == "preview" {
                isPreview = true
            } else if option.hasPrefix("timeout:") {
                let value = option.dropFirst("timeout:".count).trimmingSpaces
                let seconds = Double(value.hasSuffix("s") ? String(value.dropLast()) : value)
                if let seconds, seconds > 0, seconds <= 600 {
                    timeLimit = seconds
                } else {
                    problems.append(.invalidTimeout(option))
                }
            } else {
                problems.append(.unknownOption(option))
            }
        }
        if kind != .runs && (isPreview || timeLimit != nil) {
            problems.append(.optionsNeedRuns)
        }
        if kind != .runs && varies != nil {
            problems.append(.variesNeedsRuns)
        }
        if kind == .runs {
            let contents =
                contents.utf8.contains(UInt8(ascii: "\r"))
                ? contents.replacingOccurrences(of: "\r\n", with: "\n") : contents
            if let expected = CheckFile.expectedOutputBlock(in: contents) {
                expectedOutput = expected
            } else {
                problems.append(.missingExpectedOutput)
            }
        }
    }

    /// `fails-on-warning: words` → `words` (nil when the comment is not that key or its value is empty).
    static func value(of key: String, in comment: String) -> String? {
        guard comment.hasPrefix(key) else { return nil }
        let value = comment.dropFirst(key.count).trimmingSpaces
        return value.isEmpty ? nil : value
    }

    /// The text of the last `/* expected output:` block, or `nil` if there is none.
    static func expectedOutputBlock(in contents: String) -> String? {
        guard let start = contents.range(of: "/* expected output:", options: .backwards) else { return nil }
        let rest = contents[start.upperBound...]
        guard let end = rest.range(of: "*/") else { return nil }
        var text = String(rest[..<end.lowerBound])
        // The block starts on the line after the marker.
        if let newline = text.firstIndex(of: "\n") {
            let sameLine = text[..<newline].trimmingSpaces
            text = sameLine.isEmpty ? String(text[text.index(after: newline)...]) : text
        }
        return text
    }
}
