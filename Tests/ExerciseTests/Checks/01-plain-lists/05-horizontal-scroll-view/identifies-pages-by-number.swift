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
// The stack's alignment is the learner's choice; the rows are what this check is about.
print(pager.split(separator: "\n").filter { !$0.contains("Stack") }.joined(separator: "\n"))

/* expected output:
ScrollView(.horizontal, showsIndicators: false)
    ForEach
      row id: 3
        Text("Page 4")
      row id: 4
        Text("Page 5")
      row id: 5
        Text("Page 6")
*/
