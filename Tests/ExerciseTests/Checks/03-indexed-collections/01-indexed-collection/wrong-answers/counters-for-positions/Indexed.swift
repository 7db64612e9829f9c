// wrong: counts its own positions from 0 and finds the base's index for each pair when read
// rejected-by: accepts-any-collection
// misconception: A wrapper collection's positions should be its base's indices: counters of its own cannot take a
// misconception: string's or a set's index, and each read walks from the start to turn the counter into one.
// misconception-ja: 包むコレクションの位置は、元のコレクションのインデックスであるべきです。独自の連番では文字列や集合の
// misconception-ja: インデックスを受け取れず、読むたびに先頭から歩いて連番をインデックスに変えることになります。
// lesson: #the-bases-own-indices
// The pairs carry the right indices, so every printed line is right; but the collection's own Index is Int.

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
    typealias Element = (index: Base.Index, element: Base.Element)

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    func index(after i: Int) -> Int {
        i + 1
    }

    subscript(position: Int) -> Element {
        let index = base.index(base.startIndex, offsetBy: position)
        return (index: index, element: base[index])
    }
}

extension Collection {
    /// This collection's elements, each paired with its index.
    ///
    ///     ["a", "b"].indexed()  // (index: 0, element: "a"), (index: 1, element: "b")
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
