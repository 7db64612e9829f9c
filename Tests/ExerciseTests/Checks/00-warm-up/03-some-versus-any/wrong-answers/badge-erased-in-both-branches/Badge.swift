// wrong: returns some View but wraps both branches in AnyView to make their types match
// rejected-by: prints-card-and-badge-types
// It compiles (both returns are AnyView), but the badge is erased all the same: `some View` only hides
// the AnyView.

import MiniUI

func badge(count: Int) -> some View {
    if count == 0 {
        return AnyView(EmptyView())
    }
    return AnyView(Text("\(count)"))
}
