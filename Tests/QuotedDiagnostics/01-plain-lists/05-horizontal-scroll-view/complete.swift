// 01.5's lesson: with the clause complete, a caller who asks for the wrong id type.
import MiniUI

struct HorizontalScrollView<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
    var body: some View { ScrollView { HStack { ForEach(data, id: id) { content($0) } } } }
}

extension HorizontalScrollView {
    // expected-note@+1 {{where 'ID' = 'String', 'Data.Element.ID' = 'Int'}}
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, content: content)
    }
}

struct Reading: Identifiable {
    var id: Int
}

let readings = [Reading(id: 1)]
// expected-error@+1 {{initializer 'init(_:content:)' requires the types 'String' and 'Int' be equivalent}}
let wrong = HorizontalScrollView<[Reading], String, Text>(readings) { Text("\($0.id)") }
