// 01.5's lesson: a shortcut for a range whose clause pins the data but not the id type.
import MiniUI

struct HorizontalScrollView<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    var body: some View { ScrollView { HStack { ForEach(data, id: id) { content($0) } } } }
}

extension HorizontalScrollView {
    init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int> {
        self.data = data
        // expected-note@+2 {{arguments to generic parameter 'Value' ('Range<Int>.Element' (aka 'Int') and 'ID') are expected to be equal}}
        // expected-error@+1 {{cannot assign value of type 'KeyPath<Range<Int>.Element, Range<Int>.Element>' (aka 'KeyPath<Int, Int>') to type 'KeyPath<Range<Int>.Element, ID>' (aka 'KeyPath<Int, ID>')}}
        self.id = \.self
        self.content = content
    }
}
