// wrong: a plain Collection whose indices are offsets counted from 0, `Index == Int`, rather than the base's own
// rejected-by: prints-indices-and-elements
// misconception: An offset counted from 0 is not an index: a slice's indices start where the slice starts, and a
// misconception: string's are not Ints at all; use the base's own indices.
// misconception-ja: 0 から数えたオフセットはインデックスではありません。スライスのインデックスはスライスの始まる位置から始まり、文字列のインデックスはそもそも Int ではありません。
// misconception-ja: 元のコレクション自身のインデックスを使いましょう。
// lesson: #the-bases-own-indices
// Only a Collection, as the task asks; the pairs count from 0 for every base.
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
    typealias Index = Int
    typealias Element = (index: Int, element: Base.Element)

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    func index(after i: Int) -> Int {
        i + 1
    }

    subscript(position: Int) -> Element {
        (index: position, element: base[base.index(base.startIndex, offsetBy: position)])
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
