// wrong: stores the key path but identifies the rows by their position
// rejected-by: renders-rows-by-key-path
// misconception: Storing the key path is not using it: rows identified by their position lose their state when the
// misconception: data moves; hand the key path to ForEach.
// misconception-ja: キーパスを保存しただけでは使ったことになりません。位置で識別された行は、データが動くと状態を失います。キーパスを
// misconception-ja: ForEach に渡します。
// lesson: #your-task
// Everything compiles, but `ForEach` is given the offsets 0, 1, 2 as ids, and the caller's key path is never used:
// when an item is inserted, moved or removed, each row's state stays at its position instead of following its item.

import MiniUI

struct PlainList<Item, ID, Content>: View where ID: Hashable, Content: View {
    let items: [Item]
    let id: KeyPath<Item, ID>
    let content: (Item) -> Content

    init(_ items: [Item], id: KeyPath<Item, ID>, @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.id = id
        self.content = content
    }

    var body: some View {
        List {
            ForEach(Array(items.enumerated()), id: \.offset) { offset, item in
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
