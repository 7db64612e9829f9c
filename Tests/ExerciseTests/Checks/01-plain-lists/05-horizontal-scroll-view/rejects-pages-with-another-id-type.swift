// check: rejects
// The range initializer's requirements name concrete types, and the compiler names the initializer when a
// caller breaks them: a pager whose ids are Strings cannot be made from a range of Ints ("initializer
// 'init(_:content:)' requires …", because the requirement sits on the initializer; a constrained extension
// would make it say "referencing initializer … on 'HorizontalScrollView' requires …").
import MiniUI

@testable import Exercise01_5

@MainActor
func misuse() {
    // expected-error@+1 {{initializer 'init(_:content:)' requires the types 'String' and 'Int' be equivalent}}
    let labelled: HorizontalScrollView<Range<Int>, String, Text> = HorizontalScrollView(0..<3) { (page: Int) in
        Text("Page \(page + 1)")
    }
    _ = labelled
}
