// wrong: makes Entry a class, so that `addOne()` needs no `mutating` and can be called on any constant
// rejected-by: rejects-mutating-a-view-from-body
// misconception: Turning the entry into a class only hides the question: its changes are no longer part of
// misconception: the list's value, and any view holding one can change it behind the host's back. Keep Entry a
// misconception: value, with a `mutating` method, and call it through a binding.
// misconception-ja: 項目をクラスにしても問題が隠れるだけです。変更はリストの値の一部ではなくなり、項目を持つ View なら
// misconception-ja: どれでもホストの知らないところで変えられます。Entry は `mutating` なメソッドを持つ値のままにし、
// misconception-ja: バインディングを通して呼びます。
// lesson: #mutating-where-it-is-allowed

import MiniUI

final class Entry: Identifiable {
    let id: Int
    let name: String
    var quantity: Int
    var isBought: Bool

    init(id: Int, name: String, quantity: Int, isBought: Bool) {
        self.id = id
        self.name = name
        self.quantity = quantity
        self.isBought = isBought
    }

    func addOne() {
        quantity += 1
    }
}

@Observable
final class ShoppingList {
    var entries: [Entry]

    init(entries: [Entry]) {
        self.entries = entries
    }
}
