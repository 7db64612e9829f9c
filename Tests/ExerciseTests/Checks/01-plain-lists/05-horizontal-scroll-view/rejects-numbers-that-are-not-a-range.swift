// check: rejects
// The number shortcut is for a `Range<Int>` only, as `ForEach`'s is: an array of numbers is not a range, has
// no shortcut, and must say how its rows are identified (`id: \.self`). A requirement that asks only for Int
// elements (`Data.Element == Int`) names no concrete type and lets the array through.
import MiniUI

@testable import Exercise01_5

@MainActor
func misuse() {
    // expected-error@+1 {{cannot convert value of type '[Int]' to expected argument type 'Range<Int>'}}
    let platforms = HorizontalScrollView([4, 5, 6]) { number in
        Text("Platform \(number)")
    }
    _ = platforms
}
