// 01.3's lesson: PlainList's forwarding initializer in an extension that asks only for `Item: Identifiable`.
import MiniUI

struct PlainList<Item, ID: Hashable, Content: View>: View {
    let items: [Item]
    let id: KeyPath<Item, ID>
    let content: (Item) -> Content
    init(_ items: [Item], id: KeyPath<Item, ID>, @ViewBuilder content: @escaping (Item) -> Content) {
        self.items = items
        self.id = id
        self.content = content
    }
    var body: some View { List { ForEach(items, id: id) { content($0) } } }
}

extension PlainList where Item: Identifiable {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        // expected-error@+2 {{cannot convert value of type 'KeyPath<Item, Item.ID>' to expected argument type 'KeyPath<Item, ID>'}}
        // expected-note@+1 {{arguments to generic parameter 'Value' ('Item.ID' and 'ID') are expected to be equal}}
        self.init(items, id: \.id, content: content)
    }
}
