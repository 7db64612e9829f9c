// wrong: keeps ObservableObject with @Published, and @ObservedObject in the row
// rejected-by: only-readers-re-render
// misconception: With `ObservableObject`, only views that subscribe with a wrapper hear a change; the count holds the
// misconception: lamps in a plain array and never runs again. `@Observable` observes per property, however the object
// misconception: is held.
// misconception-ja: `ObservableObject` では、プロパティラッパーで購読した View にしか変化が聞こえません。
// misconception-ja: 数の表示はランプを普通の配列で持っているので、二度と実行されません。`@Observable` なら、
// misconception-ja: 持ち方に関係なくプロパティごとに監視されます。
// lesson: #objects-or-properties
// Each row observes its own lamp and updates, but nothing else observes anything: the count, which
// holds the lamps in a plain array, stays at "1 of 3 lit".

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
