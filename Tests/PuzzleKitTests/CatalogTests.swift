import Digest
import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

@Suite("Catalog, front matter and check files")
struct CatalogTests {
    @Test func catalogIsReadFromDiskInCourseOrder() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let kit = fixture.kit
        #expect(kit.exercises.map(\.id) == ["01.1", "01.2"])
        let greeting = kit.exercises[0]
        #expect(greeting.path == "01-basics/01-greeting")
        #expect(greeting.moduleName == "Exercise01_1")
        #expect(greeting.title == "Greeting: a first function")
        #expect(greeting.title(.ja) == "挨拶")
        #expect(greeting.level == 1)
        #expect(greeting.hints(.en) == ["Use string interpolation.", "Return \"Hello, \\(name)!\"."])
        #expect(greeting.hints(.ja).count == 2)
        #expect(greeting.lessonPath(.ja) == "Lessons/01-basics/01-greeting/README.ja.md")
        #expect(greeting.starterFolder == "Sources/Exercises/01-basics/01-greeting")
        // Report order: compiles, runs, rejects.
        #expect(greeting.checks.map(\.name) == ["calls-greeting", "prints-greeting", "rejects-number-names"])
        #expect(greeting.checks.map(\.kind) == [.compiles, .runs, .rejects])
        #expect(greeting.previewCheck?.name == "prints-greeting")
        #expect(greeting.wrongAnswers.map(\.slug) == ["generic-name"])
        #expect(greeting.wrongAnswers[0].rejectedBy == ["rejects-number-names"])
        #expect(greeting.wrongAnswers[0].summary == "accepts any value as a name")
        #expect(kit.exercises[1].level == 2)
    }

    @Test func kitIsLocatedFromAFileInside() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let located = try Kit.locate(
            from: fixture.root.appendingPathComponent("Sources/Exercises/01-basics/01-greeting/Greeting.swift"))
        #expect(located.root.path == fixture.root.standardizedFileURL.path)
        #expect(throws: KitError.self) { try Kit.locate(from: URL(fileURLWithPath: "/")) }
    }

    @Test func exercisesAreFoundByIdFolderFileOrSlug() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let kit = fixture.kit
        for query in [
            "1.2", "01.2", "01-basics/02-shout", "Sources/Exercises/01-basics/02-shout/Shout.swift",
            "Lessons/01-basics/02-shout", "02-shout", "shout", "./Solutions/01-basics/02-shout/",
        ] {
            #expect(try kit.exercise(matching: query).id == "01.2", "\(query)")
        }
        do {
            _ = try kit.exercise(matching: "shuot")
            Issue.record("a misspelled slug must not match")
        } catch {
            guard case .noSuchExercise(_, let suggestion) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(suggestion?.id == "01.2")
            #expect(error.description.contains("Did you mean 01.2 (Shout)?"))
        }
        #expect(throws: KitError.self) { try kit.exercise(matching: "9.9") }
    }

    @Test("an id finds its exercise without the catalog, and the catalog read later gives the same one")
    func anIdReadsOnlyItsOwnFolders() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        // A step folder of another module with the same step number, and one that only the solutions have: an id
        // lists only its own module's steps, in all four places.
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent("Solutions/02-later/02-only-solved"),
            withIntermediateDirectories: true)
        let kit = Kit(root: fixture.root)
        let shout = try #require(kit.exercise(id: "01.2"))
        #expect(shout.path == "01-basics/02-shout")
        #expect(kit.exercise(id: "02.2")?.path == "02-later/02-only-solved")
        #expect(kit.exercise(id: "02.1") == nil)
        #expect(kit.exercise(id: "3.1") == nil)
        #expect(shout.checks.map(\.name) == kit.exercises[1].checks.map(\.name))
        #expect(kit.exercises.map(\.id) == ["01.1", "01.2", "02.2"])
        #expect(kit.exercise(id: "01.2")?.path == shout.path)
        #expect(Exercise.id(moduleName: "Exercise01_2") == "01.2")
        #expect(Exercise.id(moduleName: "Exercise12_10") == "12.10")
        #expect(Exercise.id(moduleName: "Exercise1_2") == nil)
        #expect(Exercise.id(moduleName: "MiniUI") == nil)
    }

    @Test func frontMatterIsReadTolerantly() {
        let text =
            "\u{FEFF}---\r\ntitle: \"Keys: and values\"\r\nlevel: 2\r\n# a comment\r\nhints:\r\n  - first: with a colon\r\n  - 'it''s quoted'\r\nextra: kept\r\n---\r\nBody\r\n"
        let frontMatter = FrontMatter(parsing: text)
        #expect(frontMatter.problems.isEmpty)
        #expect(frontMatter.title == "Keys: and values")
        #expect(frontMatter.level == 2)
        #expect(frontMatter.lists["hints"] == ["first: with a colon", "it's quoted"])
        #expect(frontMatter.values["extra"] == "kept")
        #expect(frontMatter.body.contains("Body"))
    }

    @Test func hintsFilesAreNumberedLists() {
        let text =
            "<!-- Hints for 01.1. -->\r\n\r\n1. A nudge.\n2. More, over\n   two lines.\n10. Last.\n\nA closing remark.\n"
        #expect(HintsFile(parsing: text).hints == ["A nudge.", "More, over two lines.", "Last."])
        #expect(HintsFile(parsing: "no list here\n").hints.isEmpty)
    }

    @Test func hintsOnTheLessonPageAreAProblem() throws {
        let fixture = try Fixture.make([
            "Lessons/01-basics/02-shout/README.md": "---\ntitle: Shout\nlevel: 2\nhints:\n  - A peek.\n---\n# Shout\n"
        ])
        defer { fixture.cleanUp() }
        let shout = try fixture.kit.exercise(matching: "01.2")
        #expect(shout.lesson(.en)?.problems.contains { english.pageProblem($0).contains("hints.md") } == true)
        #expect(shout.hints(.en) == ["`uppercased()` exists.", "Append \"!\"."])
    }

    @Test func frontMatterProblemsAreReported() {
        #expect(FrontMatter(parsing: "# No front matter\n").problems.count == 1)
        let unclosed = FrontMatter(parsing: "---\ntitle: T\n")
        #expect(unclosed.problems == [.frontMatterNotClosed])
        let stray = FrontMatter(parsing: "---\n  - orphan\nnonsense line\ntitle: A\ntitle: B\n---\n")
        #expect(stray.problems.count == 3)
    }

    @Test func checkHeadersAreRead() {
        let runs = CheckFile(
            name: "r", path: "r.swift",
            contents:
                "// check: runs, timeout: 20, preview\n// Proves a thing.\n// Over two lines.\nprint(1)\n/* expected output:\n1\n*/\n"
        )
        #expect(runs.isValid)
        #expect(runs.kind == .runs)
        #expect(runs.timeLimit == 20)
        #expect(runs.isPreview)
        #expect(runs.purpose == "Proves a thing.\nOver two lines.")
        #expect(runs.expectedOutput == "1\n")

        #expect(CheckFile(name: "x", path: "x.swift", contents: "import MiniUI\n").kind == nil)
        #expect(!CheckFile(name: "x", path: "x.swift", contents: "// check: passes\n").isValid)
        #expect(!CheckFile(name: "x", path: "x.swift", contents: "// check: compiles, fast\n").isValid)
        #expect(!CheckFile(name: "x", path: "x.swift", contents: "// check: compiles, timeout: 5\n").isValid)
        #expect(!CheckFile(name: "x", path: "x.swift", contents: "// check: runs\nprint(1)\n").isValid)
        #expect(
            !CheckFile(name: "x", path: "x.swift", contents: "// check: runs, timeout: 0\n/* expected output:\n*/")
                .isValid)
    }

    @Test func outputIsComparedLineByLine() {
        #expect(OutputComparison.matches(expected: "\nA  \nB\n\n", actual: "A\nB"))
        #expect(OutputComparison.matches(expected: "A\r\nB", actual: "A\nB\n"))
        #expect(!OutputComparison.matches(expected: "A\nB", actual: "A\n\nB"))
        #expect(!OutputComparison.matches(expected: "  A", actual: "A"))
    }

    @Test func diffsAreShortAndOrdered() {
        let expected = (1...20).map { "line \($0)" }
        var actual = expected
        actual[9] = "line ten"
        let diff = english.difference(TextDiff.difference(expected: expected, actual: actual))
        #expect(
            diff == """
                  …
                  line 8
                  line 9
                - line 10
                + line ten
                  line 11
                  line 12
                  …
                """)
        #expect(TextDiff.difference(expected: ["a"], actual: []) == [.expected("a")])
        let long = english.difference(TextDiff.difference(expected: [], actual: (1...100).map(String.init)))
        #expect(long.split(separator: "\n").count == 31)
        #expect(long.hasSuffix("(70 more lines of difference)"))
    }

    @Test func compilerDiagnosticsAreParsedAndOrdered() {
        let output = """
            /k/Tests/Check.swift:3:1: error: in the check
            let x = y
            ^
            /k/Sources/Exercises/A/File.swift:9:5: error: later line
                bad()
                ^
            /k/Sources/Exercises/A/File.swift:2:5: error: earlier line
                worse()
                ^
            /k/Sources/Exercises/A/File.swift:1:1: note: declared here
            func f()
            ^
            error: no location
            """
        let errors = Diagnostics.errors(in: output, firstPrefixes: ["/k/Sources/Exercises/A/"])
        #expect(errors.map(\.message) == ["earlier line", "later line", "in the check", "no location"])
        #expect(errors[0].notes.count == 1)
        #expect(errors[0].line == 2)
        #expect(errors[0].column == 5)
        let remapped = Diagnostics.remap(output, [("/k/", ""), ("/k/Sources/Exercises/A/", "Solutions/A/")])
        #expect(remapped.contains("Solutions/A/File.swift:9:5"))
        #expect(remapped.contains("\nTests/Check.swift:3:1") || remapped.hasPrefix("Tests/Check.swift:3:1"))
    }

    @Test func sha256MatchesKnownDigests() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = String(repeating: "a", count: 1000)
        #expect(SHA256.hex(long) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func languagePreferenceFollowsTheEnvironment() {
        #expect(Language.preferred(environment: ["LANG": "ja_JP.UTF-8"]) == .ja)
        #expect(Language.preferred(environment: ["LANG": "en_US.UTF-8", "PUZZLES_LANG": "ja"]) == .ja)
        #expect(Language.preferred(environment: [:]) == .en)
    }

    @Test func sourceRootComesFromTheEnvironment() {
        #expect(SourceRoot.fromEnvironment([:]) == .exercises)
        #expect(SourceRoot.fromEnvironment(["PUZZLES_SOURCE": "solutions"]) == .solutions)
        #expect(SourceRoot.fromEnvironment(["PUZZLES_SOURCE": "/tmp/x"]) == .checkout(URL(fileURLWithPath: "/tmp/x")))
    }
}
