import Foundation
import Testing

@testable import PuzzleKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Grading runs strangers' code: each hostile submission below must end in a clear verdict for its exercise
/// alone, with nothing read, written or reached outside the sandbox, and the next exercise graded normally.
/// (Checkouts that try to escape by a symbolic link or a path are refused before anything is compiled:
/// FaultTests.hostileCheckout.)
@Suite("Grading in a sandbox: hostile checkouts", .serialized)
struct SandboxTests {
    /// The sandbox of this machine, or `nil` with the reason recorded as a visible skip.
    static func sandbox() -> Sandbox? {
        switch Sandbox.find() {
        case .success(let sandbox): return sandbox
        case .failure(let reason):
            Issue.record(
                "Skipped: no sandbox on this machine (\(reason)); install bubblewrap (Linux) to run the hostile-checkout suite.",
                severity: .warning)
            return nil
        }
    }

    /// A greeting whose body is `body` (Swift statements that end by returning a String), graded by the fixture's
    /// own `prints-greeting` check in a sandboxed engine; also grades 01.2 (the untouched starter) in the same
    /// engine, which must fail normally.
    func grade(
        _ body: String, timeLimit: Double = 60, compileTimeLimit: Double = 300, environment: [String: String] = [:]
    ) async throws -> (
        greeting: Verdict, shout: Verdict
    )? {
        guard let sandbox = Self.sandbox() else { return nil }
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let learner = try Fixture.make([
            "Sources/Exercises/01-basics/01-greeting/Greeting.swift": """
            import Foundation

            func greeting(for name: String) -> String {
            \(body)
            }

            """
        ])
        defer { learner.cleanUp() }
        var options = Fixture.options()
        options.cacheFolder = Fixture.sharedCache
        options.timeLimit = timeLimit
        options.compileTimeLimit = compileTimeLimit
        options.reuseResults = false
        options.sandbox = sandbox
        options.environment.merge(environment) { _, new in new }
        let engine = CheckEngine(kit: fixture.kit, options: options)
        let kit = fixture.kit
        let greeting = await engine.check(try #require(kit.exercise(id: "01.1")), from: .checkout(learner.root))
        let shout = await engine.check(try #require(kit.exercise(id: "01.2")), from: .checkout(learner.root))
        #expect(shout.outcome == .checkFailed, "the next exercise is graded normally: \(shout.render())")
        return (greeting, shout)
    }

    /// A folder outside any checkout, with a planted file.
    func plantedFolder() throws -> URL {
        let folder = Fixture.scratch("planted")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("TOP-SECRET-\(UUID().uuidString)".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        return folder
    }

    @Test("the sandbox proves itself with a probe")
    func probe() async throws {
        guard let sandbox = Self.sandbox() else { return }
        let report = await sandbox.probe(hidden: FileManager.default.currentDirectoryPath)
        #expect(report.passed, "\(report)")
    }

    @Test("a correct answer passes in the sandbox")
    func correctAnswerPasses() async throws {
        guard let result = try await grade("    \"Hello, \\(name)!\"") else { return }
        #expect(result.greeting.outcome == .passed, "\(result.greeting.render())")
    }

    @Test("a submission that reads a planted secret outside its checkout reads nothing")
    func readsNothingOutside() async throws {
        let folder = try plantedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("secret.txt").path
        let secret = try String(contentsOfFile: path, encoding: .utf8)
        guard
            let result = try await grade(
                "    let text = (try? String(contentsOfFile: \"\(path)\", encoding: .utf8)) ?? \"nothing\"\n    return \"Hello, \\(name)! \\(text)\""
            )
        else { return }
        #expect(result.greeting.outcome == .checkFailed)
        #expect(!result.greeting.render().contains(secret))
        #expect(result.greeting.render().contains("nothing"))
    }

    @Test("a submission that prints the grader's environment sees none of it")
    func seesNoGraderVariables() async throws {
        guard
            let result = try await grade(
                "    let token = ProcessInfo.processInfo.environment[\"PUZZLES_GRADER_TOKEN\"] ?? \"unset\"\n    return \"Hello, \\(name)! \\(token)\"",
                environment: ["PUZZLES_GRADER_TOKEN": "grader-only-value"])
        else { return }
        #expect(result.greeting.outcome == .checkFailed)
        #expect(!result.greeting.render().contains("grader-only-value"))
        #expect(result.greeting.render().contains("unset"))
    }

    @Test("a submission that writes outside its scratch folder writes nothing")
    func writesNothingOutside() async throws {
        let folder = try plantedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("written.txt").path
        guard
            let result = try await grade(
                "    let written = FileManager.default.createFile(atPath: \"\(target)\", contents: Data(\"x\".utf8))\n    return \"Hello, \\(name)! \\(written)\""
            )
        else { return }
        #expect(result.greeting.outcome == .checkFailed)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test("a submission that connects to a listener on 127.0.0.1 reaches nothing")
    func reachesNoNetwork() async throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(bound == 0 && listen(listener, 8) == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        let port = UInt16(bigEndian: address.sin_port)
        guard
            let result = try await grade(
                """
                    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                    var peer = sockaddr_in()
                    peer.sin_family = sa_family_t(AF_INET)
                    peer.sin_port = in_port_t(\(port)).bigEndian
                    peer.sin_addr.s_addr = inet_addr("127.0.0.1")
                    let status = withUnsafePointer(to: &peer) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                        }
                    }
                    return "Hello, \\(name)! connected: \\(status == 0)"
                """)
        else { return }
        #expect(result.greeting.outcome == .checkFailed)
        #expect(result.greeting.render().contains("connected: false"))
        _ = fcntl(listener, F_SETFL, O_NONBLOCK)
        #expect(accept(listener, nil, nil) < 0, "no connection reached the listener")
    }

    @Test("a fork bomb ends in a verdict for its exercise alone")
    func forkBomb() async throws {
        guard
            let result = try await grade(
                """
                    var started = 0
                    while started < 100_000 {
                        let child = fork()
                        if child == 0 { sleep(30); exit(0) }
                        if child < 0 { break }
                        started += 1
                    }
                    return "Hello, \\(name)! started \\(started)"
                """, timeLimit: 5)
        else { return }
        #expect(result.greeting.outcome != .passed)
        let rendered = result.greeting.render()
        if let count = rendered.range(of: "started ").map({ rendered[$0.upperBound...].prefix { $0.isNumber } }) {
            #expect((Int(count) ?? 0) < 100, "the process limit stopped it: \(rendered)")
        }
    }

    @Test("a submission that writes a 1 GB file is stopped")
    func hugeFile() async throws {
        guard
            let result = try await grade(
                """
                    let path = NSTemporaryDirectory() + "/huge"
                    FileManager.default.createFile(atPath: path, contents: nil)
                    if let handle = FileHandle(forWritingAtPath: path) {
                        let chunk = Data(count: 1 << 20)
                        for _ in 0..<1024 { try? handle.write(contentsOf: chunk) }
                    }
                    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
                    return "Hello, \\(name)! wrote \\(size)"
                """)
        else { return }
        #expect(result.greeting.outcome != .passed)
        #expect(!result.greeting.render().contains("wrote 1073741824"))
    }

    @Test("a submission that allocates without limit is stopped")
    func unlimitedAllocation() async throws {
        guard
            let result = try await grade(
                """
                    var blocks: [UnsafeMutableRawPointer] = []
                    while blocks.count < 1_000 { blocks.append(.allocate(byteCount: 512 << 20, alignment: 16)) }
                    return "Hello, \\(name)! \\(blocks.count)"
                """)
        else { return }
        #expect(result.greeting.outcome == .crashed, "\(result.greeting.render())")
    }

    @Test("a submission that never returns times out")
    func neverReturns() async throws {
        guard
            let result = try await grade(
                "    while true { sleep(1) }",
                timeLimit: 2)
        else { return }
        #expect(result.greeting.outcome == .timedOut, "\(result.greeting.render())")
    }

    // MARK: The compiler, confined too

    @Test("a file that keeps the type checker busy ends in a verdict for its exercise, not a hung grade")
    func typeCheckerNeverFinishes() async throws {
        // Each line costs the type checker about twenty seconds; together, minutes.
        let terms = (0..<12).map { "\($0) + \($0)" }.joined(separator: ", ")
        let lines = (0..<10).map { "    let slow\($0): [Double] = [\(terms)].map { $0 * 2 + 1 }" }
        guard
            let result = try await grade(
                lines.joined(separator: "\n") + "\n    return \"Hello, \\(name)! \\(slow0)\"", compileTimeLimit: 3)
        else { return }
        #expect(
            [.cannotCheck, .doesNotCompile].contains(result.greeting.outcome), "\(result.greeting.render())")
    }

    @Test("a #sourceLocation naming a secret file shows nothing of it")
    func sourceLocationReadsNothing() async throws {
        let folder = try plantedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("secret.txt").path
        let secret = try String(contentsOfFile: path, encoding: .utf8)
        guard
            let result = try await grade(
                "#sourceLocation(file: \"\(path)\", line: 1)\n    let number: Int = \"text\"\n#sourceLocation()\n    return \"\\(number)\""
            )
        else { return }
        #expect(result.greeting.outcome == .doesNotCompile, "\(result.greeting.render())")
        #expect(!result.greeting.render().contains(secret))
    }

    @Test("the compiler reads only the folders it is given, and writes only its output")
    func compilerIsConfined() async throws {
        guard let sandbox = Self.sandbox() else { return }
        let swiftc = try #require(Subprocess.findExecutable("swiftc", environment: ProcessInfo.processInfo.environment))
        let root = Toolchain(swiftc: swiftc, version: "", supportsVerifyIgnoreUnrelated: false).root
        let folder = try plantedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("planted.swift")
        try Data("let planted = 1\n".utf8).write(to: source)
        let output = Fixture.scratch("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let hidden = try await sandbox.compile(
            swiftc, ["-typecheck", source.path], toolchainRoot: root, readOnly: [], writable: [],
            environment: [:], timeLimit: 120, outputLimit: 1 << 20)
        #expect(!hidden.succeeded, "a file outside the given folders cannot be read: \(hidden.combinedText)")
        let shown = try await sandbox.compile(
            swiftc,
            ["-parse-as-library", "-c", source.path, "-o", output.appendingPathComponent("planted.o").path],
            toolchainRoot: root, readOnly: [folder.path], writable: [output.path], environment: [:],
            timeLimit: 120, outputLimit: 1 << 20)
        #expect(shown.succeeded, "\(shown.combinedText)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("planted.o").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("planted.o").path))
    }

    @Test("the compiler's command binds only its output writable, keeps its limits, and keeps a root grader's user")
    func compilerCommand() {
        let sandbox = Sandbox(
            mechanism: .bubblewrap, executable: "/usr/bin/bwrap", prlimit: "/usr/bin/prlimit",
            setpriv: "/usr/bin/setpriv")
        let limits = Sandbox.compilerLimits(timeLimit: 300)
        let compiler = sandbox.command(
            "/opt/swift/usr/bin/swiftc", ["-typecheck", "/kit/Checks/a.swift"],
            readOnly: ["/kit/Checks", "/cache/miniui/1"], writable: ["/cache/exercises/X/2", "/cache/module-cache"],
            scratch: "/tmp/unused", extraEnvironment: ["PATH": "/opt/swift/usr/bin:/usr/bin:/bin"], limits: limits,
            dropRoot: false)
        #expect(compiler.executable == "/usr/bin/bwrap", "no setpriv: the compiler writes the grader's cache")
        let words = compiler.arguments.joined(separator: " ")
        #expect(words.contains("--ro-bind /cache/miniui/1 /cache/miniui/1 --ro-bind /kit/Checks /kit/Checks"))
        #expect(words.contains("--bind /cache/exercises/X/2 /cache/exercises/X/2 --bind /cache/module-cache"))
        #expect(words.contains("--cpu=310 --as=\(16 << 30) --nproc=256 --fsize=\(1 << 30) --nofile=4096"))
        #expect(words.contains("--setenv PATH /opt/swift/usr/bin:/usr/bin:/bin"))
        #expect(compiler.environment["PUZZLES_GRADER_TOKEN"] == nil)
        let program = sandbox.command(
            "/cache/programs/X/3/check", [], readOnly: ["/cache/programs/X/3"], scratch: "/tmp/unused",
            extraEnvironment: [:])
        #expect(program.executable == "/usr/bin/setpriv", "a learner's program still drops root")
        #expect(!program.arguments.contains("--bind"))
        #expect(program.arguments.joined(separator: " ").contains("--cpu=30 "))
    }

    @Test("grade refuses to run learners' code without a sandbox, unless told --unsandboxed")
    func gradeRefusesWithoutASandbox() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let learner = try Fixture.make()
        defer { learner.cleanUp() }
        let refused = await RunnerTests.run(
            ["grade", learner.root.path], in: fixture, environment: ["PUZZLES_SANDBOX": "off"])
        #expect(refused.code == 2)
        #expect(refused.error.contains("no sandbox") && refused.error.contains("--unsandboxed"), "\(refused.error)")
        #expect(!refused.out.contains("01.1"), "nothing was graded")
        let unsandboxed = await RunnerTests.run(
            ["grade", learner.root.path, "--unsandboxed"], in: fixture, environment: ["PUZZLES_SANDBOX": "off"])
        #expect(unsandboxed.code == 0)
        #expect(unsandboxed.error.contains("without a sandbox"))
        let japanese = await RunnerTests.run(
            ["grade", learner.root.path, "--lang", "ja"], in: fixture, environment: ["PUZZLES_SANDBOX": "off"])
        #expect(japanese.code == 2 && japanese.error.contains("サンドボックスがありません"), "\(japanese.error)")
    }

    @Test("doctor names the sandbox and proves it with a probe")
    func doctor() async throws {
        let fixture = try Fixture.make()
        defer { fixture.cleanUp() }
        let missing = await RunnerTests.run(["doctor"], in: fixture, environment: ["PUZZLES_SANDBOX": "off"])
        #expect(missing.code == 1 && missing.out.contains("no sandbox"))
        guard Self.sandbox() != nil else { return }
        let report = await RunnerTests.run(["doctor"], in: fixture)
        #expect(report.code == 0, "\(report.out)")
        #expect(report.out.contains("no network") && report.out.contains("The sandbox holds"))
    }
}
