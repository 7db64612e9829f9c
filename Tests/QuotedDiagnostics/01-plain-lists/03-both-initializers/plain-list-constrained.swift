// 01.3's lesson: with the constraint in place, the caller gets the messages.
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

// expected-note@+2 {{where 'ID' = 'String', 'Item.ID' = 'Int'}}
// expected-note@+1 {{where 'Item' = 'Note'}}
extension PlainList where Item: Identifiable, ID == Item.ID {
    init(_ items: [Item], @ViewBuilder content: @escaping (Item) -> Content) {
        self.init(items, id: \.id, content: content)
    }
}

struct Recipe: Identifiable {
    var id: Int
    var name: String
}

let recipes = [Recipe(id: 1, name: "Soup")]

struct Note {
    var text: String
}

// expected-error@+1 {{requires the types 'String' and 'Int' be equivalent}}
let wrongID: PlainList<Recipe, String, Text> = PlainList(recipes) { Text($0.name) }
// expected-error@+1 {{requires that 'Note' conform to 'Identifiable'}}
let notes: PlainList<Note, Int, Text> = PlainList([Note(text: "hi")]) { Text($0.text) }
