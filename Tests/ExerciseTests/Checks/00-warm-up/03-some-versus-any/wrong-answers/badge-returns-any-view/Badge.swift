// wrong: returns any View, which compiles on its own but cannot be placed in a view builder
// rejected-by: accepts-card-and-badge-usages
// misconception: `any View` is a box that does not itself conform to View, so it cannot be placed in a view builder;
// misconception: return `some View`.
// misconception-ja: `any View` は View に準拠していない箱なので、ビュービルダーの中に置けません。`some View`
// misconception-ja: を返します。
// lesson: #the-idea
// The function compiles, but `unreadBadge(count:)` inside a VStack, an HStack or a Card fails with
// "type 'any View' cannot conform to 'View'".

import MiniUI

func unreadBadge(count: Int) -> any View {
    if count == 0 {
        return EmptyView()
    }
    return Text("\(count)")
}
