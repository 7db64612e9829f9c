// 04.3's lesson: the same derived binding against a copy of SwiftUI's declaration of `Binding(get:set:)`, written
// `@preconcurrency … @isolated(any) @Sendable`: only a warning.
// compile: sil
// prints: warning: capture of 'self' with non-Sendable type 'Binding<Set<Element>>' in a '@Sendable' closure [#SendableClosureCaptures]
import MiniUI

struct SwiftUIStyleBinding<Value> {
    @preconcurrency init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
}

extension Binding {
    // expected-note@+1 2 {{consider making generic parameter 'Element' conform to the 'Sendable' protocol}}
    func isEmpty<Element: Hashable>() -> SwiftUIStyleBinding<Bool> where Value == Set<Element> {
        SwiftUIStyleBinding(
            // expected-warning@+2 {{capture of 'self' with non-Sendable type 'Binding<Set<Element>>' in a '@Sendable' closure}}
            // expected-warning@+1 {{capture of non-Sendable type 'Element.Type' in an isolated closure}}
            get: { wrappedValue.isEmpty },
            // expected-warning@+2 {{capture of 'self' with non-Sendable type 'Binding<Set<Element>>' in a '@Sendable' closure}}
            // expected-warning@+1 {{capture of non-Sendable type 'Element.Type' in an isolated closure}}
            set: { if $0 { wrappedValue.removeAll() } })
    }
}
