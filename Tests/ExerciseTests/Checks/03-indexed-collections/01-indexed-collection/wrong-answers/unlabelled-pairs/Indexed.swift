// wrong: makes each element an unlabelled pair, (Base.Index, Base.Element)
// rejected-by: accepts-any-collection, prints-indices-and-elements
// misconception: Labels are part of a tuple's type: without them `\.index` and `\.element` do not exist, and a type
// misconception: written with labels no longer matches.
// misconception-ja: ラベルはタプルの型の一部です。ラベルがなければ `\.index` も `\.element` も存在せず、ラベル付きで書いた型とも合わなくなります。
// lesson: #labelled-pairs

struct IndexedCollection<Base: Collection> {
    let base: Base
}

extension IndexedCollection: Collection {
    typealias Index = Base.Index
    typealias Element = (Base.Index, Base.Element)

    var startIndex: Base.Index { base.startIndex }
    var endIndex: Base.Index { base.endIndex }

    func index(after i: Base.Index) -> Base.Index {
        base.index(after: i)
    }

    subscript(position: Base.Index) -> Element {
        (position, base[position])
    }
}

extension Collection {
    func indexed() -> IndexedCollection<Self> {
        IndexedCollection(base: self)
    }
}
