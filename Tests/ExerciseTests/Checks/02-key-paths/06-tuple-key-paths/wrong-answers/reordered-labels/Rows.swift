// wrong: builds each row as (element:, index:) and lets Swift reorder it into (index:, element:)
// rejected-by: keeps-labels-in-order
// misconception: Tuple labels are matched by name, so `(element:, index:)` still converts to
// misconception: `(index:, element:)`, but that implicit reordering is deprecated and will be an error in a future
// misconception: language mode; build the tuple in the order its type says.
// misconception-ja: タプルのラベルは名前で対応づけられるので `(element:, index:)` も `(index:, element:)` に変換されますが、
// misconception-ja: この暗黙の並べ替えは非推奨で、将来の言語モードではエラーになります。型のとおりの順で組み立てます。
// lesson: #when-the-compiler-says-no

struct Guest: Identifiable {
    let id: Int
    var ticket: String
    var name: String
}

func rows<Element>(_ elements: [Element]) -> [(index: Int, element: Element)] {
    elements.enumerated().map { (element: $0.element, index: $0.offset) }
}

func rowID<Element, ID>(_ id: KeyPath<Element, ID>) -> KeyPath<(index: Int, element: Element), ID> {
    (\(index: Int, element: Element).element).appending(path: id)
}
