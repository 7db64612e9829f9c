import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

/// Bad code and bad input: each ends in a clear verdict or error, the runner stays usable, and nothing
/// of the learner's is lost. (Loops, crashes, stack overflows, megabytes of output, a deleted cache and a
/// missing compiler are in EngineTests; corrupt, empty, newer and unwritable state files in ProgressStoreTests.)
@Suite("Faults")
struct FaultTests {
    @Test("a program that sleeps past the time limit is stopped and reported as timed out")
    func sleepsPastTheLimit() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        // Had the program been waited for, it would leave this file behind when it woke.
        let woke = fixture.root.appendingPathComponent("woke")
        try fixture.write(
            "Sources/Exercises/01-basics/02-shout/Shout.swift",
            Fixture.shoutSolution.replacingOccurrences(
                of: "word.uppercased() + \"!\"",
                with:
                    "{ Thread.sleep(forTimeInterval: 60); FileManager.default.createFile(atPath: \"\(woke.path)\", contents: nil); return word }()"
            ).replacingOccurrences(of: "import MiniUI", with: "import Foundation\nimport MiniUI"))
        let verdict = await fixture.engine(timeLimit: 2).check(try fixture.exercise("01.2"))
        #expect(verdict.outcome == .timedOut, "\(verdict.render())")
        guard case .checkFailed(let check, _) = verdict.evidence, case .timedOut(let limit, _)? = check.failure else {
            Issue.record("a timed-out verdict carries the check and its time limit: \(verdict.evidence)")
            return
        }
        #expect(limit == 2)
        #expect(verdict.summary.contains("within 2 seconds"))
        #expect(!FileSystem.exists(woke), "the sleeping program was stopped, not waited for")
    }

    @Test("two runners checking the same exercise at once agree, and the state file stays readable")
    func twoRunnersAtOnce() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        async let first = RunnerTests.run(["check", "01.1"], in: fixture)
        async let second = RunnerTests.run(["check", "01.1"], in: fixture)
        let results = await [first, second]
        #expect(results.map(\.code) == [1, 1])
        #expect(results.allSatisfy { $0.out.contains("Hint: swift run puzzles hint 01.1") })
        let (progress, warnings) = ProgressStore(kit: fixture.kit).load()
        #expect(warnings.isEmpty)
        #expect(progress.verdicts["01.1"]?.outcome == .checkFailed)
    }

    @Test("a hostile checkout: a missing folder, a link out of it, a huge file, edited checks and manifest")
    func hostileCheckout() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let learner = try Fixture.make()
        defer { learner.cleanUp() }
        let outside = Fixture.scratch("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }

        // 01.1: a folder that is a link to a correct answer outside the checkout.
        try FileManager.default.copyItem(
            at: fixture.root.appendingPathComponent("Solutions/01-basics/01-greeting/Greeting.swift"),
            to: outside.appendingPathComponent("Greeting.swift"))
        try learner.remove("Sources/Exercises/01-basics/01-greeting")
        try FileManager.default.createSymbolicLink(
            at: learner.root.appendingPathComponent("Sources/Exercises/01-basics/01-greeting"),
            withDestinationURL: outside)
        // 01.2: unsolved, but its checks, the test target and the manifest are "edited" to pass anything.
        try learner.write("Tests/ExerciseTests/Checks/01-basics/02-shout/renders-shout.swift", "// check: compiles\n")
        try learner.write("Tests/ExerciseTests/ExerciseTests.swift", "// everything passes\n")
        try learner.write("Package.swift", "// swift-tools-version: 6.0\nfatalError()\n")

        let engine = fixture.engine()
        let kit = fixture.kit
        let linked = await engine.check(try #require(kit.exercise(id: "01.1")), from: .checkout(learner.root))
        #expect(linked.outcome == .refused)
        #expect(linked.render().contains("symbolic link"))
        let edited = await engine.check(try #require(kit.exercise(id: "01.2")), from: .checkout(learner.root))
        #expect(edited.outcome == .checkFailed, "the kit's own check is used, not the checkout's")

        // A missing exercise folder and a huge file are refused too, and grading goes on.
        try FileManager.default.removeItem(
            at: learner.root.appendingPathComponent("Sources/Exercises/01-basics/01-greeting"))
        try learner.write(
            "Sources/Exercises/01-basics/02-shout/Huge.swift", String(repeating: "// x\n", count: 200_000))
        let missing = await engine.check(try #require(kit.exercise(id: "01.1")), from: .checkout(learner.root))
        #expect(missing.outcome == .refused && missing.render().contains("does not exist"))
        let huge = await engine.check(try #require(kit.exercise(id: "01.2")), from: .checkout(learner.root))
        #expect(huge.outcome == .refused && huge.render().contains("Huge.swift"))

        let grade = await RunnerTests.run(
            ["grade", learner.root.path, "--format", "json"] + RunnerTests.sandboxFlags, in: fixture)
        #expect(grade.code == 0)
        #expect(grade.out.contains("\"status\" : \"error\""))
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("Greeting.swift").path))
    }

    @Test(
        "a toolchain without -verify-ignore-unrelated: rejects checks still run, and a note into the code is explained")
    func olderToolchain() async throws {
        let noteCheck = """
            // check: rejects
            // Calling without a name is refused (the compiler adds a note pointing at the declaration).
            @testable import Exercise01_1

            func misuse() {
                _ = greeting()  // expected-error {{missing argument}}
            }

            """
        let fixture = try Fixture.make([
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/rejects-calls-without-a-name.swift": noteCheck
        ])
        defer { fixture.cleanUp() }
        let swiftc = try #require(Subprocess.findExecutable("swiftc", environment: ProcessInfo.processInfo.environment))
        let wrapper = fixture.root.appendingPathComponent("old-swiftc")
        try fixture.write(
            "old-swiftc",
            """
            #!/bin/sh
            # A compiler that predates -verify-ignore-unrelated.
            for argument in "$@"; do
              if [ "$argument" = "-verify-ignore-unrelated" ]; then
                echo "<unknown>:0: error: unknown argument: '-verify-ignore-unrelated'" >&2
                exit 1
              fi
            done
            exec "\(swiftc)" "$@"

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)

        var options = Fixture.options()
        options.cacheFolder = fixture.root.appendingPathComponent(".puzzles/cache")
        options.environment = ProcessInfo.processInfo.environment.merging(["SWIFTC": wrapper.path]) { $1 }
        let old = CheckEngine(kit: fixture.kit, options: options)
        let verdict = await old.check(try fixture.exercise("01.1"), from: .solutions)
        let result = try #require(verdict.checks.first { $0.name == "rejects-calls-without-a-name" })
        #expect(result.status == .failed)
        #expect(result.summary.contains("This compiler has no -verify-ignore-unrelated"))
        #expect(
            verdict.checks.first { $0.name == "rejects-number-names" }?.status == .passed, "other rejects checks work")

        let current = await fixture.engine().check(try fixture.exercise("01.1"), from: .solutions)
        #expect(current.passed, "with the flag, the note outside the check file is ignored: \(current.render())")
    }

    @Test("a compiler stopped at its time limit gives no verdict and caches nothing: the next check compiles")
    func compilerTimeoutIsNotTheLearnersVerdict() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let swiftc = try #require(Subprocess.findExecutable("swiftc", environment: ProcessInfo.processInfo.environment))
        let wrapper = fixture.root.appendingPathComponent("slow-swiftc")
        try fixture.write(
            "slow-swiftc",
            """
            #!/bin/sh
            # A compiler that hangs on the exercise's module, as on a machine swapping to death; each hang is logged.
            for argument in "$@"; do
              case "$argument" in *Greeting.swift) echo hang >> "\(fixture.root.path)/hangs.log"; sleep 30 ;; esac
            done
            exec "\(swiftc)" "$@"

            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        var options = Fixture.options()
        options.cacheFolder = fixture.root.appendingPathComponent(".puzzles/cache")
        options.environment = ProcessInfo.processInfo.environment.merging(["SWIFTC": wrapper.path]) { $1 }
        options.compileTimeLimit = 5
        let slow = await CheckEngine(kit: fixture.kit, options: options).check(try fixture.exercise("01.1"))
        #expect(slow.outcome == .cannotCheck, "\(slow.render())")
        #expect(slow.evidence == .cannotCheck(.compilerTimedOut(limitSeconds: 5)))
        #expect(slow.next == .checkAgain)
        #expect(slow.summary.contains("did not finish within 5 seconds"))
        // Counted, not timed: a busy machine may take long over MiniUI, but the hanging compile runs only once.
        let hangs = (FileSystem.readText(fixture.root.appendingPathComponent("hangs.log")) ?? "")
            .split(separator: "\n").count
        #expect(hangs == 1, "stopped at the limit, not retried")
        options.environment = ProcessInfo.processInfo.environment
        options.compileTimeLimit = 300
        let again = await CheckEngine(kit: fixture.kit, options: options).check(try fixture.exercise("01.1"))
        #expect(again.outcome == .checkFailed, "the starter is judged once the compiler finishes: \(again.render())")
    }
}
