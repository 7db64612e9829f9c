import Foundation
import PuzzleKit

/// The formats `puzzles grade` writes.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// A summary row per checkout, for a terminal.
    case table
    /// Exercism's test-runner `results.json` (version 3), one task per exercise.
    case json
    /// Gradescope's autograder `results.json`, one test per exercise worth its level.
    case gradescope
    /// JUnit XML, which every CI understands.
    case junit
    /// A Markdown section per checkout, for a pull request or an issue.
    case markdown
    /// One self-contained page: the class at a glance (learners by exercises), pass rates, misconceptions.
    case html
}

/// Reports on graded checkouts, in the presenter's language. Points are the exercise's level (1 to 3),
/// so harder exercises weigh more.
public struct GradeReportRenderer: Sendable {
    public var kit: Kit
    public var checkouts: [GradedCheckout]
    public var presenter: Presenter

    public init(kit: Kit, checkouts: [GradedCheckout], presenter: Presenter) {
        self.kit = kit
        self.checkouts = checkouts
        self.presenter = presenter
    }

    /// Whether every exercise of every checkout passed.
    public var allPassed: Bool {
        checkouts.allSatisfy { $0.problem == nil && $0.verdicts.allSatisfy(\.passed) }
    }

    func t(_ key: String, _ arguments: [String: String] = [:]) -> String { presenter.t(key, arguments) }

    /// A verdict in full, plain (for JSON and XML).
    func plainVerdict(_ verdict: Verdict) -> String { presenter.styled(.plain).verdict(verdict) }

    /// Why a checkout was not graded.
    func problemText(_ checkout: GradedCheckout) -> String? {
        checkout.problem.map { presenter.gradingProblem($0, path: checkout.path) }
    }

    public func render(_ format: ReportFormat, style: TerminalStyle = .plain) -> String {
        switch format {
        case .table: table(style: style)
        case .json: json()
        case .gradescope: gradescope()
        case .junit: junit()
        case .markdown: markdown()
        case .html: html()
        }
    }

    // MARK: Points

    func points(for verdict: Verdict) -> Int {
        kit.exercise(id: verdict.exerciseID)?.level ?? 1
    }

    func score(_ checkout: GradedCheckout) -> GradeScore { GradeScore(checkout, kit: kit) }

    // MARK: Table

    func table(style: TerminalStyle) -> String {
        let total = kit.exercises.count
        let presenter = self.presenter.styled(style)
        var rows: [[String]] = [
            [t("grade.column.checkout"), t("grade.column.passed"), t("grade.column.points"), t("grade.column.first")]
        ]
        for checkout in checkouts {
            if let problem = problemText(checkout) {
                rows.append([checkout.path, "-", "-", t("grade.notGraded", ["reason": problem])])
                continue
            }
            let score = score(checkout)
            // The first failure among the exercises attempted; else how many were left untouched.
            let first = checkout.firstFailure
            let untouched = checkout.verdicts.filter { !$0.attempted }.count
            let note =
                first.map { "\($0.exerciseID) \($0.title): \(presenter.summary($0))" }
                ?? (untouched > 0 ? t("grade.notAttemptedCount", ["count": "\(untouched)"]) : t("grade.allDone"))
            rows.append([checkout.path, "\(score.passed)/\(total)", "\(score.earned)/\(score.possible)", note])
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.enumerated().map { index, row in
            let cells = (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
            let line = (cells + [row[3]]).joined(separator: "  ")
            return index == 0 ? style.bold(line) : line
        }
        if checkouts.count == 1, let checkout = checkouts.first, checkout.problem == nil {
            lines.append("")
            for verdict in checkout.verdicts { lines.append(presenter.verdictLine(verdict)) }
        }
        lines += attemptLines(style: style)
        lines += misconceptionLines(style: style)
        return lines.joined(separator: "\n")
    }

    // MARK: Attempts

    /// Per exercise: how many graded checkouts attempted it and how many passed, in course order.
    func attemptCounts() -> [(exercise: Exercise, attempted: Int, passed: Int)] {
        let graded = checkouts.filter { $0.problem == nil }
        let attempts = misconceptions.attempts
        return kit.exercises.map { exercise in
            let passed = graded.filter { $0.verdicts.contains { $0.exerciseID == exercise.id && $0.passed } }.count
            return (exercise, attempts[exercise.id] ?? 0, passed)
        }
    }

    /// Table: one line of attempts per module (`01.1 3/3 ✔2`), when several checkouts were graded.
    func attemptLines(style: TerminalStyle) -> [String] {
        let graded = checkouts.filter { $0.problem == nil }.count
        guard graded > 1 else { return [] }
        var lines = ["", style.bold(t("grade.attempts.title", ["checkouts": "\(graded)"]))]
        var module = ""
        var line = ""
        for (exercise, attempted, passed) in attemptCounts() {
            let prefix = String(exercise.id.prefix(2))
            if prefix != module, !line.isEmpty {
                lines.append("  " + line)
                line = ""
            }
            module = prefix
            line +=
                (line.isEmpty ? "" : "  ")
                + t(
                    "grade.attempts.cell", ["id": exercise.id, "attempted": "\(attempted)", "passed": "\(passed)"])
        }
        if !line.isEmpty { lines.append("  " + line) }
        return lines
    }

    /// Markdown: how many checkouts attempted and passed each exercise.
    func attemptSection(cell: (String) -> String) -> String {
        let graded = checkouts.filter { $0.problem == nil }.count
        var lines = ["## " + t("grade.attempts.title", ["checkouts": "\(graded)"]), "", t("grade.attempts.header")]
        for (exercise, attempted, passed) in attemptCounts() {
            lines.append(
                "| \(exercise.id) \(cell(exercise.title(presenter.language))) | \(attempted) | \(passed) |")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: JUnit

    func junit() -> String {
        func escape(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
                default:
                    // XML 1.0 allows no other control characters, even escaped.
                    if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
                }
            }
            return result
        }
        func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0, skipped: 0, time: 0.0)
        for checkout in checkouts {
            var cases: [String] = []
            var counts = (failures: 0, errors: 0, skipped: 0, time: 0.0)
            if let error = problemText(checkout) {
                counts.errors = 1
                cases.append(
                    "    <testcase classname=\"\(escape(checkout.path))\" name=\"grading\" time=\"0.000\">\n"
                        + "      <error message=\"\(escape(error))\"/>\n    </testcase>")
            }
            for verdict in checkout.verdicts {
                counts.time += verdict.seconds
                let module = String(verdict.exercisePath.split(separator: "/").first ?? "")
                var element =
                    "    <testcase classname=\"\(escape(module))\" name=\"\(escape("\(verdict.exerciseID) \(verdict.title)"))\" time=\"\(seconds(verdict.seconds))\""
                switch verdict.outcome {
                case .passed:
                    element += "/>"
                case .doesNotCompile, .refused, .cannotCheck:
                    counts.errors += 1
                    element +=
                        ">\n      <error message=\"\(escape(presenter.summary(verdict)))\">\(escape(plainVerdict(verdict)))</error>\n    </testcase>"
                case .notAttempted:
                    counts.skipped += 1
                    element += ">\n      <skipped message=\"\(escape(presenter.summary(verdict)))\"/>\n    </testcase>"
                case .checkFailed, .timedOut, .crashed, .printedTooMuch:
                    counts.failures += 1
                    element +=
                        ">\n      <failure message=\"\(escape(presenter.summary(verdict)))\">\(escape(plainVerdict(verdict)))</failure>\n    </testcase>"
                }
                cases.append(element)
            }
            let tests = checkout.verdicts.count + (checkout.problem == nil ? 0 : 1)
            totals.tests += tests
            totals.failures += counts.failures
            totals.errors += counts.errors
            totals.skipped += counts.skipped
            totals.time += counts.time
            suites.append(
                "  <testsuite name=\"\(escape(checkout.path))\" tests=\"\(tests)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" skipped=\"\(counts.skipped)\" time=\"\(seconds(counts.time))\">\n"
                    + cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n") + "  </testsuite>")
        }
        if let suite = misconceptionSuite(escape: escape) { suites.append(suite) }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="SwiftUI Type Puzzles" tests="\(totals.tests)" failures="\(totals.failures)" errors="\(totals.errors)" skipped="\(totals.skipped)" time="\(seconds(totals.time))">
            \(suites.joined(separator: "\n"))
            </testsuites>
            """
    }

    // MARK: Markdown

    func markdown() -> String {
        func cell(_ text: String) -> String {
            text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        }
        var sections: [String] = []
        for checkout in checkouts {
            var lines = ["## \(cell(checkout.path))", ""]
            if let problem = problemText(checkout) {
                lines.append(t("grade.notGraded", ["reason": problem]))
                sections.append(lines.joined(separator: "\n"))
                continue
            }
            let score = score(checkout)
            lines.append(
                t(
                    "grade.markdown.score",
                    [
                        "passed": "\(score.passed)", "total": "\(kit.exercises.count)", "earned": "\(score.earned)",
                        "possible": "\(score.possible)",
                    ]))
            lines.append("")
            // The header's text holds its separator row.
            lines.append(t("grade.markdown.header"))
            for verdict in checkout.verdicts {
                let level = String(repeating: "★", count: points(for: verdict))
                let result =
                    verdict.passed
                    ? "✅ " + t("grade.passed")
                    : !verdict.attempted
                        ? "➖ " + cell(presenter.styled(.plain).summary(verdict))
                        : "❌ \(cell(presenter.styled(.plain).summary(verdict)))"
                            + misconceptionNote(verdict, cell: cell)
                let check = verdict.failingCheck.map { "`\(cell($0))`" } ?? ""
                lines.append("| \(verdict.exerciseID) \(cell(verdict.title)) | \(level) | \(result) | \(check) |")
            }
            sections.append(lines.joined(separator: "\n"))
        }
        // What to re-teach comes first: the class's most common misconceptions, how many attempted each exercise,
        // then each checkout.
        sections.insert(contentsOf: [misconceptionSection(cell: cell), attemptSection(cell: cell)], at: 0)
        return "# " + t("grade.markdown.title") + "\n\n" + sections.joined(separator: "\n\n")
    }
}
