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
            LazyHStack(spacing: 16) {
                ForEach(data, id: id) { element in
                    content(element)
                }
            }
            .padding(.horizontal, 16)
        }
    }
}

extension HorizontalScrollView {
    /// For Identifiable elements the key path need not be written, as with `ForEach(swatches)`.
    ///
    /// The `where` clause sits on the initializer (SE-0267) and says the same as a constrained extension,
    /// `extension HorizontalScrollView where Data.Element: Identifiable, Data.Element.ID == ID`: the
    /// initializer exists only for such data. Both requirements are needed. The first gives each element
    /// an `id`, so `\.id` is a `KeyPath<Data.Element, Data.Element.ID>`; the second makes that the type
    /// of the stored `id`, `KeyPath<Data.Element, ID>`, so the assignment compiles.
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, Data.Element.ID == ID {
        self.data = data
        self.id = \.id
        self.content = content
    }
}
