// wrong: asks for `Base.Index == Int` as well in the random-access condition, as if only Int indices could jump
// rejected-by: accepts-for-each-and-bidirectional-bases
// misconception: Random access is the base's promise to move any distance in constant time, whatever its indices
// misconception: are; asking for Int indices as well takes the conformance away from a reversed array (and from
// misconception: other random-access collections whose index is not a number), so `ForEach` refuses them.
// misconception-ja: ランダムアクセスは、インデックスの型が何であれ、どれだけの距離でも一定時間で動けるという元の
// misconception-ja: コレクションの約束です。さらに Int のインデックスを求めると、逆順の配列（や、インデックスが数ではない
// misconception-ja: ほかのランダムアクセスのコレクション）から準拠が奪われ、`ForEach` が受け付けなくなります。
// lesson: #random-access-is-a-promise
/// A collection that pairs each element of a base collection with its index.
///
///     for (index, stop) in stops.indexed() {
///         print(index, stop.name)  // index is an Int for an array, a String.Index for a string
///     }
///
/// It is bidirectional when its base is, and random-access when its base is, so that
/// `ForEach` accepts an indexed array and `"abc".indexed()` still works.
struct IndexedCollection<Base: Collection> {
    let base: Base
}

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

    // Without these three, the protocols' default implementations step one index at a time. The base
    // knows a faster way when it has one: constant time for a random-access base, as the protocol promises.
    func index(_ i: Base.Index, offsetBy distance: Int) -> Base.Index {
        base.index(i, offsetBy: distance)
    }

    func index(_ i: Base.Index, offsetBy distance: Int, limitedBy limit: Base.Index) -> Base.Index? {
        base.index(i, offsetBy: distance, limitedBy: limit)
    }

    func distance(from start: Base.Index, to end: Base.Index) -> Int {
        base.distance(from: start, to: end)
    }
}

// One conformance per extension, each with the condition under which it holds.
extension IndexedCollection: BidirectionalCollection where Base: BidirectionalCollection {
    func index(before i: Base.Index) -> Base.Index {
        base.index(before: i)
    }
}

// Nothing to add: RandomAccessCollection asks for no new members, only for the forwarding above to be fast.
extension IndexedCollection: RandomAccessCollection where Base: RandomAccessCollection, Base.Index == Int {}

extension Collection {
    /// This collection's elements, each paired with its index.
    ///
    ///     ["a", "b"].indexed()  // (index: 0, element: "a"), (index: 1, element: "b")
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
