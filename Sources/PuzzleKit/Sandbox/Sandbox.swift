import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Confines a program built from someone else's code while it runs: what `grade` uses for every check program
/// built from a learner's checkout.
///
/// Inside: no network; the program's own folder and the Swift toolchain read-only, and nothing else of the
/// grader's files (no home folder, no checkout); one private, empty, size-limited scratch folder (`/tmp`) as the
/// only writable place; an environment of its own (never the grader's variables); limits on CPU time, address
/// space, processes, file size and open files. The wall-clock limit stays the engine's.
///
/// - Linux: bubblewrap (`bwrap`) with every namespace unshared, started as an unprivileged user when the grader is
///   root (so the process limit holds: the kernel never applies it to root), and `prlimit` for the limits.
/// - macOS: `sandbox-exec` with a profile of the kit's own, and `ulimit` for the limits.
public struct Sandbox: Sendable, Hashable, Codable {
    /// How programs are confined.
    public enum Mechanism: String, Sendable, Hashable, Codable {
        /// Linux: bubblewrap.
        case bubblewrap
        /// macOS: `sandbox-exec`.
        case sandboxExec = "sandbox-exec"
    }

    /// The limits a sandboxed program runs under.
    public struct Limits: Sendable, Hashable, Codable {
        /// CPU time, in seconds (the engine's wall-clock limit usually ends a program first).
        public var cpuSeconds: Int = 30
        /// Address space, in bytes.
        public var addressSpace: Int = 4 << 30
        /// Processes and threads of the sandbox's user.
        public var processes: Int = 64
        /// The largest file the program may write, in bytes.
        public var fileSize: Int = 16 << 20
        /// Open files.
        public var openFiles: Int = 256
        /// The size of the scratch folder, in bytes.
        public var scratchSize: Int = 64 << 20

        /// The default limits.
        public init() {}
    }

    /// Why no sandbox can be set up here.
    public enum Unavailable: Error, Sendable, Hashable, Codable {
        /// Linux without `bwrap` on PATH: install the package `bubblewrap`.
        case bubblewrapMissing
        /// macOS without `/usr/bin/sandbox-exec`.
        case sandboxExecMissing
        /// A system with no supported mechanism.
        case unsupportedSystem
        /// `PUZZLES_SANDBOX=off` is set.
        case turnedOff
    }

    /// The mechanism in use.
    public var mechanism: Mechanism
    /// The path of `bwrap` or `sandbox-exec`.
    public var executable: String
    /// `prlimit` (Linux), which applies the limits inside the sandbox.
    var prlimit: String?
    /// `setpriv`, used to give up root before entering the sandbox (Linux, when the grader is root).
    var setpriv: String?
    /// The limits.
    public var limits = Limits()

    /// The user a root grader's programs run as: `nobody`.
    static let unprivilegedID = 65534

    /// The sandbox this machine can provide, or why there is none. Nothing is run; ``probe(hidden:environment:)``
    /// proves it.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<
        Sandbox, Unavailable
    > {
        // `PUZZLES_SANDBOX=off` behaves as if none were installed (grading then refuses): for tests and demos.
        if environment["PUZZLES_SANDBOX"] == "off" { return .failure(.turnedOff) }
        #if os(macOS)
            let path = "/usr/bin/sandbox-exec"
            guard access(path, X_OK) == 0 else { return .failure(.sandboxExecMissing) }
            return .success(Sandbox(mechanism: .sandboxExec, executable: path))
        #elseif os(Linux)
            let searchPath = ["PATH": (environment["PATH"] ?? "") + ":/usr/bin:/bin:/usr/sbin:/sbin"]
            guard let bwrap = Subprocess.findExecutable("bwrap", environment: searchPath) else {
                return .failure(.bubblewrapMissing)
            }
            return .success(
                Sandbox(
                    mechanism: .bubblewrap, executable: bwrap,
                    prlimit: Subprocess.findExecutable("prlimit", environment: searchPath),
                    setpriv: getuid() == 0 ? Subprocess.findExecutable("setpriv", environment: searchPath) : nil))
        #else
            return .failure(.unsupportedSystem)
        #endif
    }

    /// The environment a sandboxed program sees: its own, with only `extra` (for instance `SWIFT_BACKTRACE`)
    /// taken from the caller.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ["PATH": "/usr/bin:/bin", "HOME": "/tmp", "TMPDIR": "/tmp", "LANG": "C.UTF-8"]
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// The command that runs `program` with `arguments` confined, seeing `readOnly` folders (the program's own
    /// folder and the toolchain) and nothing else of the grader's files. The environment is for the sandbox's
    /// launcher; the program's own environment is ``environment(_:)`` of `extraEnvironment`.
    /// `scratch` is the private writable folder where the mechanism cannot make one itself (macOS).
    /// `writable` folders (a compiler's output folder and module cache) are bound read-write after the read-only
    /// ones; `limits` replaces the sandbox's own; `dropRoot: false` keeps a root grader's user inside (a compiler
    /// writes to the grader's cache and starts no program of the learner's, so the process limit matters less).
    func command(
        _ program: String, _ arguments: [String], readOnly: [String], writable: [String] = [], scratch: String,
        extraEnvironment: [String: String], limits: Limits? = nil, dropRoot: Bool = true
    ) -> (executable: String, arguments: [String], environment: [String: String]) {
        let inner = Sandbox.environment(extraEnvironment)
        let limits = limits ?? self.limits
        switch mechanism {
        case .bubblewrap:
            var words: [String] = [
                "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--clearenv",
            ]
            for (key, value) in inner.sorted(by: { $0.key < $1.key }) { words += ["--setenv", key, value] }
            words += ["--ro-bind", "/usr", "/usr"]
            for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
                    words += ["--symlink", target, top]
                } else if FileSystem.isDirectory(URL(fileURLWithPath: top)) {
                    words += ["--ro-bind", top, top]
                }
            }
            words += ["--proc", "/proc", "--dev", "/dev", "--size", String(limits.scratchSize), "--tmpfs", "/tmp"]
            // After the scratch folder, so that a folder under /tmp (a test's cache) is bound over it.
            for folder in Sandbox.outermost(readOnly) where folder != "/usr" && !folder.hasPrefix("/usr/") {
                words += ["--ro-bind", folder, folder]
            }
            for folder in Sandbox.outermost(writable) { words += ["--bind", folder, folder] }
            words += ["--chdir", "/tmp", "--"] + launcher(program, limits: limits) + arguments
            if dropRoot, let setpriv {
                let id = String(Sandbox.unprivilegedID)
                return (setpriv, ["--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--", executable] + words, inner)
            }
            return (executable, words, inner)
        case .sandboxExec:
            // sandbox-exec passes its environment on: `env -i` replaces it with the sandbox's own.
            var environment = inner
            environment["HOME"] = scratch
            environment["TMPDIR"] = scratch
            let profile = Sandbox.macProfile(readOnly: readOnly, writable: writable, scratch: scratch)
            let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return (
                executable,
                ["-p", profile, "/usr/bin/env", "-i"] + variables + launcher(program, limits: limits) + arguments,
                environment
            )
        }
    }

    /// What starts the program under the limits: `prlimit` where there is one, else a shell's `ulimit`.
    func launcher(_ program: String, limits: Limits) -> [String] {
        if let prlimit {
            return [
                prlimit, "--cpu=\(limits.cpuSeconds)", "--as=\(limits.addressSpace)", "--nproc=\(limits.processes)",
                "--fsize=\(limits.fileSize)", "--nofile=\(limits.openFiles)", "--", program,
            ]
        }
        #if os(macOS)
            // Unverified: never run on a Mac. macOS may refuse `ulimit -v` (RLIMIT_AS) with "Invalid argument"; the
            // script goes on after a refused limit (lines joined by `;`), but the shell's message would then be on
            // the program's standard error.
            let processesFlag = "-u"
        #else
            let processesFlag = "-p"  // dash, Debian's /bin/sh; bash accepts it too
        #endif
        return ["/bin/sh", "-c", Sandbox.ulimitScript(limits, processesFlag: processesFlag), program]
    }

    /// `ulimit` lines for a POSIX shell, then `exec` of the program (`$0`) with its arguments.
    static func ulimitScript(_ limits: Limits, processesFlag: String) -> String {
        [
            "ulimit -t \(limits.cpuSeconds)", "ulimit -v \(limits.addressSpace / 1024)",
            "ulimit \(processesFlag) \(limits.processes)", "ulimit -f \(limits.fileSize / 512)",
            "ulimit -n \(limits.openFiles)", "exec \"$0\" \"$@\"",
        ].joined(separator: "; ")
    }

    /// The folders of `paths` that no other of them contains.
    static func outermost(_ paths: [String]) -> [String] {
        let sorted = Set(paths.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }).sorted()
        var result: [String] = []
        for path in sorted where !result.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
            result.append(path)
        }
        return result
    }

    /// A `sandbox-exec` profile: system libraries and the given folders readable, the scratch folder
    /// writable, no network. Not yet tried on a Mac: see docs/GRADING.md.
    static func macProfile(readOnly: [String], writable: [String] = [], scratch: String) -> String {
        let quoted = { (path: String) in "(subpath \"\(path.replacingOccurrences(of: "\"", with: ""))\")" }
        let readable =
            ([
                "/bin", "/usr/bin", "/usr/lib", "/usr/share", "/System", "/Library/Apple", "/private/var/db/dyld",
                "/dev",
            ]
            + readOnly).map(quoted).joined(separator: " ")
        return """
            (version 1)
            (deny default)
            (allow process-fork)
            (allow process-exec)
            (allow signal (target self))
            (allow sysctl-read)
            (allow mach-lookup)
            (allow file-read-metadata)
            (allow file-read* \(readable))
            (allow file-read* file-write* \(([scratch] + writable).map(quoted).joined(separator: " ")) (literal "/dev/null"))
            (deny network*)
            """
    }
}

extension Sandbox {
    /// Runs a program confined, with the engine's wall-clock and output limits.
    /// `launcherEnvironment` is added to the launcher's own environment, which the program must never see (the
    /// probe plants a secret there).
    func run(
        _ program: String, _ arguments: [String] = [], readOnly: [String], writable: [String] = [],
        timeLimit: Double, outputLimit: Int, extraEnvironment: [String: String] = [:],
        launcherEnvironment: [String: String] = [:], limits: Limits? = nil, dropRoot: Bool = true
    ) async throws -> ProcessOutcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "puzzles-scratch-\(UUID().uuidString)")
        if mechanism == .sandboxExec { try FileSystem.createDirectory(scratch) }
        defer { if mechanism == .sandboxExec { try? FileManager.default.removeItem(at: scratch) } }
        let command = command(
            program, arguments, readOnly: readOnly, writable: writable, scratch: scratch.path,
            extraEnvironment: extraEnvironment, limits: limits, dropRoot: dropRoot)
        var outcome = try await Subprocess.run(
            command.executable, command.arguments,
            environment: command.environment.merging(launcherEnvironment) { _, planted in planted },
            timeLimit: timeLimit, outputLimit: outputLimit)
        // The launcher reports a program killed by a signal as the shell does, 128 + the signal's number.
        if case .exited(let status) = outcome.termination, status > 128, status < 128 + 32 {
            outcome.termination = .signaled(status - 128)
        }
        return outcome
    }

    /// What a probe found inside the sandbox: each fact that must hold, and whether it did.
    public struct ProbeReport: Sendable, Hashable, Codable {
        /// One property of the sandbox, proved by running a program inside it.
        public enum Fact: String, Sendable, Hashable, Codable, CaseIterable {
            /// The probe ran at all.
            case started
            /// No network interface but loopback (a network namespace of its own).
            case noNetwork
            /// The grader's home folder is not there.
            case noHomeFolder
            /// The folder being graded (the kit's root here) is not there.
            case checkoutHidden
            /// A variable of the grader's environment is not visible.
            case environmentScrubbed
            /// The scratch folder is writable.
            case scratchWritable
            /// The system's folders are read-only.
            case systemReadOnly
        }

        /// The mechanism probed.
        public var mechanism: Mechanism
        /// Each fact and whether it held.
        public var facts: [Fact: Bool]
        /// What the probe printed on standard error, when it failed to start.
        public var problem: String?

        /// Whether every fact held.
        public var passed: Bool { Fact.allCases.allSatisfy { facts[$0] == true } }
    }

    /// Proves the sandbox by running a small shell script inside it; `hidden` is a folder that must not be
    /// visible inside (the kit's root, or a checkout).
    public func probe(hidden: String, environment: [String: String] = ProcessInfo.processInfo.environment) async
        -> ProbeReport
    {
        let home = environment["HOME"].flatMap { $0.isEmpty || $0 == "/" ? nil : $0 } ?? "/root"
        let script = """
            echo started
            if [ -r /proc/net/dev ] && [ "$(grep -c ':' /proc/net/dev)" = 1 ] && grep -q 'lo:' /proc/net/dev; then echo noNetwork; fi
            [ -e "$1" ] || echo noHomeFolder
            [ -e "$2" ] || echo checkoutHidden
            [ -z "${PUZZLES_PROBE_SECRET:-}" ] && echo environmentScrubbed
            echo x > "${TMPDIR:-/tmp}/probe" && echo scratchWritable
            (echo x > /usr/puzzles-probe) 2>/dev/null || echo systemReadOnly
            """
        var report = ProbeReport(mechanism: mechanism, facts: [:])
        do {
            // The secret is set for the sandbox's launcher: a sandbox that passed the environment on would show it.
            let outcome = try await run(
                "/bin/sh", ["-c", script, "probe", home, hidden], readOnly: [], timeLimit: 20, outputLimit: 1 << 16,
                launcherEnvironment: ["PUZZLES_PROBE_SECRET": "visible"])
            let lines = Set(outcome.outputText.split(separator: "\n").map(String.init))
            for fact in ProbeReport.Fact.allCases { report.facts[fact] = lines.contains(fact.rawValue) }
            if !lines.contains("started") { report.problem = outcome.errorText }
        } catch {
            report.problem = String(describing: error)
        }
        return report
    }
}
