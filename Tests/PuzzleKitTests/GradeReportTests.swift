import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Grade reports")
struct GradeReportTests {
    /// A kit of two exercises, levels 1 and 3, on disk.
    static func makeKit() throws -> Kit {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("grade-report-\(UUID().uuidString)")
        for (path, level) in [("01-lists/01-plain", 1), ("01-lists/02-keyed", 3)] {
            let folder = root.appendingPathComponent("Lessons/\(path)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let title = path.hasSuffix("plain") ? "Plain rows" : "Keyed rows"
            try "---\ntitle: \(title)\nlevel: \(level)\n---\n# \(title)\n"
                .write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        }
        return Kit(root: root)
    }

    static func verdict(_ id: String, _ path: String, _ title: String, _ outcome: Verdict.Outcome) -> Verdict {
        let crash = CrashReport(
            signal: "SIGILL", messages: ["Fatal error: a <failed> & more"], frame: nil, likelyStackOverflow: false,
            standardError: "")
        let failed = CheckResult(
            name: "renders-list", path: "Checks/renders-list.swift", kind: .runs, status: .crashed,
            failure: .crashed(crash), output: "expected \"A\"", expectedOutput: "A", fileToEdit: nil, line: nil,
            seconds: 0.5)
        return Verdict(
            exerciseID: id, exercisePath: path, title: title, source: "learner", outcome: outcome,
            evidence: outcome == .passed ? .passed(checks: 1) : .checkFailed(failed, otherFailures: 0),
            fileToEdit: nil, line: nil,
            next: outcome == .passed ? .moveOn : .handleTheCrash(file: "Sources/List.swift", line: 3),
            lessonPath: "Lessons/\(path)/README.md", checks: outcome == .passed ? [] : [failed], seconds: 0.5)
    }

    static func report() throws -> GradeReportRenderer {
        let kit = try makeKit()
        let good = GradedCheckout(
            path: "alice",
            verdicts: [
                verdict("01.1", "01-lists/01-plain", "Plain rows", .passed),
                verdict("01.2", "01-lists/02-keyed", "Keyed rows", .passed),
            ])
        let mixed = GradedCheckout(
            path: "bob",
            verdicts: [
                verdict("01.1", "01-lists/01-plain", "Plain rows", .passed),
                verdict("01.2", "01-lists/02-keyed", "Keyed rows", .checkFailed),
            ])
        let broken = GradedCheckout(path: "carol", verdicts: [], problem: .notACheckout)
        return GradeReportRenderer(kit: kit, checkouts: [good, mixed, broken], presenter: english)
    }

    @Test("the table scores by level and names the first thing to fix")
    func table() throws {
        let text = try Self.report().render(.table)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("checkout  passed  points"))
        #expect(lines[1].hasPrefix("alice") && lines[1].contains("2/2") && lines[1].contains("4/4"))
        #expect(lines[2].contains("1/2") && lines[2].contains("1/4") && lines[2].contains("01.2 Keyed rows"))
        #expect(lines[3].contains("not graded: carol is not a checkout of the kit"))
    }

    @Test("JSON follows Exercism's results.json version 3, a task per exercise")
    func exercismJSON() throws {
        let report = try Self.report()
        let single = GradeReportRenderer(kit: report.kit, checkouts: [report.checkouts[1]], presenter: english)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(single.render(.json).utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 3)
        #expect(object["status"] as? String == "fail")
        let tests = try #require(object["tests"] as? [[String: Any]])
        #expect(tests.map { $0["task_id"] as? Int } == [1, 2])
        #expect(tests.map { $0["status"] as? String } == ["pass", "fail"])
        #expect(
            (tests[1]["message"] as? String)?.contains(
                "Next: Find what stops the program in Sources/List.swift, line 3,") == true)
        #expect(object["checkout"] == nil)

        let many = try #require(
            try JSONSerialization.jsonObject(with: Data(report.render(.json).utf8)) as? [[String: Any]])
        #expect(many.map { $0["checkout"] as? String } == ["alice", "bob", "carol"])
        #expect(many.map { $0["status"] as? String } == ["pass", "fail", "error"])
    }

    @Test("JUnit XML counts failures and errors and escapes text")
    func junit() throws {
        let xml = try Self.report().render(.junit)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(xml.contains("<testsuites name=\"SwiftUI Type Puzzles\" tests=\"5\" failures=\"1\" errors=\"1\""))
        #expect(
            xml.contains(
                "<failure message=\"the check &quot;renders-list&quot; crashed: Fatal error: a &lt;failed&gt; &amp; more\">"
            ))
        #expect(xml.contains("<error message=\"carol is not a checkout of the kit"))
        #expect(!xml.contains("<failed>"))
        #expect(XMLParser(data: Data(xml.utf8)).parse(), "the report is well-formed XML")
    }

    @Test("Markdown has a section per checkout with a result per exercise")
    func markdown() throws {
        let text = try Self.report().render(.markdown)
        #expect(text.contains("## bob\n\n**1/2** exercises, **1/4** points."))
        #expect(
            text.contains(
                "| 01.2 Keyed rows | ★★★ | ❌ the check \"renders-list\" crashed: Fatal error: a <failed> & more | `renders-list` |"
            ))
        #expect(text.contains("## carol\n\nnot graded: carol is not a checkout of the kit"))
    }
}
