// wrong: silences the seed's error with as! instead of adding Data.Element.ID == ID
// rejected-by: accepts-both-initializers
// misconception: `as!` silences the error without relating the two id types, so `ID` cannot be inferred and a wrong
// misconception: id type crashes; complete the initializer's where clause with `Data.Element.ID == ID`.
// misconception-ja: `as!` は 2 つの id の型を結び付けずにエラーを黙らせるだけなので、`ID` は推論できず、間違った
// misconception-ja: id の型はクラッシュします。イニシャライザの where 節を `Data.Element.ID == ID`
// misconception-ja: で完成させます。
// lesson: #when-the-compiler-says-no
// It compiles, but `ID` is no longer tied to the elements' id type: `HorizontalScrollView(swatches)` cannot infer it
// ("generic parameter 'ID' could not be inferred"), and a scroller of Int-id swatches that claims String ids compiles,
// then crashes.

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
                }
            }
            .padding(.horizontal, 20)
        }
    }
}

extension HorizontalScrollView {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable {
        self.data = data
        self.id = \Data.Element.id as! KeyPath<Data.Element, ID>
        self.content = content
    }

    init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.id = \.self
        self.content = content
    }
}
