import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

private let greetingFile = "Sources/Exercises/01-basics/01-greeting/Greeting.swift"

/// A greeting that prints what the check shows and stops, without doing the work: what a learner who read the check
/// file could write.
private let printsTheCheck = """
    import Foundation

    func greeting(for name: String) -> String {
        print("Hello, Ada!")
        exit(0)
    }

    """

/// A greeting that knows only the name the check shows.
private let onlyAda = """
    func greeting(for name: String) -> String {
        name == "Ada" ? "Hello, Ada!" : "Hello!"
    }

    """

/// Grading that a class can trust: varied data that a printed copy of a check's output cannot pass, and untouched
/// starters that are never graded as attempts.
@Suite("Grading variants and attempts")
struct GradingTrustTests {
    static func engine(_ fixture: Fixture, seeds: [UInt64]) -> CheckEngine {
        var options = Fixture.options()
        options.cacheFolder = Fixture.sharedCache
        options.variantSeeds = seeds
        return CheckEngine(kit: fixture.kit, options: options)
    }

    // MARK: - Variants

    @Test func aProgramThatPrintsTheChecksOutputPassesItsOwnDataButNoVariant() async throws {
        let fixture = try Fixture.make([greetingFile: printsTheCheck])
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        // As written, the check cannot tell: that is why grading varies it.
        let own = await Self.engine(fixture, seeds: []).check(exercise)
        #expect(own.passed, "\(own.render())")

        let graded = await Self.engine(fixture, seeds: [7, 8]).check(exercise)
        #expect(graded.outcome == .checkFailed)
        let result = try #require(graded.checks.first { $0.name == "prints-greeting" })
        let variant = try #require(result.variant)
        #expect(variant.varies == "the name")
        #expect(variant.data.count == 1 && variant.data[0].hasPrefix("name = "))
        let name = String(variant.data[0].dropFirst("name = ".count))
        #expect(["Bo", "Cyd", "Dee"].contains(name))
        // The expected output is the reference solution's on the same data.
        #expect(result.expectedOutput?.trimmingCharacters(in: .whitespacesAndNewlines) == "Hello, \(name)!")
        // A learner reads the data, the reference's output and their own.
        let text = graded.render()
        #expect(text.contains("ran again on other data (the name)"), "\(text)")
        #expect(text.contains("The other data it drew:\n  name = \(name)"), "\(text)")
        #expect(text.contains("- Hello, \(name)!") && text.contains("+ Hello, Ada!"), "\(text)")
        // Never recognised as a listed wrong answer's failure: those fail on the check's own data.
        #expect(Fingerprint(graded).marks.allSatisfy { $0.hasPrefix("prints-greeting (variant): ") })
        #expect(graded.misconception == nil)
    }

    @Test func codeThatDrawsTheChecksDataItselfFailsAVariant() async throws {
        // A learner who read the check draws its data again, or looks for the seed in the environment.
        let drawsAgain = """
            import Foundation
            import MiniUI

            func greeting(for name: String) -> String {
                if ProcessInfo.processInfo.environment["PUZZLES_VARIANT"] != nil { return "the seed, seen" }
                let drawn = Vary.value("name", "Ada") { $0.element(of: ["Bo", "Cyd", "Dee"]) }
                return "Hello, \\(drawn)!"
            }

            """
        let fixture = try Fixture.make([greetingFile: drawsAgain])
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        let own = await Self.engine(fixture, seeds: []).check(exercise)
        #expect(own.passed, "\(own.render())")
        let graded = await Self.engine(fixture, seeds: [11]).check(exercise)
        let result = try #require(graded.checks.first { $0.name == "prints-greeting" })
        #expect(result.variant != nil && result.status == .crashed, "\(graded.render())")
        #expect(graded.render().contains("was drawn twice"), "\(graded.render())")
    }

    @Test func codeThatHandlesOnlyTheVisibleDataFailsAVariant() async throws {
        let fixture = try Fixture.make([greetingFile: onlyAda])
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        let own = await Self.engine(fixture, seeds: []).check(exercise)
        #expect(own.passed)
        let graded = await Self.engine(fixture, seeds: [3]).check(exercise)
        #expect(graded.failingCheck == "prints-greeting")
        #expect(graded.checks.first { $0.name == "prints-greeting" }?.variant != nil)
    }

    @Test func theReferenceSolutionAndHonestAlternativesPassEveryVariant() async throws {
        let honest = """
            func greeting(for name: String) -> String {
                ["Hello", ", ", name, "!"].joined()
            }

            """
        let fixture = try Fixture.make([greetingFile: honest])
        defer { fixture.cleanUp() }
        let engine = Self.engine(fixture, seeds: VariantRun.seeds(count: 4, from: 99))
        for id in ["01.1", "01.2"] {
            let solution = await engine.check(try fixture.exercise(id), from: .solutions)
            #expect(solution.passed, "\(solution.render())")
        }
        let learner = await engine.check(try fixture.exercise("01.1"))
        #expect(learner.passed, "\(learner.render())")
    }

    @Test func aVariantTheReferenceCannotPassIsTheKitsFaultNotTheLearners() async throws {
        // The reference stops on one of the varied names: no output to expect, so no verdict on the learner.
        let fragile = """
            func greeting(for name: String) -> String {
                precondition(name == "Ada", "only Ada")
                return "Hello, \\(name)!"
            }

            """
        let fixture = try Fixture.make([
            "Solutions/01-basics/01-greeting/Greeting.swift": fragile, greetingFile: Fixture.greetingSolution,
        ])
        defer { fixture.cleanUp() }
        let verdict = await Self.engine(fixture, seeds: [5]).check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .cannotCheck, "\(verdict.render())")
        let result = try #require(verdict.checks.first { $0.name == "prints-greeting" })
        #expect(result.status == .invalid)
        guard case .referenceFailsVariant(_, let status)? = result.failure else {
            Issue.record("expected referenceFailsVariant, got \(String(describing: result.failure))")
            return
        }
        #expect(status == .crashed)
        #expect(!verdict.isLearnersToFix)

        // dev check reports it, with the kit's seeds.
        let report = await ConsistencyChecker(kit: fixture.kit, engine: fixture.engine()).check(only: ["01.1"])
        #expect(
            report.problems(.variants).contains { problem in
                if case .variantFails(_, .crashed, _) = problem.finding { return true }
                return false
            }, "\(report.problems)")
    }

    @Test func devCheckWantsAVariedCheckThatShowsItsData() async throws {
        // 01.2's check no longer varies; 01.1's varies data its output never shows.
        let fixture = try Fixture.make([
            "Tests/ExerciseTests/Checks/01-basics/02-shout/renders-shout.swift": """
            // check: runs
            import MiniUI
            @testable import Exercise01_2

            print(render(Shout(word: "hey")))

            /* expected output:
            Text("HEY!")
            */

            """,
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift": """
            // check: runs, preview
            // Greets Ada.
            // varies: a number it never prints
            import MiniUI

            @testable import Exercise01_1

            _ = Vary.number("unused", 1, in: 1...9)
            print(greeting(for: "Ada"))

            /* expected output:
            Hello, Ada!
            */

            """,
        ])
        defer { fixture.cleanUp() }
        let report = await ConsistencyChecker(kit: fixture.kit, engine: fixture.engine()).check()
        let variants = report.problems(.variants)
        #expect(variants.contains { $0.exerciseID == "01.2" && $0.finding == .noVariedCheck }, "\(variants)")
        #expect(
            variants.filter {
                if case .variantShowsTheCheck = $0.finding { return $0.exerciseID == "01.1" }
                return false
            }.count == ConsistencyChecker.variantSeeds.count, "\(variants)")
        // `varies:` belongs to runs checks only.
        let header = CheckFile(name: "x", path: "x.swift", contents: "// check: compiles\n// varies: nothing\n")
        #expect(header.problems == [.variesNeedsRuns])
    }

    @Test func seedsComeFromTheGradersSeedAlone() {
        #expect(VariantRun.seeds(count: 2, from: 42) == VariantRun.seeds(count: 2, from: 42))
        #expect(VariantRun.seeds(count: 2, from: 42) != VariantRun.seeds(count: 2, from: 43))
        #expect(Set(VariantRun.seeds(count: 2)).count == 2)
        let split = VariantRun.splitData(
            "vary: climbers = [PuzzleCheck.Climber(id: 3), Exercise09_12.Rope(length: 60)]\nwarning: kept\n")
        #expect(split.data == ["climbers = [Climber(id: 3), Rope(length: 60)]"])
        #expect(split.rest == "warning: kept\n")
    }

    // MARK: - Attempts

    /// A checkout of the fixture kit: the starters, with `changes` over them.
    static func checkout(of fixture: Fixture, _ changes: [String: String]) throws -> URL {
        let checkout = fixture.root.appendingPathComponent("checkouts/\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: checkout.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: fixture.root.appendingPathComponent("Sources/Exercises"),
            to: checkout.appendingPathComponent("Sources/Exercises"))
        for (path, text) in changes {
            try Data(text.utf8).write(to: checkout.appendingPathComponent(path))
        }
        return checkout
    }

    @Test func anUntouchedStarterIsNotAttemptedAndNeverAMisconception() async throws {
        // The starter of 01.1 fails exactly as its listed wrong answer does; untouched, it is no attempt at all.
        let wrong = """
            func greeting<Name>(for name: Name) -> String {
                "Hello, \\(name)!"
            }

            """
        let fixture = try Fixture.make([
            greetingFile: wrong, "Solutions/01-basics/01-greeting/Greeting.swift": Fixture.greetingSolution,
        ])
        defer { fixture.cleanUp() }
        let engine = fixture.engine()
        let untouched = try Self.checkout(of: fixture, [:])
        let attempted = try Self.checkout(of: fixture, [greetingFile: wrong + "// my own comment\n"])
        let solved = try Self.checkout(
            of: fixture,
            [
                greetingFile: Fixture.greetingSolution,
                "Sources/Exercises/01-basics/02-shout/Shout.swift": Fixture.shoutSolution,
            ])
        let exercises = fixture.kit.exercises
        let checkouts = [
            GradedCheckout(path: "untouched", verdicts: await engine.gradeAll(exercises, checkout: untouched)),
            GradedCheckout(path: "attempted", verdicts: await engine.gradeAll(exercises, checkout: attempted)),
            GradedCheckout(path: "solved", verdicts: await engine.gradeAll(exercises, checkout: solved)),
        ]
        let first = checkouts[0].verdicts[0]
        #expect(first.outcome == .notAttempted && !first.attempted && first.checks.isEmpty)
        #expect(first.misconception == nil)
        let noneAttempted = checkouts[0].verdicts.allSatisfy { $0.outcome == .notAttempted }
        #expect(noneAttempted)
        #expect(GradeScore(checkouts[0], kit: fixture.kit).earned == 0)
        // The same code with a comment of the learner's is an attempt, and its mistake is named.
        #expect(checkouts[1].verdicts[0].outcome == .checkFailed)
        #expect(checkouts[1].verdicts[0].misconception?.wrongAnswer.hasSuffix("generic-name") == true)
        #expect(checkouts[1].verdicts[1].outcome == .notAttempted)
        let solvedAll = checkouts[2].verdicts.allSatisfy { $0.passed }
        #expect(solvedAll)

        let misconceptions = ClassMisconceptions(checkouts, kit: fixture.kit)
        #expect(misconceptions.ranked.count == 1)
        #expect(misconceptions.ranked.first?.checkouts == ["attempted"])
        #expect(misconceptions.ranked.first?.attempts == 2)
        #expect(misconceptions.attempts == ["01.1": 2, "01.2": 1])

        // Every format says "not attempted" and scores it nothing.
        let report = GradeReportRenderer(kit: fixture.kit, checkouts: checkouts, presenter: Presenter(language: .en))
        let table = report.render(.table)
        #expect(table.contains("1 of 2 attempts: 01.1"), "\(table)")
        #expect(table.contains("01.1 2 tried, 1 passed"), "\(table)")
        let markdown = report.render(.markdown)
        #expect(markdown.contains("| 1 of 2 | 01.1"), "\(markdown)")
        #expect(markdown.contains("➖ not attempted"), "\(markdown)")
        #expect(!markdown.contains("| --- | --- | --- | --- |\n| --- |"))
        let junit = report.render(.junit)
        #expect(junit.contains("<skipped message=\"not attempted"), "\(junit)")
        let gradescope = report.render(.gradescope)
        #expect(gradescope.contains("not attempted"))
        let json = report.render(.json)
        #expect(json.contains("not attempted"))
        let html = report.render(.html)
        #expect(html.contains("class=\"cell not-attempted\""))
        #expect(html.contains("class=\"cell passed\"") && html.contains("class=\"cell failed\""))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page needs no network")
    }
}
