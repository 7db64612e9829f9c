// wrong: keeps the rows' default insets
// rejected-by: renders-plain-list
// misconception: Rows keep their default padding until each row asks for zero insets, `EdgeInsets()`: no
// misconception: `listRowInsets`, or `listRowInsets(nil)`, means the default; this is a row setting, read from each
// misconception: row's view.
// misconception-ja: 各行が余白 0(`EdgeInsets()`)を求めるまで、行はデフォルトの余白を持ったままです。`listRowInsets`
// misconception-ja: がないのも `listRowInsets(nil)` も、デフォルトの意味です。これは各行のビューから読まれる行の設定です。
// lesson: #the-idea
// Hides the separators but forgets .listRowInsets(.init()), so each row keeps the default padding around it.

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
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
