// wrong: writes rowID for rows of books only
// rejected-by: accepts-labelled-rows
// The composition is right, but `Element` is fixed to Book: rows of strings, or of anything else, get no
// row id

struct Book: Identifiable {
    let id: Int
    var isbn: String
    var title: String
}

func rows<Element>(_ elements: [Element]) -> [(index: Int, element: Element)] {
    elements.enumerated().map { (index: $0.offset, element: $0.element) }
}

func rowID<ID>(_ id: KeyPath<Book, ID>) -> KeyPath<(index: Int, element: Book), ID> {
    (\(index: Int, element: Book).element).appending(path: id)
}
