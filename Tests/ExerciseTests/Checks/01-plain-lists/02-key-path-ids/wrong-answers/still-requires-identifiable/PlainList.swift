// wrong: adds the key path but keeps requiring Identifiable items
// rejected-by: accepts-any-key-path
// misconception: Once the caller names the id with a key path, the items no longer need an `id` of their own; keep
// misconception: only the requirement the ids need, Hashable.
// misconception-ja: 呼び出し側がキーパスで id を指定するなら、要素自身に `id` は要りません。残す要件は id に必要な Hashable
// misconception-ja: だけです。
// lesson: #the-idea
// The key path decides the ids, so Identifiable is no longer needed; keeping the requirement refuses exactly the
// items the key path is for: strings, numbers, types without an `id`.

import MiniUI

struct PlainList<Item, ID, Content>: View where Item: Identifiable, ID: Hashable, Content: View {
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
            ForEach(items, id: id) { item in
                content(item)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}
