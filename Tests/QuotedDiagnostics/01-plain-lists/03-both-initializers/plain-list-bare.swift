// 01.3's lesson: PlainList's forwarding initializer in a bare extension.
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

extension PlainList {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.init(items, id: \.id, content: content)  // expected-error {{value of type 'Item' has no member 'id'}}
    }
}
