// check: rejects
// `interleaved` refuses two sequences whose elements differ: Ints and Strings cannot be taken in turn
// into one array of a single element type.
@testable import Exercise00_2

func mixIntsAndStrings() {
    let numbers = [1, 2, 3]
    let words = ["one", "two"]
    // Slices here on purpose: with two plain arrays and no type around them, Swift 6.3 fails with
    // "failed to produce diagnostic for expression" (a compiler bug) instead of the message below.
    _ = interleaved(numbers[...], words[...])  // expected-error {{requires the types 'Int' and 'String' be equivalent}}
}
