import MiniUI

/// A list that hands each row its position as well as its element, so the caller decides how to number:
///
///     NumberedList(tracks) { index, track in
///         Text("\(index + 1). \(track.name)")
///     }
///     NumberedList(lines, id: \.self) { index, line in Text(index == 0 ? "Next: \(line)" : line) }
///
/// `index` is the row's position counted from 0, an Int for every collection: `index + 1` is right for an
/// array, a slice that starts at 3 and a reversed view alike. (The collection's own index would bring the
/// slice trap back to every caller, and would not be an Int for a reversed view.)
struct NumberedList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Int, Data.Element) -> Content

    init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (_ index: Int, _ element: Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
    }

    var rowID: KeyPath<IndexedCollection<Data>.Element, ID> {
        (\IndexedCollection<Data>.Element.element).appending(path: id)
    }

    var body: some View {
        List {
            ForEach(data.indexed(), id: rowID) { index, element in
                content(data.distance(from: data.startIndex, to: index), element)
            }
        }
    }
}

extension NumberedList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (_ index: Int, _ element: Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
