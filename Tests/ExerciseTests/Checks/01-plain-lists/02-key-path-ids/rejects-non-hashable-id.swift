// check: rejects
// An id must be Hashable, as in ForEach: SwiftUI keeps each row's state in a table keyed by ids. A key
// path to a value that is not Hashable is refused where the list is made.
import MiniUI

@testable import Exercise01_2

struct Point {
    let x: Double
    let y: Double
}

struct Pin {
    let name: String
    let location: Point
}

@MainActor
func listPins(_ pins: [Pin]) {
    // expected-error@+1 {{requires that 'Point' conform to 'Hashable'}}
    _ = PlainList(pins, id: \.location) { (pin: Pin) in
        Text(pin.name)
    }
}
