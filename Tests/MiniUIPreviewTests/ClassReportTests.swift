import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

/// `puzzles grade --format html`, the class at a glance, in a real browser: it draws as its reference does, sorts
/// on a click, and prints.
@MainActor
@Suite(
    "The class report in a browser", .serialized, .enabled(if: Browser.path != nil, Comment(rawValue: Browser.missing)))
struct ClassReportTests {
    /// A kit of four exercises on disk (lessons with titles and levels are all a report reads), removed by `body`'s end.
    static func withKit<T>(_ body: (Kit) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("class-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let exercises = [
            ("01-lists/01-rows", "Rows of a roster", 1), ("01-lists/02-keys", "Keys for the roster", 2),
            ("02-paths/01-grades", "Grades by key path", 2), ("02-paths/02-belays", "Belay partners", 3),
        ]
        for (path, title, level) in exercises {
            let folder = root.appendingPathComponent("Lessons/\(path)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "---\ntitle: \(title)\nlevel: \(level)\n---\n# \(title)\n"
                .write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        }
        return try body(Kit(root: root))
    }

    static func verdict(_ exercise: Exercise, _ outcome: Verdict.Outcome, mistake: String? = nil) -> Verdict {
        let failed = CheckResult(
            name: "renders-roster", path: "Checks/renders-roster.swift", kind: .runs, status: .failed,
            failure: .wrongOutput(
                difference: [.expected("Text(\"Ines\")"), .printed("Text(\"Tomas\")")], standardError: ""),
            output: "", expectedOutput: "", fileToEdit: nil, line: nil, seconds: 0.4)
        let evidence: Verdict.Evidence =
            switch outcome {
            case .passed: .passed(checks: 3)
            case .notAttempted: .notAttempted
            case .refused:
                .refused(SourceRefusal(path: "Sources/Exercises/x/Roster.swift", reason: .fileIsSymbolicLink))
            case .cannotCheck: .cannotCheck(.cancelled)
            default: .checkFailed(failed, otherFailures: 0)
            }
        var verdict = Verdict(
            exerciseID: exercise.id, exercisePath: exercise.path, title: exercise.title(.en), source: "learner",
            outcome: outcome, evidence: evidence, fileToEdit: nil, line: nil,
            next: outcome == .passed ? .moveOn : .fixOutput(file: "Roster.swift", line: nil, checkPath: failed.path),
            lessonPath: exercise.lessonPath(.en), checks: outcome == .checkFailed ? [failed] : [], seconds: 0.4)
        verdict.misconception = mistake.map {
            Misconception(
                wrongAnswer: "wrong-answers/\($0)", explanation: [.en: "The roster is sorted by `name`, not by id."],
                lessonAnchor: "#sorting")
        }
        return verdict
    }

    /// A class of five: one done, two halfway with the same mistake, one untouched, one not a checkout.
    static func page() throws -> String {
        try withKit { kit in
            let e = kit.exercises
            let checkouts = [
                GradedCheckout(path: "ines", verdicts: e.map { verdict($0, .passed) }),
                GradedCheckout(
                    path: "tomas",
                    verdicts: [
                        verdict(e[0], .passed), verdict(e[1], .checkFailed, mistake: "sorted-by-name"),
                        verdict(e[2], .refused), verdict(e[3], .notAttempted),
                    ]),
                GradedCheckout(
                    path: "aiko",
                    verdicts: [
                        verdict(e[0], .passed), verdict(e[1], .checkFailed, mistake: "sorted-by-name"),
                        verdict(e[2], .passed), verdict(e[3], .cannotCheck),
                    ]),
                GradedCheckout(path: "bo", verdicts: e.map { verdict($0, .notAttempted) }),
                GradedCheckout(path: "carla", verdicts: [], problem: .notACheckout),
            ]
            return GradeReportRenderer(kit: kit, checkouts: checkouts, presenter: Presenter(language: .en)).render(
                .html)
        }
    }

    @Test("it draws as its reference: the grid, the pass rates, the misconceptions")
    func drawsAsItsReference() throws {
        let shot = try ScreenshotTests.screenshot(try Self.page(), width: 1000, height: 640)
        let file = ScreenshotTests.references.appendingPathComponent("class-report.png")
        if ScreenshotTests.recording {
            try shot.write(to: file)
            return
        }
        let reference = try #require(
            FileManager.default.contents(atPath: file.path),
            "no reference class-report.png: run with MINIUI_RECORD_REFERENCES=1, look at it, commit it")
        let comparison = try Browser.compare(shot, with: reference)
        #expect(comparison.sameSize)
        #expect(
            comparison.fraction <= ScreenshotTests.tolerance,
            "\(comparison.differing) of \(comparison.total) pixels differ from References/class-report.png")
    }

    @Test("the page holds every state, its rates and its links, and needs nothing from the network")
    func contents() throws {
        let load = try Browser.load(
            try Self.page(),
            probe: Browser.probe(
                """
                const rows = [...document.querySelectorAll('table.grid tbody tr')];
                facts.learners = rows.map(row => row.querySelector('th').textContent);
                facts.states = [...document.querySelectorAll('table.grid tbody td.cell')].map(cell => cell.className);
                facts.rates = [...document.querySelectorAll('table.grid tfoot td.rate')].map(cell => cell.textContent);
                facts.first = rows.map(row => (row.querySelector('td.first') || {}).textContent || '');
                facts.links = [...document.querySelectorAll('table.misconceptions a')].map(a => a.getAttribute('href'));
                facts.shares = [...document.querySelectorAll('table.misconceptions tbody tr td:first-child')]
                  .map(cell => cell.textContent);
                facts.external = [...document.querySelectorAll('[src], link[href]')].length;
                """))
        #expect(!load.log.contains("Uncaught"), "console errors: \(load.log)")
        let facts = try #require(Browser.facts(load))
        #expect((facts["errors"] as? [String])?.isEmpty == true, "\(facts)")
        #expect(facts["learners"] as? [String] == ["ines", "tomas", "aiko", "bo", "carla"])
        let states = Set((facts["states"] as? [String] ?? []).map { $0.replacingOccurrences(of: "cell ", with: "") })
        #expect(states == ["passed", "failed", "not-attempted", "refused", "unchecked"])
        // Passed of attempts: 01.1 3 of 3, 01.2 1 of 3, 02.1 2 of 3 (a refusal is an attempt), 02.2 1 of 2.
        #expect(facts["rates"] as? [String] == ["100%", "33%", "67%", "50%"])
        let first = facts["first"] as? [String] ?? []
        #expect(first.count == 5 && first[1].hasPrefix("01.2 Keys for the roster:") && first[3].isEmpty, "\(first)")
        #expect(facts["shares"] as? [String] == ["2 of 3"])
        let link = (facts["links"] as? [String])?.first ?? ""
        #expect(link.hasPrefix("file://") && link.hasSuffix("/Lessons/01-lists/02-keys/README.md#sorting"), "\(link)")
        #expect(facts["external"] as? Int == 0)
    }

    @Test("a column sorts on a click, the other way on a second")
    func sorts() throws {
        let load = try Browser.load(
            try Self.page(),
            probe: Browser.probe(
                """
                const learners = () => [...document.querySelectorAll('table.grid tbody tr th')].map(th => th.textContent);
                const passed = document.querySelectorAll('table.grid thead th')[1];
                passed.querySelector('button').click();
                facts.ascending = learners();
                facts.sort = passed.getAttribute('aria-sort');
                passed.querySelector('button').click();
                facts.descending = learners();
                """))
        let facts = try #require(Browser.facts(load))
        #expect((facts["errors"] as? [String])?.isEmpty == true, "\(facts)")
        #expect(facts["sort"] as? String == "ascending")
        #expect((facts["ascending"] as? [String])?.first == "carla", "not graded sorts first: \(facts)")
        #expect((facts["ascending"] as? [String])?.last == "ines")
        #expect((facts["descending"] as? [String])?.first == "ines")
    }

    @Test("it prints: a landscape PDF without the sort controls' arrows")
    func prints() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("class-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("report.html")
        try Data(try Self.page().utf8).write(to: page)
        let pdf = folder.appendingPathComponent("report.pdf")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Browser.path!)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--no-pdf-header-footer",
            "--print-to-pdf=\(pdf.path)", page.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let data = try #require(FileManager.default.contents(atPath: pdf.path), "no PDF written")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF"))
        // One landscape page: its media box is wider than tall.
        let boxes = text.components(separatedBy: "/MediaBox [").dropFirst().compactMap { box in
            box.split(separator: "]").first.map { $0.split(separator: " ").compactMap { Double($0) } }
        }
        #expect(boxes.count == 1, "\(boxes.count) pages")
        if let box = boxes.first, box.count == 4 { #expect(box[2] > box[3], "landscape: \(box)") }
    }
}
