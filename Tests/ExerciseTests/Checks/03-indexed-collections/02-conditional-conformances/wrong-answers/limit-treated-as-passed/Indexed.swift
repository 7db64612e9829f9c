// wrong: answers nil when a limited move lands exactly on its limit, as if reaching the limit passed it
// rejected-by: moves-stop-at-limits-both-ways
// misconception: A limit is a place a move may reach: a move that lands exactly on it gives the limit, as Array's
// misconception: does (three places on from the start of three items, limited by the end, is the end), and only a
// misconception: move that would go past it answers nil. The base keeps this rule; hand its answer on as it is.
// misconception-ja: 上限は、移動がたどり着いてよい場所です。ちょうど上限に着く移動は、Array と同じく上限そのものを返します
// misconception-ja: （3 要素の先頭から末尾を上限に 3 つ進めば末尾です）。`nil` を返すのは上限を越える移動だけです。この規則は
// misconception-ja: 元のコレクションが守っているので、その答えをそのまま返します。
// lesson: #your-task
// Forwards the move to the base, then turns an answer equal to the limit into nil: the limit is treated as
// out of bounds, like an end index that cannot be read, though a move may stop on it.

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
        guard let moved = base.index(i, offsetBy: distance, limitedBy: limit), moved != limit else { return nil }
        return moved
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
