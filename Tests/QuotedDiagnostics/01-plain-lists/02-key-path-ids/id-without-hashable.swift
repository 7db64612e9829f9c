// 01.2's lesson: an `ID` parameter without `Hashable`, and `ForEach(items)` kept after `Item: Identifiable` is gone.
// prints: note: where 'ID' = 'ID'
import MiniUI

struct PlainList<Item, ID, Content: View>: View {
    let items: [Item]
    let id: KeyPath<Item, ID>
    @ViewBuilder let content: (Item) -> Content
    var body: some View {
        // expected-error@+1 {{generic struct 'ForEach' requires that 'ID' conform to 'Hashable'}}
        List { ForEach(items, id: id) { content($0) } }
    }
}

struct KeyedList<Item, ID: Hashable, Content: View>: View {
    let items: [Item]
    let id: KeyPath<Item, ID>
    @ViewBuilder let content: (Item) -> Content
    var body: some View {
        // expected-error@+1 {{referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Item' conform to 'Identifiable'}}
        List { ForEach(items) { content($0) } }
    }
}
