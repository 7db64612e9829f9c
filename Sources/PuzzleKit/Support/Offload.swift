import Dispatch
import Foundation

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
