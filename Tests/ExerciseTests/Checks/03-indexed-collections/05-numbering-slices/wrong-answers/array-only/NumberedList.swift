// wrong: takes an array, [Element], as the source article's simpler version does
// rejected-by: accepts-any-random-access-collection, numbers-slices-from-one
// An array always starts at 0, so `index + 1` is right again, and the declaration is simpler; but slices,
// ranges, lazy maps and reversed views must now be copied into an Array by every caller

import MiniUI

struct NumberedList<Element, ID, Content>: View where ID: Hashable, Content: View {
    let data: [Element]
    let id: KeyPath<Element, ID>
    let content: (Element) -> Content

    init(_ data: [Element], id: KeyPath<Element, ID>, @ViewBuilder content: @escaping (Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    var rowID: KeyPath<IndexedCollection<[Element]>.Element, ID> {
        (\IndexedCollection<[Element]>.Element.element).appending(path: id)
    }

    var body: some View {
        List {
            ForEach(data.indexed(), id: rowID) { index, element in
                HStack {
                    Text("\(index + 1).")
                    content(element)
                }
            }
        }
    }
}

extension NumberedList where Element: Identifiable, ID == Element.ID {
    init(_ data: [Element], @ViewBuilder content: @escaping (Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
