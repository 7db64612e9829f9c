// wrong: uses an HStack instead of a LazyHStack
// rejected-by: displays-a-sideways-shelf
// misconception: An HStack builds every view up front; a lazy stack builds each only as it scrolls into sight, which
// misconception: a long row needs.
// misconception-ja: HStack はすべてのビューを最初に作ります。遅延スタックは画面に入ってきたものだけを作り、長い列にはそれが必要です。
// lesson: #why-this-matters-in-swiftui
// It looks the same, but an HStack builds every view at once, while a LazyHStack builds each one only as it scrolls
// into sight: a strip of a thousand swatches would build a thousand views up front.

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
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
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
