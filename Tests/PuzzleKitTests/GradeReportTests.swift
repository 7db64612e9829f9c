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
        let root = Fixture.scratch("grade-report")
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
            ], seconds: 7.2)
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

    /// A verdict for a checkout at `/tmp/class/dana` whose code does not compile, naming its file by the
    /// absolute path the engine shows.
    static func compileError(_ id: String, _ path: String, _ title: String) -> Verdict {
        let file = "/tmp/class/dana/Sources/Exercises/\(path)/List.swift"
        return Verdict(
            exerciseID: id, exercisePath: path, title: title, source: "/tmp/class/dana/Sources/Exercises",
            outcome: .doesNotCompile,
            evidence: .doesNotCompile(CompilerOutput(text: "\(file):3:5: error: cannot find 'row' in scope")),
            fileToEdit: file, line: 3, next: .fixCompileError(file: file, line: 3),
            lessonPath: "Lessons/\(path)/README.md", checks: [], seconds: 0.25)
    }

    @Test("Exercism v3: a compile error among passes is fail, not error; paths relative to the checkout")
    func exercismStatuses() throws {
        let kit = try Self.makeKit()
        let mixed = GradedCheckout(
            path: "dana",
            verdicts: [
                Self.verdict("01.1", "01-lists/01-plain", "Plain rows", .passed),
                Self.compileError("01.2", "01-lists/02-keyed", "Keyed rows"),
            ])
        let report = GradeReportRenderer(kit: kit, checkouts: [mixed], presenter: english)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.render(.json).utf8)) as? [String: Any])
        #expect(object["status"] as? String == "fail")
        #expect(object["message"] == nil, "message only with error")
        let tests = try #require(object["tests"] as? [[String: Any]])
        #expect(tests.map { $0["status"] as? String } == ["pass", "error"])
        let message = try #require(tests[1]["message"] as? String)
        #expect(message.contains("Sources/Exercises/01-lists/02-keyed/List.swift:3:5: error: cannot find 'row'"))
        #expect(!message.contains("/tmp/class/dana"), "\(message)")
        #expect(tests.allSatisfy { $0["output"] == nil }, "output is only ever the learner's own prints")
        #expect(tests[0]["message"] == nil)

        let broken = GradedCheckout(
            path: "erin",
            verdicts: [
                Self.compileError("01.1", "01-lists/01-plain", "Plain rows"),
                Self.compileError("01.2", "01-lists/02-keyed", "Keyed rows"),
            ])
        let none = try #require(
            try JSONSerialization.jsonObject(
                with: Data(GradeReportRenderer(kit: kit, checkouts: [broken], presenter: english).render(.json).utf8))
                as? [String: Any])
        #expect(none["status"] as? String == "error", "no test ran")
        let reason = try #require(none["message"] as? String, "error requires a message")
        #expect(reason.contains("01.1 Plain rows") && !reason.contains("/tmp/class"))
    }

    @Test("Exercism v3 caps: message at 65,535 characters, and the overall status rules")
    func exercismCaps() {
        #expect(ExercismResults.capped(String(repeating: "x", count: 70_000), 65_535).count == 65_535)
        #expect(ExercismResults.capped("short", 500) == "short")
        func test(_ status: String) -> ExercismResults.Test {
            .init(name: "t", status: status, message: nil, output: nil, test_code: "", task_id: 1)
        }
        #expect(ExercismResults.overallStatus([test("pass"), test("pass")]) == "pass")
        #expect(ExercismResults.overallStatus([test("pass"), test("error")]) == "fail")
        #expect(ExercismResults.overallStatus([test("fail"), test("error")]) == "fail")
        #expect(ExercismResults.overallStatus([test("error"), test("error")]) == "error")
        #expect(ExercismResults.overallStatus([]) == "error")
    }

    @Test(
        "Gradescope results.json: a test per exercise worth its level, with name, score, max_score, output, visibility")
    func gradescope() throws {
        let report = try Self.report()
        let single = GradeReportRenderer(kit: report.kit, checkouts: [report.checkouts[1]], presenter: english)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(single.render(.gradescope).utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["score", "execution_time", "output", "visibility", "stdout_visibility", "tests"])
        #expect(object["score"] as? Double == 1)
        // The checkout's wall time, rounded up: its exercises are graded side by side, so their times overlap.
        #expect(object["execution_time"] as? Int == 8)
        #expect(object["output"] as? String == "1/2 exercises passed, 1/4 points.")
        #expect(object["visibility"] as? String == "visible")
        let tests = try #require(object["tests"] as? [[String: Any]])
        #expect(
            tests.allSatisfy {
                Set($0.keys) == ["name", "number", "score", "max_score", "status", "output", "visibility"]
            })
        #expect(tests.map { $0["name"] as? String } == ["01.1 Plain rows", "01.2 Keyed rows"])
        #expect(tests.map { $0["score"] as? Double } == [1, 0])
        #expect(tests.map { $0["max_score"] as? Double } == [1, 3])
        #expect(tests.map { $0["status"] as? String } == ["passed", "failed"])
        #expect(tests[0]["output"] as? String == "")
        #expect((tests[1]["output"] as? String)?.contains("the check \"renders-list\" crashed") == true)

        let many = try #require(
            try JSONSerialization.jsonObject(with: Data(report.render(.gradescope).utf8)) as? [[String: Any]])
        #expect(many.map { $0["checkout"] as? String } == ["alice", "bob", "carol"])
        #expect(many[2]["score"] as? Double == 0)
        #expect((many[2]["output"] as? String)?.contains("carol is not a checkout of the kit") == true)
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
