// check: runs, preview
// A RandomAccessCollection promises constant-time `count`, `index(_:offsetBy:)` and `distance(from:to:)`.
// Over a base whose indices are not numbers, the indexed collection keeps that promise only if it
// forwards those to the base: this shelf counts every single step an index takes, and the answer must be
// 0. Then ForEach renders an indexed array.
import MiniUI

@testable import Exercise03_2

final class StepCounter {
    var steps = 0
}

/// A random-access shelf whose positions are slots, not Ints; it counts each one-step move.
struct Shelf: RandomAccessCollection {
    struct Slot: Comparable {
        let number: Int
        static func < (a: Slot, b: Slot) -> Bool { a.number < b.number }
    }

    let size: Int
    let counter: StepCounter

    var startIndex: Slot { Slot(number: 0) }
    var endIndex: Slot { Slot(number: size) }
    func index(after i: Slot) -> Slot {
        counter.steps += 1
        return Slot(number: i.number + 1)
    }
    func index(before i: Slot) -> Slot {
        counter.steps += 1
        return Slot(number: i.number - 1)
    }
    func index(_ i: Slot, offsetBy distance: Int) -> Slot { Slot(number: i.number + distance) }
    func distance(from start: Slot, to end: Slot) -> Int { end.number - start.number }
    subscript(position: Slot) -> String { "book \(position.number)" }
}

let counter = StepCounter()
let shelf = Shelf(size: 1000, counter: counter).indexed()

print("count:", shelf.count, "steps:", counter.steps)
let middle = shelf.index(shelf.startIndex, offsetBy: 500)
print("middle:", shelf[middle].element, "steps:", counter.steps)
print("to the end:", shelf.distance(from: middle, to: shelf.endIndex), "steps:", counter.steps)

let titles = ["Type Puzzles", "Lists and Rows"]
print(ViewHost(ForEach(titles.indexed(), id: \.element) { index, title in Text("\(index + 1). \(title)") }).screen)

/* expected output:
count: 1000 steps: 0
middle: book 500 steps: 0
to the end: 500 steps: 0
ForEach
  row id: "Type Puzzles"
    Text("1. Type Puzzles")
  row id: "Lists and Rows"
    Text("2. Lists and Rows")
*/
