import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

@Suite("Kit consistency")
struct ConsistencyTests {
    @Test func aCompleteKitIsConsistent() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let report = await ConsistencyChecker(kit: fixture.kit, engine: fixture.engine()).check()
        #expect(report.isConsistent, "\(report.render())")
        #expect(report.checkedBehaviour)
        #expect(
            report.render() == "The kit is consistent: 2 exercises (layout, starters, solutions and wrong answers).")
    }

    @Test func brokenRulesAreReportedPrecisely() async throws {
        let fixture = try Fixture.make([
            // A starter that is already solved.
            "Sources/Exercises/01-basics/02-shout/Shout.swift": Fixture.shoutSolution,
            // A missing Japanese hint.
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/hints.ja.md": Fixture.hints(["ひとつだけ。"]),
            // A stray file.
            "Sources/Exercises/01-basics/01-greeting/notes.txt": "my notes\n",
            // A check without a header, a wrong answer naming a check that does not exist.
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/headless.swift": "import MiniUI\n",
            "Tests/ExerciseTests/Checks/01-basics/02-shout/wrong-answers/lowercase/Shout.swift":
                "// wrong: forgets to uppercase\n// rejected-by: renders-loudly\n" + Fixture.shoutStarter,
            // A solution file the starter does not have, and no English level.
            "Solutions/01-basics/01-greeting/Extra.swift": "let extra = 1\n",
            "Lessons/01-basics/02-shout/README.md": Fixture.lesson("Shout", level: nil),
            // A folder that is not an exercise.
            "Lessons/01-basics/drafts/README.md": "draft\n",
        ])
        defer { fixture.cleanUp() }
        let report = await ConsistencyChecker(kit: fixture.kit, engine: fixture.engine()).check()
        let found = Set(report.problems.map { "\($0.exerciseID ?? "-") \($0.rule.rawValue) \($0.path)" })
        let expected: Set<String> = [
            "01.2 starter-fails Sources/Exercises/01-basics/02-shout",
            "01.1 hints Tests/ExerciseTests/Checks/01-basics/01-greeting/hints.ja.md",
            "01.1 stray-file Sources/Exercises/01-basics/01-greeting/notes.txt",
            "01.1 check-header Tests/ExerciseTests/Checks/01-basics/01-greeting/headless.swift",
            "01.2 wrong-answer Tests/ExerciseTests/Checks/01-basics/02-shout/wrong-answers/lowercase",
            "01.1 same-file-names Solutions/01-basics/01-greeting",
            "01.2 front-matter Lessons/01-basics/02-shout/README.md",
            "- stray-file Lessons/01-basics/drafts",
        ]
        #expect(found == expected, "\(report.render())")
        let hints = report.problems(.hints).map(\.message)
        #expect(hints.contains("1 hint; an exercise needs at least 2 per language, in order"))
        #expect(hints.contains("1 hints in Japanese but 2 in English; translate them one for one"))
        #expect(
            report.render().contains(
                "01.2 [starter-fails] Sources/Exercises/01-basics/02-shout: the untouched starter already passes every check"
            ))
    }

    @Test("every wrong answer names its misconception in both languages and a lesson section that exists")
    func wrongAnswersNameTheirMisconception() async throws {
        let fixture = try Fixture.make([
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/wrong-answers/generic-name/Greeting.swift": """
            // wrong: accepts any value as a name
            // rejected-by: rejects-number-names
            // misconception: A generic parameter accepts any type.
            // lesson: #no-such-section
            func greeting<Name>(for name: Name) -> String { "Hello, \\(name)!" }

            """
        ])
        defer { fixture.cleanUp() }
        let report = ConsistencyChecker(kit: fixture.kit).checkLayout()
        let found = report.problems.filter { $0.rule == .wrongAnswer }.map(\.finding)
        #expect(found.contains(.wrongAnswerHeader(.noMisconception(file: "Greeting.swift", language: .ja))))
        #expect(
            found.contains(
                .wrongAnswerHeader(
                    .unknownLessonAnchor(anchor: "#no-such-section", lesson: "Lessons/01-basics/01-greeting/README.md"))
            ))
        #expect(found.count == 2, "\(found)")
        let wrong = try #require(fixture.kit.exercise(id: "01.1")?.wrongAnswers.first)
        #expect(wrong.misconception[.en] == "A generic parameter accepts any type.")
    }

    @Test func behaviourRulesCatchBrokenSolutionsStartersAndWrongAnswers() async throws {
        let fixture = try Fixture.make([
            // A starter that does not compile, a solution that fails, a wrong answer that passes.
            "Sources/Exercises/01-basics/01-greeting/Greeting.swift": "func greeting(for name: String) -> String {\n",
            "Solutions/01-basics/02-shout/Shout.swift": Fixture.shoutStarter,
            "Tests/ExerciseTests/Checks/01-basics/02-shout/wrong-answers/same-as-solution/Shout.swift":
                "// wrong: nothing wrong at all\n// rejected-by: renders-shout\n// misconception: None.\n"
                + "// misconception-ja: なし。\n// lesson: #shout\n" + Fixture.shoutSolution,
        ])
        defer { fixture.cleanUp() }
        let report = await ConsistencyChecker(kit: fixture.kit, engine: fixture.engine()).check()
        let found = Set(report.problems.map { "\($0.exerciseID ?? "-") \($0.rule.rawValue) \($0.path)" })
        #expect(
            found == [
                "01.1 starter-compiles Sources/Exercises/01-basics/01-greeting/Greeting.swift",
                "01.2 solution-passes Solutions/01-basics/02-shout/Shout.swift",
                "01.2 wrong-answer-rejected Tests/ExerciseTests/Checks/01-basics/02-shout/wrong-answers/same-as-solution",
            ], "\(report.render())")
    }

    @Test func layoutRulesNeedNoCompiler() throws {
        let fixture = try Fixture.make([
            "Solutions/01-basics/02-shout/Shout.swift": nil,
            "Lessons/01-basics/02-shout/README.ja.md": nil,
            "Lessons/01-basics/README.ja.md": nil,
            "Sources/Exercises/01-basics/3-extra/Extra.swift": "let x = 1\n",
        ])
        defer { fixture.cleanUp() }
        let report = ConsistencyChecker(kit: fixture.kit).checkLayout()
        #expect(!report.checkedBehaviour)
        let found = Set(report.problems.map { "\($0.exerciseID ?? "-") \($0.rule.rawValue) \($0.path)" })
        #expect(found.contains("01.2 solution Solutions/01-basics/02-shout"))
        #expect(found.contains("01.2 lesson Lessons/01-basics/02-shout/README.ja.md"))
        #expect(found.contains("- module-introduction Lessons/01-basics/README.ja.md"), "\(report.render())")
        #expect(found.contains("01.3 folder-name Sources/Exercises/01-basics/3-extra"))
        #expect(found.contains("01.3 checks Tests/ExerciseTests/Checks/01-basics/3-extra"))
    }
}
