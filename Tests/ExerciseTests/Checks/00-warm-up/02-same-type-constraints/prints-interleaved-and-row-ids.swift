// check: runs, preview
// `interleaved` takes from each sequence in turn and keeps the rest of the longer one, whichever it is;
// `Row(item)` takes the id of an Identifiable item, `Row(_:id:)` computes one.
@testable import Exercise00_2

struct Ticket: Identifiable {
    let id: Int
    let seat: String
}

print(interleaved(["A", "B", "C", "D"], ["1", "2"]))
print(interleaved(["A"], ["1", "2", "3"]))
print(interleaved([1, 3, 5], 2...4))
print(interleaved([Int](), 1...3))

let row = Row(Ticket(id: 7, seat: "12A"))
print(row.id, row.item.seat, type(of: row))
let word = Row("swift", id: { $0.count })
print(word.id, word.item, type(of: word))

/* expected output:
["A", "1", "B", "2", "C", "D"]
["A", "1", "2", "3"]
[1, 2, 3, 3, 5, 4]
[1, 2, 3]
7 12A Row<Ticket, Int>
5 swift Row<String, Int>
*/
