// check: runs, preview
// Rows count from 0; a row id composed from `\.element` and the caller's path reads the guest's ticket (and
// is the same key path as the one written in one piece); a list of rows is identified by ticket.
// varies: the guests: how many, their ids, tickets and names, and the word counted
import MiniUI

@testable import Exercise02_6

let guests = Vary.value(
    "guests",
    [
        Guest(id: 7, ticket: "A-12", name: "Mei Tanaka"),
        Guest(id: 9, ticket: "B-03", name: "Omar Haddad"),
    ]
) { random in
    let tickets = random.ints(count: 4, in: 20...99).map { "\(random.element(of: ["C", "D", "E"]))-\($0)" }
    return zip(random.ints(count: random.int(in: 1...4), in: 10...60), tickets).map { id, ticket in
        Guest(id: id, ticket: ticket, name: random.element(of: ["Lena Park", "Ravi Shah", "Ana Costa", "Jun Mori"]))
    }
}
let word = Vary.value("word", "kiwi") { random in random.element(of: ["fig", "mango", "cherry", "plum"]) }

let guestRows = rows(guests)
print(guestRows.map(\.index), guestRows.map(\.element.name))
print(guestRows.map { $0[keyPath: rowID(\.ticket)] })
print(rowID(\Guest.ticket) == \(index: Int, element: Guest).element.ticket)
print(rows([word]).map { $0[keyPath: rowID(\.count)] })

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
