// check: runs
// A row's number is a distance, and for a random-access collection a distance is constant-time: numbering
// a list costs about the same per row whether the list is short or long. This collection of seats counts
// every one-step move of its indices; a list twice as long may take about twice as many moves, never four
// times (which is what searching or copying the indices for each row costs).
import MiniUI

@testable import Exercise03_5

final class MoveCounter {
    var moves = 0
}

struct Seat: Identifiable {
    let id: Int
}

/// A row of seats whose positions are seat marks, not Ints; it counts each one-step move of a mark.
struct Seats: RandomAccessCollection {
    struct Mark: Comparable {
        let offset: Int
        static func < (a: Mark, b: Mark) -> Bool { a.offset < b.offset }
    }

    let size: Int
    let counter: MoveCounter

    var startIndex: Mark { Mark(offset: 0) }
    var endIndex: Mark { Mark(offset: size) }
    func index(after i: Mark) -> Mark {
        counter.moves += 1
        return Mark(offset: i.offset + 1)
    }
    func index(before i: Mark) -> Mark {
        counter.moves += 1
        return Mark(offset: i.offset - 1)
    }
    func index(_ i: Mark, offsetBy distance: Int) -> Mark { Mark(offset: i.offset + distance) }
    func index(_ i: Mark, offsetBy distance: Int, limitedBy limit: Mark) -> Mark? {
        let target = i.offset + distance
        if distance >= 0, i <= limit, target > limit.offset { return nil }
        if distance < 0, i >= limit, target < limit.offset { return nil }
        return Mark(offset: target)
    }
    func distance(from start: Mark, to end: Mark) -> Int { end.offset - start.offset }
    subscript(position: Mark) -> Seat { Seat(id: position.offset) }
}

/// Renders a numbered list of `size` seats; returns the moves it took and the last row's number.
@MainActor
func render(size: Int) -> (moves: Int, lastNumber: String?) {
    let counter = MoveCounter()
    let texts = ViewHost(NumberedList(Seats(size: size, counter: counter)) { Text("seat \($0.id)") }).texts
    return (counter.moves, texts.dropLast().last)
}

let short = render(size: 300)
let long = render(size: 600)
print("last numbers:", short.lastNumber ?? "none", long.lastNumber ?? "none")
let grows = Double(long.moves) / Double(max(short.moves, 1))
print("twice the rows, at most about twice the moves:", long.moves <= 2 * short.moves + 50)
if long.moves > 2 * short.moves + 50 {
    print("moves for 300 rows: \(short.moves); for 600 rows: \(long.moves) (\(grows) times as many)")
}

/* expected output:
last numbers: 300. 600.
twice the rows, at most about twice the moves: true
*/
