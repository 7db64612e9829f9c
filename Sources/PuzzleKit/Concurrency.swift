import Dispatch
import Foundation

/// Limits how many child processes run at once (one per core by default).
actor AsyncSemaphore {
    private var available: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { available = max(1, count) }

    func acquire() async {
        if available > 0 {
            available -= 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    func release() {
        if waiters.isEmpty {
            available += 1
        } else {
            waiters.removeFirst().resume()
        }
    }

    /// Runs `body` holding one permit.
    func withPermit<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        await acquire()
        do {
            let value = try await body()
            release()
            return value
        } catch {
            release()
            throw error
        }
    }
}

/// Shares one in-flight computation per key between concurrent callers in this process.
actor InFlight<Value: Sendable> {
    private var tasks: [String: Task<Value, Error>] = [:]

    func value(for key: String, compute: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let task = tasks[key] { return try await task.value }
        let task = Task { try await compute() }
        tasks[key] = task
        defer { tasks[key] = nil }
        return try await task.value
    }
}

/// A value guarded by a lock, for state shared with callbacks.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// Runs blocking work (waiting for a child process or a file lock) on a thread of its own, never on a
/// Swift concurrency thread. Not on a global dispatch queue either: on Linux its pool grows only slowly when
/// its threads block, which would serialize the parallel checks.
func offload<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.stackSize = 1 << 20
        thread.start()
    }
}
