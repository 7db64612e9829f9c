import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs child processes with `posix_spawn`: standard input from /dev/null, output captured through pipes,
/// a wall-clock time limit and an output limit, both enforced by killing the child.
///
/// Each child leads a process group of its own, so that a limit or a cancellation stops everything it
/// started (`swiftc` starts `swift-frontend`), not just the child. Ctrl-C in a terminal reaches only the
/// runner's group: the runner stops the children's groups itself (``killAllChildren()``, called from its
/// signal handler), and a ``ProcessLauncher`` in front of a child stops its group when the runner dies
/// without a chance to do so (SIGKILL).
package enum Subprocess {
    package static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Runs a process on a thread of its own (the blocking wait never occupies a Swift concurrency thread).
    /// Cancelling the calling task kills the child and throws `CancellationError`.
    /// The process's own environment with `TMPDIR` set to `folder`: for a compile that makes its temporary folder in
    /// a folder the engine removes, never in the system's temporary folder (the driver leaves its folders behind).
    static func environment(temporaryFolder folder: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.path
        return environment
    }

    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeLimit: Double, outputLimit: Int, interruptGrace: Double? = nil, launcher: String? = nil
    ) async throws -> ProcessOutcome {
        try Task.checkCancellation()
        Trace.record(executable, arguments)
        let cancelled = Locked(false)
        let outcome = try await withTaskCancellationHandler {
            try await offload {
                try runBlocking(
                    executable, arguments, environment: environment, timeLimit: timeLimit,
                    outputLimit: outputLimit, interruptGrace: interruptGrace, launcher: launcher, cancelled: cancelled)
            }
        } onCancel: {
            cancelled.withLock { $0 = true }
        }
        if cancelled.withLock({ $0 }) { throw CancellationError() }
        return outcome
    }

    /// `interruptGrace`: at the time limit, the child's group first gets SIGINT and this many seconds to
    /// finish (a compiler then prints the diagnostics it has so far), before SIGKILL; `nil` kills at once.
    /// `launcher`: a ``ProcessLauncher`` executable run in front of the child.
    static func runBlocking(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeLimit: Double, outputLimit: Int, interruptGrace: Double? = nil, launcher: String? = nil,
        cancelled: Locked<Bool>? = nil
    ) throws -> ProcessOutcome {
        let start = now()
        spawnLock.lock()
        var locked = true
        defer { if locked { spawnLock.unlock() } }
        let outPipe = try makePipe()
        let errPipe: (read: Int32, write: Int32)
        do { errPipe = try makePipe() } catch {
            close(outPipe.read)
            close(outPipe.write)
            throw error
        }

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe.write, 2)
        // Nothing else of this process: a file another thread opened without close-on-exec (Foundation's writes
        // do) would otherwise stay open in the child for its whole life, and a deleted file's space with it.
        Subprocess.closeOtherDescriptors(&actions)

        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGALRM, SIGXCPU, SIGCHLD, SIGUSR1, SIGUSR2] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // A process group of its own (its id is the child's pid): stopping the group stops the grandchildren.
        posix_spawnattr_setpgroup(&attributes, 0)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETPGROUP)
        #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var environmentValues = environment ?? ProcessInfo.processInfo.environment
        environmentValues.removeValue(forKey: "")
        let command = launcher.map { [$0, "\(getpid())", executable] + arguments } ?? [executable] + arguments
        let argv = command.map { strdup($0) } + [nil]
        let envp = environmentValues.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        var pid: pid_t = 0
        let spawnResult = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        let slot = spawnResult == 0 ? register(pid) : nil
        close(outPipe.write)
        close(errPipe.write)
        spawnLock.unlock()
        locked = false
        guard spawnResult == 0 else {
            close(outPipe.read)
            close(errPipe.read)
            if launcher != nil {
                // The launcher vanished (its cache folder was deleted): run the child without it.
                return try runBlocking(
                    executable, arguments, environment: environment, timeLimit: timeLimit, outputLimit: outputLimit,
                    interruptGrace: interruptGrace, launcher: nil, cancelled: cancelled)
            }
            throw FileSystemError(message: "cannot start \(executable): \(String(cString: strerror(spawnResult)))")
        }

        var output = Data()
        var errors = Data()
        var descriptors = [
            pollfd(fd: outPipe.read, events: Int16(POLLIN), revents: 0),
            pollfd(fd: errPipe.read, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 65536)
        var timedOut = false
        var exceeded = false
        var status: Int32 = 0
        var reaped = false
        var drainDeadline: Double?
        var deadline = start + timeLimit
        var interrupted = false

        while descriptors.contains(where: { $0.fd >= 0 }) {
            let current = now()
            if let drainDeadline, current > drainDeadline { break }
            if !reaped && current >= deadline {
                timedOut = true
                if let interruptGrace, !interrupted {
                    // Ask first: a compiler interrupted prints the diagnostics it has so far.
                    interrupted = true
                    kill(-pid, SIGINT)
                    deadline = current + interruptGrace
                    continue
                }
                break
            }
            if output.count + errors.count > outputLimit {
                exceeded = true
                break
            }
            if !reaped, let cancelled, cancelled.withLock({ $0 }) { break }
            let wait = min(max((drainDeadline ?? deadline) - current, 0), 0.1)
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(wait * 1000) + 1)
            if ready < 0 && errno != EINTR { break }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if index == 0 {
                        output.append(contentsOf: buffer[0..<count])
                    } else {
                        errors.append(contentsOf: buffer[0..<count])
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(descriptors[index].fd)
                    descriptors[index].fd = -1
                }
            }
            if !reaped {
                let result = waitpid(pid, &status, WNOHANG)
                if result == pid {
                    reaped = true
                    // The child is gone; whatever it wrote is in the pipes. Grandchildren holding a pipe
                    // open must not keep us waiting.
                    drainDeadline = now() + 0.5
                }
            }
        }
        // The whole group: the child if it still runs, and whatever it left behind (a group's id is not
        // reused while a member lives, so this reaches only our own leftovers).
        kill(-pid, SIGKILL)
        if !reaped {
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        if let slot { groupSlots[slot] = 0 }
        for descriptor in descriptors where descriptor.fd >= 0 { close(descriptor.fd) }

        let termination: Termination =
            status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
        if output.count > outputLimit { output = output.prefix(outputLimit) }
        if errors.count > outputLimit { errors = errors.prefix(outputLimit) }
        return ProcessOutcome(
            termination: termination, standardOutput: output, standardError: errors, timedOut: timedOut,
            exceededOutputLimit: exceeded, seconds: now() - start)
    }

    /// The process groups of the children running now, in fixed slots (0 is free) that a signal handler
    /// may read: no lock and no allocation there.
    private static let slotCount = 512
    nonisolated(unsafe) private static let groupSlots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        return slots
    }()

    /// Records a child's group in a free slot (`nil` when all are taken: the launcher still covers it).
    private static func register(_ group: pid_t) -> Int? {
        slotLock.withLock {
            for index in 0..<slotCount where groupSlots[index] == 0 {
                groupSlots[index] = group
                return index
            }
            return nil
        }
    }
    private static let slotLock = NSLock()

    /// Stops every child's process group at once (SIGKILL). Async-signal-safe: the runner calls it from its
    /// signal handler, since its children do not share its terminal's process group and Ctrl-C does not
    /// reach them.
    package static func killAllChildren() {
        for index in 0..<slotCount {
            let group = groupSlots[index]
            if group > 0 { kill(-group, SIGKILL) }
        }
    }

    /// The process groups of the children running now (tests).
    static var runningGroups: [pid_t] { slotLock.withLock { (0..<slotCount).map { groupSlots[$0] }.filter { $0 > 0 } } }

    #if canImport(Darwin)
        /// On macOS `POSIX_SPAWN_CLOEXEC_DEFAULT` already closes every descriptor not named in `actions`.
        static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t?) {}
    #else
        /// Closes every descriptor from 3 up in the child, through glibc's `posix_spawn_file_actions_addclosefrom_np`
        /// (2.34 and later; looked up at run time, so the kit still starts on older systems, which then rely on
        /// close-on-exec alone).
        static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            guard let closeFrom = closeFromSymbol else { return }
            _ = unsafeBitCast(closeFrom, to: CloseFrom.self)(&actions, 3)
        }

        private nonisolated(unsafe) static let closeFromSymbol: UnsafeMutableRawPointer? = dlsym(
            dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
    #endif
    /// Serializes pipe creation and spawning, so no child inherits another child's pipe ends in the moment
    /// between `pipe()` and setting close-on-exec.
    private static let spawnLock = NSLock()

    /// A pipe whose ends are closed in children (only the ends duplicated onto 1 and 2 survive).
    /// Call with `spawnLock` held.
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw FileSystemError(message: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return (fds[0], fds[1])
    }

    /// Finds an executable on PATH.
    static func findExecutable(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> String?
    {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// `SIGSEGV`, `SIGILL`, … for a signal number.
    static func signalName(_ signal: Int32) -> String {
        let names: [(Int32, String)] = [
            (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGILL, "SIGILL"), (SIGTRAP, "SIGTRAP"),
            (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"), (SIGKILL, "SIGKILL"), (SIGSEGV, "SIGSEGV"),
            (SIGPIPE, "SIGPIPE"), (SIGALRM, "SIGALRM"), (SIGTERM, "SIGTERM"), (SIGXCPU, "SIGXCPU"),
            (SIGXFSZ, "SIGXFSZ"),
        ]
        return names.first { $0.0 == signal }?.1 ?? "signal \(signal)"
    }
}
