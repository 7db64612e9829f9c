// check: runs
// `HorizontalScrollView(3..<6)` makes one view per number, identified by the number itself (a range that does
// not start at 0, so that a number is not taken for a position).
// varies: the range: where it starts (never at 0) and how many pages it holds
import MiniUI

@testable import Exercise01_5

let pages = Vary.value("pages", 3..<6) { random in
    let first = random.int(in: 1...30)
    let count = random.int(in: 1...5)
    return first == 3 && count == 3 ? 4..<7 : first..<(first + count)
}
let pager = ViewHost(HorizontalScrollView(pages) { page in Text("Page \(page + 1)") }).screen
// The rows are what this check is about: the scroll view and the stack around them (whose alignment is the
// learner's choice, and whose spellings SwiftUI has several of) are the shelf check's.
print(
    pager.split(separator: "\n").filter { !$0.contains("Stack") && !$0.hasPrefix("ScrollView") }.joined(separator: "\n")
)

/* expected output:
    ForEach
      row id: 3
        Text("Page 4")
      row id: 4
        Text("Page 5")
      row id: 5
        Text("Page 6")
*/
