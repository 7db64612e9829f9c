// check: rejects
// Like SwiftUI's Binding, a handle is made only to what it could also write: not to a `let` property, not
// to a get-only one (the words are about assigning, because a writable key path is what is missing), and
// not to a member the value does not have.
import MiniUI

@testable import Exercise04_6

struct Feature {
    let name: String  // expected-note {{change 'let' to 'var' to make it mutable}}
    var isEnabled: Bool
}

struct Settings {
    var features: [Feature]
    var enabledCount: Int { features.filter(\.isEnabled).count }
}

func misuse(_ settings: Handle<Settings>) {
    _ = settings.features[0].name  // expected-error {{cannot assign to property: 'name' is a 'let' constant}}
    _ = settings.enabledCount  // expected-error {{cannot assign to property: 'enabledCount' is a get-only property}}
    _ = settings.colour  // expected-error {{has no dynamic member 'colour'}}
}
