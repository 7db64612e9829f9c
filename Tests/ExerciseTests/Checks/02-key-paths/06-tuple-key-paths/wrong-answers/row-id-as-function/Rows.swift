// wrong: returns a closure from the row to the id instead of a key path
// rejected-by: accepts-labelled-rows, renders-rows-by-isbn
// It reads the same value, but ForEach's `id:` takes a key path, and a closure cannot be turned back into one

struct Book: Identifiable {
    let id: Int
    var isbn: String
    var title: String
}

func rows<Element>(_ elements: [Element]) -> [(index: Int, element: Element)] {
    elements.enumerated().map { (index: $0.offset, element: $0.element) }
}

func rowID<Element, ID>(_ id: KeyPath<Element, ID>) -> ((index: Int, element: Element)) -> ID {
    { row in row.element[keyPath: id] }
}
