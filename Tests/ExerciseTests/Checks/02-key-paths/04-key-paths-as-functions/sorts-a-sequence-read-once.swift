// check: runs
// A sequence need not be readable twice: an iterator used as a sequence gives its elements once, and a second
// pass over it finds none (Apple's `Sequence` page: a sequence may be consumed as it is read). `sorted(by:)` reads
// the elements in one pass, so it sorts such a sequence too.
@testable import Exercise02_4

let departures = AnyIterator(["19:05", "07:40", "12:15"].makeIterator())
print(departures.sorted(by: \.self))
let platforms = AnyIterator([(9, "Aurora"), (2, "Borealis"), (5, "Cometa")].makeIterator())
print(platforms.sorted(by: \.0).map(\.1))

/* expected output:
["07:40", "12:15", "19:05"]
["Borealis", "Cometa", "Aurora"]
*/
