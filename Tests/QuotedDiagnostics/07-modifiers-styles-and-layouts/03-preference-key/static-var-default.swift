// 07.3's lesson: a preference key's default as a stored `static var`.
import MiniUI

struct TotalMinutesKey: PreferenceKey {
    // expected-error@+4 {{static property 'defaultValue' is not concurrency-safe because it is nonisolated global shared mutable state}}
    // expected-note@+3 {{convert 'defaultValue' to a 'let' constant}}
    // expected-note@+2 {{add '@MainActor' to make static property 'defaultValue' part of global actor 'MainActor'}}
    // expected-note@+1 {{disable concurrency-safety checks}}
    static var defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}
