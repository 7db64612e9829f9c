// 04.4's lesson: the lockers' row against a copy of SwiftUI's declaration of `Binding(get:set:)`; the binding moved
// into the class, against MiniUI's; a `@MainActor` class against SwiftUI's declaration (a warning
// through `@preconcurrency`).
// compile: sil
// prints: warning: capture of 'locker' with non-Sendable type 'Locker' in a '@Sendable' closure [#SendableClosureCaptures]
// prints: error: sending 'self' risks causing data races [#SendingRisksDataRace]
import MiniUI

struct SwiftUIStyleBinding<Value> {
    @preconcurrency init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
}

final class Locker {  // expected-note 2 {{class 'Locker' does not conform to the 'Sendable' protocol}}
    var isLocked = false
}

// The row's locker, as a ForEach hands it to its content closure.
func lockerRow(_ locker: Locker) {
    _ = SwiftUIStyleBinding(
        // expected-warning@+1 {{capture of 'locker' with non-Sendable type 'Locker' in a '@Sendable' closure}}
        get: { locker.isLocked },
        // expected-warning@+1 {{capture of 'locker' with non-Sendable type 'Locker' in a '@Sendable' closure}}
        set: { locker.isLocked = $0 })
}

extension Locker {
    var isLockedBinding: Binding<Bool> {
        Binding(
            // expected-error@+2 {{sending 'self' risks causing data races}}
            // expected-note@+1 {{task-isolated 'self' is captured by a main actor-isolated closure. main actor-isolated uses in closure may race against later nonisolated uses}}
            get: { self.isLocked },
            // expected-error@+2 {{sending 'self' risks causing data races}}
            // expected-note@+1 {{task-isolated 'self' is captured by a main actor-isolated closure. main actor-isolated uses in closure may race against later nonisolated uses}}
            set: { self.isLocked = $0 })
    }
}

@MainActor final class MainLocker {
    // expected-note@+2 {{property declared here}}
    // expected-note@+1 {{mutation of this property is only permitted within the actor}}
    var isLocked = false
}

@MainActor func mainRow(_ locker: MainLocker) {
    _ = SwiftUIStyleBinding(
        // expected-warning@+1 {{main actor-isolated property 'isLocked' can not be referenced from a Sendable closure}}
        get: { locker.isLocked },
        // expected-warning@+1 {{main actor-isolated property 'isLocked' can not be mutated from a Sendable closure}}
        set: { locker.isLocked = $0 })
}
