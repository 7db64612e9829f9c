// 01.1's lesson: a content closure without @ViewBuilder, given an `if`.
// prints: error: type '()' cannot conform to 'View' [#ProtocolTypeNonConformance]
import MiniUI

// expected-note@+1 {{required by generic struct 'PlainList' where 'Content' = '()'}}
struct PlainList<Item: Identifiable, Content: View>: View {
    let items: [Item]
    let content: (Item) -> Content
    init(_ items: [Item], content: @escaping (Item) -> Content) {
        self.items = items
        self.content = content
    }
    var body: some View { List { ForEach(items) { content($0) } } }
}

struct Reading: Identifiable {
    var id: Int
    var isLate: Bool
}

// expected-error@+2 {{type '()' cannot conform to 'View'}}
// expected-note@+1 {{only concrete types such as structs, enums and classes can conform to protocols}}
let list = PlainList([Reading(id: 1, isLate: true)]) { reading in
    if reading.isLate { Text("late") }
}
