// wrong: hands ForEach a copy of the elements, `Array(data)`, made in body
// rejected-by: hands-the-collection-on-as-it-is
// misconception: `ForEach` takes any random-access collection as it is; copying it into an Array in `body` copies
// misconception: every element each time the body runs, for nothing. Hand it the caller's collection.
// misconception-ja: `ForEach` はランダムアクセスのコレクションならそのまま受け取ります。`body` の中で Array にコピー
// misconception-ja: すると、body が実行されるたびに全要素を無駄にコピーします。呼び出し側のコレクションをそのまま渡します。
// lesson: #the-idea
import MiniUI

/// A row of items that scrolls sideways, such as a strip of colour swatches or a pager's pages:
///
///     HorizontalScrollView(swatches) { swatch in
///         Text(swatch.colorName)
///     }
///     HorizontalScrollView(chips, id: \.hex) { chip in
///         Text(chip.colorName)
///     }
///     HorizontalScrollView(0..<pageCount) { page in
///         Text("Page \(page + 1)")
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
                ForEach(Array(data), id: id) { element in
                    content(element)
                }
            }
            .padding(.horizontal, 20)
        }
    }
}

/// The two shortcuts, each with the requirements it needs in a `where` clause of its own (SE-0267), so that
/// one unconstrained extension holds both. Two constrained extensions would say the same, one per shortcut.
extension HorizontalScrollView {
    /// For Identifiable elements the key path need not be written, as with `ForEach(swatches)`.
    ///
    /// The first requirement gives each element an `id`, so `\.id` is a `KeyPath<Data.Element, Data.Element.ID>`;
    /// the second makes that the type of the stored `id`, `KeyPath<Data.Element, ID>`.
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, Data.Element.ID == ID {
        self.data = data
        self.id = \.id
        self.content = content
    }

    /// For a range of numbers, each number is its own id, as with `ForEach(0..<count)`.
    ///
    /// Here the requirements name concrete types: the data *is* a `Range<Int>`, and the id type *is* `Int`.
    /// Then `\.self`, a key path from an `Int` to itself, is a `KeyPath<Data.Element, ID>`.
    init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.id = \.self
        self.content = content
    }
}
