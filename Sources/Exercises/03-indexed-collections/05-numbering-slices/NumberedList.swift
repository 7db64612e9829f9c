// Goal: number the rows of any random-access collection from 1, slices and reversed collections included,
// by counting the distance from `startIndex` instead of trusting the index to be an Int that starts at 0.
// Check it: swift run puzzles check 03.5
// Lesson: Lessons/03-indexed-collections/05-numbering-slices/README.md

import MiniUI

/// A list that numbers its rows, "1.", "2.", "3.", with ForEach's two initializers:
///
///     NumberedList(stops) { stop in Text(stop.name) }            // Identifiable elements
///     NumberedList(lines, id: \.self) { line in Text(line) }  // an id key path
// TODO: `Data.Index == Int` is here only so that `index + 1` compiles. Remove it, so that a reversed
//       collection (whose indices are not Ints) can be numbered too.
struct NumberedList<Data, ID, Content>: View
where Data: RandomAccessCollection, Data.Index == Int, ID: Hashable, Content: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
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
                HStack {
                    // TODO: `stops[3...]` is numbered "4.", "5.", because a slice keeps its base's indices.
                    //       Number each row by how far its index is from `data.startIndex`, plus one.
                    Text("\(index + 1).")
                    content(element)
                }
            }
        }
    }
}

extension NumberedList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
