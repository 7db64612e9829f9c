// Goal: number a generic list's rows, "1.", "2.", …, through `data.indexed()`, while each row keeps the id
// the caller chose with a `KeyPath<Data.Element, ID>`.
// Check it: swift run puzzles check 03.4
// Lesson: Lessons/03-indexed-collections/04-numbered-list/README.md

import MiniUI

/// A list that numbers its rows, "1.", "2.", "3.", with ForEach's two initializers:
///
///     NumberedList(finishers) { runner in Text(runner.name) }      // Identifiable elements
///     NumberedList(groceries, id: \.self) { item in Text(item) }   // an id key path
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
            // TODO: Number the rows: each row becomes an HStack of the number ("1.", "2.", …, a Text) and the
            //       caller's content. Iterate over `data.indexed()` to learn each element's index.
            //       ForEach will then refuse the caller's `id` as it is: pass it anyway once, and read the
            //       error. Then give ForEach what it asks for, a key path from a pair of `data.indexed()` to
            //       the caller's id, built from `id` (a computed property keeps `body` readable), so every
            //       row stays identified as the caller chose.
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
