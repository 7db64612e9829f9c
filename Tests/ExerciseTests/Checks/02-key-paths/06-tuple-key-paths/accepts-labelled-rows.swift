// check: compiles
// `rows` gives labelled tuples for any element type, and `rowID` a key path from such a row to any
// Hashable or non-Hashable id, written out with its labelled root type; ForEach takes both, and its
// closure can name the tuple's two parts.
import MiniUI

@testable import Exercise02_6

@MainActor
func useRows(_ guests: [Guest]) {
    let guestRows: [(index: Int, element: Guest)] = rows(guests)
    let wordRows: [(index: Int, element: String)] = rows(["kiwi", "fig"])
    let position: Int = guestRows[0].index
    let name: String = guestRows[0].element.name

    let byTicket: KeyPath<(index: Int, element: Guest), String> = rowID(\.ticket)
    let byID: KeyPath<(index: Int, element: Guest), Int> = rowID(\Guest.id)
    let byWord: KeyPath<(index: Int, element: String), String> = rowID(\.self)
    let byLength: KeyPath<(index: Int, element: String), Int> = rowID(\.count)

    let list = List {
        ForEach(rows(guests), id: rowID(\.ticket)) { index, guest in
            Text("\(index + 1). \(guest.name)")
        }
    }

    _ = (wordRows, position, name, byTicket, byID, byWord, byLength, list)
}
