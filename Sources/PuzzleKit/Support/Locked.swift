import Dispatch
import Foundation

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

/// A value read from disk the first time it is asked for, then kept: the catalog's exercises read their pages and
/// parts only when a command needs them.
final class ReadOnce<Value: Sendable>: Sendable {
    private let read: @Sendable () -> Value
    private let state = Locked<Value?>(nil)

    init(_ read: @escaping @Sendable () -> Value) { self.read = read }

    var value: Value {
        state.withLock { value in
            if let value { return value }
            let read = read()
            value = read
            return read
        }
    }
}
