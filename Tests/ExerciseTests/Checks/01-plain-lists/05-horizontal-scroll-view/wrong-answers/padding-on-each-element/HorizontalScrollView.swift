// wrong: pads every element instead of the stack
// rejected-by: displays-a-sideways-shelf
// misconception: Padding each element adds space between them too; padding on the stack puts a margin only before the
// misconception: first and after the last.
// misconception-ja: 要素ごとにパディングを付けると、要素の間にも余白が増えます。スタックに付ければ、余白は最初の要素の前と最後の要素の後にだけ付きます。
// lesson: #why-this-matters-in-swiftui
// Each element gets 20 points on both sides, so neighbours end up 52 points apart instead of 12, and the padding no
// longer frames the row as a whole.

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
            LazyHStack(spacing: 12) {
                ForEach(data, id: id) { element in
                    content(element)
                        .padding(.horizontal, 20)
                }
            }
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
