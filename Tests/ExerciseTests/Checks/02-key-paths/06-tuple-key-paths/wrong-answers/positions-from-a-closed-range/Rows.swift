// wrong: the positions come from a closed range up to count - 1, which cannot be formed for an empty array
// rejected-by: rows-of-no-guests
// misconception: `0...count - 1` asks for a range whose upper bound is below its lower one when the array is empty,
// misconception: and that stops the program. A half-open range `0..<count`, the array's `indices` or `enumerated()`
// misconception: give no positions for no elements.
// misconception-ja: 配列が空のとき、`0...count - 1` は上限が下限より小さい範囲になり、プログラムが止まります。半開区間
// misconception-ja: `0..<count`、配列の `indices`、`enumerated()` なら、要素がなければ位置もありません。
// lesson: #positions-not-numbers
struct Guest: Identifiable {
    let id: Int
    var ticket: String
    var name: String
}

/// Each element with its position, counted from 0, as a labelled tuple.
///
///     rows(["a", "b"])  // [(index: 0, element: "a"), (index: 1, element: "b")]
func rows<Element>(_ elements: [Element]) -> [(index: Int, element: Element)] {
    (0...elements.count - 1).map { position in (index: position, element: elements[position]) }
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
