import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

/// An exercise's runs checks are one program where they can be (``CheckGroup``): the verdicts must be the ones each
/// check's own program gives, whatever the learner wrote.
@Suite("An exercise's runs checks as one program")
struct CheckGroupTests {
    static let folder = "Tests/ExerciseTests/Checks/01-basics/02-shout"

    /// Shout's checks: the fixture's own, one whose value would print when released, one that throws at its top level,
    /// one that only compiles, and one whose type reads a top-level value (which no function can hold: it is a
    /// program of its own).
    static let checks: [String: String?] = [
        "\(folder)/shouts-each-word.swift": """
        // check: runs
        // Shouts each word; the megaphone is never released while the program runs.
        import MiniUI
        @testable import Exercise01_2

        final class Megaphone {
            deinit { print("released") }
        }
        let megaphone = Megaphone()
        for word in ["ab", "cd"] {
            print(shout(word))
        }

        /* expected output:
        AB!
        CD!
        */

        """,
        "\(folder)/shouts-or-throws.swift": """
        // check: runs
        // A shout with no letters is an error. (It imports the exercise alone: in a group, still alone.)
        @testable import Exercise01_2

        struct NoLetters: Error {}
        func loud(_ word: String) throws -> String {
            let text = shout(word)
            if text == "!" { throw NoLetters() }
            return text
        }
        print(try loud("ok"))

        /* expected output:
        OK!
        */

        """,
        "\(folder)/shout-is-a-string.swift": """
        // check: compiles
        // A shout is a String.
        import MiniUI
        @testable import Exercise01_2

        let loud: String = shout("hey")

        """,
        "\(folder)/asks-with-a-suffix.swift": """
        // check: runs
        // A question is a shout with a question mark.
        import MiniUI
        @testable import Exercise01_2

        let suffix = "?"
        struct Asker {
            func ask(_ word: String) -> String { shout(word) + suffix }
        }
        print(Asker().ask("why"))

        /* expected output:
        WHY!?
        */

        """,
    ]

    /// What a learner may write: the solution, a crash, a wrong output, a throw, and a name the checks do not find.
    static let attempts: [(String, String)] = [
        ("solution", Fixture.shoutSolution),
        (
            "crash",
            Fixture.shoutSolution.replacingOccurrences(
                of: "word.uppercased() + \"!\"", with: "String(Array(word)[5])")
        ),
        ("wrong output", Fixture.shoutSolution.replacingOccurrences(of: " + \"!\"", with: "")),
        ("throws", Fixture.shoutSolution.replacingOccurrences(of: "word.uppercased() + \"!\"", with: "\"!\"")),
        (
            "renamed",
            Fixture.shoutSolution.replacingOccurrences(of: "func shout", with: "func yell")
                .replacingOccurrences(of: "Text(shout(", with: "Text(yell(")
        ),
    ]

    /// A check's result without its time.
    static func timeless(_ result: CheckResult) -> CheckResult {
        var result = result
        result.seconds = 0
        return result
    }

    @Test("each check's result is the one its own program gives, for every kind of learner's code")
    func sameResultsAsOwnPrograms() async throws {
        let fixture = try Fixture.make(Self.checks)
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.2")
        let grouped = Fixture.scratch("grouped-cache")
        let alone = Fixture.scratch("alone-cache")
        defer {
            try? FileManager.default.removeItem(at: grouped)
            try? FileManager.default.removeItem(at: alone)
        }
        let events = Locked<[EngineEvent]>([])
        let groupEngine = fixture.engine(cache: grouped, events: events, reuseResults: false)
        var options = Fixture.options()
        options.cacheFolder = alone
        options.reuseResults = false
        options.groupsChecks = false
        let aloneEngine = CheckEngine(kit: fixture.kit, options: options)
        for (name, code) in Self.attempts {
            try fixture.write("Sources/Exercises/01-basics/02-shout/Shout.swift", code)
            let together = await groupEngine.check(exercise)
            let apart = await aloneEngine.check(exercise)
            #expect(together.checks.count == 5, "\(name): \(together.render())")
            #expect(together.checks.map(Self.timeless) == apart.checks.map(Self.timeless), "\(name)")
            #expect(together.outcome == apart.outcome && together.next == apart.next, "\(name): \(together.render())")
            #expect(together.fileToEdit == apart.fileToEdit && together.line == apart.line, "\(name)")
            if name == "solution" {
                #expect(together.passed, "\(together.render())")
            }
            if name == "crash" {
                #expect(together.outcome == .crashed && together.line == 4, "\(together.render())")
            }
        }
        // The four checks that can be functions were one program; the fifth was its own.
        #expect(events.compiles(of: .program("Exercise01_2", check: CheckGroup.name)) >= 1)
        #expect(events.compiles(of: .program("Exercise01_2", check: "shouts-each-word")) == 1, "only once renamed")
        let sources = grouped.appendingPathComponent("check-sources/Exercise01_2")
        let groupSources = FileSystem.filesRecursively(sources).filter { $0.contains("/_puzzlesCheck") }
        #expect(
            groupSources.contains {
                FileSystem.readText(sources.appendingPathComponent($0))?.contains("shout-is-a-string.swift") == true
            }, "the compiles check is compiled in the group")
        #expect(events.compiles(of: .program("Exercise01_2", check: "asks-with-a-suffix")) >= 1)
    }

    @Test("a check that compiles alone but not in the group is not grouped again")
    func ungroupableCheckIsRemembered() async throws {
        let fixture = try Fixture.make(Self.checks)
        defer { fixture.cleanUp() }
        try fixture.write("Sources/Exercises/01-basics/02-shout/Shout.swift", Fixture.shoutSolution)
        let exercise = try fixture.exercise("01.2")
        let cache = Fixture.scratch("ungroupable-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let events = Locked<[EngineEvent]>([])
        let first = await fixture.engine(cache: cache, events: events, reuseResults: false).check(exercise)
        #expect(first.passed, "\(first.render())")
        #expect(
            Self.failedGroupCompiles(events) == 1, "the group with the check that reads a top-level value fails once")
        let marks = FileSystem.filesRecursively(cache.appendingPathComponent("check-groups/ungroupable"))
        #expect(marks.count == 1)

        // The learner edits a body: the group without that check is compiled at once, never with it.
        try fixture.write(
            "Sources/Exercises/01-basics/02-shout/Shout.swift",
            Fixture.shoutSolution.replacingOccurrences(of: "word.uppercased()", with: "word.uppercased() + \"\""))
        let again = Locked<[EngineEvent]>([])
        let second = await fixture.engine(cache: cache, events: again, reuseResults: false).check(exercise)
        #expect(second.passed, "\(second.render())")
        #expect(Self.failedGroupCompiles(again) == 0)
    }

    @Test("after a group whose checks all failed, the next check compiles them alone, then groups them again")
    func failedGroupIsNotTriedFirst() async throws {
        let fixture = try Fixture.make(Self.checks)
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.2")
        let cache = Fixture.scratch("failed-group-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let file = "Sources/Exercises/01-basics/02-shout/Shout.swift"
        let mark = cache.appendingPathComponent("check-groups/failed/Exercise01_2")
        let renamed = Self.attempts.first { $0.0 == "renamed" }!.1
        try fixture.write(file, renamed)
        let broken = await fixture.engine(cache: cache, reuseResults: false).check(exercise)
        #expect(!broken.passed)
        #expect(FileSystem.exists(mark), "no check compiled in the group")

        // Declarations still the checks' own: each alone at once (no group tried first), and the mark goes.
        try fixture.write(file, Fixture.shoutSolution)
        let alone = Locked<[EngineEvent]>([])
        let fixed = await fixture.engine(cache: cache, events: alone, reuseResults: false).check(exercise)
        #expect(fixed.passed, "\(fixed.render())")
        #expect(alone.compiles(of: .program("Exercise01_2", check: CheckGroup.name)) == 0)
        #expect(!FileSystem.exists(mark))

        // The next check groups them again.
        try fixture.write(file, Fixture.shoutSolution + "\n// next\n")
        let together = Locked<[EngineEvent]>([])
        let next = await fixture.engine(cache: cache, events: together, reuseResults: false).check(exercise)
        #expect(next.passed, "\(next.render())")
        // (Twice: the check whose type reads a top-level value leaves the first group; the second compiles.)
        let groups = together.compiles(of: .program("Exercise01_2", check: CheckGroup.name))
        #expect(groups - Self.failedGroupCompiles(together) == 1)
    }

    /// How many of the recorded compiles were of a group that did not compile.
    static func failedGroupCompiles(_ events: Locked<[EngineEvent]>) -> Int {
        events.withLock { events in
            events.filter {
                if case .compiled(.program(_, CheckGroup.name), _, false) = $0 { return true }
                return false
            }.count
        }
    }

    @Test("a check's code becomes a function with its own lines in a file with its own imports")
    func generatedSource() {
        let files = CheckGroup.files([
            (
                "_puzzlesCheck0", URL(fileURLWithPath: "/cache/one.swift"),
                "// check: runs\nimport MiniUI\nprint(1)\n", true
            ),
            ("_puzzlesCheck1", URL(fileURLWithPath: "/cache/two.swift"), "// check: compiles\nlet x = 1\n", false),
        ])
        let text = Dictionary(
            uniqueKeysWithValues: files.map { ($0.name, String(decoding: $0.contents, as: UTF8.self)) })
        #expect(files.map(\.name) == ["main.swift", "_puzzlesCheck0.swift", "_puzzlesCheck1.swift"])
        #expect(
            text["_puzzlesCheck0.swift"]?.hasPrefix(
                "import MiniUI\n@MainActor func _puzzlesCheck0() async throws {\n"
                    + "#sourceLocation(file: \"/cache/one.swift\", line: 1)\n// check: runs\n\nprint(1)\n") == true)
        // The compiles check imports nothing; its function is compiled, never called.
        #expect(text["_puzzlesCheck1.swift"]?.hasPrefix("@MainActor func _puzzlesCheck1()") == true)
        #expect(text["main.swift"]?.contains("try await _puzzlesCheck0()") == true)
        #expect(text["main.swift"]?.contains("_puzzlesCheck1()") == false)
        #expect(
            CheckGroup.withoutLocalContexts(
                "Fatal error: PuzzleCheck.(unknown context at $5e3a).(unknown context at $5e8f).Bell() and PuzzleCheck.Gong"
            ) == "Fatal error: PuzzleCheck.Bell() and PuzzleCheck.Gong")
        #expect(CheckGroup.isImport("@testable import Exercise01_2") && !CheckGroup.isImport("let x = 1 // import"))
        #expect(!CheckGroup.canBeFunction("extension Int {}\n"))
        #expect(CheckGroup.canBeFunction("struct Probe {}\nprint(Probe())\n"))
    }
}
