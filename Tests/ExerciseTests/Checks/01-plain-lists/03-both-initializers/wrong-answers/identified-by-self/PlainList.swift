// wrong: identifies Identifiable items by themselves with \.self instead of by their id
// rejected-by: renders-both-initializers
// misconception: `\.self` identifies an item by all its properties, so a changed item becomes a new row; for
// misconception: Identifiable items the id is the key path to `id`.
// misconception-ja: `\.self` はすべてのプロパティで要素を識別するので、要素が変わると別の行になります。Identifiable
// misconception-ja: な要素の id は `id` へのキーパスです。
// lesson: #the-idea
// Asks for Hashable items and passes `\.self`: a row's identity is then the whole recipe, so editing a recipe's dish
// makes it a different row (its state is lost), and Identifiable items that are not Hashable get no
// `PlainList(items)`.

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

extension PlainList where Item: Identifiable & Hashable, ID == Item {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.init(items, id: \.self, content: content)
    }
}
