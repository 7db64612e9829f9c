// check: runs
// Finding duplicates takes one pass over the ids, however many rows there are. The ids here count how
// often they are compared with `==`: one pass with a dictionary or a set compares about once per row,
// while comparing each id with every earlier one would take about two million comparisons for these
// 2,000 rows. Hashable ids are what make the single pass possible.
import MiniUI

@testable import Exercise01_6

/// A page number that counts its comparisons.
struct PageID: Hashable, CustomStringConvertible {
    nonisolated(unsafe) static var comparisons = 0
    let number: Int

    static func == (lhs: PageID, rhs: PageID) -> Bool {
        comparisons += 1
        return lhs.number == rhs.number
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(number)
    }

    var description: String { "\(number)" }
}

let pages = (Array(0..<2_000) + [1_999, 7]).map(PageID.init)
let list = PlainList(pages, id: \.self) { page in
    Text("Page \(page.number)")
}
print("rows:", list.rowIDs.count)
PageID.comparisons = 0
print("duplicates:", list.duplicateIDs)
let perRow = Double(PageID.comparisons) / Double(pages.count)
if perRow < 10 {
    print("one pass: true")
} else {
    print("one pass: false (\(PageID.comparisons) comparisons for \(pages.count) rows)")
}

/* expected output:
rows: 2002
duplicates: [1999, 7]
one pass: true
*/
