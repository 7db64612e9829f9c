// check: runs, preview
// A RandomAccessCollection promises constant-time `count`, `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)`
// and `distance(from:to:)`. A generic wrapper such as IndexedCollection never gets the standard library's
// arithmetic defaults, whatever its base (they need `Indices == Range<Index>`, and a wrapper's `Indices` is
// `DefaultIndices<Self>`): without forwarding, even an indexed Array walks one index at a time. This base
// counts every single step an index takes, and the answer must be 0; a limit must still stop a move that
// would pass it (`prefix(5)` of three lockers relies on that). Then ForEach renders an indexed array.
// varies: how many lockers, how far each move goes (one within the limit, one past it), and the days
import MiniUI

@testable import Exercise03_2

final class StepCounter {
    var steps = 0
}

/// A random-access row of lockers whose positions are slots, not Ints; it counts each one-step move.
struct Lockers: RandomAccessCollection {
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
    func index(_ i: Slot, offsetBy distance: Int, limitedBy limit: Slot) -> Slot? {
        let target = i.number + distance
        if distance >= 0, i <= limit, target > limit.number { return nil }
        if distance < 0, i >= limit, target < limit.number { return nil }
        return Slot(number: target)
    }
    func distance(from start: Slot, to end: Slot) -> Int { end.number - start.number }
    subscript(position: Slot) -> String { "locker \(position.number)" }
}

let size = Vary.number("lockers", 1000, in: 300...3000)
let offset = Vary.value("offset to the middle", 500) { random in random.int(in: 1...(size - 1)) }
let within = Vary.value("move within the limit", 20) { random in random.int(in: 1...(size - 1)) }
let beyond = Vary.value("move past the limit", 2000) { random in size + random.int(in: 1...size) }
let days = Vary.value("days", ["Mon", "Tue"]) { random in
    random.sample(["Wed", "Thu", "Fri", "Sat", "Sun"], count: random.int(in: 1...4))
}

let counter = StepCounter()
let lockers = Lockers(size: size, counter: counter).indexed()

print("count:", lockers.count, "steps:", counter.steps)
let middle = lockers.index(lockers.startIndex, offsetBy: offset)
print("middle:", lockers[middle].element, "steps:", counter.steps)
print("to the end:", lockers.distance(from: middle, to: lockers.endIndex), "steps:", counter.steps)
/// Code written for any collection, as `prefix(_:)` and `dropFirst(_:)` are, moves an index with a limit.
func move<C: Collection>(_ c: C, by n: Int) -> C.Index? {
    c.index(c.startIndex, offsetBy: n, limitedBy: c.endIndex)
}

let near = move(lockers, by: within)
print("\(within) within the limit:", near.map { lockers[$0].element } ?? "none", "steps:", counter.steps)
let past = move(lockers, by: beyond)
print("\(beyond) past the limit:", past.map { lockers[$0].element } ?? "none", "steps:", counter.steps)

print(ViewHost(ForEach(days.indexed(), id: \.element) { index, day in Text("\(index + 1). \(day)") }).screen)

/* expected output:
count: 1000 steps: 0
middle: locker 500 steps: 0
to the end: 500 steps: 0
20 within the limit: locker 20 steps: 0
2000 past the limit: none steps: 0
ForEach
  row id: "Mon"
    Text("1. Mon")
  row id: "Tue"
    Text("2. Tue")
*/
