// wrong: makes both branches a Text, showing an empty Text for zero
// rejected-by: prints-card-and-badge-types
// misconception: An empty Text is still a view that takes part in layout; showing nothing is EmptyView or an `if`
// misconception: without an else.
// misconception-ja: 空の Text もレイアウトに加わるビューです。何も表示しないなら EmptyView か、else の無い `if`
// misconception-ja: を使います。
// lesson: #the-idea
// One concrete type satisfies `some View` without a view builder, but a count of zero now shows an empty
// Text instead of nothing.

import MiniUI

func unreadBadge(count: Int) -> some View {
    Text(count == 0 ? "" : "\(count)")
}
