// wrong: adds the two conformances but forwards neither index(_:offsetBy:) nor distance(from:to:)
// rejected-by: moves-indices-in-constant-time
// misconception: The standard library's arithmetic defaults need `Indices == Range<Index>`, which a generic wrapper
// misconception: never has, whatever its base: without forwarding, even an indexed Array counts one step at a time.
// misconception-ja: 標準ライブラリの計算によるデフォルト実装は `Indices == Range<Index>` を必要とし、
// misconception-ja: ジェネリックなラッパーは元のコレクションが何であってもそれを満たしません。転送しなければ、インデックス付きの Array でさえ 1 つずつ数えます。
// lesson: #random-access-is-a-promise

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
}

extension IndexedCollection: BidirectionalCollection where Base: BidirectionalCollection {
    func index(before i: Base.Index) -> Base.Index {
        base.index(before: i)
    }
}

extension IndexedCollection: RandomAccessCollection where Base: RandomAccessCollection {}

extension Collection {
    /// This collection's elements, each paired with its index.
    ///
    ///     ["a", "b"].indexed()  // (index: 0, element: "a"), (index: 1, element: "b")
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
