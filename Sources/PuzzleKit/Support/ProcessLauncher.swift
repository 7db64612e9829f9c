import Digest
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny program put in front of every compiler and check program, so that they die with the runner
/// however the runner dies, SIGKILL included (a runner's own signal handler cannot run then).
///
/// `launcher <runner pid> <executable> <arguments…>` runs in the child's process group (``Subprocess``
/// makes it the group's leader), starts the executable in that group and waits for it. When the runner
/// dies, the launcher stops the whole group: on Linux the kernel tells it (`PR_SET_PDEATHSIG`), on macOS a
/// `kqueue` watch of the runner's pid does. It then ends as the executable ended: the same exit status, or
/// the same signal. It is compiled from ``source`` with the engine's compiler once per toolchain into the
/// cache, in the background: until it is there (the first compiles of a fresh cache), or if it cannot be built,
/// children run without it (and a runner killed by SIGKILL may leave them).
enum ProcessLauncher {
    /// The launcher's Swift source (no Foundation: it starts in a few milliseconds).
    static let source = #"""
        #if canImport(Glibc)
            import Glibc
        #elseif canImport(Musl)
            import Musl
        #elseif canImport(Darwin)
            import Darwin
        #endif

        let arguments = CommandLine.arguments
        guard arguments.count >= 3, let runner = pid_t(arguments[1]) else { exit(126) }

        // Stop the whole group (this launcher too) when the runner is gone.
        let stopGroup: @convention(c) (Int32) -> Void = { _ in kill(0, SIGKILL) }
        signal(SIGUSR1, stopGroup)
        // The runner interrupts the group at a time limit: the executable gets SIGINT; the launcher waits.
        for ignored in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { signal(ignored, SIG_IGN) }
        #if os(Linux)
            // prctl is variadic in C, so Swift reaches it through dlsym; 1 is PR_SET_PDEATHSIG.
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            if let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") {
                _ = unsafeBitCast(symbol, to: Prctl.self)(1, UInt(SIGUSR1), 0, 0, 0)
            }
        #endif
        if getppid() != runner { kill(0, SIGKILL) }

        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
            let environment = _NSGetEnviron().pointee
        #else
            var attributes = posix_spawnattr_t()
            let environment = environ
        #endif
        posix_spawnattr_init(&attributes)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for restored in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1] { sigaddset(&defaults, restored) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.dropFirst(2).map { strdup($0) } + [nil]
        var child: pid_t = 0
        let spawned = posix_spawn(&child, arguments[2], nil, &attributes, argv, environment)
        guard spawned == 0 else {
            let message = "error: cannot start \(arguments[2]): \(String(cString: strerror(spawned)))\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            exit(127)
        }

        #if canImport(Darwin)
            // Wake when the runner or the child exits.
            let queue = kqueue()
            var changes = [
                kevent(
                    ident: UInt(runner), filter: Int16(EVFILT_PROC), flags: UInt16(EV_ADD), fflags: NOTE_EXIT,
                    data: 0, udata: nil),
                kevent(
                    ident: UInt(child), filter: Int16(EVFILT_PROC), flags: UInt16(EV_ADD), fflags: NOTE_EXIT,
                    data: 0, udata: nil),
            ]
            _ = kevent(queue, &changes, 2, nil, 0, nil)
            if getppid() != runner { kill(0, SIGKILL) }
            while true {
                var event = kevent()
                if kevent(queue, nil, 0, &event, 1, nil) == 1 {
                    if event.ident == UInt(runner) { kill(0, SIGKILL) }
                    break
                }
            }
        #endif

        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let signalNumber = status & 0x7f
        if signalNumber == 0 { exit((status >> 8) & 0xff) }
        // End by the same signal, without a core file of the launcher.
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        #if os(Linux)
            setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
        #else
            setrlimit(RLIMIT_CORE, &noCore)
        #endif
        signal(signalNumber, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signalNumber)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        kill(getpid(), signalNumber)
        exit(128 + signalNumber)

        """#

    /// The launcher for a compiler, built into `<cache>/launcher/<hash>/launcher` if it is not there yet;
    /// `nil` when it cannot be built (children then run without it).
    static func build(swiftc: String, version: String, cache: URL) async -> String? {
        // One build per cache and compiler in this process, however many engines ask (tests run dozens).
        await InProcess.shared.build(location(version: version, cache: cache).path) {
            await buildAnyhow(swiftc: swiftc, version: version, cache: cache)
        }
    }

    /// The builds under way or done in this process, by the launcher's path.
    private actor InProcess {
        static let shared = InProcess()
        private var tasks: [String: Task<String?, Never>] = [:]

        func build(_ key: String, _ body: @escaping @Sendable () async -> String?) async -> String? {
            if let task = tasks[key] {
                let path = await task.value
                if let path, access(path, X_OK) == 0 { return path }
                if tasks[key] == task { tasks[key] = nil }  // failed, or deleted since: build again
                if let newer = tasks[key] { return await newer.value }
            }
            let task = Task { await body() }
            tasks[key] = task
            return await task.value
        }
    }

    private static func buildAnyhow(swiftc: String, version: String, cache: URL) async -> String? {
        // Linked statically where the toolchain can (Linux): it then starts in a few milliseconds rather than
        // a dozen, on every compile. Twice: a cache deleted during the first build is no reason to go without.
        #if os(Linux)
            if let built = await buildOnce(swiftc: swiftc, version: version, cache: cache, flags: ["-static-stdlib"]) {
                return built
            }
        #endif
        return await buildOnce(swiftc: swiftc, version: version, cache: cache, flags: [])
    }

    /// Where the launcher for a compiler version lives in a cache.
    static func location(version: String, cache: URL) -> URL {
        let hash = String(SHA256.hex("launcher-v1\n\(version)\n\(source)").prefix(16))
        return cache.appendingPathComponent("launcher/\(hash)/launcher")
    }

    /// The launcher already built into the cache, if there is one.
    static func existing(version: String, cache: URL) -> String? {
        let executable = location(version: version, cache: cache)
        return access(executable.path, X_OK) == 0 ? executable.path : nil
    }

    private static func buildOnce(swiftc: String, version: String, cache: URL, flags: [String]) async -> String? {
        let executable = location(version: version, cache: cache)
        let folder = executable.deletingLastPathComponent()
        if access(executable.path, X_OK) == 0 { return executable.path }
        let scratch = folder.appendingPathComponent("build-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { FileSystem.remove(scratch) }
        do {
            try FileSystem.createDirectory(scratch)
            let file = scratch.appendingPathComponent("main.swift")
            try Data(source.utf8).write(to: file)
            let output = scratch.appendingPathComponent("launcher")
            let outcome = try await Subprocess.run(
                swiftc,
                ["-swift-version", "5", "-O", "-module-name", "Launcher", file.path, "-o", output.path] + flags,
                environment: Subprocess.environment(temporaryFolder: scratch), timeLimit: 300, outputLimit: 1 << 20)
            guard outcome.succeeded, rename(output.path, executable.path) == 0 || access(executable.path, X_OK) == 0
            else { return nil }
            return executable.path
        } catch {
            return nil
        }
    }
}
