// check: runs
// Moving, measuring and counting are each free of steps, counted one at a time on a base that counts every step
// an index takes: moving 500 places (`index(_:offsetBy:)`), measuring them (`distance(from:to:)`), and counting
// the lockers as code written for any collection does (`count`). Each is measured on its own, in that order, so
// a wrapper that forwards neither, one that forwards the move but not the measure, and one whose forwarding only
// concrete calls see, each fail on a line of their own.
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

let counter = StepCounter()
let lockers = Lockers(size: 1000, counter: counter).indexed()

let middle = lockers.index(lockers.startIndex, offsetBy: 500)
print("moving 500 places:", counter.steps, "steps")
counter.steps = 0
_ = lockers.distance(from: middle, to: lockers.endIndex)
print("measuring 500 places:", counter.steps, "steps")
counter.steps = 0
/// Code written for any collection counts as the standard library's algorithms do.
func size<C: Collection>(of c: C) -> Int { c.count }
_ = size(of: lockers)
print("counting 1000 lockers:", counter.steps, "steps")

/* expected output:
moving 500 places: 0 steps
measuring 500 places: 0 steps
counting 1000 lockers: 0 steps
*/
