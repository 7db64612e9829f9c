// wrong: counts positions from 0 as Int indices, like enumerated(), instead of using the base's indices
// rejected-by: prints-indices-and-elements, accepts-any-collection, rejects-for-each-until-random-access
// misconception: An offset counted from 0 is not an index: a slice's indices start where the slice starts, and a
// misconception: string's are not Ints at all; use the base's own indices.
// misconception-ja: 0 から数えたオフセットはインデックスではありません。スライスのインデックスはスライスの始まる位置から始まり、文字列のインデックスはそもそも Int ではありません。
// misconception-ja: 元のコレクション自身のインデックスを使いましょう。
// lesson: #the-bases-own-indices

struct IndexedCollection<Base: Collection> {
    let base: Base
}

extension IndexedCollection: RandomAccessCollection {
    typealias Element = (index: Int, element: Base.Element)

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    subscript(position: Int) -> Element {
        (index: position, element: base[base.index(base.startIndex, offsetBy: position)])
    }
}

extension Collection {
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
