// wrong: makes only the initializers generic and copies the collection into an array
// rejected-by: accepts-any-random-access-collection
// misconception: Generic initializers that copy into an array accept every collection but lose its type and pay for a
// misconception: copy; the list's own type parameter should be the collection.
// misconception-ja: 配列にコピーするジェネリックなイニシャライザはどんなコレクションも受け取れますが、その型を失い、コピーの代償を払います。
// misconception-ja: リスト自身の型パラメータをコレクションにします。
// lesson: #the-idea
// Slices and ranges are accepted, but each is copied into an `[Item]` on the way in (a range of a million numbers
// becomes a million-element array), and the list's type no longer says what it holds:
// `PlainList<ArraySlice<Stop>, Int, Text>` cannot be written.

import MiniUI

struct PlainList<Item, ID, Content>: View where ID: Hashable, Content: View {
    let items: [Item]
    let id: KeyPath<Item, ID>
    let content: (Item) -> Content

    init<Data: RandomAccessCollection>(
        _ data: Data, id: KeyPath<Item, ID>, @ViewBuilder content: @escaping (Item) -> Content
    ) where Data.Element == Item {
        self.items = Array(data)
        self.id = id
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items, id: id) { element in
                content(element)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}

extension PlainList where Item: Identifiable, ID == Item.ID {
    init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder content: @escaping (Item) -> Content)
    where Data.Element == Item {
        self.init(data, id: \.id, content: content)
    }
}
