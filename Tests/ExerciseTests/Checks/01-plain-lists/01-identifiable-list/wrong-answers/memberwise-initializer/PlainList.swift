// wrong: drops the initializer and relies on the memberwise one, so callers must write PlainList(items: departures)
// rejected-by: accepts-any-identifiable-items
// @ViewBuilder on the stored closure carries over to the memberwise initializer, so an `if` works, but its first
// argument is labelled: `PlainList(items: departures)`, not `PlainList(departures)` as with ForEach ("extraneous argument
// label 'items:' in call").

import MiniUI

struct PlainList<Item, Content>: View where Item: Identifiable, Content: View {
    let items: [Item]
    @ViewBuilder let content: (Item) -> Content

    var body: some View {
        List {
            ForEach(items) { item in
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
