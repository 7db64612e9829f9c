// wrong: keeps @ViewBuilder on the key-path initializer only, leaving the Identifiable one without it
// rejected-by: accepts-index-and-element
// misconception: What the caller writes is checked against the initializer's closure parameter, so `@ViewBuilder`
// misconception: must be on that parameter, on both initializers; without it a closure with two views or an `if` is
// misconception: no longer one view (an attribute on the stored property, if there is one, does not reach it).
// misconception-ja: 呼び出し側が書いたものはイニシャライザのクロージャ引数に照らして検査されるので、`@ViewBuilder` は
// misconception-ja: その引数に、両方のイニシャライザで付けます。付けないと、ビューが 2 つあるクロージャや `if` のある
// misconception-ja: クロージャは 1 つのビューになりません(格納プロパティに付けた属性があっても、そこには届きません)。
// lesson: #the-builder-belongs-on-the-parameter
// A caller of the Identifiable initializer, the one most lists use, can pass only a closure of a single
// expression; the key-path initializer still takes two views or an `if`.

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
    init(_ data: Data, content: @escaping (_ index: Int, _ element: Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
