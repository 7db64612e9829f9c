// check: runs, preview
// `interleaved` takes from each sequence in turn and keeps the rest of the longer one, whichever it is;
// `Row(item)` takes the id of an Identifiable item, `Row(_:id:)` computes one.
// varies: the letters and digits interleaved (how many of each, which), the numbers and range, the ticket and the word
import MiniUI

@testable import Exercise00_2

struct Ticket: Identifiable {
    let id: Int
    let seat: String
}

let letters = Vary.value("letters", ["A", "B", "C", "D"]) { random in
    random.sample(["E", "F", "G", "H", "J", "K"], count: random.int(in: 1...6))
}
let digits = Vary.value("digits", ["1", "2"]) { random in
    random.sample(["5", "6", "7", "8", "9"], count: random.int(in: 1...5))
}
let odds = Vary.value("numbers", [1, 3, 5]) { random in
    random.sample(Array(10...30), count: random.int(in: 0...5))
}
let range = Vary.value("range", 2...4) { random in
    let start = random.int(in: 40...50)
    return start...(start + random.int(in: 0...4))
}
let ticket = Vary.value("ticket", Ticket(id: 7, seat: "12A")) { random in
    Ticket(id: random.int(in: 10...99), seat: "\(random.int(in: 1...40))\(random.element(of: ["B", "C", "D", "F"]))")
}
let text = Vary.value("word", "swift") { random in random.element(of: ["map", "filter", "reduce", "zip"]) }

print(interleaved(letters, digits))
print(interleaved(["A"], ["1", "2", "3"]))
print(interleaved(odds, range))
print(interleaved([Int](), 1...3))

// Each row's type is printed through an interpolation: a learner whose `Row(ticket)` does not compile then sees
// that one error, not a second one about `type(of:)` that follows from it.
let row = Row(ticket)
print(row.id, row.item.seat, "\(type(of: row))")
let word = Row(text, id: { $0.count })
print(word.id, word.item, "\(type(of: word))")

/* expected output:
["A", "1", "B", "2", "C", "D"]
["A", "1", "2", "3"]
[1, 2, 3, 3, 5, 4]
[1, 2, 3]
7 12A Row<Ticket, Int>
5 swift Row<String, Int>
*/
