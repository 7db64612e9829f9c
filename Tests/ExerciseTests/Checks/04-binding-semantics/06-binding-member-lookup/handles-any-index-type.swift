// check: runs
// A handle on a mutable collection is a collection of handles whatever the collection's index is: here a rota
// indexed by the day, not by an `Int`. The handle takes the rota's own indices, and each element's handle reads
// and writes its own day.
@testable import Exercise04_6

/// A day of the rota, counted from its first; the rota's end is the day after its last.
struct Day: Comparable {
    let number: Int

    static func < (lhs: Day, rhs: Day) -> Bool { lhs.number < rhs.number }
}

/// Who waters the plants each day: a mutable collection whose index is a `Day`.
struct Rota: MutableCollection, BidirectionalCollection {
    var names: [String]

    var startIndex: Day { Day(number: 0) }
    var endIndex: Day { Day(number: names.count) }

    func index(after day: Day) -> Day { Day(number: day.number + 1) }
    func index(before day: Day) -> Day { Day(number: day.number - 1) }

    subscript(day: Day) -> String {
        get { names[day.number] }
        set { names[day.number] = newValue }
    }
}

var rota = Rota(names: ["Ana", "Ben", "Cy"])
let handle = Handle(get: { rota }, set: { rota = $0 })

handle[Day(number: 1)].value = "Dee"
print("after handle[day 1] = Dee:", rota.names)

let rows = Array(handle)
rows[2].value = "Eve"
print("after the last row's handle wrote Eve:", rota.names, "from", rows.count, "rows")
print("the last day, read back:", handle[handle.index(before: handle.endIndex)].value)

/* expected output:
after handle[day 1] = Dee: ["Ana", "Dee", "Cy"]
after the last row's handle wrote Eve: ["Ana", "Dee", "Eve"] from 3 rows
the last day, read back: Eve
*/
