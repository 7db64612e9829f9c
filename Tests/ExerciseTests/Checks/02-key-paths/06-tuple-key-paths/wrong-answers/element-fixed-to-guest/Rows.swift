// wrong: writes rowID for rows of guests only
// rejected-by: accepts-labelled-rows
// misconception: The composition is right, but fixing the element type to Guest leaves rows of strings, or of
// misconception: anything else, without a row id; make the element type a generic parameter.
// misconception-ja: 合成は正しいのですが、要素の型を Guest に固定すると、文字列など Guest 以外の行には行の ID が作れません。
// misconception-ja: 要素の型を型パラメータにします。
// lesson: #a-tuple-as-the-root

struct Guest: Identifiable {
    let id: Int
    var ticket: String
    var name: String
}

func rows<Element>(_ elements: [Element]) -> [(index: Int, element: Element)] {
    elements.enumerated().map { (index: $0.offset, element: $0.element) }
}

func rowID<ID>(_ id: KeyPath<Guest, ID>) -> KeyPath<(index: Int, element: Guest), ID> {
    (\(index: Int, element: Guest).element).appending(path: id)
}
