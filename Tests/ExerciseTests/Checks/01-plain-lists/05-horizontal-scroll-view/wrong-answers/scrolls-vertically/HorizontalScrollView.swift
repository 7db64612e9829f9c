// wrong: leaves out .horizontal, so the scroll view scrolls vertically
// rejected-by: displays-a-sideways-shelf
// misconception: ScrollView's axis defaults to vertical; a sideways row must ask for the horizontal axis.
// misconception-ja: ScrollView の軸の既定値は縦です。横にスクロールする列では横の軸を指定します。
// lesson: #why-this-matters-in-swiftui
// A ScrollView scrolls vertically unless told otherwise: the LazyHStack inside is wider than the screen, and the
// user cannot reach what is off to the side.

import MiniUI

struct HorizontalScrollView<Data, ID, Content>: View
where Data: RandomAccessCollection, ID: Hashable, Content: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    var body: some View {
        ScrollView(showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(data, id: id) { element in
                    content(element)
                }
            }
            .padding(.horizontal, 20)
        }
    }
}

extension HorizontalScrollView {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, Data.Element.ID == ID {
        self.data = data
        self.id = \.id
        self.content = content
    }

    init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.id = \.self
        self.content = content
    }
}
