// wrong: keeps ObservableObject with @Published, and a row that holds its lamp in a let with a hand-made binding
// rejected-by: only-readers-re-render
// misconception: A binding made by hand reads and writes the lamp but subscribes to nothing: an `ObservableObject` is
// misconception: heard only through a wrapper such as `@ObservedObject`, so no view runs again after a switch; with
// misconception: `@Observable`, a view that reads a property is observed, however it holds the object.
// misconception-ja: 手で作ったバインディングはランプを読み書きしますが、何も購読しません。`ObservableObject` の変化は
// misconception-ja: `@ObservedObject` などのプロパティラッパーを通してしか聞こえないので、スイッチを切り替えてもどの View
// misconception-ja: も再実行されません。`@Observable` なら、持ち方に関係なく、プロパティを読んだ View が監視されます。
// lesson: #objects-or-properties
// The switches write the lamps, but nothing observes them: the row holds its lamp in a plain let and makes its
// binding with Binding(get:set:), which subscribes to nothing, so neither the row nor the count runs again.

import MiniUI

/// A lamp that can be renamed and switched, shared by reference between the views that show it.
final class Lamp: ObservableObject, Identifiable {
    let id: Int
    @Published var name: String
    @Published var isLit: Bool

    init(id: Int, name: String, isLit: Bool) {
        self.id = id
        self.name = name
        self.isLit = isLit
    }
}
