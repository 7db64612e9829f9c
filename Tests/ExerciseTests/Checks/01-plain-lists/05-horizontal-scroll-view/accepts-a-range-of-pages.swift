// check: compiles
// A range of numbers needs no key path either, as with `ForEach(0..<count)`: each number is its own id, and
// the view keeps the range as it is (`HorizontalScrollView<Range<Int>, Int, Text>`). The closure is a view
// builder here too.
import MiniUI

@testable import Exercise01_5

@MainActor
func usePagers(pageCount: Int) {
    let pager: HorizontalScrollView<Range<Int>, Int, Text> = HorizontalScrollView(0..<pageCount) { page in
        Text("Page \(page + 1)")
    }
    let dots = HorizontalScrollView(0..<3) { page in
        Text("•")
        if page == 0 {
            Text("you are here")
        }
    }
    _ = (pager, dots)
}
