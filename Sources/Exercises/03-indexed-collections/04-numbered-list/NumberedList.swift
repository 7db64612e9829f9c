// Goal: number a generic list's rows through `data.indexed()` while keeping the caller's id: compose
// `\IndexedCollection<Data>.Element.element` with the caller's `KeyPath<Data.Element, ID>`.
// Check it: swift run puzzles check 03.4
// Lesson: Lessons/03-indexed-collections/04-numbered-list/README.md

import MiniUI

/// A list that numbers its rows, "1.", "2.", "3.", with ForEach's two initializers:
///
///     NumberedList(books) { book in Text(book.title) }          // Identifiable elements
///     NumberedList(titles, id: \.self) { title in Text(title) }  // an id key path
///
/// `Data.Index == Int` lets the body write `index + 1`; the next step shows what that costs.
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

    var body: some View {
        List {
            // TODO: Number the rows. Replace the ForEach below with the commented-out one, read the compiler's
            //       complaint about `id`, and give ForEach the key path it asks for: from a pair of
            //       `data.indexed()` to the caller's id, keeping each row identified as the caller chose.
            //
            // ForEach(data.indexed(), id: id) { index, element in
            //     HStack {
            //         Text("\(index + 1).")
            //         content(element)
            //     }
            // }
            ForEach(data, id: id) { element in
                content(element)
            }
        }
    }
}

extension NumberedList where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
