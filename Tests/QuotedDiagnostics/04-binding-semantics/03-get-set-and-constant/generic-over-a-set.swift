// 04.3's lesson: a derived binding generic over the element of a set, against MiniUI's `Binding(get:set:)`, whose
// closures are `@MainActor @Sendable`.
// compile: sil
// prints: error: sending 'self' risks causing data races [#SendingRisksDataRace]
import MiniUI

extension Binding {
    func isEmpty<Element: Hashable>() -> Binding<Bool> where Value == Set<Element> {
        Binding<Bool>(
            // expected-error@+2 {{sending 'self' risks causing data races}}
            // expected-note@+1 {{task-isolated 'self' is captured by a main actor-isolated closure. main actor-isolated uses in closure may race against later nonisolated uses}}
            get: { wrappedValue.isEmpty },
            // expected-error@+2 {{sending 'self' risks causing data races}}
            // expected-note@+1 {{task-isolated 'self' is captured by a main actor-isolated closure. main actor-isolated uses in closure may race against later nonisolated uses}}
            set: { if $0 { wrappedValue.removeAll() } })
    }
}
