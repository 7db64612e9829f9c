// check: runs
// behaviour-in: RowIdentities.swift
// Finding duplicates takes one pass over the ids, however many rows there are. The ids here count what it
// costs to find them: how often an id is read through the key path, hashed, and compared with `==`. One pass
// with a dictionary or a set reads each id once and hashes and compares it a few times, while comparing each
// id with every earlier one would take about two million comparisons for these 2,000 rows, and working out
// the row ids again for every row would read four million ids. A second document repeats nearly every page, so
// a pass that asks the growing list of duplicates whether an id is already in it (a search per repeat) costs
// about half a million comparisons there. Hashable ids are what make the single pass possible.
import MiniUI

@testable import Exercise01_6

/// A page number that counts how often it is read, hashed and compared.
struct PageID: Hashable, CustomStringConvertible {
    nonisolated(unsafe) static var comparisons = 0
    nonisolated(unsafe) static var hashes = 0
    nonisolated(unsafe) static var reads = 0
    let number: Int

    static func == (lhs: PageID, rhs: PageID) -> Bool {
        comparisons += 1
        return lhs.number == rhs.number
    }

    func hash(into hasher: inout Hasher) {
        PageID.hashes += 1
        hasher.combine(number)
    }

    var description: String { "\(number)" }
}

/// A page of a long document, whose id is read through a property that counts the reads.
struct Page {
    let number: Int
    var pageID: PageID {
        PageID.reads += 1
        return PageID(number: number)
    }
}

/// Finds the duplicates of `pages` and prints what it cost per row: "few", or more than the limit (and the duplicates
/// themselves when `showing` them).
func measure(_ pages: [Page], _ document: String, showing: Bool) {
    let list = PlainList(pages, id: \.pageID) { page in
        Text("Page \(page.number)")
    }
    print("rows:", list.rowIDs.count)
    PageID.comparisons = 0
    PageID.hashes = 0
    PageID.reads = 0
    let duplicates = list.duplicateIDs.map(\.number)
    // Sorted here: this check measures cost, and the order is lists-row-ids-and-duplicates' business (two
    // duplicates in hash order would be right by luck in some runs and wrong in others).
    if showing {
        print("duplicates:", duplicates.sorted())
    } else {
        print("duplicates found:", !duplicates.isEmpty)
    }
    let rows = Double(pages.count)
    let costs = [
        ("reads", PageID.reads, 10.0),
        ("hashes", PageID.hashes, 30.0),
        ("comparisons", PageID.comparisons, 10.0),
    ]
    for (name, count, limit) in costs {
        if Double(count) / rows < limit {
            print("\(document): \(name) per row: few")
        } else {
            // Not the count itself: it varies with the answer's details, and the verdict names the mistake by
            // what this check prints.
            print("\(document): \(name) per row: more than \(Int(limit)), growing with the number of rows")
        }
    }
}

measure((Array(0..<2_000) + [1_999, 7]).map(Page.init), "two pages repeat", showing: true)
measure(
    (Array(0..<1_000) + Array(0..<1_000).reversed() + [3, 500]).map(Page.init), "nearly every page repeats",
    showing: false)

/* expected output:
rows: 2002
duplicates: [7, 1999]
two pages repeat: reads per row: few
two pages repeat: hashes per row: few
two pages repeat: comparisons per row: few
rows: 2002
duplicates found: true
nearly every page repeats: reads per row: few
nearly every page repeats: hashes per row: few
nearly every page repeats: comparisons per row: few
*/
