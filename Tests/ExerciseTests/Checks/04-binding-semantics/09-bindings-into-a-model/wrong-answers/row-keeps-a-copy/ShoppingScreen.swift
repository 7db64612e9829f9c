// wrong: gives each row its own @State copy of its entry, so the button compiles and edits the copy
// rejected-by: edits-reach-the-shared-list
// misconception: A `@State` copy makes the mutating call compile, but it edits the row's copy: the model,
// misconception: the summary and every other view never change. The row must take a binding to the entry in
// misconception: the list.
// misconception-ja: `@State` のコピーを持てば mutating な呼び出しはコンパイルできますが、書き換わるのは行のコピーで、
// misconception-ja: モデルも要約もほかの View も変わりません。行はリストの中の項目へのバインディングを受け取ります。
// lesson: #one-value-many-views

import MiniUI

struct ShoppingScreen: View {
    let list: ShoppingList

    var body: some View {
        Text("\(list.entries.filter(\.isBought).count) of \(list.entries.count) bought")
        ForEach(list.entries) { entry in
            EntryRow(entry: entry)
        }
    }
}

struct EntryRow: View {
    @State private var entry: Entry

    init(entry: Entry) {
        _entry = State(initialValue: entry)
    }

    var body: some View {
        Toggle(entry.name, isOn: $entry.isBought)
        Text("\(entry.quantity) × \(entry.name)")
        Button("One more \(entry.name)") { entry.addOne() }
    }
}
