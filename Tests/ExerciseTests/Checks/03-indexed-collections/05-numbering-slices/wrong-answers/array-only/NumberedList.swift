// wrong: takes an array, [Element], as the source article's simpler version does
// rejected-by: accepts-any-random-access-collection, numbers-slices-from-one
// misconception: Taking `[Element]` makes `index + 1` right again, because an array starts at 0, but every caller
// misconception: holding a slice, a range, a lazy map or a reversed view must now copy it into an Array.
// misconception-ja: `[Element]` を受け取れば、配列は 0 から始まるので `index + 1` はまた正しくなります。ただ、スライスや範囲、遅延評価の map、
// misconception-ja: 逆順のビューを持つ呼び出し側は、みな Array にコピーしなければならなくなります。
// lesson: #three-designs

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
