import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

private let greetingFile = "Sources/Exercises/01-basics/01-greeting/Greeting.swift"

/// A greeting starter whose function body is `body`.
private func greeting(_ body: String) -> String {
    "func greeting(for name: String) -> String {\n\(body)\n}\n"
}

@Suite("Check engine")
struct EngineTests {
    // MARK: - Each check kind, passing and failing

    @Test func solutionPassesEveryKindOfCheck() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"), from: .solutions)
        #expect(verdict.outcome == .passed, "\(verdict.render())")
        #expect(verdict.checks.map(\.status) == [.passed, .passed, .passed])
        #expect(verdict.checks.map(\.kind) == [.compiles, .runs, .rejects])
        #expect(verdict.source == "Solutions")
        #expect(verdict.render() == "01.1 Greeting: a first function: passed all 3 checks.")
    }

    @Test func runsCheckFailsWithAShortDiff() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .checkFailed)
        #expect(verdict.failingCheck == "prints-greeting")
        #expect(verdict.failingChecks == ["prints-greeting"])
        #expect(verdict.details.contains("- Hello, Ada!"))
        #expect(verdict.fileToEdit == greetingFile)
        let text = verdict.render()
        #expect(text.hasPrefix("01.1 Greeting: a first function: the check \"prints-greeting\" ran, but printed"))
        #expect(text.contains("Next: Change \(greetingFile) so that"))
        #expect(text.contains("so that the check \"prints-greeting\" prints the expected lines."))
        #expect(!text.contains("Tests/ExerciseTests/Checks/"))
        #expect(text.contains("Hint: swift run puzzles hint 01.1"))
        #expect(text.hasSuffix("Lesson: Lessons/01-basics/01-greeting/README.md"))
    }

    @Test func compilesCheckFailsWithTheCompilersWords() async throws {
        let fixture = try Fixture.make([greetingFile: "func greet(_ name: String) -> String { name }\n"])
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .checkFailed)
        #expect(verdict.failingCheck == "calls-greeting")
        #expect(
            verdict.details.hasPrefix(
                "Tests/ExerciseTests/Checks/01-basics/01-greeting/calls-greeting.swift:5:20: error: cannot find 'greeting' in scope"
            ), "\(verdict.details)")
        let calls = try #require(verdict.checks.first { $0.name == "calls-greeting" })
        #expect(calls.status == .failed)
        #expect(calls.kind == .compiles)
    }

    @Test func rejectsCheckFailsWhenTheMisuseCompiles() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        let verdict = await fixture.engine().check(exercise.wrongAnswers[0], of: exercise)
        #expect(verdict.outcome == .checkFailed)
        #expect(verdict.failingChecks == ["rejects-number-names"])
        #expect(verdict.summary.contains("expects the compiler to refuse a misuse, but your code accepts it"))
        #expect(verdict.details.contains("expected error not produced"))
        #expect(verdict.fileToEdit?.hasSuffix("wrong-answers/generic-name/Greeting.swift") == true)
    }

    // MARK: - Each verdict kind

    @Test func exerciseThatDoesNotCompileNamesTheLearnersFileAndLineFirst() async throws {
        let fixture = try Fixture.make([greetingFile: "// Goal: greet.\n\n" + greeting("    return 42")])
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .doesNotCompile)
        #expect(verdict.fileToEdit == greetingFile)
        #expect(verdict.line == 4)
        #expect(verdict.checks.isEmpty)
        #expect(verdict.details.hasPrefix("\(greetingFile):4:12: error: cannot convert return expression"))
        #expect(verdict.render().contains("Next: Fix the error in \(greetingFile), line 4"))
        #expect(!verdict.details.contains(".puzzles"))
    }

    @Test func starterThatLoopsForeverTimesOut() async throws {
        let fixture = try Fixture.make([greetingFile: greeting("    while true {}")])
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine(timeLimit: 1).check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .timedOut, "\(verdict.render())")
        #expect(verdict.summary.contains("did not finish within 1 second, so it was stopped"))
        let timedOut = try #require(verdict.checks.first { $0.name == "prints-greeting" })
        #expect(timedOut.status == .timedOut)
    }

    @Test("a machine's floor (PUZZLES_RUN_LIMIT) raises every check's time limit, its own included, never lowers one")
    func minimumTimeLimitRaisesTheCheckLimit() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        var check = try #require(try fixture.exercise("01.1").checks.first { $0.kind == .runs })
        var options = fixture.engine(timeLimit: 1).options
        #expect(CheckEngine(kit: fixture.kit, options: options).timeLimit(of: check) == 1)
        options.minimumTimeLimit = 30
        #expect(CheckEngine(kit: fixture.kit, options: options).timeLimit(of: check) == 30)
        check.timeLimit = 60
        #expect(CheckEngine(kit: fixture.kit, options: options).timeLimit(of: check) == 60)
    }

    @Test func cancellingACheckStopsItsProgram() async throws {
        let fixture = try Fixture.make([greetingFile: greeting("    while true {}")])
        defer { fixture.cleanUp() }
        let events = Locked<[EngineEvent]>([])
        let engine = fixture.engine(
            cache: fixture.root.appendingPathComponent(".puzzles/cache"), timeLimit: 60, events: events)
        let exercise = try fixture.exercise("01.1")
        let task = Task { await engine.check(exercise) }
        // Once the program is built and running, cancel, as `watch` does when the learner saves again.
        let program = BuildProduct.program("Exercise01_1", check: "prints-greeting")
        let deadline = Date().addingTimeInterval(600)
        while events.compiles(of: program) == 0 && Date() < deadline {
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        try await Task.sleep(nanoseconds: 500_000_000)
        let start = Date()
        task.cancel()
        let verdict = await task.value
        #expect(verdict.outcome == .cannotCheck)
        #expect(verdict.summary == "the check was cancelled before it finished.")
        // Well under the program's 60-s limit: the cancellation stopped it, not the limit (generous for a busy
        // machine).
        #expect(Date().timeIntervalSince(start) < 45)
    }

    @Test func starterThatCrashesShowsTheFatalErrorMessage() async throws {
        let fixture = try Fixture.make([
            greetingFile: greeting("    fatalError(\"no greeting for \\(name) yet\")")
        ])
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .crashed, "\(verdict.render())")
        #expect(verdict.summary.contains("Fatal error: no greeting for Ada yet"), "\(verdict.summary)")
        #expect(verdict.details.contains("\(greetingFile):2: Fatal error"), "\(verdict.details)")
        #expect(verdict.fileToEdit == greetingFile)
        #expect(verdict.line == 2)
        #expect(verdict.details.contains("stopped by SIG"))
    }

    @Test func crashInTheStandardLibraryIsTracedToTheLearnersLine() async throws {
        let fixture = try Fixture.make([
            greetingFile: greeting("    let names = [name]\n    return names[1]")
        ])
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .crashed, "\(verdict.render())")
        #expect(verdict.summary.hasSuffix("crashed: Fatal error: Index out of range"), "\(verdict.summary)")
        #expect(verdict.fileToEdit == greetingFile)
        #expect(verdict.line == 3, "\(verdict.details)")
        #expect(verdict.details.contains("It stopped in greeting(for:) at \(greetingFile):3."))
    }

    @Test func stackOverflowIsNamedAsSuch() async throws {
        let fixture = try Fixture.make([
            greetingFile: greeting("    greeting(for: name) + \"!\"")
        ])
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .crashed, "\(verdict.render())")
        #expect(verdict.summary.contains("SIGSEGV") || verdict.summary.contains("SIGBUS"))
        #expect(verdict.summary.hasSuffix("most likely a stack overflow."))
        #expect(verdict.details.contains("almost always a stack overflow"))
        #expect(verdict.fileToEdit == greetingFile)
        #expect(verdict.line == 2)
    }

    @Test func starterThatPrintsMegabytesIsStopped() async throws {
        let fixture = try Fixture.make([
            greetingFile: greeting(
                "    while true { print(\"Hello, \\(name)! Hello, \\(name)! Hello, \\(name)!\") }\n    return \"\"")
        ])
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .printedTooMuch, "\(verdict.render())")
        #expect(verdict.summary.contains("printed more than 1 MB"))
        let check = try #require(verdict.checks.first { $0.name == "prints-greeting" })
        #expect(check.status == .printedTooMuch)
        #expect((check.output?.utf8.count ?? 0) <= 64 * 1024)
    }

    @Test func symbolicLinksAndOversizedFilesAreRefused() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let engine = fixture.engine()
        let linked = fixture.root.appendingPathComponent("Sources/Exercises/01-basics/02-shout/Secret.swift")
        try FileManager.default.createSymbolicLink(
            at: linked, withDestinationURL: fixture.root.appendingPathComponent("Package.swift"))
        let refused = await engine.check(try fixture.exercise("01.2"))
        #expect(refused.outcome == .refused)
        #expect(
            refused.summary
                == "Sources/Exercises/01-basics/02-shout/Secret.swift was not checked: it is a symbolic link, and links are not followed."
        )
        #expect(refused.render().contains("Next: Replace it with a regular file."))

        try fixture.write(greetingFile, greeting("    \"\"") + "// " + String(repeating: "x", count: 300 * 1024) + "\n")
        let large = await engine.check(try fixture.exercise("01.1"))
        #expect(large.outcome == .refused)
        #expect(large.summary.contains("larger than the 256 KB"))
    }

    // MARK: - Source roots

    @Test func aCopiedCheckoutIsGradedWithTheKitsOwnChecks() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let checkout = Fixture.scratch("checkout")
        try FileManager.default.copyItem(at: fixture.root, to: checkout)
        defer { try? FileManager.default.removeItem(at: checkout) }
        let learner = Fixture(root: checkout)
        // The learner solved 01.1 ...
        try learner.write(greetingFile, Fixture.greetingSolution)
        // ... and tried to make 01.2 pass by editing its check and the manifest, which grading ignores.
        try learner.write(
            "Tests/ExerciseTests/Checks/01-basics/02-shout/renders-shout.swift",
            "// check: runs\nprint(\"ok\")\n/* expected output:\nok\n*/\n")
        try learner.write("Package.swift", "this is not Swift")

        let engine = fixture.engine()
        let verdicts = await engine.checkAll(fixture.kit.exercises, from: .checkout(checkout))
        #expect(verdicts.map(\.outcome) == [.passed, .checkFailed])
        #expect(verdicts[1].failingCheck == "renders-shout")
        #expect(verdicts[1].fileToEdit == checkout.path + "/Sources/Exercises/01-basics/02-shout/Shout.swift")
        #expect(verdicts[0].source == checkout.path + "/Sources/Exercises")

        let missing = await engine.check(
            try fixture.exercise("01.1"), from: .checkout(checkout.appendingPathComponent("nowhere")))
        #expect(missing.outcome == .refused)
        #expect(missing.summary.contains("does not exist"))
    }

    @Test func previewRunsOneCheckAndReturnsItsOutput() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let exercise = try fixture.exercise("01.1")
        let preview = try #require(exercise.previewCheck)
        let result = await fixture.engine().run(preview, of: exercise, from: .solutions)
        #expect(result.status == .passed)
        #expect(result.output == "Hello, Ada!\n")
    }

    // MARK: - The cache

    @Test func anEditRecompilesOnlyItsExercise() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = fixture.root.appendingPathComponent(".puzzles/cache")
        let events = Locked<[EngineEvent]>([])
        let engine = fixture.engine(cache: cache, events: events)
        let first = await engine.checkAll(fixture.kit.exercises)
        #expect(first.map(\.outcome) == [.checkFailed, .checkFailed])
        #expect(events.compiles(of: .miniUI) == 1)
        #expect(events.compiles(of: .exercise("Exercise01_1")) == 1)
        #expect(events.compiles(of: .exercise("Exercise01_2")) == 1)

        try fixture.write(greetingFile, Fixture.greetingSolution)
        // A new engine, as a new `puzzles` process would have: it finds the cache on disk.
        let events2 = Locked<[EngineEvent]>([])
        let second = await fixture.engine(cache: cache, events: events2).checkAll(fixture.kit.exercises)
        #expect(second.map(\.outcome) == [.passed, .checkFailed])
        #expect(events2.compiles(of: .miniUI) == 0)
        #expect(events2.compiles(of: .exercise("Exercise01_1")) == 1)
        #expect(events2.compiles(of: .exercise("Exercise01_2")) == 0)
        #expect(events2.compiles(of: .program("Exercise01_2", check: "renders-shout")) == 0)
        #expect(events2.withLock { $0.contains(.reused(.exercise("Exercise01_2"))) })

        // The layout documented in the engine: one folder per product and content hash.
        let layout = FileSystem.entries(cache)
        #expect(["exercises", "miniui", "programs", "results"].allSatisfy(layout.contains))
        #expect(FileSystem.subfolders(cache.appendingPathComponent("exercises/Exercise01_1")).count == 2)
    }

    @Test func anEditToMiniUIIsSeenByTheNextRunDespiteRememberedHashes() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = fixture.root.appendingPathComponent(".puzzles/cache")
        let exercise = try fixture.exercise("01.2")
        #expect(await fixture.engine(cache: cache).check(exercise, from: .solutions).passed)

        // Unchanged MiniUI: a new engine (a new process) reuses it without compiling.
        let unchanged = Locked<[EngineEvent]>([])
        #expect(await fixture.engine(cache: cache, events: unchanged).check(exercise, from: .solutions).passed)
        #expect(unchanged.compiles(of: .miniUI) == 0)

        // Changed MiniUI: the remembered hash no longer applies, and the change shows in the verdict.
        let miniUI = try String(
            contentsOf: fixture.root.appendingPathComponent("Sources/MiniUI/MiniUI.swift"), encoding: .utf8)
        try fixture.write(
            "Sources/MiniUI/MiniUI.swift",
            miniUI.replacingOccurrences(of: "\"Text(\\\"\\(content)\\\")\"", with: "\"Label(\\\"\\(content)\\\")\""))
        #expect(
            try String(contentsOf: fixture.root.appendingPathComponent("Sources/MiniUI/MiniUI.swift"), encoding: .utf8)
                != miniUI)
        let changed = Locked<[EngineEvent]>([])
        let verdict = await fixture.engine(cache: cache, events: changed).check(exercise, from: .solutions)
        #expect(changed.compiles(of: .miniUI) == 1)
        #expect(
            verdict.outcome == .checkFailed, "the fixture's check expects Text(…), the changed MiniUI prints Label(…)")
    }

    @Test func aBrokenExerciseDoesNotBlockAnother() async throws {
        let fixture = try Fixture.make([greetingFile: "func greeting(for name: String) -> String {\n"])
        defer { fixture.cleanUp() }
        let verdicts = await fixture.engine().checkAll(fixture.kit.exercises, from: .exercises)
        #expect(verdicts[0].outcome == .doesNotCompile)
        #expect(verdicts[1].outcome == .checkFailed)
        let solved = await fixture.engine().check(try fixture.exercise("01.2"), from: .solutions)
        #expect(solved.passed)
    }

    @Test func aDeletedCacheLeadsToACleanRecompile() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = fixture.root.appendingPathComponent(".puzzles/cache")
        let events = Locked<[EngineEvent]>([])
        let engine = fixture.engine(cache: cache, events: events)
        let exercise = try fixture.exercise("01.2")
        #expect(await engine.check(exercise, from: .solutions).passed)
        engine.clearCache()
        #expect(!FileSystem.exists(cache))
        #expect(await engine.check(exercise, from: .solutions).passed)
        #expect(events.compiles(of: .miniUI) == 2)
        #expect(events.compiles(of: .exercise("Exercise01_2")) == 2)

        // Deleted while a check runs: a correct verdict or a clear error, never a crash or a wrong verdict.
        FileSystem.remove(cache)
        async let verdict = engine.check(exercise, from: .solutions)
        try await Task.sleep(nanoseconds: 300_000_000)
        FileSystem.remove(cache)
        let racing = await verdict
        #expect(racing.outcome == .passed || racing.outcome == .cannotCheck, "\(racing.render())")
    }

    @Test func twoEnginesSharingACacheBuildEachEntryOnce() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = fixture.root.appendingPathComponent(".puzzles/cache")
        let events = Locked<[EngineEvent]>([])
        let a = fixture.engine(cache: cache, events: events)
        let b = fixture.engine(cache: cache, events: events)
        let exercise = try fixture.exercise("01.2")
        async let first = a.check(exercise, from: .solutions)
        async let second = b.check(exercise, from: .solutions)
        let (v1, v2) = await (first, second)
        #expect(v1.passed && v2.passed)
        #expect(events.compiles(of: .miniUI) == 1)
        #expect(events.compiles(of: .exercise("Exercise01_2")) == 1)
        #expect(events.compiles(of: .program("Exercise01_2", check: "renders-shout")) == 1)
    }

    // MARK: - Verdicts as data

    @Test func verdictsAreCodable() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine().check(try fixture.exercise("01.1"))
        let data = try JSONEncoder().encode(verdict)
        let decoded = try JSONDecoder().decode(Verdict.self, from: data)
        #expect(decoded == verdict)
        let json = JSONText.encode(verdict)
        #expect(json.contains("\"outcome\" : \"checkFailed\""))
        #expect(json.contains("\"format\" : \(Verdict.formatVersion)"))
        #expect(json.contains("\"name\" : \"prints-greeting\""))
        #expect(verdict.failingCheck == "prints-greeting")
    }

    @Test func missingCompilerIsAClearError() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        var options = Fixture.options()
        options.cacheFolder = fixture.root.appendingPathComponent(".puzzles/cache")
        options.environment = ["PATH": "/nonexistent", "SWIFTC": "/nonexistent/swiftc"]
        let verdict = await CheckEngine(kit: fixture.kit, options: options).check(try fixture.exercise("01.1"))
        #expect(verdict.outcome == .cannotCheck)
        #expect(verdict.summary == "the kit cannot check exercises: no Swift compiler.")
        #expect(verdict.details == "SWIFTC is set to /nonexistent/swiftc, which is not an executable file.")
    }

    @Test func miniUIThatDoesNotCompileIsNotTheLearnersFault() async throws {
        let fixture = try Fixture.make(["Sources/MiniUI/MiniUI.swift": "public struct Broken: View {}\n"])
        defer { fixture.cleanUp() }
        let verdict = await fixture.engine(cache: fixture.root.appendingPathComponent(".puzzles/cache")).check(
            try fixture.exercise("01.1"), from: .solutions)
        #expect(verdict.outcome == .cannotCheck)
        #expect(verdict.summary.contains("MiniUI framework does not compile"))
        #expect(verdict.details.contains("Sources/MiniUI/MiniUI.swift:1:"))
    }
}
