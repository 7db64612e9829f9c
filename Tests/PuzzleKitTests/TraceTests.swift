import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

@Suite("PUZZLES_TRACE")
struct TraceTests {
    @Test("each command is grouped as the benchmark replays it: MiniUI, the exercise, then each check's chain")
    func groups() {
        let swiftc = "/usr/bin/swiftc"
        #expect(Trace.group(swiftc, ["-module-name", "MiniUI", "-c", "a.swift"]) == "miniui")
        #expect(Trace.group(swiftc, ["-module-name", "Exercise01_3", "-emit-module", "-c", "a.swift"]) == "exercise")
        #expect(
            Trace.group(swiftc, ["-typecheck", "-I", "m", "/kit/Checks/01/03/accepts-both.swift"])
                == "check:accepts-both")
        #expect(
            Trace.group(
                swiftc, ["-module-name", "PuzzleCheck", "src/renders.swift", "-o", "/cache/programs/E/abc123/check"])
                == "check:abc123")
        #expect(Trace.group("/bin/sh", ["-c", "exec \"$0\"", "/cache/programs/E/abc123/check"]) == "check:abc123")
        // A program built through the driver's jobs: its frontend, autolink and link jobs, by its entry.
        #expect(
            Trace.group(
                "/tc/swift-frontend",
                ["-frontend", "-c", "-module-name", "PuzzleCheck", "-o", "/c/p/E/abc123/jobs/a.o"])
                == "check:abc123")
        #expect(
            Trace.group(
                "/tc/swift-autolink-extract", ["/c/p/E/abc123/jobs/a.o", "-o", "/c/p/E/abc123/jobs/P.autolink"])
                == "check:abc123")
        #expect(Trace.group("/tc/clang", ["-fuse-ld=lld", "-o", "/c/p/E/abc123/check"]) == "check:abc123")
        #expect(Trace.group("/tc/ld.lld", ["-pie", "-o", "/c/p/E/abc123/check"]) == "check:abc123")
        #expect(Trace.group(swiftc, ["--version"]) == "other")
        // When grading, a program's jobs in one sandbox, by the first job's words, and an exercise with its checks.
        let program = Sandbox.jobsScript(
            [
                ["/tc/swift-frontend", "-frontend", "-module-name", "PuzzleCheck", "-o", "/c/p/E/abc123/jobs/a.o"],
                ["/tc/ld.lld", "-o", "/c/p/E/abc123/check"],
            ], statusFile: "/c/p/E/abc123/jobs/status")
        #expect(
            Trace.group("/usr/bin/bwrap", ["--unshare-all", "--", "/bin/sh", "-c", program, "puzzles-jobs"])
                == "check:abc123")
        let exercise = Sandbox.jobsScript(
            [["/tc/swift-frontend", "-frontend", "-module-name", "Exercise01_3", "-o", "/c/e/x.o"]], statusFile: "/s",
            followers: [["/tc/swift-frontend", "-typecheck", "it's.swift"]], folder: "/c/e/jobs")
        #expect(Trace.group("/usr/bin/bwrap", ["--", "/bin/sh", "-c", exercise, "puzzles-jobs"]) == "exercise")
        #expect(Trace.firstJob("( exec 'it'\\''s' 'a b' ) >x") == ["it's", "a b"])
    }

    @Test("commands are quoted for the shell, quotes included")
    func quoting() {
        #expect(Trace.quoted("plain") == "'plain'")
        #expect(Trace.quoted("it's") == "'it'\\''s'")
        #expect(Trace.quoted("a b") == "'a b'")
    }
}
