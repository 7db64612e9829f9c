// check: runs
// Finding duplicates takes one pass over the ids, however many rows there are: 200,000 rows are checked
// in a fraction of a second. (Comparing each id with every earlier one would take billions of comparisons,
// and this check would run out of time.) Hashable ids are what make the single pass possible.
import MiniUI

@testable import Exercise01_6

let pages = Array(0..<200_000) + [199_999, 7]
let list = PlainList(pages, id: \.self) { page in
    Text("Page \(page)")
}
print("rows:", list.rowIDs.count)
print("duplicates:", list.duplicateIDs)

/* expected output:
rows: 200002
duplicates: [199999, 7]
*/
