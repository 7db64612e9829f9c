// wrong: checks the limit by hand, as if every move went forward
// rejected-by: moves-stop-at-limits-both-ways
// misconception: A limit stops a move in the direction it goes: moving back from the end, the start is the limit,
// misconception: and a limit behind a forward move stops nothing. The base already knows these rules; forward the
// misconception: call to it instead of rewriting them.
// misconception-ja: `limitedBy:` の上限は移動する向きに効きます。末尾から戻るなら先頭が上限で、前へ進む移動の後ろにある上限は何も止めません。
// misconception-ja: この規則は元のコレクションがすでに知っているので、書き直さずに呼び出しをそのまま渡します。
// lesson: #where-the-forwarding-goes

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
        // Checks the limit by hand, as if every move went forward.
        if base.distance(from: i, to: limit) < distance { return nil }
        return base.index(i, offsetBy: distance)
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
extension IndexedCollection: RandomAccessCollection where Base: RandomAccessCollection {}

extension Collection {
    /// This collection's elements, each paired with its index.
    ///
    ///     ["a", "b"].indexed()  // (index: 0, element: "a"), (index: 1, element: "b")
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
