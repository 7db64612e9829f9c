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

/// Shares one in-flight computation per key between concurrent callers in this process. The computation
/// is cancelled only when every caller waiting for it has been cancelled.
actor InFlight<Value: Sendable> {
    private struct Entry {
        var task: Task<Value, Error>
        var waiters: Int
        var cancelled: Int
    }

    private var entries: [String: Entry] = [:]

    func value(for key: String, compute: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if entries[key] == nil {
            entries[key] = Entry(task: Task { try await compute() }, waiters: 0, cancelled: 0)
        }
        entries[key]!.waiters += 1
        let task = entries[key]!.task
        defer { finish(key, task) }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            Task { await self.cancel(key, task) }
        }
    }

    private func finish(_ key: String, _ task: Task<Value, Error>) {
        guard entries[key]?.task == task else { return }
        entries[key]!.waiters -= 1
        if entries[key]!.waiters == 0 { entries[key] = nil }
    }

    private func cancel(_ key: String, _ task: Task<Value, Error>) {
        guard entries[key]?.task == task else { return }
        entries[key]!.cancelled += 1
        if entries[key]!.cancelled >= entries[key]!.waiters { task.cancel() }
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
