// check: runs
// The rows come from `data.indexed()`, also when the data is a slice: the ForEach that `body` builds loops
// over an IndexedCollection of the caller's collection itself, not over a copy of it in an Array (of offsets
// from `enumerated()`, or of indices), and each row keeps the id the caller chose. (The numbers a slice gets
// here are the next step's subject, so this check does not read them.)
// varies: the finishers (how many, their ids and names) and where the slice starts (never at 0)
import MiniUI

@testable import Exercise03_4

struct Finisher: Identifiable {
    let id: Int
    var name: String
}

let finishers = Vary.value(
    "finishers",
    [Finisher(id: 7, name: "Aiko"), Finisher(id: 9, name: "Bruno"), Finisher(id: 4, name: "Chidi")],
    describe: { $0.map { "\($0.id) \($0.name)" }.joined(separator: ", ") },
    varied: { random in
        random.ints(count: random.int(in: 3...6), in: 1...99).map { id in
            Finisher(id: id, name: random.element(of: ["Dagny", "Emeka", "Farida", "Gustav", "Hana"]))
        }
    })
let sliceStart = Vary.value("slice start", 1) { random in random.int(in: 1...(finishers.count - 1)) }
let rest = NumberedList(finishers[sliceStart...]) { runner in
    Text(runner.name)
}
let found = ViewHost.forEachDataTypes(in: rest.body)
print("ForEach over", found.isEmpty ? "nothing found" : found.joined(separator: ", "))
let rows = ViewHost(rest).screen.split(separator: "\n").filter { $0.contains("row id:") || $0.contains("Text(\"") }
print(rows.filter { !$0.contains(".\")") }.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n"))

/* expected output:
ForEach over IndexedCollection<ArraySlice<Finisher>>
row id: 9 [separator: .automatic, insets: .automatic]
Text("Bruno")
row id: 4 [separator: .automatic, insets: .automatic]
Text("Chidi")
*/
