// wrong: leaves the scroll view's indicators on, the default
// rejected-by: displays-a-sideways-shelf
// misconception: A ScrollView shows its scroll indicators unless told otherwise; a strip that shows none must ask
// misconception: for it, with `showsIndicators: false` or SwiftUI's `.scrollIndicators(.hidden)` on the scroll view.
// misconception-ja: ScrollView は、指定しなければスクロールバーを表示します。スクロールバーを出さない列では、
// misconception-ja: `showsIndicators: false` か、スクロールビューに付けた SwiftUI の `.scrollIndicators(.hidden)`
// misconception-ja: でそう指定します。
// lesson: #why-this-matters-in-swiftui
// Axis, laziness, spacing and margin are right; the scroll bar shows under the strip as it scrolls.
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
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(data, id: id) { element in
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
