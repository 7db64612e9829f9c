// check: runs
// `HorizontalScrollView(0..<3)` makes one view per number, identified by the number itself.
import MiniUI

@testable import Exercise01_5

let pager = ViewHost(HorizontalScrollView(0..<3) { page in Text("Page \(page + 1)") }).screen
// The stack's alignment is the learner's choice; the rows are what this check is about.
print(pager.split(separator: "\n").filter { !$0.contains("Stack") }.joined(separator: "\n"))

/* expected output:
ScrollView(.horizontal, showsIndicators: false)
    ForEach
      row id: 0
        Text("Page 1")
      row id: 1
        Text("Page 2")
      row id: 2
        Text("Page 3")
*/
