import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

/// The command layer, driven in process: arguments in, text and an exit code out.
@Suite("The puzzles runner")
struct RunnerTests {
    struct Result {
        var code: Int32
        var out: String
        var error: String
    }

    /// Runs `puzzles ARGUMENTS` in `fixture`, with the tests' shared check cache.
    static func run(
        _ arguments: [String], in fixture: Fixture, input: [String] = [], environment: [String: String] = [:]
    )
        async -> Result
    {
        let (console, capture) = Console.capture(input: input)
        let code = await PuzzlesCommand.main(
            arguments, console: console, environment: Self.environment(environment), directory: fixture.root)
        return Result(code: code, out: capture.out, error: capture.error)
    }

    /// Grading runs in the machine's sandbox where there is one; elsewhere these tests grade without it, since they
    /// are about reports (the sandbox has tests of its own, which say when they are skipped).
    static let sandboxFlags: [String] = {
        if case .success = Sandbox.find() { return [] }
        return ["--unsandboxed"]
    }()

    /// The environment every runner test uses: the shared check cache, English, and this PATH.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        let base = [
            "PUZZLES_CACHE": Fixture.sharedCache.path, "LANG": "en_US.UTF-8", "PUZZLES_WATCH_INTERVAL": "0.1",
            "PUZZLES_COMPILE_LIMIT": "900", "PUZZLES_RUN_LIMIT": "120",
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ]
        return base.merging(extra) { $1 }
    }

    /// Starts `puzzles ARGUMENTS` (a `watch`) in the background; the capture types keys and shows output.
    static func startSession(_ arguments: [String], in fixture: Fixture) -> (Task<Int32, Never>, Console.Capture) {
        let (console, capture) = Console.capture()
        let session = Task {
            await PuzzlesCommand.main(arguments, console: console, environment: environment(), directory: fixture.root)
        }
        return (session, capture)
    }

    /// Waits (up to 30 s) until the session has printed `text`.
    /// Waits for `text` to be printed: as long as a very busy machine needs (ten minutes), returning as soon as
    /// it appears.
    static func waitFor(_ text: String, in capture: Console.Capture) async -> Bool {
        for _ in 0..<12_000 {
            if capture.out.contains(text) { return true }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        return false
    }

    static func solve(_ fixture: Fixture, _ exercise: String, file: String) throws {
        let solution = try String(
            contentsOf: fixture.root.appendingPathComponent("Solutions/\(exercise)/\(file)"), encoding: .utf8)
        try fixture.write("Sources/Exercises/\(exercise)/\(file)", solution)
    }

    @Test("no arguments: a progress bar, the next exercise, its file, lesson and check command, and its verdict")
    func status() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let result = await Self.run([], in: fixture)
        #expect(result.code == 0)
        #expect(result.out.contains("Progress: [>-----------------------------] 0/2"))
        #expect(result.out.contains("Module 01: Basics"))
        #expect(result.out.contains("Next: 01.1 Greeting: a first function  ★☆☆"))
        #expect(result.out.contains("Edit:    Sources/Exercises/01-basics/01-greeting/Greeting.swift"))
        #expect(result.out.contains("Lesson:  Lessons/01-basics/01-greeting/README.md"))
        #expect(result.out.contains("Hint: swift run puzzles hint 01.1"))
    }

    @Test("a correct answer moves the bar to 1/N and names the next exercise")
    func progressMoves() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try Self.solve(fixture, "01-basics/01-greeting", file: "Greeting.swift")
        let check = await Self.run(["check"], in: fixture)
        #expect(check.code == 0)
        #expect(check.out.contains("Progress: [###############>--------------] 1/2"))
        #expect(check.out.contains("Next: 01.2 Shout"))
        let status = await Self.run([], in: fixture)
        #expect(status.out.contains("1/2"))
        #expect(status.out.contains("Next: 01.2 Shout"))
        let list = await Self.run(["list"], in: fixture)
        #expect(list.out.contains("done     01.1"))
        #expect(list.out.contains("next     01.2"))
    }

    @Test("a passed exercise edited since (even a comment) is listed as passed, changed since, not as next")
    func passedChangedSince() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try Self.solve(fixture, "01-basics/01-greeting", file: "Greeting.swift")
        #expect(await Self.run(["check"], in: fixture).code == 0)
        let file = fixture.root.appendingPathComponent("Sources/Exercises/01-basics/01-greeting/Greeting.swift")
        try fixture.write(
            "Sources/Exercises/01-basics/01-greeting/Greeting.swift",
            try String(contentsOf: file, encoding: .utf8) + "// a note of my own\n")
        let list = await Self.run(["list"], in: fixture)
        #expect(list.out.contains("passed, changed since  01.1"), "\(list.out)")
        #expect(!list.out.contains("next                   01.1"), "\(list.out)")
        let json = await Self.run(["list", "--json"], in: fixture)
        #expect(json.out.contains("\"changed\""), "\(json.out)")
        let japanese = await Self.run(["list", "--lang", "ja"], in: fixture)
        #expect(japanese.out.contains("合格後に変更あり"), "\(japanese.out)")
    }

    @Test("a wrong answer shows the compiler's words and the hint command, and exits 1")
    func wrongAnswer() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try fixture.write(
            "Sources/Exercises/01-basics/01-greeting/Greeting.swift",
            "func greeting<Name>(for name: Name) -> String { \"Hello, \\(name)!\" }\n")
        let result = await Self.run(["check", "1.1"], in: fixture)
        #expect(result.code == 1)
        #expect(result.out.contains("rejects-number-names"))
        #expect(result.out.contains("Hint: swift run puzzles hint 01.1"))
    }

    @Test("check --all checks everything in parallel and prints a summary")
    func checkAll() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try Self.solve(fixture, "01-basics/02-shout", file: "Shout.swift")
        let result = await Self.run(["check", "--all"], in: fixture)
        #expect(result.code == 1)
        #expect(result.out.contains("1 passed, 1 failed"))
        let json = await Self.run(["check", "01.2", "--json"], in: fixture)
        #expect(json.code == 0)
        #expect(json.out.contains("\"outcome\" : \"passed\""))
    }

    @Test("hints come one at a time; --all shows those revealed; --lang ja shows the translation")
    func hints() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let none = await Self.run(["hint", "--all"], in: fixture)
        #expect(none.out.contains("No hints revealed yet"))
        let first = await Self.run(["hint"], in: fixture)
        #expect(first.out.contains("Hint 1 of 2") && first.out.contains("Use string interpolation."))
        let second = await Self.run(["hint", "01.1"], in: fixture)
        #expect(second.out.contains("Hint 2 of 2") && second.out.contains("That was the last hint"))
        let all = await Self.run(["hint", "--all"], in: fixture)
        #expect(all.out.contains("Hint 1 of 2") && all.out.contains("Hint 2 of 2"))
        let japanese = await Self.run(["hint", "--all", "--lang", "ja"], in: fixture)
        #expect(japanese.out.contains("文字列補間を使います。"))
    }

    @Test("the lesson is rendered for the terminal; a missing translation falls back to English with a note")
    func lesson() async throws {
        let fixture = try Fixture.make(["Lessons/01-basics/02-shout/README.ja.md": nil])
        defer { fixture.cleanUp() }
        let english = await Self.run(["lesson", "01.1"], in: fixture)
        #expect(english.code == 0)
        #expect(english.out.contains("Greeting: a first function\n=========================="))
        #expect(!english.out.contains("hints:"))
        let japanese = await Self.run(["lesson", "01.1"], in: fixture, environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.out.contains("挨拶"))
        let missing = await Self.run(["lesson", "01.2", "--lang", "ja"], in: fixture)
        #expect(missing.code == 0)
        #expect(missing.error.contains("Lessons/01-basics/02-shout/README.ja.md がないため、英語のレッスンを表示します"))
        #expect(missing.out.contains("Shout"))
    }

    @Test("preview runs the exercise's demo check with the learner's code")
    func preview() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try Self.solve(fixture, "01-basics/01-greeting", file: "Greeting.swift")
        let result = await Self.run(["preview", "01.1"], in: fixture)
        #expect(result.code == 0)
        #expect(result.out.trimmingCharacters(in: .whitespacesAndNewlines) == "Hello, Ada!")
    }

    @Test("the solution stays hidden until the exercise passes, unless forced")
    func solution() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let hidden = await Self.run(["solution", "01.1"], in: fixture)
        #expect(hidden.code == 1)
        #expect(hidden.out.contains("does not pass yet"))
        let forced = await Self.run(["solution", "01.1", "--force"], in: fixture)
        #expect(forced.code == 0)
        #expect(forced.out.contains("// Solutions/01-basics/01-greeting/Greeting.swift"))
    }

    @Test("verify --solutions passes; verify of the starters exits 1")
    func verify() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let solutions = await Self.run(["verify", "--solutions"], in: fixture)
        #expect(solutions.code == 0)
        #expect(solutions.out.contains("2 passed, 0 failed"))
        let starters = await Self.run(["verify"], in: fixture)
        #expect(starters.code == 1)
        #expect(starters.out.contains("0 passed, 2 failed"))
    }

    @Test("reset keeps a timestamped backup, restores the starter from git, and says where")
    func reset() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try #require(Self.git(["init", "-q"], in: fixture) && Self.git(["add", "."], in: fixture))
        try #require(Self.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "kit"], in: fixture))
        let starter = try String(
            contentsOf: fixture.root.appendingPathComponent("Sources/Exercises/01-basics/01-greeting/Greeting.swift"),
            encoding: .utf8)
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Greeting.swift", "// my work\n")
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Extra.swift", "// more work\n")
        let result = await Self.run(["reset", "01.1"], in: fixture)
        #expect(result.code == 0)
        #expect(result.out.contains("Kept your version of 01.1 in .puzzles/backups/01.1-"))
        let restored = try String(
            contentsOf: fixture.root.appendingPathComponent("Sources/Exercises/01-basics/01-greeting/Greeting.swift"),
            encoding: .utf8)
        #expect(restored == starter)
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.root.appendingPathComponent("Sources/Exercises/01-basics/01-greeting/Extra.swift").path)
        )
        let backups = try FileManager.default.contentsOfDirectory(
            atPath: fixture.root.appendingPathComponent(".puzzles/backups").path)
        let backup = fixture.root.appendingPathComponent(".puzzles/backups/\(backups[0])")
        #expect(
            try String(contentsOf: backup.appendingPathComponent("Greeting.swift"), encoding: .utf8) == "// my work\n")
        #expect(
            try String(contentsOf: backup.appendingPathComponent("Extra.swift"), encoding: .utf8) == "// more work\n")
    }

    @Test("reset outside a git checkout refuses and touches nothing")
    func resetWithoutGit() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Greeting.swift", "// my work\n")
        let result = await Self.run(
            ["reset", "01.1"], in: fixture,
            environment: ["GIT_CEILING_DIRECTORIES": fixture.root.deletingLastPathComponent().path])
        #expect(result.code == 1)
        #expect(result.error.contains("Your files are untouched"))
        let text = try String(
            contentsOf: fixture.root.appendingPathComponent("Sources/Exercises/01-basics/01-greeting/Greeting.swift"),
            encoding: .utf8)
        #expect(text == "// my work\n")
    }

    @Test("grade: a kit checkout is graded; a folder that is not one is reported, in every format")
    func grade() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let learner = try Fixture.make()
        defer { learner.cleanUp() }
        try Self.solve(learner, "01-basics/01-greeting", file: "Greeting.swift")
        // The learner's edited check must be ignored: grading uses the kit's own checks.
        try learner.write("Tests/ExerciseTests/Checks/01-basics/02-shout/renders-shout.swift", "// check: compiles\n")
        let stranger = Fixture.scratch("not-a-kit")
        try FileManager.default.createDirectory(at: stranger, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: stranger) }

        // A relative path starts from the folder the command runs in.
        let table = await Self.run(["grade", "../" + learner.root.lastPathComponent] + Self.sandboxFlags, in: fixture)
        #expect(table.code == 0)
        #expect(table.out.contains("1/2"))
        #expect(table.out.contains("✘ 01.2 Shout"))

        let json = await Self.run(
            ["grade", learner.root.path, stranger.path, "--format", "json"] + Self.sandboxFlags, in: fixture)
        #expect(json.code == 1)
        #expect(json.out.contains("\"version\" : 3"))
        #expect(json.out.contains("is not a checkout of the kit"))

        let output = fixture.root.appendingPathComponent("report.xml")
        let junit = await Self.run(
            ["grade", learner.root.path, "--format", "junit", "--output", output.path] + Self.sandboxFlags, in: fixture)
        #expect(junit.code == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("<testsuites"))

        let bad = await Self.run(["grade", learner.root.path, "--format", "yaml"], in: fixture)
        #expect(bad.code == 2)
        #expect(bad.error.contains("--format takes table, json, gradescope, junit, markdown"))
    }

    @Test("classroom writes one graded step per exercise and keeps a backup when replacing")
    func classroom() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let first = await Self.run(["classroom"], in: fixture)
        #expect(first.code == 0)
        let workflow = try String(
            contentsOf: fixture.root.appendingPathComponent(".github/workflows/classroom.yml"), encoding: .utf8)
        #expect(workflow.contains("command: .build/debug/puzzles check 01.1"))
        #expect(workflow.contains("max-score: 2"))
        #expect(workflow.contains("runners: exercise-01-1,exercise-01-2"))
        #expect(workflow.contains("EXERCISE-01-2_RESULTS: \"${{steps.exercise-01-2.outputs.result}}\""))
        let again = await Self.run(["classroom"], in: fixture)
        #expect(again.code == 1)
        #expect(again.error.contains("--force"))
        let forced = await Self.run(["classroom", "--force"], in: fixture)
        #expect(forced.code == 0)
        #expect(forced.error.contains("Kept the old workflow as .github/workflows/.classroom.yml."))
    }

    @Test("dev new scaffolds the four folders with front matter, and refuses to overwrite")
    func devNew() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let result = await Self.run(
            ["dev", "new", "01-basics/03-echo", "--title", "Echo", "--level", "2"], in: fixture)
        #expect(result.code == 0)
        let kit = Kit(root: fixture.root)
        let echo = try #require(kit.exercise(id: "01.3"))
        #expect(echo.title == "Echo" && echo.level == 2 && echo.hints(.en).count == 2 && echo.hints(.ja).count == 2)
        #expect(echo.checks.map(\.name) == ["compiles-usage"])
        let again = await Self.run(["dev", "new", "01-basics/03-echo"], in: fixture)
        #expect(again.code == 1 && again.error.contains("Not overwriting"))
        let bad = await Self.run(["dev", "new", "basics/echo"], in: fixture)
        #expect(bad.code == 2)
    }

    @Test("bad input: unknown commands, ids and options get the closest suggestion, the usage line and exit 2")
    func badInput() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let command = await Self.run(["chek"], in: fixture)
        #expect(command.code == 2)
        #expect(command.error.contains("Unknown command \"chek\". Did you mean \"check\"?"))
        #expect(command.error.contains("Usage: swift run puzzles"))
        let id = await Self.run(["check", "01.9"], in: fixture)
        #expect(id.code == 2)
        #expect(id.error.contains("There is no exercise \"01.9\""))
        #expect(id.error.contains("Usage: puzzles check"))
        let option = await Self.run(["check", "--al"], in: fixture)
        #expect(option.code == 2 && option.error.contains("Did you mean --all?"))
        let extra = await Self.run(["list", "extra"], in: fixture)
        #expect(extra.code == 2)
        let missing = await Self.run(["reset"], in: fixture)
        #expect(missing.code == 2 && missing.error.contains("needs an argument"))
        let language = await Self.run(["lesson", "--lang", "fr"], in: fixture)
        #expect(language.code == 2 && language.error.contains("--lang takes en or ja"))
    }

    @Test("every command answers --help with its usage")
    func help() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        for spec in CommandSpec.all {
            let result = await Self.run(spec.name.split(separator: " ").map(String.init) + ["--help"], in: fixture)
            #expect(result.code == 0, "\(spec.name) --help")
            #expect(result.out.hasPrefix("Usage: \(spec.usage)"), "\(spec.name) --help")
        }
        let overview = await Self.run(["help"], in: fixture)
        #expect(overview.out.contains("Commands:"))
    }

    @Test("outside the kit: a clear error, not a crash")
    func outsideTheKit() async throws {
        let folder = Fixture.scratch("elsewhere")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (console, capture) = Console.capture()
        let code = await PuzzlesCommand.main(["list"], console: console, environment: [:], directory: folder)
        #expect(code == 2)
        #expect(capture.error.contains("This is not inside SwiftUI Type Puzzles"))
    }

    @Test("a corrupt state file is set aside with a warning and the runner carries on")
    func corruptState() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try fixture.write(".puzzles/state.json", "\u{0}\u{1}garbage")
        let result = await Self.run(["list"], in: fixture)
        #expect(result.code == 0)
        #expect(result.error.contains("could not be read, so it was set aside"))
        #expect(result.out.contains("next     01.1"))
    }

    @Test("watch: editing the file re-checks it, the verdict changes, and it moves on")
    func watch() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let (session, capture) = Self.startSession(["watch"], in: fixture)
        #expect(await Self.waitFor("Watching: 01.1", in: capture))
        #expect(
            await Self.waitFor("Hint: swift run puzzles hint 01.1", in: capture),
            "the starter's failing verdict comes first")
        try Self.solve(fixture, "01-basics/01-greeting", file: "Greeting.swift")
        #expect(
            await Self.waitFor("01.1 Greeting: a first function: passed", in: capture), "saving a correct answer passes"
        )
        #expect(await Self.waitFor("Watching: 01.2 Shout", in: capture), "and the watch moves on")
        capture.type("h")
        #expect(await Self.waitFor("Hint 1 of 2: `uppercased()` exists.", in: capture))
        capture.type("q")
        #expect(await session.value == 0)
        #expect(capture.out.contains("Bye."))
    }

    @Test("watch --manual-run checks only on r, and n moves to the next exercise")
    func watchManually() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let (session, capture) = Self.startSession(["watch", "--manual-run"], in: fixture)
        #expect(await Self.waitFor("Press r to check.", in: capture))
        try Self.solve(fixture, "01-basics/01-greeting", file: "Greeting.swift")
        try await Task.sleep(nanoseconds: 500_000_000)
        #expect(!capture.out.contains("passed"), "a save alone checks nothing with --manual-run")
        capture.type("r")
        #expect(await Self.waitFor("01.1 Greeting: a first function: passed", in: capture))
        #expect(await Self.waitFor("Watching: 01.2 Shout", in: capture))
        capture.type("n")
        #expect(await Self.waitFor("There is no other exercise left to do.", in: capture))
        capture.type("q")
        #expect(await session.value == 0)
    }

    @Test("watch finishes by itself when the last exercise passes")
    func watchFinishes() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try Self.solve(fixture, "01-basics/01-greeting", file: "Greeting.swift")
        try Self.solve(fixture, "01-basics/02-shout", file: "Shout.swift")
        let result = await Self.run(["watch"], in: fixture)
        #expect(result.code == 0)
        #expect(result.out.contains("01.2 Shout: passed"))
        #expect(result.out.contains("Every exercise passes. Well done!"))
    }

    static func git(_ arguments: [String], in fixture: Fixture) -> Bool {
        guard let git = Subprocess.findExecutable("git", environment: ProcessInfo.processInfo.environment),
            let outcome = try? Subprocess.runBlocking(
                git, ["-C", fixture.root.path] + arguments, timeLimit: 30, outputLimit: 1 << 20)
        else { return false }
        return outcome.succeeded
    }
}
