// wrong: puts the requirements on the extension instead of on the initializer itself
// rejected-by: rejects-mismatched-id-type
// misconception: Both forms make the initializer exist for the same data, but this exercise asks for the other
// misconception: form: a `where` clause on the initializer, with the extension left unconstrained.
// misconception-ja: どちらの形でも同じデータに対してイニシャライザが存在しますが、この演習で求めているのはもう一方の形です。
// misconception-ja: エクステンションには制約を付けず、イニシャライザ自身に `where` 節を付けます。
// lesson: #the-idea
// Works like the answer, but the compiler now reports a caller's mistake as "referencing initializer
// 'init(_:content:)' on 'HorizontalScrollView' requires …", the constrained extension's wording.

import MiniUI

/// A row of items that scrolls sideways, such as a strip of colour swatches:
///
///     HorizontalScrollView(swatches) { swatch in
///         Text(swatch.colorName)
///     }
///     HorizontalScrollView(chips, id: \.hex) { chip in
///         Text(chip.colorName)
///     }
///
/// Its generic signature is ForEach's, `<Data, ID, Content>`, because all it does with them is hand them
/// to a ForEach inside.
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
                }
            }
            .padding(.horizontal, 20)
        }
    }
}

extension HorizontalScrollView where Data.Element: Identifiable, Data.Element.ID == ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = \.id
        self.content = content
    }
}

extension HorizontalScrollView {
    init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.id = \.self
        self.content = content
    }
}
