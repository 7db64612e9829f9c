// Goal: the source article's homework. Hand the content closure each row's position as well as its element,
// with both of ForEach's initializers, and let the caller do the numbering.
// Check it: swift run puzzles check 03.6
// Lesson: Lessons/03-indexed-collections/06-index-in-content/README.md

import MiniUI

/// A list that numbers its rows, "1.", "2.", "3.", over any random-access collection.
// TODO: Let the caller do the numbering. The content closure should receive the row's position as well as its
//       element, position first. The position is an Int counted from 0 for every collection, so that a
//       caller who adds one gets the right number for slices and reversed views too. A caller may also use it
//       for something else: a label above the first row, say.
struct NumberedList<Data, ID, Content>: View where Data: RandomAccessCollection, ID: Hashable, Content: View {
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

    /// The number people read for the row at `index`. An index is a position, not a count: a slice's
    /// indices start where the slice starts, and a reversed collection's are not numbers at all. The
    /// distance from `startIndex` is a count, for any collection, and constant-time for random access.
    func number(at index: Data.Index) -> Int {
        data.distance(from: data.startIndex, to: index) + 1
    }

    var body: some View {
        List {
            ForEach(data.indexed(), id: rowID) { index, element in
                // TODO: Call the caller's content with the row's position and its element, and show nothing
                //       else: the numbers are the caller's to draw now.
                HStack {
                    Text("\(number(at: index)).")
                    content(element)
                }
            }
        }
    }
}

// TODO: This initializer's content closure must receive the index too.
extension NumberedList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
