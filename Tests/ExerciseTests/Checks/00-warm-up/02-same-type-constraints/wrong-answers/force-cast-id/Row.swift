// wrong: leaves out ID == Item.ID and forces the id into ID with as!
// rejected-by: rejects-row-with-mismatched-id
// misconception: `as!` does not relate two types, it only defers the question to run time; `ID == Item.ID` states the
// misconception: fact, so mismatches are refused at compile time and the type is inferred.
// misconception-ja: `as!` は 2 つの型を結び付けるのではなく、問題を実行時に先送りするだけです。`ID == Item.ID`
// misconception-ja: と書けば事実として伝わり、食い違いはコンパイル時に拒まれ、型も推論されます。
// lesson: #when-the-compiler-says-no
// Leaves out `ID == Item.ID` and forces the conversion with `as!`; it compiles, but `ID` is no longer tied to
// the item's id type: `Row(ticket)` cannot infer it, and a row of Int-id tickets that claims String ids compiles,
// then crashes

/// One row of a list: an item, and the id that tells it apart from the other rows, the way SwiftUI's
/// `ForEach` pairs each element with an id.
///
///     let row = Row("Swift", id: { $0.count })  // Row<String, Int>, id 5
struct Row<Item, ID: Hashable> {
    let item: Item
    let id: ID

    /// A row whose id is computed from its item by `id`.
    init(_ item: Item, id: (Item) -> ID) {
        self.item = item
        self.id = id(item)
    }
}

extension Row where Item: Identifiable {
    init(_ item: Item) {
        self.init(item, id: { $0.id as! ID })
    }
}
