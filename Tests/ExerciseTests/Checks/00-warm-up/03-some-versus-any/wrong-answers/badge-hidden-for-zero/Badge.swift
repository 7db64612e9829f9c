// wrong: hides the count for zero instead of showing nothing
// rejected-by: renders-inbox
// misconception: A hidden view is still there: it keeps its place in the layout and its type in the tree;
// misconception: to show nothing, leave the branch out (an `if` without an else) or use EmptyView.
// misconception-ja: 隠したビューも消えてはいません。レイアウト上の場所も木の中の型も残ります。何も表示しない
// misconception-ja: なら、else の無い `if` で枝ごと外すか EmptyView を使います。
// lesson: #the-idea
// Both branches are built by the view builder and the type is kept, but a zero badge is a Text("0") that
// still takes its width beside "Drafts" in SwiftUI.

import MiniUI

@ViewBuilder
func unreadBadge(count: Int) -> some View {
    if count == 0 {
        Text("\(count)").hidden()
    } else {
        Text("\(count)")
    }
}
