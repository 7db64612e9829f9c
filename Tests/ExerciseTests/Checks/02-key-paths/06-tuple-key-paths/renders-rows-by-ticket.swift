// check: runs, preview
// Rows count from 0; a row id composed from `\.element` and the caller's path reads the guest's ticket (and
// is the same key path as the one written in one piece); a list of rows is identified by ticket.
import MiniUI

@testable import Exercise02_6

let guests = [
    Guest(id: 7, ticket: "A-12", name: "Mei Tanaka"),
    Guest(id: 9, ticket: "B-03", name: "Omar Haddad"),
]

let guestRows = rows(guests)
print(guestRows.map(\.index), guestRows.map(\.element.name))
print(guestRows.map { $0[keyPath: rowID(\.ticket)] })
print(rowID(\Guest.ticket) == \(index: Int, element: Guest).element.ticket)
print(rows(["kiwi"]).map { $0[keyPath: rowID(\.count)] })

let list = List {
    ForEach(rows(guests), id: rowID(\.ticket)) { index, guest in
        Text("\(index + 1). \(guest.name)")
    }
}
print(ViewHost(list).screen)

/* expected output:
[0, 1] ["Mei Tanaka", "Omar Haddad"]
["A-12", "B-03"]
true
[4]
List [style: .automatic, minRowHeight: 44]
  ForEach
    row id: "A-12" [separator: .automatic, insets: .automatic]
      Text("1. Mei Tanaka")
    row id: "B-03" [separator: .automatic, insets: .automatic]
      Text("2. Omar Haddad")
*/
