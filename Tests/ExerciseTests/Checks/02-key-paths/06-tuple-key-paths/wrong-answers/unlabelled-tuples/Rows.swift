// wrong: uses unlabelled tuples, (Int, Element), and the key path \.1
// rejected-by: accepts-labelled-rows, rejects-unlabelled-and-mismatched-paths
// The values would convert, but key path types do not: a `KeyPath<(Int, Book), String>` is not a
// `KeyPath<(index: Int, element: Book), String>`, and callers lose `row.index` and `row.element`

struct Book: Identifiable {
    let id: Int
    var isbn: String
    var title: String
}

func rows<Element>(_ elements: [Element]) -> [(Int, Element)] {
    Array(zip(elements.indices, elements))
}

func rowID<Element, ID>(_ id: KeyPath<Element, ID>) -> KeyPath<(Int, Element), ID> {
    (\(Int, Element).1).appending(path: id)
}
