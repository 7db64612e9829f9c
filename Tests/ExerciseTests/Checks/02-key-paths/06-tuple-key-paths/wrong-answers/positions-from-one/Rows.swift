// wrong: counts positions from 1 in rows(_:)
// rejected-by: renders-rows-by-isbn
// A row's index is a position, like an array index, and starts at 0; turning it into a number for people
// (`index + 1`) is the view's job, and doing it here makes every caller's `index + 1` off by one

struct Book: Identifiable {
    let id: Int
    var isbn: String
    var title: String
}

func rows<Element>(_ elements: [Element]) -> [(index: Int, element: Element)] {
    elements.enumerated().map { (index: $0.offset + 1, element: $0.element) }
}

func rowID<Element, ID>(_ id: KeyPath<Element, ID>) -> KeyPath<(index: Int, element: Element), ID> {
    (\(index: Int, element: Element).element).appending(path: id)
}
