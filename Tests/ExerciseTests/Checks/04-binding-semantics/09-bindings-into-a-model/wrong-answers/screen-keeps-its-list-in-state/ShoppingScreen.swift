// wrong: the screen keeps the list it is given in its own @State instead of holding it with @Bindable
// rejected-by: shows-the-list-it-is-given-now
// misconception: `@State` is for a value the view owns, and keeps only the first one it is given: a screen that
// misconception: stores a passed-in list there ignores every later list. Hold a model a parent passes with
// misconception: `@Bindable`, which gives the same bindings into it and follows the list handed down now.
// misconception-ja: `@State` は View 自身が持つ値のためのもので、最初に渡された値しか残しません。渡されたリストをそこに
// misconception-ja: しまう画面は、その後のリストをすべて無視します。親から渡されるモデルは `@Bindable` で持てば、同じ
// misconception-ja: バインディングが得られ、いま渡されたリストに従います。
// lesson: #bindings-into-an-observable-model
// `$list.entries` compiles with `@State` too, and every edit reaches the first list; but when the parent hands
// the screen another list, the screen goes on showing the first.

import MiniUI

struct ShoppingScreen: View {
    @State var list: ShoppingList

    var body: some View {
        Text("\(list.entries.filter(\.isBought).count) of \(list.entries.count) bought")
        ForEach($list.entries) { $entry in
            EntryRow(entry: $entry)
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
