// wrong: returns enumerated()'s offsets, relabelled as indices, in an array
// rejected-by: accepts-any-collection, prints-indices-and-elements
// misconception: `enumerated()` counts offsets from 0, and an offset is not an index: a slice's indices start where
// misconception: the slice starts, and a string's are not Ints at all. Relabelling the offset `index` does not make
// misconception: it one; pair each element with the base's own index.
// misconception-ja: `enumerated()` が数えるのは 0 からのオフセットで、オフセットはインデックスではありません。スライスの
// misconception-ja: インデックスはスライスの始まる位置から始まり、文字列のインデックスはそもそも Int ではありません。
// misconception-ja: オフセットに `index` というラベルを付け替えてもインデックスにはなりません。各要素は元のコレクション
// misconception-ja: 自身のインデックスと組にします。
// lesson: #the-bases-own-indices

struct IndexedCollection<Base: Collection> {
    let base: Base
}

extension Collection {
    func indexed() -> [(index: Int, element: Element)] {
        enumerated().map { (index: $0.offset, element: $0.element) }
    }
}
