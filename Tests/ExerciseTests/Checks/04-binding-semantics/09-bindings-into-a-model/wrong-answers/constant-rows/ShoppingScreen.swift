// wrong: hands each row `.constant(entry)`, a binding that has the right type and ignores every write
// rejected-by: edits-reach-the-shared-list
// misconception: A constant binding compiles wherever a binding goes, and drops every write, so neither the
// misconception: switch nor "One more" reaches the list; take the bindings from the model with `$list.entries`.
// misconception-ja: 定数のバインディングはバインディングが入るところならどこでもコンパイルでき、書き込みをすべて捨てるので、
// misconception-ja: スイッチも「One more」もリストに届きません。バインディングは `$list.entries` でモデルから得ます。
// lesson: #bindings-into-an-observable-model

import MiniUI

struct ShoppingScreen: View {
    let list: ShoppingList

    var body: some View {
        Text("\(list.entries.filter(\.isBought).count) of \(list.entries.count) bought")
        ForEach(list.entries) { entry in
            EntryRow(entry: .constant(entry))
        }
    }
}

struct EntryRow: View {
    @Binding var entry: Entry

    var body: some View {
        Toggle(entry.name, isOn: $entry.isBought)
        Text("\(entry.quantity) × \(entry.name)")
        Button("One more \(entry.name)") { entry.addOne() }
    }
}
