// wrong: identifies the views by their offset, ignoring the id key path
// rejected-by: displays-a-sideways-shelf
// misconception: Identifying views by their offset ignores the caller's key path, so state stays at positions when
// misconception: the data moves; pass `id` to ForEach.
// misconception-ja: 位置で識別すると呼び出し側のキーパスが無視され、データが動いても状態は位置に残ります。`id` を ForEach
// misconception-ja: に渡します。
// lesson: #your-task
// Both initializers store an id key path that the body never uses: `ForEach` gets the offsets 0, 1, 2, so when a
// swatch is inserted at the front, every view's state (a scroll position inside it, a toggle) moves to its neighbour.

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
                ForEach(Array(data.enumerated()), id: \.offset) { _, element in
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
