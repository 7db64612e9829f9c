// check: rejects
// `unreadBadge(count:)` returns `some View`: its concrete type is known to the compiler but hidden from callers,
// who cannot depend on it (so the function may change how it builds the badge without breaking them).
import MiniUI

@testable import Exercise00_3

func peekBehindSomeView() {
    // expected-error@+1 {{cannot convert value of type 'some View' to specified type 'Text'}}
    let text: Text = unreadBadge(count: 1)
    _ = text
}
