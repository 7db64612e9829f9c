// check: rejects
// Shelvable promises a Hashable id, as Identifiable does: a type whose id is not Hashable cannot
// conform, and a Shelf only holds Shelvable items.
@testable import Exercise00_1

/// Neither Hashable nor Shelvable.
struct Point {
    let x: Double
    let y: Double
}

struct Pin: Shelvable {  // expected-error {{type 'Pin' does not conform to protocol 'Shelvable'}}
    let id: Point  // expected-note {{if 'Point' conformed to 'Hashable'}}
}

func usePoints() {
    _ = Shelf<Point>()  // expected-error {{type 'Point' does not conform to protocol 'Shelvable'}}
}
