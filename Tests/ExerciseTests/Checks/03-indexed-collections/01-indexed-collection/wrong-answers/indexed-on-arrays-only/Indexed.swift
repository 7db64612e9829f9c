// wrong: the collection is generic, but `indexed()` is declared on Array alone
// rejected-by: accepts-any-collection, prints-indices-and-elements
// misconception: `indexed()` belongs to every Collection, as the type it returns does: declared on `Array` alone, a
// misconception: slice, a string, a set or a lazy map cannot ask for its pairs, though `IndexedCollection` could
// misconception: hold any of them. Declare it in an extension of `Collection`.
// misconception-ja: `indexed()` は、それが返す型と同じく、すべての Collection のものです。`Array` だけに宣言すると、
// misconception-ja: `IndexedCollection` はどれでも包めるのに、スライスも文字列も集合も遅延評価の map も組を求められません。
// misconception-ja: `Collection` の extension で宣言します。
// lesson: #generic-over-any-collection
/// A collection that pairs each element of a base collection with its index.
///
///     for (index, stop) in stops.indexed() {
///         print(index, stop.name)  // index is an Int for an array, a String.Index for a string
///     }
///
/// It stores the base and nothing else: each pair is made when it is read.
struct IndexedCollection<Base: Collection> {
    let base: Base
}

// The indices are the base's own, so `stops[3...].indexed()` starts at index 3, and an index read from a
// pair can be used to subscript the base.
extension IndexedCollection: Collection {
    typealias Index = Base.Index
    typealias Element = (index: Base.Index, element: Base.Element)

    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }

    func index(after i: Base.Index) -> Base.Index {
        base.index(after: i)
    }

    subscript(position: Base.Index) -> Element {
        (index: position, element: base[position])
    }
}

extension Array {
    /// This array's elements, each paired with its index.
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
