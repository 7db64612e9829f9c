// One test per exercise: `swift test` checks your code with the same engine as `swift run puzzles`.
//
// Each test compiles the exercise's check files (Tests/ExerciseTests/Checks/<exercise>/) against your
// code in Sources/Exercises/<exercise>/ and fails with what to do next while the exercise is unsolved.
// The kit's own test command, `PUZZLES_SOURCE=solutions swift test`, checks the reference solutions
// instead and also runs the kit's consistency check.

import Foundation
import PuzzleKit
import PuzzlesCLI
import Testing

/// The kit, the code under test and the engine, shared by every test in this target.
enum ExerciseSuite {
    static let kit: Kit = {
        let thisFile = URL(fileURLWithPath: #filePath)
        return (try? Kit.locate(from: thisFile))
            ?? Kit(root: thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())
    }()

    /// `PUZZLES_SOURCE`: unset → Sources/Exercises, `solutions` → Solutions/, a path → that checkout.
    static let source = SourceRoot.fromEnvironment()

    static let engine: CheckEngine = {
        var options = CheckEngine.Options()
        options.language = language
        return CheckEngine(kit: kit, options: options)
    }()

    /// The learner's language, as the runner chooses it: `puzzles language`, else the locale.
    static let language = ProgressStore(kit: kit).savedLanguage() ?? Language.preferred()

    /// Verdicts and reports in the learner's language, plain text.
    static let presenter = Presenter(language: language, command: "swift run puzzles")

    static var cases: [ExerciseCase] { kit.exercises.map(ExerciseCase.init) }

    static var checksSolutions: Bool { source == .solutions }
}

/// An exercise as a test argument, shown as "01.3 Title".
struct ExerciseCase: Sendable, CustomTestStringConvertible {
    let exercise: Exercise
    var testDescription: String { "\(exercise.id) \(exercise.title)" }
}

@Suite("Exercises")
struct ExerciseTests {
    @Test("Exercise", arguments: ExerciseSuite.cases)
    func exercise(_ item: ExerciseCase) async {
        let verdict = await ExerciseSuite.engine.check(item.exercise, from: ExerciseSuite.source)
        if !verdict.passed {
            Issue.record(Comment(rawValue: ExerciseSuite.presenter.verdict(verdict)))
        } else if !verdict.warnings.isEmpty {
            // A pass with the learner's own compiler warnings: shown, without failing the test.
            Issue.record(Comment(rawValue: ExerciseSuite.presenter.verdict(verdict)), severity: .warning)
        }
    }

    @Test(
        "Kit consistency: complete exercises, failing starters, passing solutions, rejected wrong answers",
        .enabled(
            if: ExerciseSuite.checksSolutions,
            "the kit's own check; run it with PUZZLES_SOURCE=solutions swift test")
    )
    func kitIsConsistent() async {
        let report = await ConsistencyChecker(kit: ExerciseSuite.kit, engine: ExerciseSuite.engine).check()
        if !report.isConsistent {
            Issue.record(Comment(rawValue: ExerciseSuite.presenter.consistency(report)))
        }
    }
}
