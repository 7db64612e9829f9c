// wrong: returns some View but wraps both branches in AnyView to make their types match
// rejected-by: prints-card-and-badge-types
// misconception: Wrapping both branches in AnyView hides the types that `some View` and @ViewBuilder would keep; let
// misconception: the builder combine the branches instead.
// misconception-ja: 両方の分岐を AnyView で包むと、`some View` と @ViewBuilder なら残せる型が隠れてしまいます。
// misconception-ja: 分岐はビルダーにまとめさせます。
// lesson: #the-idea
// It compiles (both returns are AnyView), but the badge is erased all the same: `some View` only hides
// the AnyView.

import MiniUI

func unreadBadge(count: Int) -> some View {
    if count == 0 {
        return AnyView(EmptyView())
    }
    return AnyView(Text("\(count)"))
}
