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
    }

    @Test("commands are quoted for the shell, quotes included")
    func quoting() {
        #expect(Trace.quoted("plain") == "'plain'")
        #expect(Trace.quoted("it's") == "'it'\\''s'")
        #expect(Trace.quoted("a b") == "'a b'")
    }
}
