// 01.5's lesson: the Identifiable initializer without `Data.Element: Identifiable` either.
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
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = \.id  // expected-error {{value of type 'Data.Element' has no member 'id'}}
        self.content = content
    }
}
