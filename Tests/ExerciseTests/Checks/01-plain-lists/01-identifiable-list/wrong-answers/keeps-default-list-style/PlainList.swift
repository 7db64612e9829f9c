// wrong: keeps the List's default style
// rejected-by: renders-plain-list
// misconception: Hiding separators and insets does not change the List's own style; the plain style is a list setting
// misconception: that goes on the List.
// misconception-ja: 区切り線と余白を隠しても、List 自身のスタイルは変わりません。プレーンなスタイルは List に付けるリストの設定です。
// lesson: #the-idea
// Hides separators and insets on every row but forgets .listStyle(.plain), so the List keeps its platform default
// look.

import MiniUI

struct PlainList<Item, Content>: View where Item: Identifiable, Content: View {
    let items: [Item]
    let content: (Item) -> Content

    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items) { item in
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .environment(\.defaultMinListRowHeight, 0)
    }
}
