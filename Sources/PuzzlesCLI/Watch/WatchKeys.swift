import Foundation

/// The keys `watch` understands, read from the console on a task of their own and queued for the loop.
/// On a terminal a single key counts; otherwise a key then Enter (an empty line re-runs).
final class WatchKeys: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [String] = []
    private var reader: Task<Void, Never>?

    /// Starts reading from `console`; the end of input counts as `q`.
    func start(reading console: Console) {
        reader = Task.detached { [self] in
            while let key = await console.readInput() {
                let trimmed = key.trimmingCharacters(in: .whitespaces).lowercased()
                push(trimmed.isEmpty ? "r" : trimmed)
                if trimmed == "q" { return }
            }
            push("q")
        }
    }

    func stop() { reader?.cancel() }

    func push(_ key: String) { lock.withLock { keys.append(key) } }
    func pop() -> String? { lock.withLock { keys.isEmpty ? nil : keys.removeFirst() } }
}
