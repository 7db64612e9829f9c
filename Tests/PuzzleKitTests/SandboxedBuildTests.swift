import Foundation
import Testing

@testable import PuzzleKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// When grading, a runs check's program is compiled and linked in one sandbox (its jobs one after another) rather
/// than one sandbox per job, and an exercise's type-checks run in the sandbox that compiled it, after it: each job
/// must end as it did alone, and every verdict must stay what it was.
@Suite("Grading in a sandbox: fewer sandboxes, the same verdicts", .serialized)
struct SandboxedBuildTests {
    /// The outcome of `jobs` run in one sandbox and, one by one, each in a sandbox of its own (the engine's
    /// ``CheckEngine/runJobs(_:limit:run:)``).
    func bothWays(_ jobs: [[String]], timeLimit: Double = 60) async throws -> (
        together: (outcome: ProcessOutcome, failedJob: Int?), apart: (outcome: ProcessOutcome, failedJob: Int?)
    )? {
        guard let sandbox = SandboxTests.sandbox() else { return nil }
        let folder = Fixture.scratch("jobs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let status = folder.appendingPathComponent("status").path
        let together = try await sandbox.compileJobs(
            jobs, statusFile: status, toolchainRoot: "/usr", readOnly: [], writable: [folder.path], environment: [:],
            timeLimit: timeLimit, outputLimit: 1 << 20)
        #expect(!FileManager.default.fileExists(atPath: status), "the status file is gone")
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let engine = CheckEngine(kit: fixture.kit, options: Fixture.options())
        let apart = try await engine.runJobs(jobs, limit: timeLimit) { executable, arguments, limit in
            try await sandbox.compile(
                executable, arguments, toolchainRoot: "/usr", readOnly: [], writable: [folder.path],
                environment: [:], timeLimit: limit, outputLimit: 1 << 20)
        }
        return (try #require(together), apart)
    }

    func expectSame(
        _ result: (
            together: (outcome: ProcessOutcome, failedJob: Int?), apart: (outcome: ProcessOutcome, failedJob: Int?)
        )
    ) {
        let (together, apart) = result
        #expect(together.failedJob == apart.failedJob)
        #expect(together.outcome.termination == apart.outcome.termination)
        #expect(together.outcome.outputText == apart.outcome.outputText)
        #expect(together.outcome.errorText == apart.outcome.errorText)
        #expect(together.outcome.timedOut == apart.outcome.timedOut)
    }

    @Test("jobs that all succeed: every job's standard error in order, the last one's output")
    func allSucceed() async throws {
        guard
            let result = try await bothWays([
                ["/bin/sh", "-c", "echo first out; echo first error >&2"],
                ["/bin/sh", "-c", "echo second out; echo second error >&2"],
            ])
        else { return }
        expectSame(result)
        #expect(result.together.failedJob == nil && result.together.outcome.succeeded)
        #expect(result.together.outcome.outputText == "second out\n")
        #expect(result.together.outcome.errorText == "first error\nsecond error\n")
    }

    @Test("the first job fails (a compile error): its words and status, and the second never runs")
    func firstFails() async throws {
        guard
            let result = try await bothWays([
                ["/bin/sh", "-c", "echo first out; echo 'file.swift:1:1: error: nope' >&2; exit 1"],
                ["/bin/sh", "-c", "echo second out; echo second error >&2"],
            ])
        else { return }
        expectSame(result)
        #expect(result.together.failedJob == 0)
        #expect(result.together.outcome.termination == .exited(1))
        #expect(result.together.outcome.outputText == "first out\n")
        #expect(result.together.outcome.errorText == "file.swift:1:1: error: nope\n")
    }

    @Test("the second job fails (a link error): the first's standard error, then its own")
    func secondFails() async throws {
        guard
            let result = try await bothWays([
                ["/bin/sh", "-c", "echo first out; echo first warning >&2"],
                ["/bin/sh", "-c", "echo 'ld.lld: error: undefined symbol: x' >&2; exit 1"],
            ])
        else { return }
        expectSame(result)
        #expect(result.together.failedJob == 1)
        #expect(result.together.outcome.outputText.isEmpty)
        #expect(result.together.outcome.errorText == "first warning\nld.lld: error: undefined symbol: x\n")
    }

    @Test("a job stopped by a signal ends so, without the shell's words about it")
    func stoppedBySignal() async throws {
        guard
            let result = try await bothWays([
                ["/bin/sh", "-c", "echo crashing >&2; kill -SEGV $$"], ["/bin/sh", "-c", "echo never"],
            ])
        else { return }
        expectSame(result)
        #expect(result.together.failedJob == 0)
        #expect(result.together.outcome.termination == .signaled(SIGSEGV))
        #expect(result.together.outcome.errorText == "crashing\n")
    }

    @Test("a job that never finishes stops the build at its time limit")
    func timeLimit() async throws {
        guard
            let result = try await bothWays(
                [["/bin/sh", "-c", "echo started >&2; exec sleep 60"], ["/bin/sh", "-c", "echo never"]],
                timeLimit: 8)
        else { return }
        #expect(result.together.outcome.timedOut && result.apart.outcome.timedOut)
        #expect(result.together.outcome.errorText == "started\n")
        #expect(result.together.outcome.outputText.isEmpty)
    }

    @Test("the script names each job's words exactly, whatever they hold")
    func script() {
        let script = Sandbox.jobsScript(
            [["/a b/frontend", "it's", "$HOME", "`x`"], ["/bin/ld", "-o", "/out"]], statusFile: "/s/status")
        #expect(
            script.contains("exec '/a b/frontend' 'it'\\''s' '$HOME' '`x`' ) >\"${TMPDIR:-/tmp}/puzzles-job-output\""))
        #expect(script.contains("exec '/bin/ld' '-o' '/out' ); s=$?; echo 1 $s >'/s/status'; exit $s"))
        #expect(!script.contains("\n"), "one line in the engine's trace")
        #expect(script.hasPrefix("exec 3>&2 2>/dev/null; "))
    }

    // MARK: Verdicts

    /// The fixture's 01.1 graded from `greeting` (the learner's whole file) three ways: in one sandbox per build, in
    /// one sandbox per job (as before), and without a sandbox; its runs check's result from each, with what differs
    /// between grades (a cache entry's hash, the seconds) left out.
    func gradedThreeWays(_ greeting: String, timeLimit: Double = 60) async throws -> [CheckResult]? {
        try await gradedThreeWaysAllChecks(greeting, timeLimit: timeLimit)?.map { results in
            try #require(results.first { $0.name == "prints-greeting" })
        }
    }

    /// Every check's result of the fixture's 01.1 graded three ways (``gradedThreeWays(_:timeLimit:)``), in the
    /// catalog's order.
    func gradedThreeWaysAllChecks(_ greeting: String, timeLimit: Double = 60) async throws -> [[CheckResult]]? {
        guard let sandbox = SandboxTests.sandbox() else { return nil }
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let learner = try Fixture.make()
        defer { learner.cleanUp() }
        var results: [[CheckResult]] = []
        for mode in 0..<3 {
            // A file of its own each time, so that nothing is reused from the grade before.
            try learner.write(
                "Sources/Exercises/01-basics/01-greeting/Greeting.swift", greeting + "\n// grade \(UUID().uuidString)\n"
            )
            var options = Fixture.options()
            options.cacheFolder = Fixture.sharedCache
            options.timeLimit = timeLimit
            options.reuseResults = false
            options.sandbox = mode < 2 ? sandbox : nil
            options.oneSandboxPerBuild = mode == 0
            let engine = CheckEngine(kit: fixture.kit, options: options)
            let verdict = await engine.check(
                try #require(fixture.kit.exercise(id: "01.1")), from: .checkout(learner.root))
            // Both type-checks ran in the sandbox that compiled the exercise, after it.
            #expect(await engine.state.ranAheadTaken == (mode == 0 ? 2 : 0))
            results.append(
                verdict.checks.map { result in
                    var result = result
                    result.seconds = 0
                    return result
                })
        }
        return results
    }

    /// A result's words with every cache entry's hash (20 hexadecimal digits) replaced.
    func withoutHashes(_ result: CheckResult) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(result), as: UTF8.self)
        return text.replacingOccurrences(of: "[0-9a-f]{20}", with: "HASH", options: .regularExpression)
    }

    @Test("a runs check that passes passes in one sandbox")
    func passes() async throws {
        guard
            let results = try await gradedThreeWays(
                "func greeting(for name: String) -> String {\n    \"Hello, \\(name)!\"\n}\n")
        else { return }
        #expect(results.allSatisfy { $0.status == .passed }, "\(results)")
    }

    @Test("a runs check whose compile fails gives the verdict it gave with a sandbox per job")
    func compileFails() async throws {
        guard
            let results = try await gradedThreeWays(
                "func greeting(to name: String) -> String {\n    \"Hello, \\(name)!\"\n}\n")
        else { return }
        guard case .doesNotCompile = results[0].failure else {
            Issue.record("the program does not compile: \(results[0])")
            return
        }
        #expect(try withoutHashes(results[0]) == withoutHashes(results[1]))
        #expect(results[0].status == results[2].status && results[0].fileToEdit == results[2].fileToEdit)
    }

    @Test("a runs check whose link fails gives the verdict it gave with a sandbox per job")
    func linkFails() async throws {
        guard
            let results = try await gradedThreeWays(
                """
                @_silgen_name("puzzles_no_such_function")
                func missing() -> String

                func greeting(for name: String) -> String {
                    missing()
                }

                """)
        else { return }
        guard case .doesNotCompile(let output) = results[0].failure else {
            Issue.record("the program does not link: \(results[0])")
            return
        }
        #expect(output.text.contains("puzzles_no_such_function"), "\(output)")
        #expect(try withoutHashes(results[0]) == withoutHashes(results[1]))
        #expect(results[0].status == results[2].status)
    }

    @Test("a runs check whose program never finishes times out, as with a sandbox per job")
    func runTimesOut() async throws {
        guard
            let results = try await gradedThreeWays(
                "import Foundation\n\nfunc greeting(for name: String) -> String {\n    while true { sleep(1) }\n}\n",
                timeLimit: 2)
        else { return }
        #expect(results.allSatisfy { $0.status == .timedOut }, "\(results)")
        #expect(try withoutHashes(results[0]) == withoutHashes(results[1]))
    }

    // MARK: Type-checks in the sandbox that compiled their exercise

    @Test("type-checks that follow the exercise's compile end as each did alone, whatever each does")
    func followersEndAsAlone() async throws {
        guard let sandbox = SandboxTests.sandbox() else { return }
        let folder = Fixture.scratch("jobs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let followers = [
            ["/bin/sh", "-c", "echo passes"],
            ["/bin/sh", "-c", "echo 'check.swift:3:5: error: cannot convert' >&2; exit 1"],
            ["/bin/sh", "-c", "echo out; echo crashing >&2; kill -SEGV $$"],
            ["/bin/sh", "-c", "test ! -e \"$HOME/.profile-of-the-grader\" && echo \"$PATH\" && pwd"],
        ]
        let ran = try #require(
            try await sandbox.compileJobs(
                [["/bin/sh", "-c", "echo compiled; echo warning >&2"]], followers: followers, folder: folder.path,
                toolchainRoot: "/usr", readOnly: [], writable: [folder.path], environment: [:], timeLimit: 60,
                outputLimit: 1 << 20))
        #expect(ran.outcome.succeeded && ran.failedJob == nil)
        #expect(ran.outcome.outputText == "compiled\n" && ran.outcome.errorText == "warning\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing left behind")
        for (follower, outcome) in zip(followers, ran.followers) {
            let alone = try await sandbox.compile(
                follower[0], Array(follower.dropFirst()), toolchainRoot: "/usr", readOnly: [], writable: [],
                environment: [:], timeLimit: 60, outputLimit: 1 << 20)
            let ahead = try #require(outcome)
            #expect(ahead.termination == alone.termination, "\(follower)")
            #expect(ahead.outputText == alone.outputText, "\(follower)")
            #expect(ahead.errorText == alone.errorText, "\(follower)")
        }
        #expect(ran.followers[2]?.termination == .signaled(SIGSEGV))
    }

    @Test("a compile that fails runs no type-check after it")
    func noFollowersAfterAFailure() async throws {
        guard let sandbox = SandboxTests.sandbox() else { return }
        let folder = Fixture.scratch("jobs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("ran").path
        let ran = try #require(
            try await sandbox.compileJobs(
                [["/bin/sh", "-c", "echo 'error: nope' >&2; exit 1"]],
                followers: [["/bin/sh", "-c", "touch \(marker)"]],
                folder: folder.path, toolchainRoot: "/usr", readOnly: [], writable: [folder.path], environment: [:],
                timeLimit: 60, outputLimit: 1 << 20))
        #expect(ran.failedJob == 0 && ran.outcome.termination == .exited(1))
        #expect(ran.outcome.errorText == "error: nope\n")
        #expect(ran.followers.count == 1 && ran.followers[0] == nil)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test("a type-check that never finishes leaves the exercise's compile a success, and is run again alone")
    func followerPastTheLimit() async throws {
        guard let sandbox = SandboxTests.sandbox() else { return }
        let folder = Fixture.scratch("jobs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ran = try #require(
            try await sandbox.compileJobs(
                [["/bin/sh", "-c", "echo compiled"]],
                followers: [["/bin/sh", "-c", "echo first"], ["/bin/sh", "-c", "exec sleep 60"]],
                folder: folder.path, toolchainRoot: "/usr", readOnly: [], writable: [folder.path], environment: [:],
                timeLimit: 8, outputLimit: 1 << 20))
        #expect(ran.outcome.succeeded && !ran.outcome.timedOut && ran.failedJob == nil)
        #expect(ran.outcome.outputText == "compiled\n")
        #expect(ran.followers[0]?.outputText == "first\n")
        #expect(ran.followers[1] == nil, "not run to its end: run again alone, with its own time limit")
    }

    @Test("compiles and rejects checks give the verdicts they gave each in a sandbox of its own")
    func typeCheckVerdicts() async throws {
        // A name of any type: the rejects check fails (the misuse is accepted), the others pass.
        guard
            let generic = try await gradedThreeWaysAllChecks(
                "func greeting<Name>(for name: Name) -> String {\n    \"Hello, \\(name)!\"\n}\n")
        else { return }
        #expect(try generic[0].map(withoutHashes) == generic[1].map(withoutHashes))
        #expect(generic[0].map(\.status) == generic[2].map(\.status))
        #expect(generic[0].contains { $0.name == "rejects-number-names" && $0.status != .passed }, "\(generic[0])")
        // Another label: the compiles check and the runs check do not compile.
        guard
            let label = try await gradedThreeWaysAllChecks(
                "func greeting(to name: String) -> String {\n    \"Hello, \\(name)!\"\n}\n")
        else { return }
        #expect(try label[0].map(withoutHashes) == label[1].map(withoutHashes))
        #expect(label[0].map(\.status) == label[2].map(\.status))
        #expect(label[0].contains { $0.name == "calls-greeting" && $0.status != .passed }, "\(label[0])")
    }
}

/// A verdict reached outside the sandbox is never a sandboxed grade's, nor the other way round.
@Suite("Grading in a sandbox: results of the other mode are not reused")
struct SandboxedResultTests {
    @Test("a result recorded unsandboxed is checked again in the sandbox, and each mode's reused by itself")
    func keptApart() async throws {
        guard let sandbox = SandboxTests.sandbox() else { return }
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Greeting.swift", Fixture.greetingSolution)
        let cache = Fixture.scratch("puzzles-modes")
        defer { FileSystem.remove(cache) }
        let results = { () -> Set<String> in
            Set(FileSystem.filesRecursively(cache.appendingPathComponent("results")).filter { $0.hasSuffix(".json") })
        }
        var counts: [Int] = []
        for confined in [false, true, false, true] {
            var options = Fixture.options()
            options.cacheFolder = cache
            options.sandbox = confined ? sandbox : nil
            let verdict = await CheckEngine(kit: fixture.kit, options: options).check(try fixture.exercise("01.1"))
            #expect(verdict.outcome == .passed, "\(verdict.render())")
            counts.append(results().count)
        }
        // Three checks: three results unsandboxed, three more in the sandbox, then each mode's own reused.
        #expect(counts == [3, 6, 6, 6], "\(counts)")
    }
}
