import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

@Suite("Repeated verdicts")
struct RepeatTests {
    /// A wrong answer that passes its first run and fails every later one: it keeps a mark in a file of its own.
    /// Its variation follows the runs, not chance, so the test proves the repetition without depending on luck.
    static func passesOnce(marker: String) -> String {
        """
        // wrong: greets properly only the first time
        // rejected-by: prints-greeting
        // misconception: A greeting does not depend on how often it was asked for.
        // misconception-ja: 挨拶は、何回目に頼まれたかによって変わりません。
        // lesson: #greeting-a-first-function
        import Foundation

        func greeting(for name: String) -> String {
            let mark = "\(marker)"
            if FileManager.default.fileExists(atPath: mark) { return "Hi" }
            FileManager.default.createFile(atPath: mark, contents: Data())
            return "Hello, \\(name)!"
        }

        """
    }

    /// A wrong answer that fails every run, printing one thing the first time and another after.
    static func failsDifferently(marker: String) -> String {
        """
        // wrong: greets nobody, differently the first time
        // rejected-by: prints-greeting
        // misconception: A greeting names the person greeted.
        // misconception-ja: 挨拶では相手の名前を呼びます。
        // lesson: #greeting-a-first-function
        import Foundation

        func greeting(for name: String) -> String {
            let mark = "\(marker)"
            if FileManager.default.fileExists(atPath: mark) { return "Hi again" }
            FileManager.default.createFile(atPath: mark, contents: Data())
            return "Hi"
        }

        """
    }

    @Test("each runs check runs N times from scratch, and a verdict that changes between runs is named")
    func aVaryingVerdictIsNamed() async throws {
        let marker = Fixture.scratch("repeat").path
        let otherMarker = marker + "-other"
        defer {
            try? FileManager.default.removeItem(atPath: marker)
            try? FileManager.default.removeItem(atPath: otherMarker)
        }
        let wrongPath = "Tests/ExerciseTests/Checks/01-basics/01-greeting/wrong-answers/passes-once"
        let otherPath = "Tests/ExerciseTests/Checks/01-basics/01-greeting/wrong-answers/fails-differently"
        let fixture = try Fixture.make([
            "\(wrongPath)/Greeting.swift": RepeatTests.passesOnce(marker: marker),
            "\(otherPath)/Greeting.swift": RepeatTests.failsDifferently(marker: otherMarker),
        ])
        defer { fixture.cleanUp() }
        // An engine that reuses results: the repetition must bypass them all the same.
        let checker = ConsistencyChecker(kit: fixture.kit, engine: fixture.engine(reuseResults: true))
        let report = await checker.repeatVerdicts(only: ["01.1"], times: 3)

        // 01.1 has one runs check; it runs on the solution and on each of the three wrong answers, and, since it varies
        // its data, on the solution under each of the kit's three seeds.
        #expect(report.pairs == 7)
        #expect(report.checkRuns == 21)
        let varying = try #require(report.varyingVerdicts.first)
        #expect(report.varyingVerdicts.count == 1, "\(report.varying)")
        #expect(varying.exerciseID == "01.1")
        #expect(varying.check == "prints-greeting")
        #expect(varying.source == wrongPath)
        #expect(varying.statuses == ["passed": 1, "failed": 2])
        #expect(varying.outputs == 2)
        let sameVerdict = try #require(report.varyingOutputs.first)
        #expect(report.varyingOutputs.count == 1, "\(report.varying)")
        #expect(sameVerdict.source == otherPath)
        #expect(sameVerdict.statuses == ["failed": 3])
        #expect(
            english.repeated(report) == """
                Repeated 7 checks × 3 runs (21 runs of check programs): 1 varied between runs:
                  01.1 prints-greeting on \(wrongPath): passed 1×, failed 2×, 2 different outputs
                1 gave the same verdict every time but printed different things (the code's own, not chance deciding):
                  01.1 prints-greeting on \(otherPath): failed 3×, 2 different outputs
                """)
    }

    @Test("identical verdicts are confirmed with the figures")
    func identicalVerdictsAreConfirmed() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let report = await ConsistencyChecker(kit: fixture.kit, engine: fixture.engine()).repeatVerdicts(times: 2)
        #expect(report.varying.isEmpty, "\(report.varying)")
        #expect(report.pairs > 0)
        #expect(report.checkRuns == report.pairs * 2)
        #expect(
            english.repeated(report)
                == "Repeated \(report.pairs) checks × 2 runs (\(report.checkRuns) runs of check programs): every verdict was the same each time."
        )
    }

    @Test("puzzles dev check --repeat N takes 1 to 1000 runs and reports the repetition after the consistency check")
    func theCommand() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let zero = await RunnerTests.run(["dev", "check", "--repeat", "0"], in: fixture)
        #expect(zero.code == 2)
        #expect(zero.error.contains("--repeat takes a whole number from 1 to 1000."))
        let twice = await RunnerTests.run(["dev", "check", "01.2", "--repeat", "2", "--lang", "en"], in: fixture)
        #expect(twice.code == 0, "\(twice.out)\(twice.error)")
        #expect(twice.out.contains("The kit is consistent"))
        #expect(twice.out.contains("× 2 runs"))
        #expect(twice.out.contains("every verdict was the same each time."))
    }
}
