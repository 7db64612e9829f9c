// wrong: wraps arrays only, IndexedCollection<Element> over [Element]
// rejected-by: accepts-any-collection, prints-indices-and-elements
// misconception: `indexed()` belongs to every Collection: a slice, a string, a set and a lazy map are collections
// misconception: too, and none of them is an Array, so make the type generic over `Base: Collection`.
// misconception-ja: `indexed()` はすべての Collection のものです。スライスも文字列も集合も遅延評価の map もコレクションですが、どれも Array ではありません。
// misconception-ja: 型を `Base: Collection` についてジェネリックにしましょう。
// lesson: #generic-over-any-collection

struct IndexedCollection<Wrapped> {
    let base: [Wrapped]
}

extension IndexedCollection: Collection {
    typealias Index = Int
    typealias Element = (index: Int, element: Wrapped)

    var startIndex: Int { base.startIndex }
    var endIndex: Int { base.endIndex }

    func index(after i: Int) -> Int {
        base.index(after: i)
    }

    subscript(position: Int) -> Element {
        (index: position, element: base[position])
    }
}

extension Array {
    func indexed() -> IndexedCollection<Element> {
        IndexedCollection(base: self)
    }
}
