import Foundation

enum Diagnostics {
    /// Replaces absolute paths (cache copies, the kit root) by the paths a learner knows. Longest first.
    static func remap(_ text: String, _ mapping: [(from: String, to: String)]) -> String {
        var result = text
        for (from, to) in mapping.sorted(by: { $0.from.count > $1.from.count }) where !from.isEmpty {
            result = result.replacingOccurrences(of: from, with: to)
        }
        return result
    }

    /// Splits compiler output into diagnostics; notes are attached to the error or warning before them.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        var current: CompilerDiagnostic?
        var currentIsNote = false

        func flush() {
            guard let diagnostic = current else { return }
            if currentIsNote, !result.isEmpty {
                result[result.count - 1].notes.append(diagnostic)
            } else {
                result.append(diagnostic)
            }
            current = nil
        }

        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            if let header = parseHeader(line) {
                flush()
                current = header
                currentIsNote = header.severity == "note"
            } else if current != nil {
                if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                current!.lines.append(line)
            }
        }
        flush()
        return result
    }

    /// `path:12:5: error: message`, `<unknown>:0: error: message` or `error: message`.
    static func parseHeader(_ line: String) -> CompilerDiagnostic? {
        for severity in ["error", "warning", "note", "remark"] {
            if line.hasPrefix("\(severity): ") {
                return CompilerDiagnostic(
                    file: nil, line: nil, column: nil, severity: severity,
                    message: String(line.dropFirst(severity.count + 2)), lines: [line])
            }
            guard let range = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<range.lowerBound]
            let message = String(line[range.upperBound...])
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
            {
                let file = parts.dropLast(2).joined(separator: ":")
                return CompilerDiagnostic(
                    file: file, line: lineNumber, column: column, severity: severity, message: message, lines: [line])
            }
            if parts.count >= 2, let lineNumber = Int(parts[parts.count - 1]) {
                let file = parts.dropLast().joined(separator: ":")
                return CompilerDiagnostic(
                    file: file == "<unknown>" ? nil : file, line: lineNumber, column: nil, severity: severity,
                    message: message, lines: [line])
            }
        }
        return nil
    }

    /// The driver's own lines about a failed job (`error: emit-module command failed with exit code 1 (use -v
    /// to see invocation)`): they repeat that the compiler failed, which its other errors already say.
    static func isDriverNoise(_ diagnostic: CompilerDiagnostic) -> Bool {
        diagnostic.file == nil
            && (diagnostic.message.contains("command failed with exit code")
                || diagnostic.message.contains("command failed due to signal"))
    }

    /// The errors of a compiler run, those in files under one of `firstPrefixes` first (by file, then line).
    static func errors(in output: String, firstPrefixes: [String]) -> [CompilerDiagnostic] {
        let errors = parse(output).filter { $0.severity == "error" && !isDriverNoise($0) }
        func rank(_ diagnostic: CompilerDiagnostic) -> Int {
            guard let file = diagnostic.file else { return firstPrefixes.count + 1 }
            return firstPrefixes.firstIndex { file.hasPrefix($0) } ?? firstPrefixes.count
        }
        return errors.enumerated().sorted { a, b in
            let (ra, rb) = (rank(a.element), rank(b.element))
            if ra != rb { return ra < rb }
            if ra < firstPrefixes.count, a.element.file != b.element.file || a.element.line != b.element.line {
                return (a.element.file ?? "", a.element.line ?? 0) < (b.element.file ?? "", b.element.line ?? 0)
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The first few errors as the compiler wrote them, with a count of the rest; the raw output's tail when nothing parses.
    static func summarize(_ output: String, firstPrefixes: [String], limit: Int = 3) -> (
        output: CompilerOutput, first: CompilerDiagnostic?
    ) {
        let errors = errors(in: output, firstPrefixes: firstPrefixes)
        guard !errors.isEmpty else {
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            let tail = lines.suffix(40).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            return (CompilerOutput(text: lines.count > 40 ? "…\n" + tail : tail), nil)
        }
        // At most `limit` errors, and no more than about 30 lines unless the first error alone is longer.
        var shown: [String] = []
        var lineCount = 0
        for error in errors.prefix(limit) {
            let count = error.lines.count + error.notes.reduce(0) { $0 + $1.lines.count }
            if !shown.isEmpty && lineCount + count > 30 { break }
            shown.append(error.text)
            lineCount += count
        }
        let gaveUp = errors.first { $0.message.hasPrefix("failed to produce diagnostic for expression") }
        let place = gaveUp.flatMap { error in error.file.map { file in "\(file):\(error.line ?? 0)" } }
        return (
            CompilerOutput(
                text: shown.joined(separator: "\n"), moreErrors: errors.count - shown.count,
                typeCheckerGaveUpAt: place),
            errors.first
        )
    }

    /// The warnings located in the given files (the learner's), each once, in order of file and line.
    static func warnings(in output: String, files: Set<String>) -> [LearnerWarning] {
        var seen: Set<String> = []
        var result: [LearnerWarning] = []
        for diagnostic in parse(output) where diagnostic.severity == "warning" {
            guard let file = diagnostic.file, files.contains(file), let line = diagnostic.line else { continue }
            let key = "\(file):\(line):\(diagnostic.column ?? 0): \(diagnostic.message)"
            guard seen.insert(key).inserted else { continue }
            result.append(
                LearnerWarning(
                    file: file, line: line, column: diagnostic.column, message: diagnostic.message,
                    text: diagnostic.lines.joined(separator: "\n")))
        }
        return result.sorted { ($0.file, $0.line, $0.column ?? 0) < ($1.file, $1.line, $1.column ?? 0) }
    }

    /// What `-verify` found wrong in a check file, line by line: an expected error with another message
    /// (`incorrect message found`), an error where none was expected, an expected error not produced.
    static func verifyMismatches(in output: String, checkPath: String) -> [VerifyMismatch] {
        var result: [VerifyMismatch] = []
        for diagnostic in parse(output) where diagnostic.severity == "error" && diagnostic.file == checkPath {
            guard let line = diagnostic.line else { continue }
            let source = diagnostic.lines.count > 1 ? diagnostic.lines[1] : ""
            if diagnostic.message == "incorrect message found" {
                let produced =
                    diagnostic.lines.count > 3 ? diagnostic.lines[3].trimmingCharacters(in: .whitespaces) : nil
                result.append(
                    VerifyMismatch(
                        line: line, expected: expectedText(in: source, column: diagnostic.column), produced: produced))
            } else if diagnostic.message.hasPrefix("unexpected error produced: ") {
                result.append(
                    VerifyMismatch(
                        line: line, expected: nil,
                        produced: String(diagnostic.message.dropFirst("unexpected error produced: ".count))))
            } else if diagnostic.message == "expected error not produced" {
                result.append(
                    VerifyMismatch(
                        line: line, expected: expectedText(in: source, column: diagnostic.column), produced: nil))
            }
        }
        return result
    }

    /// The text between `{{` and `}}` of the marker at (or after) `column` in a check's source line.
    static func expectedText(in source: String, column: Int?) -> String? {
        let characters = Array(source)
        var candidates: [String] = []
        var index = 0
        var preferred: String?
        while index + 1 < characters.count {
            if characters[index] == "{", characters[index + 1] == "{" {
                var end = index + 2
                while end + 1 < characters.count, !(characters[end] == "}" && characters[end + 1] == "}") { end += 1 }
                let text = String(characters[(index + 2)..<min(end, characters.count)])
                candidates.append(text)
                if preferred == nil, let column, index + 3 >= column { preferred = text }
                index = end + 2
            } else {
                index += 1
            }
        }
        return preferred ?? candidates.last
    }
}
