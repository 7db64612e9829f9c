// wrong: conforms to the Observable protocol, `final class Lamp: Identifiable, Observable`, without the macro
// rejected-by: a-board-follows-new-lamps
// misconception: The `Observable` protocol alone observes nothing: it is the `@Observable` macro that rewrites each
// misconception: stored property to record its readers and notify them. A class that only conforms compiles, and
// misconception: no view runs again when a lamp changes.
// misconception-ja: `Observable` プロトコルだけでは何も監視されません。格納プロパティを書き換えて読んだ側を記録し、
// misconception-ja: 知らせるのは `@Observable` マクロです。準拠するだけのクラスはコンパイルできますが、ランプが変わっても
// misconception-ja: どの View も再実行されません。
// lesson: #objects-or-properties
import MiniUI

/// A lamp that can be renamed and switched, shared by reference between the views that show it.
///
/// `@Observable` (Observation, SE-0395) rewrites each stored property so that reading it inside a body is
/// recorded, and changing it re-renders exactly the bodies that read *that property of this object*. No
/// wrapper is needed to observe: a plain `let lamp: Lamp`, or an array of them, is enough. `id` is a
/// `let`, so it is not observed, and it is not the name, which may change.
final class Lamp: Identifiable, Observable {
    let id: Int
    var name: String
    var isLit: Bool

    init(id: Int, name: String, isLit: Bool) {
        self.id = id
        self.name = name
        self.isLit = isLit
    }
}
