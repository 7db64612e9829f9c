import MiniUI

/// A count to show beside a title, or nothing at all when there is nothing to count.
///
/// `some View` promises one concrete type, chosen by this function and hidden from its callers. Two
/// `return`s of different views would break that promise; `@ViewBuilder` turns the `if` into a single
/// type (here `Optional<Text>`) that holds either outcome, with no type erasure.
@ViewBuilder
func unreadBadge(count: Int) -> some View {
    if count > 0 {
        Text("\(count)")
    }
}
