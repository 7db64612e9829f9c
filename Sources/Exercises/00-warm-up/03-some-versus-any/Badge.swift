// Goal: keep the type of a view's content instead of erasing it: a generic Card<Content: View> rather
// than a Card holding `any View` or AnyView, and a badge that returns `some View`.
// Check it: swift run puzzles check 00.3
// Lesson: Lessons/00-warm-up/03-some-versus-any/README.md

import MiniUI

/// A count to show beside a title, or nothing at all when there is nothing to count.
// TODO: Return `some View` instead of AnyView, and drop the AnyView wrappers. The two branches are different
//       views (EmptyView, Text), so a plain `return` from each will not do: let a @ViewBuilder combine them.
func unreadBadge(count: Int) -> AnyView {
    if count == 0 {
        return AnyView(EmptyView())
    }
    return AnyView(Text("\(count)"))
}
