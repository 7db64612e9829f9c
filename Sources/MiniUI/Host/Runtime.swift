/// Which view is evaluating right now, so that reading a `@State` records who depends on it.
///
/// MiniUI, like SwiftUI, updates views on the main thread only; this is read and written there.
enum DependencyTracking {
    struct Reader {
        unowned let host: ViewHost
        let identity: String
    }

    nonisolated(unsafe) static var current: Reader?
}

/// Runs view-state work on the main actor, where the host lives.
///
/// Views, their state and their bindings are used on the main actor only, as in SwiftUI. SwiftUI
/// declares some of these entry points nonisolated (a binding's value, a state's value); MiniUI
/// checks the isolation at run time instead, and stops with the runtime's message if it is broken.
enum MainThread {
    /// Runs `body` now, on the main actor.
    nonisolated static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        MainActor.assumeIsolated { body() }
    }

    /// Calls a main-actor closure from code that SwiftUI declares nonisolated (a binding's value, a
    /// state's value). Views and their state are used on the main thread only.
    nonisolated static func call<T>(_ body: @escaping @MainActor @Sendable () -> T) -> T {
        MainActor.assumeIsolated { UncheckedSendable(body()) }.value
    }
}

struct UncheckedSendable<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// SwiftUI's runtime warnings, in SwiftUI's words: printed to standard error as they happen, and
/// kept so that a host (and a check) can read them back.
public enum RuntimeWarnings {
    nonisolated(unsafe) private static var all: [String] = []
    private static let lock = NSLock()

    /// Every warning emitted so far by this process, in order.
    public static var emitted: [String] {
        lock.withLock { all }
    }

    static var count: Int {
        lock.withLock { all.count }
    }

    static func since(_ index: Int) -> [String] {
        lock.withLock { Array(all.dropFirst(index)) }
    }

    static func emit(_ message: String) {
        lock.withLock { all.append(message) }
        FileHandle.standardError.write(Data("runtime warning: \(message)\n".utf8))
    }
}

/// The value behind a `@State` or `@StateObject` of a mounted view, and the views that read it.
///
/// Used on the main thread only, like everything a view holds.
final class StoredValue: @unchecked Sendable {
    /// Weak: a task a view started may write after its host is gone.
    weak var host: ViewHost?
    var value: Any
    private var readers: Set<String> = []

    init(host: ViewHost, value: Any) {
        self.host = host
        self.value = value
    }

    func read() -> Any {
        if let reader = DependencyTracking.current, reader.host === host {
            readers.insert(reader.identity)
        }
        return value
    }

    func write(_ newValue: Any) {
        let changed = !ViewEquality.equal(value, newValue)
        value = newValue
        guard let host = self.host else { return }
        let invalidated = changed ? readers : []
        if changed { readers.removeAll() }
        MainThread.run {
            host.stateWrites += 1
            for identity in invalidated { host.invalidate(identity) }
        }
    }
}
