// Goal: a row of items that scrolls sideways, with ForEach's two initializers; write the Identifiable one
// with a `where` clause on the initializer itself.
// Check it: swift run puzzles check 01.5
// Lesson: Lessons/01-plain-lists/05-horizontal-scroll-view/README.md

import MiniUI

/// A row of items that scrolls sideways, such as a strip of colour swatches:
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
        // TODO: This is PlainList's body. Make it scroll sideways instead: a horizontal ScrollView that shows no
        //       scroll indicators, around a LazyHStack with a spacing of 16 and 16 points of horizontal padding.
        //       In the stack, one view per element, identified by `id`; the views need no list-row settings.
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

/// For Identifiable elements the key path need not be written, as with `ForEach(swatches)`.
extension HorizontalScrollView {
    // TODO: Write the initializer for Identifiable elements: the data and a view-builder closure, no `id:`.
    //       Give it its own `where` clause and keep this extension unconstrained. In its body, set the three
    //       stored properties, the id being the key path to each element's own id. The lesson reads with you
    //       the error you get while that clause is incomplete.
}
