// wrong: keeps each row's separator
// rejected-by: renders-plain-list
// misconception: Separators are drawn until each row hides its own; the separator is a row setting, not something the
// misconception: list style removes.
// misconception-ja: 区切り線は、各行が自分のものを隠すまで描かれます。区切り線は行の設定で、リストのスタイルが消してくれるものではありません。
// lesson: #the-idea
// Sets the style, the insets and the row height, but leaves the separators between rows visible.

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
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
