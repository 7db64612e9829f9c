// check: runs, preview
// The row ids come from the caller's key path, one per element, in order. An id met a second time is a
// duplicate: each is listed once, in the order ForEach meets it again, with SwiftUI's warning naming the
// list's type. The same collection shown on screen makes ForEach give the same warnings.
import MiniUI

@testable import Exercise01_6

struct Book: Identifiable {
    let id: Int
    let title: String
}

let books = [
    Book(id: 1, title: "Generics"),
    Book(id: 2, title: "Key Paths"),
    Book(id: 3, title: "Result Builders"),
    Book(id: 2, title: "Key Paths, 2nd edition"),
    Book(id: 1, title: "Generics, 2nd edition"),
    Book(id: 2, title: "Key Paths, 3rd edition"),
]
let shelf = PlainList(books) { book in
    Text(book.title)
}
print("ids:", shelf.rowIDs)
print("duplicates:", shelf.duplicateIDs)
shelf.duplicateIDWarnings.forEach { print($0) }

let tags = PlainList(["swift", "ui", "swift"], id: \.self) { tag in
    Text(tag)
}
print("ids:", tags.rowIDs)
print("duplicates:", tags.duplicateIDs)
tags.duplicateIDWarnings.forEach { print($0) }

let firstThree = PlainList(books.prefix(3)) { book in
    Text(book.title)
}
print("ids:", firstThree.rowIDs)
print("duplicates:", firstThree.duplicateIDs, firstThree.duplicateIDWarnings)

/// What a warning says after the type that it names.
func message(_ warning: String) -> Substring {
    warning[warning.range(of: ": the ID ")!.lowerBound...]
}
let onScreen = ViewHost(shelf).warnings
print("ForEach warns the same:", onScreen.map(message) == shelf.duplicateIDWarnings.map(message))

/* expected output:
ids: [1, 2, 3, 2, 1, 2]
duplicates: [2, 1]
PlainList<Array<Book>, Int, Text>: the ID 2 occurs multiple times within the collection, this will give undefined results!
PlainList<Array<Book>, Int, Text>: the ID 1 occurs multiple times within the collection, this will give undefined results!
ids: ["swift", "ui", "swift"]
duplicates: ["swift"]
PlainList<Array<String>, String, Text>: the ID swift occurs multiple times within the collection, this will give undefined results!
ids: [1, 2, 3]
duplicates: [] []
ForEach warns the same: true
*/
