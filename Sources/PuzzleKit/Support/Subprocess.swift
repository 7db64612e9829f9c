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
/// Children stay in the caller's process group, so Ctrl-C in a terminal stops them with the runner.
package enum Subprocess {
    package static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Runs a process on a thread of its own (the blocking wait never occupies a Swift concurrency thread).
    /// Cancelling the calling task kills the child and throws `CancellationError`.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeLimit: Double, outputLimit: Int
    ) async throws -> ProcessOutcome {
        try Task.checkCancellation()
        Trace.record(executable, arguments)
        let cancelled = Locked(false)
        let outcome = try await withTaskCancellationHandler {
            try await offload {
                try runBlocking(
                    executable, arguments, environment: environment, timeLimit: timeLimit,
                    outputLimit: outputLimit, cancelled: cancelled)
            }
        } onCancel: {
            cancelled.withLock { $0 = true }
        }
        if cancelled.withLock({ $0 }) { throw CancellationError() }
        return outcome
    }

    static func runBlocking(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeLimit: Double, outputLimit: Int, cancelled: Locked<Bool>? = nil
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

        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGALRM, SIGXCPU, SIGCHLD, SIGUSR1, SIGUSR2] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var environmentValues = environment ?? ProcessInfo.processInfo.environment
        environmentValues.removeValue(forKey: "")
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environmentValues.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        var pid: pid_t = 0
        let spawnResult = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outPipe.write)
        close(errPipe.write)
        spawnLock.unlock()
        locked = false
        guard spawnResult == 0 else {
            close(outPipe.read)
            close(errPipe.read)
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
        let deadline = start + timeLimit

        while descriptors.contains(where: { $0.fd >= 0 }) {
            let current = now()
            if let drainDeadline, current > drainDeadline { break }
            if !reaped && current >= deadline {
                timedOut = true
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
        if !reaped {
            kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        for descriptor in descriptors where descriptor.fd >= 0 { close(descriptor.fd) }

        let termination: Termination =
            status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
        if output.count > outputLimit { output = output.prefix(outputLimit) }
        if errors.count > outputLimit { errors = errors.prefix(outputLimit) }
        return ProcessOutcome(
            termination: termination, standardOutput: output, standardError: errors, timedOut: timedOut,
            exceededOutputLimit: exceeded, seconds: now() - start)
    }

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
