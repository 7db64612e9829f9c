// wrong: counts positions from 1 in rows(_:)
// rejected-by: renders-rows-by-ticket
// misconception: A row's index is a position, like an array index, and starts at 0; turning it into a number
// misconception: for people (`index + 1`) is the view's job, and doing it here makes every caller's
// misconception: `index + 1` off by one.
// misconception-ja: 行の index は配列のインデックスと同じく位置で、0 から始まります。人に見せる番号（`index + 1`）にするのは
// misconception-ja: ビューの仕事で、ここでそうすると呼び出し側の `index + 1` がすべて 1 つずれます。
// lesson: #positions-not-numbers

struct Guest: Identifiable {
    let id: Int
    var ticket: String
    var name: String
}

func rows<Element>(_ elements: [Element]) -> [(index: Int, element: Element)] {
    elements.enumerated().map { (index: $0.offset + 1, element: $0.element) }
}

func rowID<Element, ID>(_ id: KeyPath<Element, ID>) -> KeyPath<(index: Int, element: Element), ID> {
    (\(index: Int, element: Element).element).appending(path: id)
}
