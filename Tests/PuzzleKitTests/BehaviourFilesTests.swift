import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

private let folder = "Sources/Exercises/01-basics/01-greeting"
private let checkPath = "Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift"
private let checkName = "prints-greeting"

/// The greeting exercise split over two files the learner edits: the greeting and its salutation. Its runs check
/// declares that the behaviour it tests lives in both.
private let twoFiles: [String: String?] = [
    "Solutions/01-basics/01-greeting/Greeting.swift": """
    func greeting(for name: String) -> String {
        "\\(salutation()), \\(name)!"
    }

    """,
    "Solutions/01-basics/01-greeting/Salutation.swift": """
    func salutation() -> String {
        "Hello"
    }

    """,
    "\(folder)/Salutation.swift": """
    // TODO: say hello.
    func salutation() -> String {
        ""
    }

    """,
    checkPath: """
    // check: runs, preview
    // behaviour-in: Greeting.swift, Salutation.swift
    // Greets Ada.
    @testable import Exercise01_1

    print(greeting(for: "Ada"))

    /* expected output:
    Hello, Ada!
    */

    """,
]

private func source(_ name: String, _ text: String) -> SourceFile {
    SourceFile(name: name, displayPath: "\(folder)/\(name)", contents: Data(text.utf8))
}

@Suite("Behaviour files: a wrong output names the file(s) the behaviour lives in, never a wrong one")
struct BehaviourFilesTests {
    // MARK: - Choosing the files

    @Test("the declared files, narrowed to those whose code differs from the solution")
    func declaredThenDiffering() {
        let editable = ["Endpoints.swift", "Get.swift", "StationsScreen.swift"]
        #expect(
            BehaviourFiles.candidates(
                editable: editable, declared: ["Get.swift", "StationsScreen.swift"], recognised: nil,
                differing: ["Get.swift", "StationsScreen.swift", "Endpoints.swift"])
                == ["Get.swift", "StationsScreen.swift"], "several remain: all of them")
        #expect(
            BehaviourFiles.candidates(
                editable: editable, declared: ["Get.swift", "StationsScreen.swift"], recognised: nil,
                differing: ["StationsScreen.swift", "Endpoints.swift"]) == ["StationsScreen.swift"])
        #expect(
            BehaviourFiles.candidates(editable: editable, declared: [], recognised: nil, differing: ["Endpoints.swift"])
                == ["Endpoints.swift"], "no declaration: every file the learner edits, narrowed the same way")
        #expect(
            BehaviourFiles.candidates(editable: editable, declared: ["Get.swift"], recognised: nil, differing: [])
                == ["Get.swift"], "nothing differs: the declaration stands")
        #expect(
            BehaviourFiles.candidates(
                editable: editable, declared: ["Get.swift"], recognised: nil, differing: ["Endpoints.swift"])
                == ["Endpoints.swift"], "the declared file is the solution's: the fix lies in one that differs")
    }

    @Test("a recognised wrong answer's files come first; the others that may hold the fix stay named")
    func recognisedFirst() {
        let editable = ["SettingRow.swift", "SettingsScreen.swift"]
        #expect(
            BehaviourFiles.candidates(
                editable: editable, declared: [], recognised: ["SettingsScreen.swift"],
                differing: ["SettingRow.swift", "SettingsScreen.swift"]) == [
                    "SettingsScreen.swift", "SettingRow.swift",
                ])
        #expect(
            BehaviourFiles.candidates(
                editable: editable, declared: [], recognised: ["SettingsScreen.swift"], differing: ["SettingRow.swift"])
                == ["SettingRow.swift"], "the same mistake written in the other file: that file, not the kit's one")
    }

    @Test("comments, blank lines and indentation do not make a file differ; code does")
    func codeDiffers() {
        let solution = "func salutation() -> String {\n    \"Hello\"\n}\n"
        #expect(!BehaviourFiles.codeDiffers("// TODO: done\n\nfunc salutation() -> String {\n\"Hello\"\n}", solution))
        #expect(BehaviourFiles.codeDiffers("func salutation() -> String {\n    \"Hi\"\n}\n", solution))
    }

    @Test("a check's header declares its behaviour files")
    func header() {
        let check = CheckFile(
            name: "loads", path: "loads.swift",
            contents:
                "// check: runs\n// behaviour-in: Get.swift, Endpoints.swift\n// Loads.\n\n/* expected output:\n*/\n")
        #expect(check.behaviourFiles == ["Get.swift", "Endpoints.swift"])
        #expect(check.purpose == "Loads.", "the key is not part of the check's purpose")
        #expect(check.isValid)
    }

    // MARK: - The message

    static func failed(files: [String]) -> Verdict {
        let result = CheckResult(
            name: "prints-greeting", path: checkPath, kind: .runs, status: .failed,
            failure: .wrongOutput(difference: [.expected("Hello, Ada!"), .printed(", Ada!")], standardError: ""),
            output: ", Ada!",
            expectedOutput: "Hello, Ada!", fileToEdit: nil, line: nil, seconds: 0)
        var verdict = Verdict(
            exerciseID: "01.1", exercisePath: "01-basics/01-greeting", title: "Greeting", source: "Sources/Exercises",
            outcome: .checkFailed, evidence: .checkFailed(result, otherFailures: 0), fileToEdit: files.first,
            line: nil, next: .fixOutput(file: files[0], line: nil, checkPath: checkPath),
            lessonPath: "Lessons/01-basics/01-greeting/README.md", checks: [result], seconds: 0)
        verdict.filesToEdit = files.count > 1 ? files : nil
        return verdict
    }

    @Test("two files that may hold the fix are both named, in English and in Japanese")
    func twoFileMessage() {
        let verdict = Self.failed(files: ["\(folder)/Greeting.swift", "\(folder)/Salutation.swift"])
        #expect(
            english.verdict(verdict).contains(
                "Next: Change \(folder)/Greeting.swift or \(folder)/Salutation.swift so that the check \"\(checkName)\" prints the expected lines."
            ))
        #expect(
            Presenter(language: .ja).verdict(verdict).contains(
                "次にすること: \(folder)/Greeting.swift または \(folder)/Salutation.swift を変更して、チェック「\(checkName)」が期待どおりの行を出力するようにしてください。"
            ))
        let one = Self.failed(files: ["\(folder)/Salutation.swift"])
        #expect(english.verdict(one).contains("Next: Change \(folder)/Salutation.swift so that"))
    }

    // MARK: - The engine

    @Test("a wrong output names the one file that differs from the solution, or every declared file that does")
    func engineNamesTheBehaviourFiles() async throws {
        let fixture = try Fixture.make(twoFiles)
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        let engine = fixture.engine()
        let solvedGreeting = "func greeting(for name: String) -> String {\n    \"\\(salutation()), \\(name)!\"\n}\n"
        let wrongSalutation = "func salutation() -> String {\n    \"\"\n}\n"
        let oneFile = await engine.check(
            exercise,
            sources: ExerciseSources(
                files: [source("Greeting.swift", solvedGreeting), source("Salutation.swift", wrongSalutation)],
                displayFolder: folder, origin: "Sources/Exercises"))
        #expect(oneFile.failingCheck == "prints-greeting")
        #expect(
            oneFile.fileToEdit == "\(folder)/Salutation.swift", "Greeting.swift is the solution's, whatever its TODO")
        #expect(oneFile.filesToEdit == nil)
        #expect(oneFile.nextStep.hasPrefix("Change \(folder)/Salutation.swift so that"))

        let otherGreeting = "func greeting(for name: String) -> String {\n    salutation() + \", \" + name + \"!\"\n}\n"
        let both = await engine.check(
            exercise,
            sources: ExerciseSources(
                files: [source("Greeting.swift", otherGreeting), source("Salutation.swift", wrongSalutation)],
                displayFolder: folder, origin: "Sources/Exercises"))
        #expect(both.filesToEdit == ["\(folder)/Greeting.swift", "\(folder)/Salutation.swift"])
        #expect(
            both.render().contains("Next: Change \(folder)/Greeting.swift or \(folder)/Salutation.swift so that"),
            "\(both.render())")
    }

    // MARK: - dev check

    @Test("dev check: a declared file the learner does not edit, and a rejected wrong answer that changes none")
    func consistencyRule() throws {
        var changes = twoFiles
        changes[checkPath] = """
            // check: runs, preview
            // behaviour-in: Salutation.swift, Missing.swift
            // Greets Ada.
            @testable import Exercise01_1

            print(greeting(for: "Ada"))

            /* expected output:
            Hello, Ada!
            */

            """
        let fixture = try Fixture.make(changes)
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        let wrong = try #require(exercise.wrongAnswers.first { $0.slug == "generic-name" })
        var verdict = Self.failed(files: ["\(folder)/Greeting.swift"])
        verdict.checks[0].path = "\(exercise.checksFolder)/prints-greeting.swift"
        let problems = ConsistencyChecker(kit: fixture.kit).checkBehaviourFiles(of: exercise, verdicts: [verdict])
        #expect(problems.allSatisfy { $0.rule == .behaviourFiles })
        #expect(problems.map(\.finding).contains(.behaviourFileUnknown("Missing.swift")))
        #expect(
            problems.map(\.finding).contains(.behaviourElsewhere(wrongAnswer: wrong.slug, files: ["Greeting.swift"])))
        let words = problems.map { english.finding($0.finding) }
        #expect(words.contains { $0.contains("generic-name") && $0.contains("Greeting.swift") }, "\(words)")

        var passing = verdict
        passing.checks = []
        #expect(
            ConsistencyChecker(kit: fixture.kit).checkBehaviourFiles(of: exercise, verdicts: [passing]).map(\.finding)
                == [.behaviourFileUnknown("Missing.swift")], "a wrong answer that does not fail the check is not asked")
    }
}
