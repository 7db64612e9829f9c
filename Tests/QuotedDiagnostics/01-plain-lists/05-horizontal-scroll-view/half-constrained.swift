// 01.5's lesson: the Identifiable initializer with only `Data.Element: Identifiable` in its clause.
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
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable {
        self.data = data
        // expected-error@+2 {{cannot assign value of type 'KeyPath<Data.Element, Data.Element.ID>' to type 'KeyPath<Data.Element, ID>'}}
        // expected-note@+1 {{arguments to generic parameter 'Value' ('Data.Element.ID' and 'ID') are expected to be equal}}
        self.id = \.id
        self.content = content
    }
}
