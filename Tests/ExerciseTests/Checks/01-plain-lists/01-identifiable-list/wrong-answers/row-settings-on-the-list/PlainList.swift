// wrong: puts the row settings on the List instead of on each row
// rejected-by: renders-plain-list
// misconception: Row settings are read from each row's view; attached to the List they compile and change nothing, so
// misconception: put them inside the ForEach.
// misconception-ja: 行の設定は各行のビューから読まれます。List に付けてもコンパイルは通り、何も変わりません。ForEach の中に付けます。
// lesson: #the-idea
// All four modifiers are there, but .listRowSeparator and .listRowInsets are applied to the List itself. They are
// settings a List reads from each row's view, so on the List they change nothing.

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
            }
        }
        .listRowSeparator(.hidden)
        .listRowInsets(.init())
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
