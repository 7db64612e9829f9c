struct Guest: Identifiable {
    let id: Int
    var ticket: String
    var name: String
}

/// Each element with its position, counted from 0, as a labelled tuple.
///
///     rows(["a", "b"])  // [(index: 0, element: "a"), (index: 1, element: "b")]
func rows<Element>(_ elements: [Element]) -> [(index: Int, element: Element)] {
    // The labels are part of the type: `(index: Int, element: Element)`, not `(Int, Element)`.
    elements.enumerated().map { (index: $0.offset, element: $0.element) }
}

/// The key path from a row to an id, built from a key path from its element to that id.
///
///     rowID(\Guest.ticket)  // KeyPath<(index: Int, element: Guest), String>
///
/// `\(index: Int, element: Element).element` leads from a row to its element; the caller's `id` starts
/// there. The same path could be written `.1`, but the label says what it means.
func rowID<Element, ID>(_ id: KeyPath<Element, ID>) -> KeyPath<(index: Int, element: Element), ID> {
    (\(index: Int, element: Element).element).appending(path: id)
}
