// 01.5's lesson: a force cast of the key path builds, and the view's `ID` can no longer be inferred.
import MiniUI

// expected-note@+1 {{'ID' declared as parameter to type 'HorizontalScrollView'}}
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

extension HorizontalScrollView where Data.Element: Identifiable {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \Data.Element.id as! KeyPath<Data.Element, ID>, content: content)
    }
}

struct Reading: Identifiable {
    var id: Int
}

// expected-error@+2 {{generic parameter 'ID' could not be inferred}}
// expected-note@+1 {{explicitly specify the generic arguments to fix this issue}}
let forced = HorizontalScrollView([Reading(id: 1)]) { Text("\($0.id)") }
