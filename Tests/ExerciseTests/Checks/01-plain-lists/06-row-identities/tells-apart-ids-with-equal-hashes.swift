// check: runs
// behaviour-in: RowIdentities.swift
// Two ids that are not equal may still have the same hash: here every seat of a row hashes alike. A duplicate
// is an id equal to one met before, so 14A and 14C are two seats and only 14A, booked twice, is a duplicate.
// Counting ids in a dictionary or a set keyed by the ids themselves gets this right (the hash finds the
// bucket, `==` decides); keying it by `hashValue` takes 14C for a second 14A.
import MiniUI

@testable import Exercise01_6

/// A seat, identified by its row and letter; its hash uses the row only, as a hash is allowed to.
struct SeatID: Hashable, CustomStringConvertible {
    let row: Int
    let letter: Character

    func hash(into hasher: inout Hasher) {
        hasher.combine(row)
    }

    var description: String { "\(row)\(letter)" }
}

struct Booking {
    let passenger: String
    let seat: SeatID
}

let bookings = [
    Booking(passenger: "Ines", seat: SeatID(row: 14, letter: "A")),
    Booking(passenger: "Tomas", seat: SeatID(row: 14, letter: "C")),
    Booking(passenger: "Yuki", seat: SeatID(row: 9, letter: "F")),
    Booking(passenger: "Ines, again", seat: SeatID(row: 14, letter: "A")),
]
let cabin = PlainList(bookings, id: \.seat) { booking in
    Text(booking.passenger)
}
print("same hash, 14A and 14C:", SeatID(row: 14, letter: "A").hashValue == SeatID(row: 14, letter: "C").hashValue)
print("ids:", cabin.rowIDs)
print("duplicates:", cabin.duplicateIDs)

/* expected output:
same hash, 14A and 14C: true
ids: [14A, 14C, 9F, 14A]
duplicates: [14A]
*/
