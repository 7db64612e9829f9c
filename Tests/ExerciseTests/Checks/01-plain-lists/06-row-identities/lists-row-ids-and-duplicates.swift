// check: runs, preview
// The row ids come from the caller's key path, one per element, in order. An id met a second time is a
// duplicate: each is listed once, in the order ForEach meets it again, with SwiftUI's warning naming the
// list's type. The same collection shown on screen makes ForEach give the same warnings.
import MiniUI

@testable import Exercise01_6

struct Photo: Identifiable {
    let id: Int
    let caption: String
}

let photos = [
    Photo(id: 1, caption: "Dunes"),
    Photo(id: 2, caption: "Harbour"),
    Photo(id: 3, caption: "Glacier"),
    Photo(id: 2, caption: "Harbour, retouched"),
    Photo(id: 1, caption: "Dunes, cropped"),
    Photo(id: 2, caption: "Harbour at night"),
]
let gallery = PlainList(photos) { photo in
    Text(photo.caption)
}
print("ids:", gallery.rowIDs)
print("duplicates:", gallery.duplicateIDs)
for warning in gallery.duplicateIDWarnings { print(warning) }

let tags = PlainList(["swift", "ui", "swift"], id: \.self) { tag in
    Text(tag)
}
print("ids:", tags.rowIDs)
print("duplicates:", tags.duplicateIDs)
for warning in tags.duplicateIDWarnings { print(warning) }

let firstThree = PlainList(photos.prefix(3)) { photo in
    Text(photo.caption)
}
print("ids:", firstThree.rowIDs)
print("duplicates:", firstThree.duplicateIDs, firstThree.duplicateIDWarnings)

// Eight duplicates, met again in two opposite orders: only the order in which they are met again can get
// both right. (Collecting them in a Set or a dictionary's keys gives hash order, the same for both lists.)
let forward = PlainList(Array(0..<8) + Array(0..<8), id: \.self) { Text("\($0)") }
let backward = PlainList(Array(0..<8) + (0..<8).reversed(), id: \.self) { Text("\($0)") }
print("met again in order:", forward.duplicateIDs)
print("met again in reverse:", backward.duplicateIDs)

/// What a warning says after the type that it names.
func message(_ warning: String) -> Substring {
    warning[warning.range(of: ": the ID ")!.lowerBound...]
}
let onScreen = ViewHost(gallery).warnings
print("ForEach warns the same:", onScreen.map(message) == gallery.duplicateIDWarnings.map(message))

/* expected output:
ids: [1, 2, 3, 2, 1, 2]
duplicates: [2, 1]
PlainList<Array<Photo>, Int, Text>: the ID 2 occurs multiple times within the collection, this will give undefined results!
PlainList<Array<Photo>, Int, Text>: the ID 1 occurs multiple times within the collection, this will give undefined results!
ids: ["swift", "ui", "swift"]
duplicates: ["swift"]
PlainList<Array<String>, String, Text>: the ID swift occurs multiple times within the collection, this will give undefined results!
ids: [1, 2, 3]
duplicates: [] []
met again in order: [0, 1, 2, 3, 4, 5, 6, 7]
met again in reverse: [7, 6, 5, 4, 3, 2, 1, 0]
ForEach warns the same: true
*/
