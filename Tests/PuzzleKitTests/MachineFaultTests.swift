import Foundation
import Testing

@testable import PuzzleKit
@testable import PuzzlesCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Failures of the machine, never the learner's: a full disk, a compiler killed from outside, a read-only or
/// vanished cache, a compile that outlives its limit, a runner killed under its children, a terminal left
/// raw. Each ends in an uncached `cannotCheck` (or a fallback) with advice about the machine, and the next
/// check after the fault is gone gives the true verdict. Faults are made by a fake compiler (the real one
/// behind a script, misbehaving while a switch file exists), so nothing here depends on timing.
@Suite("Faults of the machine")
struct MachineFaultTests {
    /// A compiler that runs `fault` (shell lines) instead of the real compiler when it compiles the exercise
    /// 01.1 (its `Greeting.swift`, or `matching`) while `<fixture>/fault-on` exists, and logs each fault.
    static func fakeCompiler(in fixture: Fixture, matching: String = "*Greeting.swift", fault: String) throws -> URL {
        let swiftc = try #require(Subprocess.findExecutable("swiftc", environment: ProcessInfo.processInfo.environment))
        let root = fixture.root.path
        try fixture.write(
            "fake-swiftc",
            """
            #!/bin/sh
            # The real compiler, except while \(root)/fault-on exists.
            if [ -e "\(root)/fault-on" ]; then
              for argument in "$@"; do
                case "$argument" in \(matching))
                  echo fault >> "\(root)/faults.log"
            \(fault)
                  ;;
                esac
              done
            fi
            exec "\(swiftc)" "$@"

            """)
        let url = fixture.root.appendingPathComponent("fake-swiftc")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try fixture.write("fault-on", "")
        return url
    }

    static func engine(
        _ fixture: Fixture, compiler: URL, cache: URL? = nil, compileLimit: Double = 300,
        events: Locked<[EngineEvent]>? = nil
    ) -> CheckEngine {
        var options = Fixture.options()
        options.cacheFolder = cache ?? fixture.root.appendingPathComponent(".puzzles/cache")
        options.environment = ProcessInfo.processInfo.environment.merging(["SWIFTC": compiler.path]) { $1 }
        options.compileTimeLimit = compileLimit
        if let events { options.onEvent = { event in events.withLock { $0.append(event) } } }
        return CheckEngine(kit: fixture.kit, options: options)
    }

    static func faultCount(_ fixture: Fixture) -> Int {
        (FileSystem.readText(fixture.root.appendingPathComponent("faults.log")) ?? "").split(separator: "\n").count
    }

    /// A cache folder outside the kit, as `PUZZLES_CACHE` makes it: advice must name this path.
    static func outsideCache() -> URL {
        Fixture.scratch("puzzles-moved-cache")
    }

    @Test(
        "a full disk while the exercise compiles: no verdict, 'free space' on the cache's actual disk, nothing cached")
    func diskFullWhileCompilingTheExercise() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = Self.outsideCache()
        defer { FileSystem.remove(cache) }
        let compiler = try Self.fakeCompiler(
            in: fixture,
            fault: """
                  echo "<unknown>:0: error: error opening '\(cache.path)/exercises/Exercise01_1/x/Exercise01_1.o' for output: No space left on device" >&2
                  exit 1
                """)
        let full = await Self.engine(fixture, compiler: compiler, cache: cache).check(try fixture.exercise("01.1"))
        #expect(full.outcome == .cannotCheck, "\(full.render())")
        #expect(full.evidence == .cannotCheck(.machine(.diskFull(folder: cache.path))))
        #expect(full.next == .freeSpace(folder: cache.path))
        #expect(!full.isLearnersToFix)
        let words = full.render()
        #expect(words.contains("the disk that holds \(cache.path) is full"))
        #expect(words.contains("Free some space on the disk that holds \(cache.path), then check again."))
        #expect(!words.contains(".puzzles/cache"), "the cache as configured, not the default")

        try fixture.remove("fault-on")
        let again = await Self.engine(fixture, compiler: compiler, cache: cache).check(try fixture.exercise("01.1"))
        #expect(again.outcome == .checkFailed, "the starter's true verdict once space is free: \(again.render())")
    }

    /// Builds the launcher into `cache` beforehand, as an earlier run would have (engines build it in the
    /// background and run their first compiles without it).
    static func prepareLauncher(in cache: URL) async throws {
        let toolchain = try await Toolchain.discover(scratch: cache.appendingPathComponent("tmp"))
        try #require(
            await ProcessLauncher.build(swiftc: toolchain.swiftc, version: toolchain.version, cache: cache) != nil)
    }

    /// Writes `count` zero bytes to a new file, closed on exec: the tests run side by side, and a child process
    /// started meanwhile by another test must not keep the file (and its space) after it is deleted.
    static func writeZeros(_ count: Int, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0, count: 1 << 20)
        var left = count
        while left > 0 {
            let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, min(left, chunk.count)) }
            guard written > 0 else { break }  // the disk is full: as full as it gets
            left -= written
        }
    }

    /// Mounts a size-limited tmpfs at `folder` where this test may (root, with the right to mount); `false` elsewhere.
    static func mountSmallDisk(at folder: URL, megabytes: Int) -> Bool {
        #if os(Linux)
            guard getuid() == 0, FileSystem.isRegularFile(URL(fileURLWithPath: "/bin/mount")) else { return false }
            try? FileSystem.createDirectory(folder)
            let outcome = try? Subprocess.runBlocking(
                "/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", folder.path], timeLimit: 30,
                outputLimit: 1 << 16)
            return outcome?.succeeded == true
        #else
            return false
        #endif
    }

    @Test("a really full disk (a small tmpfs, where the test may mount one): no verdict, then the true one once freed")
    func reallyFullDisk() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let disk = fixture.root.appendingPathComponent("small-disk")
        guard Self.mountSmallDisk(at: disk, megabytes: 160) else { return }  // no right to mount here
        defer {
            _ = try? Subprocess.runBlocking("/bin/umount", ["-l", disk.path], timeLimit: 30, outputLimit: 1 << 16)
        }
        let cache = disk.appendingPathComponent("cache")
        try await Self.prepareLauncher(in: cache)
        var options = Fixture.options()
        options.cacheFolder = cache
        // Everything the compiles need once, then the disk filled to the last few kilobytes.
        let warm = await CheckEngine(kit: fixture.kit, options: options).check(try fixture.exercise("01.2"))
        #expect(warm.outcome == .checkFailed, "\(warm.render())")
        let free = try #require(
            (try FileManager.default.attributesOfFileSystem(forPath: disk.path)[.systemFreeSize] as? NSNumber)?
                .intValue)
        let filler = disk.appendingPathComponent("filler")
        try Self.writeZeros(max(0, free - 16 * 1024), to: filler)
        let full = await CheckEngine(kit: fixture.kit, options: options).check(try fixture.exercise("01.1"))
        // The cache as configured, here inside the kit.
        #expect(full.evidence == .cannotCheck(.machine(.diskFull(folder: "small-disk/cache"))), "\(full.render())")
        #expect(full.next == .freeSpace(folder: "small-disk/cache"))

        FileSystem.remove(filler)
        let freed = await CheckEngine(kit: fixture.kit, options: options).check(try fixture.exercise("01.1"))
        #expect(freed.outcome == .checkFailed, "the starter's true verdict once space is free: \(freed.render())")
    }

    @Test("a compiled MiniUI whose library vanished is built again: never a learner's link error")
    func vanishedMiniUILibrary() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = fixture.root.appendingPathComponent(".puzzles/cache")
        let events = Locked<[EngineEvent]>([])
        let first = await fixture.engine(cache: cache, events: events).check(try fixture.exercise("01.1"))
        #expect(first.outcome == .checkFailed, "\(first.render())")
        let libraries = FileSystem.filesRecursively(cache.appendingPathComponent("miniui")).filter {
            $0.hasSuffix("/" + MiniUIBuild.libraryName)
        }
        try #require(libraries.count == 1, "one compiled MiniUI: \(libraries)")
        FileSystem.remove(cache.appendingPathComponent("miniui/" + libraries[0]))
        // A new engine (a new run), so nothing of the first is remembered in memory; the exercise edited so its
        // checks link again.
        let greeting = fixture.root.appendingPathComponent("Sources/Exercises/01-basics/01-greeting/Greeting.swift")
        try (try String(contentsOf: greeting, encoding: .utf8) + "// an edit\n").write(
            to: greeting, atomically: true, encoding: .utf8)
        let again = await fixture.engine(cache: cache, events: events).check(try fixture.exercise("01.1"))
        #expect(again.outcome == .checkFailed, "the starter's true verdict: \(again.render())")
        #expect(!again.render().contains("unable to find library"), "\(again.render())")
        #expect(events.compiles(of: .miniUI) == 2, "MiniUI built again")
    }

    @Test("a machine fault leaves the learner's progress as it was: a passed exercise stays passed")
    func faultLeavesProgress() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        try RunnerTests.solve(fixture, "01-basics/01-greeting", file: "Greeting.swift")
        let cache = fixture.root.appendingPathComponent("cache").path
        let passed = await RunnerTests.run(["check", "01.1"], in: fixture, environment: ["PUZZLES_CACHE": cache])
        #expect(passed.code == 0, "\(passed.out)")
        #expect(ProgressStore(kit: fixture.kit).load().progress.verdicts["01.1"]?.outcome == .passed)
        // The disk fills up (a new edit must be compiled): no verdict, and the exercise is still done.
        try fixture.write(
            "Sources/Exercises/01-basics/01-greeting/Greeting.swift",
            Fixture.greetingSolution + "// an edit\n")
        let compiler = try Self.fakeCompiler(
            in: fixture,
            fault: """
                  echo "<unknown>:0: error: No space left on device" >&2
                  exit 1
                """)
        let full = await RunnerTests.run(
            ["check", "01.1"], in: fixture, environment: ["PUZZLES_CACHE": cache, "SWIFTC": compiler.path])
        #expect(full.out.contains("is full, so nothing was judged"), "\(full.out)")
        #expect(ProgressStore(kit: fixture.kit).load().progress.verdicts["01.1"]?.outcome == .passed)
    }

    @Test("a full disk while MiniUI compiles is not 'MiniUI does not compile', and is not remembered")
    func diskFullWhileCompilingMiniUI() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let compiler = try Self.fakeCompiler(
            in: fixture, matching: "*MiniUI.swift",
            fault: """
                  echo "<unknown>:0: error: error closing '\(fixture.root.path)/.puzzles/cache/miniui/x/Modules/MiniUI.swiftmodule' for output: No space left on device" >&2
                  exit 1
                """)
        let full = await Self.engine(fixture, compiler: compiler).check(try fixture.exercise("01.1"))
        #expect(full.evidence == .cannotCheck(.machine(.diskFull(folder: ".puzzles/cache"))), "\(full.render())")
        #expect(full.next == .freeSpace(folder: ".puzzles/cache"))
        #expect(!full.render().contains("git checkout"), "no advice to restore MiniUI: \(full.render())")

        try fixture.remove("fault-on")
        let again = await Self.engine(fixture, compiler: compiler).check(try fixture.exercise("01.1"))
        #expect(again.outcome == .checkFailed, "MiniUI compiles once space is free: \(again.render())")
    }

    @Test("a compiler killed by a signal (the OOM killer, Ctrl-C) gives no verdict; the next check compiles")
    func signalKilledCompiler() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        // The driver killed outright, as the OOM killer does it.
        let compiler = try Self.fakeCompiler(in: fixture, fault: "      kill -KILL $$")
        let killed = await Self.engine(fixture, compiler: compiler).check(try fixture.exercise("01.1"))
        #expect(killed.evidence == .cannotCheck(.machine(.killedBySignal(signal: "SIGKILL"))), "\(killed.render())")
        #expect(killed.next == .checkAgain)
        #expect(killed.render().contains("ran out of memory"))
        #expect(Self.faultCount(fixture) == 1, "a machine fault is not retried at once")

        try fixture.remove("fault-on")
        let again = await Self.engine(fixture, compiler: compiler).check(try fixture.exercise("01.1"))
        #expect(again.outcome == .checkFailed, "\(again.render())")
    }

    @Test("a frontend killed under the driver ('failed due to signal 2') gives no verdict, in checks too")
    func signalKilledFrontend() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        // The driver survives and reports its frontend's death, here while a check file is type-checked.
        let compiler = try Self.fakeCompiler(
            in: fixture, matching: "*calls-greeting.swift",
            fault: """
                  echo "error: compile command failed due to signal 2 (use -v to see invocation)" >&2
                  exit 1
                """)
        let stopped = await Self.engine(fixture, compiler: compiler).check(
            try fixture.exercise("01.1"), from: .solutions)
        #expect(stopped.evidence == .cannotCheck(.machine(.killedBySignal(signal: "SIGINT"))), "\(stopped.render())")
        #expect(stopped.next == .checkAgain)
        #expect(stopped.render().contains("stopped it from outside"))

        try fixture.remove("fault-on")
        let again = await Self.engine(fixture, compiler: compiler).check(try fixture.exercise("01.1"), from: .solutions)
        #expect(again.passed, "the check's result was not cached as a failure: \(again.render())")
    }

    @Test("a check's program killed from outside (the OOM killer's SIGKILL) is not a crash, and is not remembered")
    func programKilledFromOutside() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        // The program stands in for one the OOM killer picks: it is killed by SIGKILL while the switch exists.
        let switchFile = fixture.root.appendingPathComponent("fault-on")
        try fixture.write("fault-on", "")
        try fixture.write(
            "Sources/Exercises/01-basics/01-greeting/Greeting.swift",
            """
            import Foundation

            func greeting(for name: String) -> String {
                if FileManager.default.fileExists(atPath: "\(switchFile.path)") { kill(getpid(), SIGKILL) }
                return "Hello, \\(name)!"
            }

            """)
        let engine = fixture.engine(cache: fixture.root.appendingPathComponent(".puzzles/cache"))
        let killed = await engine.check(try fixture.exercise("01.1"))
        #expect(killed.evidence == .cannotCheck(.machine(.killedBySignal(signal: "SIGKILL"))), "\(killed.render())")
        #expect(killed.next == .checkAgain)
        #expect(!killed.isLearnersToFix)

        try fixture.remove("fault-on")
        let again = await fixture.engine(cache: fixture.root.appendingPathComponent(".puzzles/cache")).check(
            try fixture.exercise("01.1"))
        #expect(again.passed, "the same program, run again: \(again.render())")
    }

    @Test("a cache that turns read-only under the compiler: 'make it writable', naming the cache; then it passes")
    func cacheTurnsReadOnly() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let compiler = try Self.fakeCompiler(
            in: fixture,
            fault: """
                  echo "<unknown>:0: error: error opening '\(fixture.root.path)/.puzzles/cache/exercises/Exercise01_1/x/Exercise01_1.o' for output: \(fixture.root.path)/.puzzles/cache/exercises/Exercise01_1/x/Exercise01_1.o: Read-only file system" >&2
                  exit 1
                """)
        let readOnly = await Self.engine(fixture, compiler: compiler).check(try fixture.exercise("01.1"))
        #expect(
            readOnly.evidence
                == .cannotCheck(.machine(.notWritable(folder: ".puzzles/cache", reason: "Read-only file system"))),
            "\(readOnly.render())")
        #expect(readOnly.next == .makeWritable(folder: ".puzzles/cache"))
        #expect(readOnly.render().contains("set PUZZLES_CACHE to a writable folder"))

        try fixture.remove("fault-on")
        let again = await Self.engine(fixture, compiler: compiler).check(try fixture.exercise("01.1"))
        #expect(again.outcome == .checkFailed, "\(again.render())")
    }

    @Test("an unwritable cache folder falls back to a temporary one, said in one line, and checks still work")
    func unwritableCacheFallsBack() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        // Below a regular file nothing can be created, even by root (whom permissions do not stop).
        try fixture.write("not-a-folder", "")
        let blocked = fixture.root.appendingPathComponent("not-a-folder/cache")
        var options = Fixture.options()
        options.cacheFolder = blocked
        let engine = CheckEngine(kit: fixture.kit, options: options)
        let fallback = try #require(engine.cacheFallback)
        #expect(fallback.requested == "not-a-folder/cache")
        #expect(fallback.reason == "Not a directory")
        #expect(engine.cacheFolder.path == fallback.used)
        #expect(engine.cacheFolder.path.hasPrefix(FileManager.default.temporaryDirectory.standardizedFileURL.path))
        defer {
            // The fallback (`<tmp>/puzzles-cache-<uid>/<hash>`) and, once empty, its user's folder.
            FileSystem.remove(engine.cacheFolder)
            _ = rmdir(engine.cacheFolder.deletingLastPathComponent().path)
        }
        let verdict = await engine.check(try fixture.exercise("01.1"), from: .solutions)
        #expect(verdict.passed, "\(verdict.render())")

        let run = await RunnerTests.run(["check", "01.1"], in: fixture, environment: ["PUZZLES_CACHE": blocked.path])
        let lines = run.error.split(separator: "\n").filter { $0.contains("cannot be written") }
        #expect(lines.count == 1, "one line says so: \(run.error)")
        #expect(lines.first?.contains("using the temporary cache \(fallback.used)") == true)
        #expect(run.out.contains("Hint: swift run puzzles hint 01.1"), "the check ran: \(run.out)")

        // A writable folder is used as it is.
        let writable = CheckEngine(
            kit: fixture.kit,
            options: {
                var o = options
                o.cacheFolder = Fixture.sharedCache
                return o
            }())
        #expect(writable.cacheFallback == nil)
    }

    @Test(
        "a really read-only cache (a tmpfs remounted read-only, where the test may mount one) falls back, then recovers"
    )
    func reallyReadOnlyCache() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let disk = fixture.root.appendingPathComponent("read-only-disk")
        guard Self.mountSmallDisk(at: disk, megabytes: 4) else { return }  // no right to mount here
        defer {
            _ = try? Subprocess.runBlocking("/bin/umount", ["-l", disk.path], timeLimit: 30, outputLimit: 1 << 16)
        }
        func remount(_ mode: String) throws {
            let outcome = try Subprocess.runBlocking(
                "/bin/mount", ["-o", "remount,\(mode)", disk.path], timeLimit: 30, outputLimit: 1 << 16)
            try #require(outcome.succeeded, "\(outcome.combinedText)")
        }
        try remount("ro")
        var options = Fixture.options()
        options.cacheFolder = disk.appendingPathComponent("cache")
        let engine = CheckEngine(kit: fixture.kit, options: options)
        let fallback = try #require(engine.cacheFallback)
        #expect(fallback.requested == "read-only-disk/cache" && fallback.reason == "Read-only file system")
        defer {
            // The fallback (`<tmp>/puzzles-cache-<uid>/<hash>`) and, once empty, its user's folder.
            FileSystem.remove(engine.cacheFolder)
            _ = rmdir(engine.cacheFolder.deletingLastPathComponent().path)
        }
        let verdict = await engine.check(try fixture.exercise("01.1"), from: .solutions)
        #expect(verdict.passed, "\(verdict.render())")

        try remount("rw")
        let writable = CheckEngine(kit: fixture.kit, options: options)
        #expect(writable.cacheFallback == nil)
        #expect(writable.cacheFolder.path == disk.appendingPathComponent("cache").path)
    }

    @Test("a cache deleted under the compiler: never a compile error; the check is tried again and judged")
    func cacheVanishesUnderTheCompiler() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let cache = fixture.root.appendingPathComponent(".puzzles/cache")
        // Once: delete the whole cache (the switch too), then let the real compiler meet the missing files.
        let compiler = try Self.fakeCompiler(
            in: fixture, fault: "      rm -rf \"\(cache.path)\" \"\(fixture.root.path)/fault-on\"")
        let verdict = await Self.engine(fixture, compiler: compiler).check(try fixture.exercise("01.1"))
        #expect(Self.faultCount(fixture) == 1)
        #expect(verdict.outcome != .doesNotCompile, "\(verdict.render())")
        if verdict.outcome == .cannotCheck {
            #expect(verdict.next == .checkAgain, "\(verdict.evidence)")
        } else {
            #expect(verdict.outcome == .checkFailed, "retried and judged: \(verdict.render())")
        }
        let again = await Self.engine(fixture, compiler: compiler).check(try fixture.exercise("01.1"))
        #expect(again.outcome == .checkFailed, "\(again.render())")
    }

    @Test(
        "a compile past its limit: progress events, then no verdict with the diagnostics printed so far and their file")
    func longCompileKeepsPartialDiagnostics() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        // Like the real driver: silent while the type checker works, its diagnostics so far when interrupted.
        let compiler = try Self.fakeCompiler(
            in: fixture,
            fault: """
                  trap 'echo "$argument:5:12: error: the compiler is unable to type-check this expression in reasonable time" >&2; exit 130' INT
                  sleep 300 &
                  wait $!
                  sleep 300
                """)
        let events = Locked<[EngineEvent]>([])
        let slow = await Self.engine(fixture, compiler: compiler, compileLimit: 6, events: events).check(
            try fixture.exercise("01.1"))
        let file = "Sources/Exercises/01-basics/01-greeting/Greeting.swift"
        guard case .cannotCheck(.compilerTimedOut(let limit, let partial)) = slow.evidence else {
            Issue.record("a compile stopped at its limit gives no verdict: \(slow.render())")
            return
        }
        #expect(limit == 6)
        #expect(partial.text.contains("\(file):5:12: error: the compiler is unable to type-check"), "\(partial.text)")
        #expect(slow.fileToEdit == file && slow.line == 5)
        #expect(slow.next == .speedUpCompile(file: file, line: 5))
        let words = slow.render()
        #expect(words.contains("did not finish within 6 seconds"))
        #expect(words.contains("What the compiler had printed when it was stopped:"))
        #expect(words.contains("PUZZLES_COMPILE_LIMIT=120"))

        let progress = events.withLock { $0 }.compactMap { event -> (Double, Bool)? in
            if case .compileProgress(.exercise("Exercise01_1"), let seconds, let finished) = event {
                return (seconds, finished)
            }
            return nil
        }
        #expect(progress.contains { !$0.1 && $0.0 >= CheckEngine.progressDelay }, "reported while it ran: \(progress)")
        #expect(progress.last?.1 == true, "and once more when it ended")

        try fixture.remove("fault-on")
        let again = await Self.engine(fixture, compiler: compiler).check(try fixture.exercise("01.1"))
        #expect(again.outcome == .checkFailed, "\(again.render())")
    }

    @Test("the runner's compile limit comes from PUZZLES_COMPILE_LIMIT, and long compiles show as plain lines")
    func compileLimitFromTheEnvironment() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let compiler = try Self.fakeCompiler(in: fixture, fault: "      sleep 300")
        let run = await RunnerTests.run(
            ["check", "01.1"], in: fixture,
            environment: [
                "SWIFTC": compiler.path, "PUZZLES_COMPILE_LIMIT": "5",
                "PUZZLES_CACHE": fixture.root.appendingPathComponent("cache").path,
            ])
        #expect(run.out.contains("did not finish within 5 seconds"), "\(run.out)")
        #expect(run.error.contains("compiling 01.1… ("), "\(run.error)")
        #expect(!run.error.contains("\u{1B}"), "plain lines when standard error is not a terminal")
    }

    @Test("a learner's commands allow a compile a minute, instructors' commands five, PUZZLES_COMPILE_LIMIT any")
    func compileLimits() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        func limit(_ arguments: [String], _ environment: [String: String] = [:]) throws -> Double {
            let (spec, parsed) = try ArgumentParser.parse(arguments)
            let (console, _) = Console.capture()
            let runner = Runner(
                kit: fixture.kit, console: console, presenter: Presenter(language: .en, style: .plain),
                environment: ["PUZZLES_CACHE": Fixture.sharedCache.path].merging(environment) { $1 },
                directory: fixture.root, arguments: parsed, spec: spec)
            return runner.makeEngine().options.compileTimeLimit
        }
        #expect(try limit(["check"]) == 60)
        #expect(try limit(["watch"]) == 60)
        #expect(try limit(["verify", "--solutions"]) == 300)
        #expect(try limit(["grade", "."]) == 300)
        #expect(try limit(["check"], ["PUZZLES_COMPILE_LIMIT": "120"]) == 120)
        #expect(try limit(["grade", "."], ["PUZZLES_COMPILE_LIMIT": "30"]) == 30)
    }

    @Test("on a terminal the progress line is rewritten in place and erased at the end, in both languages")
    func progressLineOnATerminal() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        for (language, words) in [(Language.en, "compiling 01.1… (4 s)"), (.ja, "01.1 をコンパイルしています… （4 秒）")] {
            let (console, capture) = Console.capture(errorIsTerminal: true)
            let line = CompileProgressLine(console: console, presenter: Presenter(language: language, style: .plain))
            line.update(.exercise("Exercise01_1"), seconds: 3.2, finished: false)
            line.update(.exercise("Exercise01_1"), seconds: 4.1, finished: false)
            line.update(.check("Exercise01_1", check: "calls-greeting"), seconds: 3.0, finished: false)
            line.update(.check("Exercise01_1", check: "calls-greeting"), seconds: 3.5, finished: true)
            line.update(.exercise("Exercise01_1"), seconds: 4.5, finished: true)
            #expect(capture.error.contains("\r\u{1B}[K" + words), "\(capture.error)")
            #expect(capture.error.hasSuffix("\r\u{1B}[K"), "erased when the last compile ends")
            #expect(!capture.error.contains("\n"), "one line, rewritten")
        }
    }

    @Test("errors located in the learner's code are the code's, even when they quote a machine's words")
    func locatedErrorsAreNeverMachineFaults() {
        let shown = { (path: String) in path }
        let learner = """
            Sources/X.swift:3:8: error: No space left on device
            #error("No space left on device")
                   ^
            Sources/X.swift:4:5: error: cannot find 'boom' in scope
            let error = "Read-only file system: No space left on device" + boom
                                                                           ^~~~
            """
        #expect(FaultClassifier.fault(inText: learner, shown: shown) == nil)
        #expect(
            FaultClassifier.fault(
                inText: "/usr/bin/ld.gold: fatal error: /c/programs/check: write: No space left on device\n"
                    + "error: link command failed with exit code 1 (use -v to see invocation)",
                shown: { _ in "cache" }) == .diskFull(folder: "cache"),
            "the linker's words count too")
        #expect(
            FaultClassifier.fault(inText: "error: compile command failed due to signal 11", shown: shown) == nil,
            "a compiler crash (SIGSEGV) is deterministic: the code's verdict")
        #expect(
            FaultClassifier.fault(inText: "error: compile command failed due to signal 9 (use -v)", shown: shown)
                == .killedBySignal(signal: "SIGKILL"))
        #expect(
            FaultClassifier.fault(inText: "<unknown>:0: error: Disk quota exceeded", shown: { _ in "cache" })
                == .diskFull(folder: "cache"))
    }

    @Test("the engine's children say the system's words in English, whatever the learner's locale")
    func systemWordsInEnglish() throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        var options = Fixture.options()
        options.cacheFolder = Fixture.sharedCache
        options.environment = ["LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8", "PATH": "/usr/bin"]
        let environment = CheckEngine(kit: fixture.kit, options: options).options.environment
        #expect(environment["LC_MESSAGES"] == "C" && environment["LC_ALL"] == nil)
        #expect(environment["LC_CTYPE"] == "ja_JP.UTF-8" && environment["LANG"] == "ja_JP.UTF-8")
    }

    // MARK: - Processes that outlive the runner

    /// Waits (without a time assertion: a generous bound only ends a hung test) until a process is gone
    /// (or a zombie no one reaps: it runs no more).
    static func waitUntilGone(_ pid: pid_t) async -> Bool {
        for _ in 0..<600 {
            if kill(pid, 0) != 0 { return true }
            if let stat = FileSystem.readText(URL(fileURLWithPath: "/proc/\(pid)/stat")),
                let state = stat.split(separator: ")").last?.split(separator: " ").first, state == "Z"
            {
                return true
            }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
        return false
    }

    static func waitForFile(_ url: URL) async -> String? {
        for _ in 0..<1200 {
            if let text = FileSystem.readText(url), text.hasSuffix("\n") { return text }
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
        return nil
    }

    @Test("a child's whole process group dies with its parent, even when the parent is killed by SIGKILL")
    func launcherStopsTheGroupWhenTheParentDies() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let swiftc = try #require(Subprocess.findExecutable("swiftc", environment: ProcessInfo.processInfo.environment))
        let launcher = try #require(
            await ProcessLauncher.build(
                swiftc: swiftc, version: "test", cache: fixture.root.appendingPathComponent("c")))
        let pidFile = fixture.root.appendingPathComponent("grandchild.pid")
        // The "runner" is a shell; the launcher's child starts a grandchild, as swiftc starts swift-frontend.
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/bin/sh")
        parent.arguments = [
            "-c",
            "\"\(launcher)\" $$ /bin/sh -c 'sleep 300 & echo $! > \"\(pidFile.path)\"; wait'",
        ]
        try parent.run()
        let grandchild = try #require(
            await Self.waitForFile(pidFile).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        #expect(kill(grandchild, 0) == 0, "the grandchild runs")
        kill(parent.processIdentifier, SIGKILL)
        parent.waitUntilExit()
        #expect(await Self.waitUntilGone(grandchild), "the grandchild died with the parent")
    }

    @Test("the launcher ends as its child ended: the same status, or the same signal")
    func launcherKeepsTheTermination() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let swiftc = try #require(Subprocess.findExecutable("swiftc", environment: ProcessInfo.processInfo.environment))
        let launcher = try #require(
            await ProcessLauncher.build(
                swiftc: swiftc, version: "test", cache: fixture.root.appendingPathComponent("c")))
        let exited = try await Subprocess.run(
            "/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], timeLimit: 60, outputLimit: 1 << 16, launcher: launcher
        )
        #expect(exited.termination == .exited(3))
        #expect(exited.outputText == "out\n" && exited.errorText == "err\n")
        let killed = try await Subprocess.run(
            "/bin/sh", ["-c", "kill -TERM $$"], timeLimit: 60, outputLimit: 1 << 16, launcher: launcher)
        #expect(killed.termination == .signaled(SIGTERM))
    }

    @Test(
        "a child inherits none of the runner's files, even one opened without close-on-exec",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "needs /proc to see a child's files"))
    func childInheritsNoDescriptor() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        // Opened as Foundation opens the files it writes: no close-on-exec.
        let descriptor = open(fixture.root.appendingPathComponent("held").path, O_WRONLY | O_CREAT, 0o644)
        try #require(descriptor > 2)
        defer { close(descriptor) }
        let probe = try await Subprocess.run(
            "/bin/sh", ["-c", "if [ -e /proc/$$/fd/\(descriptor) ]; then echo open; else echo closed; fi"],
            timeLimit: 60, outputLimit: 1 << 16)
        #expect(probe.outputText == "closed\n", "descriptor \(descriptor) in the child: \(probe.outputText)")
    }

    /// The runner built beside the tests (`swift build` builds it), if there is one.
    static var builtRunner: URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [
            folder, folder.deletingLastPathComponent(), folder.deletingLastPathComponent().deletingLastPathComponent(),
        ] {
            let url = candidate.appendingPathComponent("puzzles")
            if FileSystem.isRegularFile(url), access(url.path, X_OK) == 0 { return url }
        }
        return nil
    }

    @Test(
        "a runner interrupted or killed mid-compile leaves no compiler running",
        .enabled(if: MachineFaultTests.builtRunner != nil, "needs the puzzles runner built beside the tests"),
        arguments: [SIGINT, SIGTERM, SIGKILL])
    func runnerKilledTakesItsChildren(signal: Int32) async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let runnerPath = try #require(Self.builtRunner)
        let pidFile = fixture.root.appendingPathComponent("compiler.pid")
        // A compiler that starts a helper process and hangs, as swiftc does with swift-frontend.
        let compiler = try Self.fakeCompiler(
            in: fixture,
            fault: """
                  sleep 300 &
                  echo "$$ $!" > "\(pidFile.path)"
                  wait
                """)
        let cache = fixture.root.appendingPathComponent("cache")
        try await Self.prepareLauncher(in: cache)
        let runner = Process()
        runner.executableURL = runnerPath
        runner.arguments = ["check", "01.1"]
        runner.currentDirectoryURL = fixture.root
        runner.environment = RunnerTests.environment([
            "SWIFTC": compiler.path, "PUZZLES_CACHE": cache.path,
        ])
        runner.standardOutput = FileHandle.nullDevice
        runner.standardError = FileHandle.nullDevice
        try runner.run()
        let pids = try #require(await Self.waitForFile(pidFile)).split(whereSeparator: \.isWhitespace).compactMap {
            pid_t($0)
        }
        #expect(pids.count == 2)
        kill(runner.processIdentifier, signal)
        runner.waitUntilExit()
        #expect(runner.terminationReason == .uncaughtSignal && runner.terminationStatus == signal)
        for pid in pids {
            #expect(
                await Self.waitUntilGone(pid), "process \(pid) died with the runner (\(Subprocess.signalName(signal)))")
        }
        // And once the fault is gone, the next run gives the true verdict.
        try fixture.remove("fault-on")
        let again = await RunnerTests.run(["check", "01.1"], in: fixture, environment: ["SWIFTC": compiler.path])
        #expect(again.code == 1 && again.out.contains("Hint: swift run puzzles hint 01.1"), "\(again.out)")
    }

    /// A pseudo-terminal: its controlling side and the terminal side a program reads from (the pty functions
    /// are reached through dlsym: the Glibc module leaves them out).
    static func openPseudoTerminal() throws -> (master: Int32, terminal: Int32) {
        let libc = dlopen(nil, RTLD_NOW)
        typealias OpenPT = @convention(c) (Int32) -> Int32
        typealias OnDescriptor = @convention(c) (Int32) -> Int32
        typealias PTSName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let openpt = unsafeBitCast(try #require(dlsym(libc, "posix_openpt")), to: OpenPT.self)
        let grant = unsafeBitCast(try #require(dlsym(libc, "grantpt")), to: OnDescriptor.self)
        let unlock = unsafeBitCast(try #require(dlsym(libc, "unlockpt")), to: OnDescriptor.self)
        let ptsname = unsafeBitCast(try #require(dlsym(libc, "ptsname")), to: PTSName.self)
        let master = openpt(O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        try #require(grant(master) == 0 && unlock(master) == 0)
        let name = try #require(ptsname(master).map { String(cString: $0) })
        let terminal = open(name, O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        return (master, terminal)
    }

    static func echoes(_ terminal: Int32) -> Bool {
        var settings = termios()
        tcgetattr(terminal, &settings)
        return settings.c_lflag & tcflag_t(ECHO) != 0
    }

    @Test("watch's raw terminal is restored by the signal path, not only by a normal exit")
    func terminalRestoredOnSignal() throws {
        let (master, terminal) = try Self.openPseudoTerminal()
        defer {
            close(terminal)
            close(master)
        }
        func echoes() -> Bool { Self.echoes(terminal) }
        #expect(echoes())
        RawTerminal.enable(terminal)
        #expect(!echoes() && RawTerminal.isRaw)
        // What the signal handler does for the terminal (its other half, stopping every child of this process,
        // would stop the other tests' compilers: the runner's own test below covers it).
        RawTerminal.restoreFromSignal()
        #expect(echoes(), "echo and line editing are back")
        RawTerminal.disable()
        #expect(!RawTerminal.isRaw)
    }

    @Test(
        "Ctrl-C, kill or a hang-up in watch: the runner ends by the signal and the terminal echoes again",
        .enabled(if: MachineFaultTests.builtRunner != nil, "needs the puzzles runner built beside the tests"),
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func watchRestoresTheTerminal(signal: Int32) async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let (master, terminal) = try Self.openPseudoTerminal()
        defer {
            close(terminal)
            close(master)
        }
        let runnerPath: URL = try #require(Self.builtRunner)
        let runner = Process()
        runner.executableURL = runnerPath
        runner.arguments = ["watch", "--manual-run"]
        runner.currentDirectoryURL = fixture.root
        runner.environment = RunnerTests.environment()
        runner.standardInput = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        runner.standardOutput = FileHandle.nullDevice
        runner.standardError = FileHandle.nullDevice
        try runner.run()
        var raw = false
        for _ in 0..<1200 where !raw {
            raw = !Self.echoes(terminal)
            if !raw { try await Task.sleep(nanoseconds: 50_000_000) }
        }
        try #require(raw, "watch turned echo off")
        kill(runner.processIdentifier, signal)
        runner.waitUntilExit()
        #expect(runner.terminationReason == .uncaughtSignal && runner.terminationStatus == signal)
        #expect(Self.echoes(terminal), "echo is back after \(Subprocess.signalName(signal))")
    }
}
