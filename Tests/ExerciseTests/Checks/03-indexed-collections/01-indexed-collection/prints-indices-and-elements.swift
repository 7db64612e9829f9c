// check: runs, preview
// The pairs carry the base's own indices (a slice of an array starts where the slice starts, a string
// has String.Index values), and each pair is made when it is read, from the one element at its index: taking the
// first pair of a lazy map over a million numbers runs the map once, and reading the fifth pair then runs it once
// more, not five times (moving an index to the fifth pair maps nothing).
// varies: the titles (how many, which), where the slice starts, and the word (always with a letter of two or more bytes)
import MiniUI

@testable import Exercise03_1

let titles = Vary.value("titles", ["Type Puzzles", "Lists and Rows", "Paths and Values", "Binding Basics"]) { random in
    random.sample(
        ["Opaque Types", "Key Paths", "Slices", "Bindings", "Wrappers", "Environment"], count: random.int(in: 2...6))
}
let sliceStart = Vary.value("slice start", 2) { random in random.int(in: 1...(titles.count - 1)) }
let word = Vary.value("word", "naïve") { random in random.element(of: ["café", "über", "jalapeño", "façade", "señor"]) }

for (index, title) in titles.indexed() {
    print(index, title)
}
print(titles[sliceStart...].indexed().map(\.index))

print(word.indexed().map { "\(word.distance(from: word.startIndex, to: $0.index)):\($0.element)" })
print(word.indexed().first.map { word[$0.index] } ?? "-")

nonisolated(unsafe) var mapped = 0
let numbers = (0..<1_000_000).lazy.map { (n: Int) -> Int in
    mapped += 1
    return n * 2
}
let pairs = numbers.indexed()
let first = pairs.first?.element ?? -1
print("first element: \(first); the lazy map ran \(mapped) \(mapped == 1 ? "time" : "times")")
mapped = 0
let fifth = pairs[pairs.index(pairs.startIndex, offsetBy: 4)].element
print("fifth element: \(fifth); the lazy map ran \(mapped) more \(mapped == 1 ? "time" : "times")")

/* expected output:
0 Type Puzzles
1 Lists and Rows
2 Paths and Values
3 Binding Basics
[2, 3]
["0:n", "1:a", "2:ï", "3:v", "4:e"]
n
first element: 0; the lazy map ran 1 time
fifth element: 8; the lazy map ran 1 more time
*/
