// wrong: puts the row settings on the List instead of on each row
// rejected-by: renders-plain-list
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
