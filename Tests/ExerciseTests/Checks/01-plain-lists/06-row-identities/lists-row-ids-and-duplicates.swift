// check: runs, preview
// The row ids come from the caller's key path, one per element, in order. An id met a second time is a
// duplicate: each is listed once, in an order the rows give (where each first appears, or where it is met
// again: SwiftUI does not document the order of its warnings, so either passes), with SwiftUI's warning
// naming the list's type, one per duplicate in the same order. The same collection shown on screen makes
// ForEach warn about the same ids.
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
/// The duplicates found, and whether they are listed once each in an order the rows give.
func duplicates<ID: Hashable & Comparable>(_ found: [ID], among ids: [ID]) -> String {
    var seen: Set<ID> = []
    var metAgain: [ID] = []
    for id in ids where !seen.insert(id).inserted && !metAgain.contains(id) { metAgain.append(id) }
    let firstSeen = ids.filter { metAgain.contains($0) }.reduce(into: [ID]()) { if !$0.contains($1) { $0.append($1) } }
    if found == firstSeen || found == metAgain { return "\(found.sorted()), once each, in an order of the rows" }
    return "\(found), not \(firstSeen) (as first seen) or \(metAgain) (as met again)"
}

/// The warnings in a fixed order, and whether each names the duplicate at its place.
func warnings<ID>(_ warnings: [String], for found: [ID]) -> [String] {
    let matched = warnings.count == found.count && zip(warnings, found).allSatisfy { $0.contains("the ID \($1) ") }
    return warnings.sorted() + ["one warning per duplicate, in the same order: \(matched)"]
}

print("ids:", gallery.rowIDs)
print("duplicates:", duplicates(gallery.duplicateIDs, among: gallery.rowIDs))
for line in warnings(gallery.duplicateIDWarnings, for: gallery.duplicateIDs) { print(line) }

let tags = PlainList(["swift", "ui", "swift"], id: \.self) { tag in
    Text(tag)
}
print("ids:", tags.rowIDs)
print("duplicates:", duplicates(tags.duplicateIDs, among: tags.rowIDs))
for line in warnings(tags.duplicateIDWarnings, for: tags.duplicateIDs) { print(line) }

let firstThree = PlainList(photos.prefix(3)) { photo in
    Text(photo.caption)
}
print("ids:", firstThree.rowIDs)
print("duplicates:", firstThree.duplicateIDs, firstThree.duplicateIDWarnings)

// Twelve duplicates, met again in two opposite orders: an order the rows give gets both right, by first
// appearance or by meeting again. (Collecting them in a Set or a dictionary's keys gives hash order, which
// is no order of the rows, and the same for both lists.)
let forward = PlainList(Array(0..<12) + Array(0..<12), id: \.self) { Text("\($0)") }
let backward = PlainList(Array(0..<12) + (0..<12).reversed(), id: \.self) { Text("\($0)") }
print("met again in order:", duplicates(forward.duplicateIDs, among: forward.rowIDs))
print("met again in reverse:", duplicates(backward.duplicateIDs, among: backward.rowIDs))

/// What a warning says after the type that it names.
func message(_ warning: String) -> Substring {
    warning[warning.range(of: ": the ID ")!.lowerBound...]
}
let onScreen = ViewHost(gallery).warnings
print(
    "ForEach warns about the same ids:",
    onScreen.map(message).sorted() == gallery.duplicateIDWarnings.map(message).sorted())

/* expected output:
ids: [1, 2, 3, 2, 1, 2]
duplicates: [1, 2], once each, in an order of the rows
PlainList<Array<Photo>, Int, Text>: the ID 1 occurs multiple times within the collection, this will give undefined results!
PlainList<Array<Photo>, Int, Text>: the ID 2 occurs multiple times within the collection, this will give undefined results!
one warning per duplicate, in the same order: true
ids: ["swift", "ui", "swift"]
duplicates: ["swift"], once each, in an order of the rows
PlainList<Array<String>, String, Text>: the ID swift occurs multiple times within the collection, this will give undefined results!
one warning per duplicate, in the same order: true
ids: [1, 2, 3]
duplicates: [] []
met again in order: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], once each, in an order of the rows
met again in reverse: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], once each, in an order of the rows
ForEach warns about the same ids: true
*/
