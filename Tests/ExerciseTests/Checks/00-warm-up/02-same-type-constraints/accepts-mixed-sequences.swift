// check: compiles
// `interleaved` takes two sequences of different kinds (an array and a range, a string and an array,
// a lazy map and a set) as long as their elements are the same type, and returns an array of that type.
@testable import Exercise00_2

func useInterleaved() {
    let odds = [1, 3, 5]
    let numbers: [Int] = interleaved(odds, 2...4)
    let backAndForth: [Int] = interleaved(odds, odds.reversed())
    let letters: [Character] = interleaved("abc", ["x", "y"])
    let tens: [Int] = interleaved(odds.lazy.map { $0 * 10 }, Set([2, 4]))
    let words: [String] = interleaved(["one", "three"], ["two"][...])

    _ = (numbers, backAndForth, letters, tens, words)
}
