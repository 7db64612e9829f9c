import Foundation

/// What a failing verdict looks like, reduced to the facts a variant of the same mistake shares: one mark per
/// failing check, made of the check's name, how it failed, and a normalised detail (the first error the compiler
/// reported in the check file and its line there, the lines of a rejects check whose error was not produced, the
/// first differing output line, the runtime's message). Names the learner chose, paths, columns and addresses are
/// replaced by placeholders, so that a learner's own version of a listed wrong answer leaves the same marks.
///
/// Two wrong answers can fail alike at that grain and still differ further down their output. For them, and only
/// for them, the fingerprint also keeps ``detail``: the same marks with every differing output line. A learner's
/// failure always carries its detail, so that when its marks match wrong answers with different misconceptions,
/// the one whose whole difference is the learner's can still be told (never a guess: the whole output must agree).
///
/// The marks are built from a verdict's facts (``CheckResult``, ``CheckFailure``), never from the presenter's
/// words; they are stored, per wrong answer, in the exercise's `fingerprints.json` beside its checks.
public struct Fingerprint: Codable, Sendable, Hashable {
    /// One mark per failing check, sorted: `numbers-slices-from-one: wrongOutput: -"Text(\"1.\")" +"Text(\"0.\")"`:
    /// the check, the ``CheckFailure`` case, and the detail.
    public var marks: [String]
    /// The marks with every differing output line (at most 40 per check), sorted; recorded only for a wrong answer
    /// whose marks are another's with a different misconception.
    public var detail: [String]?

    public init(marks: [String], detail: [String]? = nil) {
        self.marks = Array(Set(marks)).sorted()
        self.detail = detail.map { Array(Set($0)).sorted() }
    }

    /// Whether the fingerprint has no mark (the verdict passed, or failed in a way that is never the learner's).
    public var isEmpty: Bool { marks.isEmpty }

    /// Whether every mark is bare: it says that a check failed and how, but nothing of what the code did there (a
    /// check that timed out, printed too much, crashed without a message or exited without a line, a compiler or
    /// `-verify` output without an error in it). Countless mistakes fail that way, so a bare fingerprint names none.
    public var isBare: Bool { marks.allSatisfy(Fingerprint.isBare) }

    /// Whether a mark is bare (``isBare``).
    static func isBare(_ mark: String) -> Bool {
        guard let separator = mark.range(of: ": ") else { return true }
        let failure = mark[separator.upperBound...]
        return MessageScanner.isBareFailure(failure)
    }

    /// The fingerprint of a verdict, with its detail: empty unless the learner's code compiled and a check failed.
    public init(_ verdict: Verdict) {
        switch verdict.outcome {
        case .checkFailed, .timedOut, .crashed, .printedTooMuch:
            let failing = verdict.checks.filter { !$0.passed }
            self.init(
                marks: failing.compactMap { Fingerprint.mark($0) },
                detail: failing.compactMap { Fingerprint.mark($0, wholeDifference: true) })
        default:
            self.init(marks: [])
        }
    }

    /// The fingerprint without its detail.
    public var withoutDetail: Fingerprint { Fingerprint(marks: marks) }

    /// The mark of one failing check, or nil when its failure says nothing about the learner's code.
    static func mark(_ result: CheckResult, wholeDifference: Bool = false) -> String? {
        guard let failure = result.failure else { return nil }
        // A failure on a grading variant's data is never a listed wrong answer's (those fail on the check's own).
        let check = result.variant == nil ? result.name : result.name + " (variant)"
        switch failure {
        case .doesNotCompile(let output):
            return "\(check): doesNotCompile: " + firstError(output, checkPath: result.path)
        case .misuseAccepted(let output):
            return "\(check): misuseAccepted: " + verifyLines(output, checkPath: result.path)
        case .otherError(let output):
            return "\(check): otherError: " + verifyLines(output, checkPath: result.path)
        case .refusedForAnotherReason(let output, _):
            return "\(check): refusedForAnotherReason: " + verifyLines(output, checkPath: result.path)
        case .forbiddenWarning(let warnings):
            return "\(check): forbiddenWarning: " + (warnings.first.map { normalized(message: $0.message) } ?? "none")
        case .verificationFailed(let output, _):
            return "\(check): verificationFailed: " + firstError(output, checkPath: result.path)
        case .wrongOutput(let difference, let standardError):
            // The first expected line missing and the first printed line not expected, diff-style.
            let expected = difference.lazy.compactMap { line -> String? in
                if case .expected(let text) = line { return text } else { return nil }
            }.first
            let printed = difference.lazy.compactMap { line -> String? in
                if case .printed(let text) = line { return text } else { return nil }
            }.first
            var mark = "\(check): wrongOutput:"
            if wholeDifference {
                for line in difference.prefix(80) {
                    switch line {
                    case .expected(let text): mark += " -" + quoted(output: text)
                    case .printed(let text): mark += " +" + quoted(output: text)
                    case .same, .skipped, .more: break
                    }
                }
            } else {
                if let expected { mark += " -" + quoted(output: expected) }
                if let printed { mark += " +" + quoted(output: printed) }
            }
            if let warning = firstLine(standardError) { mark += " stderr " + quoted(output: warning) }
            return mark
        case .exited(let status, let lastLines):
            var mark = "\(check): exited: \(status)"
            if let line = firstLine(lastLines) { mark += ": " + normalized(message: line) }
            return mark
        case .timedOut:
            return "\(check): timedOut"
        case .crashed(let crash):
            if let message = crash.messages.first { return "\(check): crashed: " + runtimeMessage(message) }
            return "\(check): crashed: " + (crash.likelyStackOverflow ? "stackOverflow" : crash.signal)
        case .printedTooMuch:
            return "\(check): printedTooMuch"
        case .invalidCheck, .unreadableCheck, .engineFailed, .compilerTimedOut, .machine, .exerciseDoesNotCompile,
            .refused, .referenceFailsVariant:
            return nil
        }
    }

    // MARK: - Normalising

    /// The first error in the check file (`line 12: value of type '_' has no member '_'`), else the first error
    /// anywhere (without its place), else `none`.
    static func firstError(_ output: CompilerOutput, checkPath: String) -> String {
        // The compiler prints two errors of one place in either order from run to run: the first is the one
        // with the lowest line, column and (normalised) message, never the first printed.
        let errors = Diagnostics.parse(output.text).filter { $0.severity == "error" }
        let inCheck = errors.filter { $0.file.map { isCheckFile($0, checkPath) } ?? false }
            .map { (line: $0.line ?? Int.max, column: $0.column ?? 0, message: normalized(message: $0.message)) }
            .min { ($0.line, $0.column, $0.message) < ($1.line, $1.column, $1.message) }
        if let inCheck {
            return inCheck.line == Int.max ? inCheck.message : "line \(inCheck.line): \(inCheck.message)"
        }
        return errors.map { normalized(message: $0.message) }.min() ?? "none"
    }

    /// The check-file lines `-verify` names (`lines 12, 18`), or `lines ?` when it names none.
    static func verifyLines(_ output: CompilerOutput, checkPath: String) -> String {
        let lines = Diagnostics.parse(output.text).filter {
            $0.severity == "error" && ($0.file.map { isCheckFile($0, checkPath) } ?? false)
        }.compactMap(\.line)
        let unique = Array(Set(lines)).sorted()
        return "lines " + (unique.isEmpty ? "?" : unique.map(String.init).joined(separator: ", "))
    }

    /// Whether a diagnostic's file is the check file (paths may be shown relative to the kit, or shortened).
    static func isCheckFile(_ file: String, _ checkPath: String) -> Bool {
        file == checkPath || checkPath.hasSuffix("/" + file) || file.hasSuffix("/" + checkPath)
            || (file as NSString).lastPathComponent == (checkPath as NSString).lastPathComponent
    }

    /// A compiler or runtime message with the names in it replaced: `'Shelf<Int>'` → `'_'`, paths and
    /// positions dropped, a diagnostic group (`[#StrictMemorySafety]`) kept, spaces collapsed.
    static func normalized(message: String) -> String {
        var text = MessageScanner.replacingQuoted(message, quote: "'")
        text = MessageScanner.replacingQuoted(text, quote: "`")
        text = MessageScanner.replacingAddresses(text)
        text = MessageScanner.replacingFileLocations(text)
        text = MessageScanner.collapsingWhiteSpace(text)
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// A runtime message without its location: `Sources/…/File.swift:5: Fatal error: boom` → `Fatal error: boom`.
    static func runtimeMessage(_ message: String) -> String {
        var text = message
        for marker in ["Fatal error", "Precondition failed", "Assertion failed", "fatal error"] {
            if let range = text.range(of: marker) {
                text = String(text[range.lowerBound...])
                break
            }
        }
        // `Fatal error: boom: file Sources/…/File.swift, line 5`
        if let range = text.range(of: ": file ") { text = String(text[..<range.lowerBound]) }
        return normalized(message: text)
    }

    /// An output line as printed (the check's data is the kit's, so its values stay), without its indentation
    /// (a learner's extra wrapper view moves it), addresses replaced.
    static func quoted(output line: String) -> String {
        let text = MessageScanner.replacingAddresses(line)
        return "\"" + text.trimmingCharacters(in: .whitespaces) + "\""
    }

    /// The first line with something on it, its first 200 characters only: a mark keeps what identifies the
    /// line, while a verdict shows it whole (the engine cuts only very long lines, and at a space).
    static func firstLine(_ text: String) -> String? {
        text.split(separator: "\n").map { String($0.prefix(200)).trimmingCharacters(in: .whitespaces) }.first {
            !$0.isEmpty && $0 != "…"
        }
    }
}
