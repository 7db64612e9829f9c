import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

private let starterFolder = "Sources/Exercises/01-basics/01-greeting"
private let givenStarter = "\(starterFolder)/Exclaim.swift"
private let givenSolution = "Solutions/01-basics/01-greeting/Exclaim.swift"

/// A given file: complete, declared by its `// given:` header line.
private let exclaim = """
    // given: the punctuation; nothing to change here.
    func exclaim(_ text: String) -> String { text + "!" }

    """

/// The greeting built on the given file, as a learner would solve it.
private let greetingThroughExclaim = """
    func greeting(for name: String) -> String {
        exclaim("Hello, \\(name)")
    }

    """

/// The fixture kit with a given file in exercise 01.1, and the changes asked for on top.
private func fixtureWithGivenFile(_ changes: [String: String?] = [:]) throws -> Fixture {
    var files: [String: String?] = [
        givenStarter: exclaim, givenSolution: exclaim,
        "Solutions/01-basics/01-greeting/Greeting.swift": greetingThroughExclaim,
    ]
    for (path, contents) in changes { files[path] = contents }
    return try Fixture.make(files)
}

@Suite("Given files")
struct GivenFileTests {
    @Test func theCatalogReadsGivenFilesFromTheSolutionsHeader() throws {
        let fixture = try fixtureWithGivenFile()
        defer { fixture.cleanUp() }
        #expect(try fixture.exercise("01.1").givenFiles == ["Exclaim.swift"])
        #expect(try fixture.exercise("01.2").givenFiles == [])
        // The marker counts in the header only, not further down a file.
        #expect(Kit.declaresGiven(exclaim))
        #expect(!Kit.declaresGiven(String(repeating: "// a comment\n", count: 16) + "// given: too late\n"))
        #expect(!Kit.declaresGiven("// Given complete, but not the marker\n"))
    }

    @Test func aChangedGivenFileIsReplacedByTheKitsCopyAndTheVerdictSaysSo() async throws {
        let fixture = try fixtureWithGivenFile([
            "\(starterFolder)/Greeting.swift": greetingThroughExclaim,
            // The learner's copy would print "Hello, Ada?" and fail the runs check.
            givenStarter: "func exclaim(_ text: String) -> String { text + \"?\" }\n",
        ])
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .passed, "\(verdict.render())")
        #expect(verdict.givenFilesReplaced == [givenStarter])
        let text = verdict.render()
        #expect(text.contains("\(givenStarter) differs from the kit's copy; the checks use the kit's copy"), "\(text)")
        #expect(text.components(separatedBy: "kit's copy;").count == 2, "said once: \(text)")
        let japanese = Presenter(language: .ja, style: .plain).verdict(verdict)
        #expect(japanese.contains("\(givenStarter): キットのコピーと違います"), "\(japanese)")
    }

    @Test func anUntouchedGivenFileIsNotMentioned() async throws {
        let fixture = try fixtureWithGivenFile(["\(starterFolder)/Greeting.swift": greetingThroughExclaim])
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .passed, "\(verdict.render())")
        #expect(verdict.givenFilesReplaced == nil)
        #expect(!verdict.render().contains("kit's copy"))
    }

    @Test func aDeletedGivenFileIsTakenFromTheKit() throws {
        let fixture = try fixtureWithGivenFile([givenStarter: nil])
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        let sources = try SourceLoader.load(exercise, from: .exercises, kit: fixture.kit, limits: SourceLimits()).get()
        #expect(sources.files.map(\.name) == ["Exclaim.swift", "Greeting.swift"])
        #expect(sources.files.first { $0.name == "Exclaim.swift" }?.contents == Data(exclaim.utf8))
        #expect(sources.givenFilesReplaced == [givenStarter])
    }

    @Test func anEditedGivenFileIsNotWhereTheWorkIs() throws {
        let fixture = try fixtureWithGivenFile([
            "\(starterFolder)/Greeting.swift": "func greeting(for name: String) -> String { exclaim(name) }\n",
            givenStarter: "func exclaim(_ text: String) -> String { text }\n",
        ])
        defer { fixture.cleanUp() }
        let sources = try SourceLoader.load(
            try fixture.exercise("01.1"), from: .exercises, kit: fixture.kit, limits: SourceLimits()
        ).get()
        #expect(sources.differingFromSolution == ["Greeting.swift"])
        #expect(sources.mainFile?.name == "Greeting.swift")
    }

    @Test func aGivenFileIsNeverThePlaceOfAnError() throws {
        // 06.2: an error in a check names a type that only the given file declares; the learner cannot change it.
        let given = "// given: the punctuation; nothing to change here.\nstruct Exclaimed {\n    var text: String\n}\n"
        let fixture = try fixtureWithGivenFile([
            givenStarter: given, givenSolution: given,
            "\(starterFolder)/Greeting.swift": greetingThroughExclaim,
        ])
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        let sources = try SourceLoader.load(exercise, from: .exercises, kit: fixture.kit, limits: SourceLimits()).get()
        let files = fixture.engine().learnerPlaceFiles(sources, exercise: exercise)
        #expect(files.map(\.path) == ["\(starterFolder)/Greeting.swift"])
        let output = """
            Tests/ExerciseTests/Checks/01-basics/01-greeting/calls-greeting.swift:5:12: error: cannot convert value of type 'Exclaimed' to expected argument type 'String'
                } else {
                       ^
            """
        #expect(
            LearnerPlace.find(errors: Diagnostics.errors(in: output, firstPrefixes: ["Tests/"]), files: files) == nil)
    }

    @Test func aGradedCheckoutGetsTheKitsCopyToo() throws {
        let fixture = try fixtureWithGivenFile()
        defer { fixture.cleanUp() }
        let checkout = fixture.root.appendingPathComponent("learner")
        let folder = checkout.appendingPathComponent(starterFolder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(greetingThroughExclaim.utf8).write(to: folder.appendingPathComponent("Greeting.swift"))
        try Data("func exclaim(_ text: String) -> String { text }\n".utf8)
            .write(to: folder.appendingPathComponent("Exclaim.swift"))
        let exercise = try fixture.exercise("01.1")
        let sources = try SourceLoader.load(
            exercise, from: .checkout(checkout), kit: fixture.kit, limits: SourceLimits()
        )
        .get()
        #expect(sources.files.first { $0.name == "Exclaim.swift" }?.contents == Data(exclaim.utf8))
        #expect(sources.files.first { $0.name == "Greeting.swift" }?.contents == Data(greetingThroughExclaim.utf8))
        #expect(sources.givenFilesReplaced == ["learner/\(starterFolder)/Exclaim.swift"])
        // The kit's own solutions are read as they are.
        let solution = try SourceLoader.load(exercise, from: .solutions, kit: fixture.kit, limits: SourceLimits()).get()
        #expect(solution.givenFilesReplaced == [])
    }

    @Test func aWrongAnswerCannotChangeAGivenFile() async throws {
        let fixture = try fixtureWithGivenFile([
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/wrong-answers/question/Exclaim.swift": """
            // wrong: asks instead of greeting
            // rejected-by: prints-greeting
            func exclaim(_ text: String) -> String { text + "?" }

            """
        ])
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        let wrong = try #require(exercise.wrongAnswers.first { $0.slug == "question" })
        let verdict = await fixture.engine().check(wrong, of: exercise)
        #expect(verdict.outcome == .passed, "the kit's copy is compiled: \(verdict.render())")
        #expect(verdict.givenFilesReplaced == ["\(wrong.path)/Exclaim.swift"])
    }

    @Test func devCheckRequiresTheSameGivenFileInStarterAndSolution() throws {
        let fixture = try fixtureWithGivenFile([
            givenStarter: "// given: changed.\nfunc exclaim(_ t: String) -> String { t }\n"
        ])
        defer { fixture.cleanUp() }
        let report = ConsistencyChecker(kit: fixture.kit).checkLayout()
        let given = report.problems.filter { $0.rule == .givenFile }
        #expect(given.map(\.path) == [givenStarter])
        #expect(given.map(\.finding) == [.givenFileDiffers])
        #expect(
            given.first.map { english.finding($0.finding) }?.contains(
                "must be the same in the starter and the solution") == true)

        let same = try fixtureWithGivenFile()
        defer { same.cleanUp() }
        #expect(ConsistencyChecker(kit: same.kit).checkLayout().problems.filter { $0.rule == .givenFile }.isEmpty)
    }
}
