// check: compiles
// `Row(item)` works for any Identifiable item and takes the item's own id type (Int for one, String for
// another), with no type written out; `Row(item, id:)` still works for any item at all.
@testable import Exercise00_2

struct Ticket: Identifiable {
    let id: Int
    let seat: String
}

struct Planet: Identifiable {
    let id: String
    let name: String
}

func useRows() {
    let ticket = Ticket(id: 7, seat: "12A")
    let planet = Planet(id: "p-4", name: "Mars")

    let ticketID: Int = Row(ticket).id
    let planetID: String = Row(planet).id
    let spelledOut = Row<Ticket, Int>(ticket)
    let bySeat: Row<Ticket, String> = Row(ticket, id: { $0.seat })
    let word = Row("swift", id: { $0 })
    let length: Row<String, Int> = Row("swift", id: { $0.count })

    _ = (ticketID, planetID, spelledOut, bySeat, word, length)
}
