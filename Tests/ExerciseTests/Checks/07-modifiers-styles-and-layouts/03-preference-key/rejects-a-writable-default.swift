// check: rejects
// The default is a constant: what every view without a value produces is not something code may change later, from
// anywhere. Swift 6 refuses a stored `static var` for that reason, and `nonisolated(unsafe)` would only silence it.
@testable import Exercise07_3

@MainActor
func changeTheDefault() {
    // expected-error@+1 {{cannot assign to property: 'defaultValue'}}
    ThirstyBedsKey.defaultValue = ["Basil"]
}
