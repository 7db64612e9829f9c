// wrong: uses unlabelled tuples, (Int, Element), and the key path \.1
// rejected-by: accepts-labelled-rows, rejects-unlabelled-and-mismatched-paths
// misconception: Tuple values convert between labelled and unlabelled forms, but key-path types do not: a
// misconception: `KeyPath<(Int, Guest), String>` is not a `KeyPath<(index: Int, element: Guest), String>`, and
// misconception: callers lose `row.index` and `row.element`.
// misconception-ja: タプルの値はラベルの有無を越えて変換されますが、キーパスの型は変換されません。
// misconception-ja: `KeyPath<(Int, Guest), String>` は `KeyPath<(index: Int, element: Guest), String>` ではなく、呼び出し側は
// misconception-ja: `row.index` と `row.element` も失います。
// lesson: #labels-are-part-of-the-type

struct Guest: Identifiable {
    let id: Int
    var ticket: String
    var name: String
}

func rows<Element>(_ elements: [Element]) -> [(Int, Element)] {
    Array(zip(elements.indices, elements))
}

func rowID<Element, ID>(_ id: KeyPath<Element, ID>) -> KeyPath<(Int, Element), ID> {
    (\(Int, Element).1).appending(path: id)
}
