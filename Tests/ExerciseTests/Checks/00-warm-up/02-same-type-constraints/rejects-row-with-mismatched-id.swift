// check: rejects
// `Row(item)` exists only for Identifiable items, and only with the item's own id type: a row of tickets
// (whose ids are Ints) cannot claim String ids, and an item with no id needs `Row(_:id:)`.
@testable import Exercise00_2

struct Ticket: Identifiable {
    let id: Int
    let seat: String
}

struct Note {
    let text: String
}

func misuseRows() {
    let ticket = Ticket(id: 7, seat: "12A")
    // expected-error@+1 {{requires the types 'String' and 'Int' be equivalent}}
    let wrongID: Row<Ticket, String> = Row(ticket)
    let noID = Row(Note(text: "hello"))  // expected-error {{requires that 'Note' conform to 'Identifiable'}}
    _ = (wrongID, noID)
}
