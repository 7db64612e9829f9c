// 01.3's lesson: the force cast builds, and leaves `ID` unrelated to the items.
import MiniUI

// expected-note@+1 {{'ID' declared as parameter to type 'PlainList'}}
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
        self.init(items, id: \Item.id as! KeyPath<Item, ID>, content: content)
    }
}

struct Recipe: Identifiable {
    var id: Int
    var name: String
}

let recipes = [Recipe(id: 1, name: "Soup")]

// expected-error@+2 {{generic parameter 'ID' could not be inferred}}
// expected-note@+1 {{explicitly specify the generic arguments to fix this issue}}
let list = PlainList(recipes) { Text($0.name) }
