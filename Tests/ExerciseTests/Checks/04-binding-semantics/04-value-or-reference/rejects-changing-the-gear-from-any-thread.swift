// check: rejects
// GearObject is shared mutable state that nothing protects, so it is not Sendable, and the compiler must go
// on saying so: `@unchecked Sendable` would be a promise that something protects it, and nothing does.
import MiniUI

@testable import Exercise04_4

func handToAnotherTask(_ item: GearObject) -> any Sendable {
    item  // expected-error {{type 'GearObject' does not conform to the 'Sendable' protocol}}
}
