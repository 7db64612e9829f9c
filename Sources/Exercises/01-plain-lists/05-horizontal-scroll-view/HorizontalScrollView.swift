// Goal: a row of items that scrolls sideways, with ForEach's shortcuts: one for Identifiable elements and one
// for a range of numbers, each with a `where` clause on the initializer itself, in one unconstrained extension.
// Check it: swift run puzzles check 01.5
// Lesson: Lessons/01-plain-lists/05-horizontal-scroll-view/README.md

import MiniUI

/// A row of items that scrolls sideways, such as a strip of colour swatches or a pager's pages:
///
///     HorizontalScrollView(chips, id: \.hex) { chip in
///         Text(chip.colorName)
///     }
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
        // TODO: This is PlainList's body. Make it the strip that the lesson's task describes.
        List {
            ForEach(data, id: id) { element in
                content(element)
                    .listRowSeparator(.hidden)
                    .listRowInsets(.init())
            }
        }
        .listStyle(.plain)
        .environment(\.defaultMinListRowHeight, 0)
    }
}

/// For Identifiable elements the key path need not be written, as with `ForEach(swatches)`: the form you
/// wrote in 01.3, a constrained extension.
extension HorizontalScrollView where Data.Element: Identifiable, Data.Element.ID == ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = \.id
        self.content = content
    }
}

extension HorizontalScrollView {
    // TODO: Keep this extension unconstrained and give it both shortcuts, each with its own `where` clause:
    //       the Identifiable initializer above, moved here, and one for a range of numbers, as with
    //       `ForEach(0..<count)`. The lesson reads with you the error you get while a clause is incomplete.
}
