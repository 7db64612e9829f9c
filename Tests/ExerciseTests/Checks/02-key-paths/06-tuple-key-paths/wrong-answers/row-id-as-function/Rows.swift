// wrong: returns a closure from the row to the id instead of a key path
// rejected-by: accepts-labelled-rows, renders-rows-by-ticket
// misconception: A closure reads the same value, but ForEach's `id:` takes a key path, and a closure cannot be
// misconception: turned back into one; compose key paths instead.
// misconception-ja: クロージャでも同じ値は読めますが、ForEach の `id:` が受け取るのはキーパスで、クロージャをキーパスに戻す
// misconception-ja: ことはできません。キーパスを合成します。
// lesson: #a-tuple-as-the-root

struct Guest: Identifiable {
    let id: Int
    var ticket: String
    var name: String
}

func rows<Element>(_ elements: [Element]) -> [(index: Int, element: Element)] {
    elements.enumerated().map { (index: $0.offset, element: $0.element) }
}

func rowID<Element, ID>(_ id: KeyPath<Element, ID>) -> ((index: Int, element: Element)) -> ID {
    { row in row.element[keyPath: id] }
}
