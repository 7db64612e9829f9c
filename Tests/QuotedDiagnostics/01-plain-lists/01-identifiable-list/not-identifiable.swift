// 01.1's lesson: items that are not Identifiable, refused where the list is made; the memberwise initializer's label.
import MiniUI

struct PlainList<Item: Identifiable, Content: View>: View {  // expected-note {{where 'Item' = 'String'}}
    var items: [Item]
    @ViewBuilder var content: (Item) -> Content
    var body: some View { List { ForEach(items) { content($0) } } }
}

struct Reading: Identifiable {
    var id: Int
}

// expected-error@+1 {{generic struct 'PlainList' requires that 'String' conform to 'Identifiable'}}
let names = PlainList(items: ["a", "b"]) { Text($0) }
let readings = [Reading(id: 1)]
let unlabelled = PlainList(readings) { Text("\($0.id)") }  // expected-error {{missing argument label 'items:' in call}}
