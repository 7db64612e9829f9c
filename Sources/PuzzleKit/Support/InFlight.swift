import Dispatch
import Foundation

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
