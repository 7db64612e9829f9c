// check: rejects
// GearObject is shared mutable state, so the compiler must refuse to let a `@Sendable` closure (one that may
// run on any thread) change it. A plain class is refused because it is not Sendable; a `@MainActor` class
// because its properties belong to the main actor. `@unchecked Sendable` on a plain class would silence both,
// and so would a `Sendable` class with a `nonisolated(unsafe)` property: a promise that something protects the
// object, where nothing does.
import MiniUI

@testable import Exercise04_4

nonisolated func packFromAnyThread(_ item: GearObject) -> @Sendable () -> Void {
    // Either answer's words name Sendable: "capture of 'item' with non-Sendable type 'GearObject' in a
    // '@Sendable' closure", or "main actor-isolated property 'isPacked' can not be mutated from a Sendable closure".
    { item.isPacked = true }  // expected-error {{Sendable}}
}
