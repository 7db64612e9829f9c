import Foundation
import Testing

@testable import PuzzleKit

/// Type-checks start the compiler's frontend with the words the driver gave once, filled in for each check.
@Suite("Type-checks through the compiler's frontend")
struct FrontendCommandTests {
    @Test("one frontend job is understood; several jobs or quoted words leave the driver in charge")
    func parse() throws {
        let input = FrontendCommand.input
        let one = "/opt/tc/usr/bin/swift-frontend -frontend -typecheck -primary-file \(input) -I @@PUZZLES-MINIUI@@\n"
        let command = try #require(FrontendCommand.parse(one))
        #expect(command.executable == "/opt/tc/usr/bin/swift-frontend")
        #expect(command.arguments == ["-frontend", "-typecheck", "-primary-file", input, "-I", "@@PUZZLES-MINIUI@@"])
        #expect(FrontendCommand.parse(one + "/usr/bin/ld.lld -o main\n") == nil, "two jobs")
        #expect(FrontendCommand.parse("/opt/tc/usr/bin/swift-frontend -frontend -I \"/a b\"") == nil, "a quoted word")
        #expect(FrontendCommand.parse("/opt/tc/usr/bin/clang -c x.c") == nil, "not the frontend")
        #expect(FrontendCommand.parse("") == nil)
        // The driver single-quotes a word a shell would read differently, such as MiniUI's macro program.
        let plugin = "/opt/tc/usr/bin/swift-frontend -frontend -load-plugin-executable '@@PUZZLES-MINIUI@@/M#M' -I /a"
        #expect(
            FrontendCommand.parse(plugin)?.arguments == [
                "-frontend", "-load-plugin-executable", "@@PUZZLES-MINIUI@@/M#M", "-I", "/a",
            ])
    }

    @Test("the toolchain's own answer for a type-check that loads MiniUI's macro program is understood")
    func realDriverWithMacros() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        // Only the driver is asked: the test run's shared cache serves.
        let engine = fixture.engine()
        let toolchain = try await engine.toolchain()
        let miniUI = FrontendCommand.placeholder("MINIUI")
        let words = engine.driverWords(
            toolchain,
            [
                "-typecheck", "-I", miniUI, "-load-plugin-executable", miniUI + "/MiniUIMacros#MiniUIMacros",
                FrontendCommand.input,
            ])
        // Without it, every type-check of a grade went through the driver, each in a sandbox of its own.
        let command = try #require(await engine.frontendCommand(toolchain, words))
        #expect(command.arguments.contains(miniUI + "/MiniUIMacros#MiniUIMacros"))
        #expect(command.arguments.filter { $0 == FrontendCommand.input }.count == 1)
    }

    @Test("placeholders are filled in with each check's paths, inside words too")
    func fill() {
        let words = ["-I", "@@PUZZLES-MINIUI@@", "-I@@PUZZLES-EXERCISE@@/x", FrontendCommand.input, "-verify"]
        let filled = FrontendCommand.fill(
            words,
            [
                "@@PUZZLES-MINIUI@@": "/c/miniui/Modules", "@@PUZZLES-EXERCISE@@": "/c/ex",
                FrontendCommand.input: "/k/a.swift",
            ])
        #expect(filled == ["-I", "/c/miniui/Modules", "-I/c/ex/x", "/k/a.swift", "-verify"])
    }

    @Test("a rejects check type-checked through the frontend: the same verdicts as before, asking the driver once")
    func sameVerdicts() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = Fixture.scratch("puzzles-frontend")
        defer { FileSystem.remove(cache) }
        // The starter fails its checks; the solution passes them, `rejects` included.
        let engine = fixture.engine(cache: cache, reuseResults: false)
        let starter = await engine.check(try fixture.exercise("01.1"))
        #expect(starter.outcome == .checkFailed || starter.outcome == .doesNotCompile, "\(starter.render())")
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Greeting.swift", Fixture.greetingSolution)
        let solved = await fixture.engine(cache: cache, reuseResults: false).check(try fixture.exercise("01.1"))
        #expect(solved.outcome == .passed, "\(solved.render())")
        #expect(FileSystem.exists(cache.appendingPathComponent("tmp/frontend-input.swift")), "the driver was asked")
    }
}

/// Exercise modules and runs checks' programs are built by the driver's jobs, started without the driver.
@Suite("Builds through the driver's jobs")
struct DriverJobsTests {
    @Test("a program's three jobs are understood, the driver's temporary folder made a placeholder")
    func parseProgram() throws {
        let answer = """
            /tc/bin/swift-frontend -frontend -c -primary-file /c/tmp/driver-input-0.swift -module-name PuzzleCheck \
            -o /tmp/TemporaryDirectory.kd84D2/driver-input-0-1.o
            /tc/bin/swift-autolink-extract /tmp/TemporaryDirectory.kd84D2/driver-input-0-1.o /c/tmp/driver-input-1.o \
            -o /tmp/TemporaryDirectory.kd84D2/PuzzleCheck-1.autolink
            /tc/bin/clang -fuse-ld=lld /tmp/TemporaryDirectory.kd84D2/driver-input-0-1.o \
            @/tmp/TemporaryDirectory.kd84D2/PuzzleCheck-1.autolink -Xlinker '$ORIGIN/../m' -o /@@PUZZLES-PROGRAM@@

            """
        let jobs = try #require(DriverJobs.parse(answer, toolFolder: "/tc/bin"))
        #expect(jobs.jobs.count == 3)
        #expect(jobs.usesTemporaryFolder)
        let temporary = DriverJobs.temporary
        #expect(
            jobs.jobs[1] == [
                "/tc/bin/swift-autolink-extract", "\(temporary)/driver-input-0-1.o", "/c/tmp/driver-input-1.o", "-o",
                "\(temporary)/PuzzleCheck-1.autolink",
            ])
        #expect(jobs.jobs[2].contains("@\(temporary)/PuzzleCheck-1.autolink"))
        #expect(jobs.jobs[2].contains("$ORIGIN/../m"), "a single-quoted word is one word, without its quotes")
        #expect(!jobs.jobs.joined().contains { $0.contains("TemporaryDirectory") })
        // Without the autolink job, the link no longer reads its list.
        let linked = jobs.withoutAutolinkExtraction()
        #expect(linked.jobs.map { URL(fileURLWithPath: $0[0]).lastPathComponent } == ["swift-frontend", "clang"])
        #expect(!linked.jobs[1].contains { $0.contains("autolink") })
        #expect(linked.jobs[1].count == jobs.jobs[2].count - 1)
    }

    @Test("anything a shell would read otherwise, a tool outside the compiler's folder, or two temporary folders: nil")
    func refusals() {
        #expect(DriverJobs.parse("/tc/bin/swift-frontend -frontend -I \"/a b\"", toolFolder: "/tc/bin") == nil)
        #expect(DriverJobs.parse("/tc/bin/swift-frontend -frontend -I /a\\ b", toolFolder: "/tc/bin") == nil)
        #expect(DriverJobs.parse("/tc/bin/clang -o $HOME/x", toolFolder: "/tc/bin") == nil)
        #expect(DriverJobs.parse("/tc/bin/clang -o '/x", toolFolder: "/tc/bin") == nil, "an open quote")
        #expect(DriverJobs.parse("/usr/bin/ld -o /x", toolFolder: "/tc/bin") == nil, "the system's linker")
        #expect(DriverJobs.parse("swift-frontend -frontend", toolFolder: "/tc/bin") == nil, "not an absolute path")
        #expect(
            DriverJobs.parse(
                "/tc/bin/clang /tmp/TemporaryDirectory.a/x.o /tmp/TemporaryDirectory.b/y.o", toolFolder: "/tc/bin")
                == nil)
        #expect(DriverJobs.parse("\n\n", toolFolder: "/tc/bin") == nil)
    }

    @Test("clang's answer: the one command after its version lines, double-quoted words with escapes")
    func clangAnswer() {
        let answer = """
            clang version 21.0.0 (https://example.org/llvm-project.git 11673e6)
            Target: x86_64-unknown-linux-gnu
            InstalledDir: /tc/bin
             "/tc/bin/ld.lld" "-pie" "-o" "/@@PUZZLES-PROGRAM@@" "-rpath" "$ORIGIN/../m" "a \\"b\\"" "/t/x.o"

            """
        #expect(
            DriverJobs.clangCommand(answer) == [
                "/tc/bin/ld.lld", "-pie", "-o", "/@@PUZZLES-PROGRAM@@", "-rpath", "$ORIGIN/../m", "a \"b\"", "/t/x.o",
            ])
        #expect(DriverJobs.clangCommand(answer + " \"/tc/bin/ld.lld\" \"-o\" \"y\"\n") == nil, "two commands")
        #expect(DriverJobs.clangWords("\"/tc/bin/ld.lld\" -pie") == nil, "an unquoted word")
        #expect(DriverJobs.clangWords("\"/tc/bin/ld.lld") == nil, "an open quote")
        #expect(
            DriverJobs.placeholders(in: ["-o", "/@@PUZZLES-PROGRAM@@", "@@PUZZLES-INPUT-0.o@@", "plain"])
                == ["@@PUZZLES-PROGRAM@@", "@@PUZZLES-INPUT-0.o@@"])
    }

    @Test("input placeholders name their stand-in files; other words are none")
    func standIns() {
        #expect(DriverJobs.standInName(DriverJobs.input(2, ext: "swift")) == "driver-input-2.swift")
        #expect(DriverJobs.standInName(DriverJobs.input(0, ext: "o")) == "driver-input-0.o")
        #expect(DriverJobs.standInName(FrontendCommand.input) == nil)
        #expect(DriverJobs.standInName(DriverJobs.path("ENTRY")) == nil)
        #expect(DriverJobs.standInName("@@PUZZLES-INPUT-../x@@") == nil)
    }

    @Test("jobs run one after the other and stop at the first that fails, with the earlier jobs' standard error")
    func runJobs() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let engine = fixture.engine(cache: fixture.root.appendingPathComponent(".puzzles/cache"))
        let run = { (executable: String, arguments: [String], limit: Double) async throws -> ProcessOutcome in
            try await Subprocess.run(executable, arguments, timeLimit: limit, outputLimit: 1 << 20)
        }
        let passing = try await engine.runJobs(
            [["/bin/sh", "-c", "echo one >&2"], ["/bin/sh", "-c", "echo two >&2; echo out"]], limit: 30, run: run)
        #expect(passing.failedJob == nil)
        #expect(passing.outcome.errorText == "one\ntwo\n")
        #expect(passing.outcome.outputText == "out\n")
        let failing = try await engine.runJobs(
            [
                ["/bin/sh", "-c", "echo one >&2"], ["/bin/sh", "-c", "echo two >&2; exit 3"],
                ["/bin/sh", "-c", "exit 0"],
            ],
            limit: 30, run: run)
        #expect(failing.failedJob == 1)
        #expect(failing.outcome.termination == .exited(3))
        #expect(failing.outcome.errorText == "one\ntwo\n")
    }

    @Test("an exercise and a runs check built through the jobs: the same verdicts, the driver asked once per flags")
    func sameVerdicts() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = Fixture.scratch("puzzles-jobs")
        defer { FileSystem.remove(cache) }
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Greeting.swift", Fixture.greetingSolution)
        let solved = await fixture.engine(cache: cache, reuseResults: false).check(try fixture.exercise("01.1"))
        #expect(solved.outcome == .passed, "\(solved.render())")
        #expect(FileSystem.exists(cache.appendingPathComponent("tmp/driver-input-0.swift")), "the driver was asked")
        #expect(FileSystem.exists(cache.appendingPathComponent("tmp/driver-input-1.o")), "for a program too")
        let programs = cache.appendingPathComponent("programs")
        for module in FileSystem.subfolders(programs) {
            for entry in FileSystem.subfolders(programs.appendingPathComponent(module)) {
                let folder = programs.appendingPathComponent(module).appendingPathComponent(entry)
                #expect(FileSystem.exists(folder.appendingPathComponent("check")))
                #expect(!FileSystem.exists(folder.appendingPathComponent("jobs")), "intermediate files removed")
            }
        }
    }

    @Test("a check that needs a library MiniUI's link does not name links through the driver, and passes")
    func otherLibrary() async throws {
        let fixture = try Fixture.make([
            "Tests/ExerciseTests/Checks/01-basics/01-greeting/prints-greeting.swift": """
            // check: runs
            // Greets Ada, found by a regex built with RegexBuilder (a library of its own).
            import RegexBuilder

            @testable import Exercise01_1

            let name = Regex { "Ada" }
            print(greeting(for: "Ada").contains(name) ? "found" : "missing")

            /* expected output:
            found
            */

            """
        ])
        defer { fixture.cleanUp() }
        let cache = Fixture.scratch("puzzles-jobs")
        defer { FileSystem.remove(cache) }
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Greeting.swift", Fixture.greetingSolution)
        let solved = await fixture.engine(cache: cache, reuseResults: false).check(try fixture.exercise("01.1"))
        #expect(solved.outcome == .passed, "\(solved.render())")
    }

    @Test("an exercise of two files (the driver writes an output file map for it) builds through the jobs too")
    func twoFiles() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = Fixture.scratch("puzzles-jobs")
        defer { FileSystem.remove(cache) }
        try fixture.write(
            "Sources/Exercises/01-basics/01-greeting/Greeting.swift",
            "func greeting(for name: String) -> String { salutation + \", \\(name)!\" }\n")
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Salutation.swift", "let salutation = \"Hello\"\n")
        let solved = await fixture.engine(cache: cache, reuseResults: false).check(try fixture.exercise("01.1"))
        #expect(solved.outcome == .passed, "\(solved.render())")
        #expect(FileSystem.exists(cache.appendingPathComponent("tmp/driver-input-1.swift")), "asked with two files")
        let built = cache.appendingPathComponent("exercises/Exercise01_1")
        for entry in FileSystem.subfolders(built) {
            #expect(FileSystem.exists(built.appendingPathComponent("\(entry)/Modules/Exercise01_1.swiftmodule")))
            #expect(!FileSystem.exists(built.appendingPathComponent("\(entry)/jobs")), "the output file map removed")
        }
        // A compile error in the second file is the learner's, located there.
        try fixture.write(
            "Sources/Exercises/01-basics/01-greeting/Salutation.swift", "let salutation: String = hello\n")
        let broken = await fixture.engine(cache: cache, reuseResults: false).check(try fixture.exercise("01.1"))
        #expect(broken.outcome == .doesNotCompile, "\(broken.render())")
        #expect(broken.fileToEdit?.hasSuffix("Salutation.swift") == true, "\(broken.render())")
    }

    @Test("the driver's answer is remembered in the cache: a later run (a learner's next check) does not ask again")
    func remembered() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = Fixture.scratch("puzzles-jobs")
        defer { FileSystem.remove(cache) }
        try fixture.write("Sources/Exercises/01-basics/01-greeting/Greeting.swift", Fixture.greetingSolution)
        let first = await fixture.engine(cache: cache, reuseResults: false).check(try fixture.exercise("01.1"))
        #expect(first.outcome == .passed, "\(first.render())")
        let stamps = FileSystem.files(cache.appendingPathComponent("stamps")).filter { $0.hasPrefix("jobs-") }
        #expect(stamps.count == 2, "the exercise's jobs and the program's: \(stamps)")
        // Without its stand-ins the driver could not be asked again: they come back only if it is.
        FileSystem.remove(cache.appendingPathComponent("tmp/driver-input-0.swift"))
        FileSystem.remove(cache.appendingPathComponent("tmp/driver-input-1.o"))
        FileSystem.remove(cache.appendingPathComponent("exercises"))
        FileSystem.remove(cache.appendingPathComponent("programs"))
        // The same builds again: the check compiled too, not only linked from its shared object (other flags).
        FileSystem.remove(cache.appendingPathComponent("check-objects"))
        let second = await fixture.engine(cache: cache, reuseResults: false).check(try fixture.exercise("01.1"))
        #expect(second.outcome == .passed, "\(second.render())")
        #expect(!FileSystem.exists(cache.appendingPathComponent("tmp/driver-input-0.swift")), "not asked again")
        #expect(!FileSystem.exists(cache.appendingPathComponent("tmp/driver-input-1.o")), "not asked again")
    }
}
