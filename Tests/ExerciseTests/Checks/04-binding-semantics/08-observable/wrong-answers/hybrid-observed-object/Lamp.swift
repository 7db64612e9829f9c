// wrong: adds @Observable but keeps the ObservableObject conformance, so that @ObservedObject still compiles
// rejected-by: rejects-observed-object-for-an-observable
// misconception: An `@Observable` class should not also be an `ObservableObject`: its `objectWillChange` never fires,
// misconception: so anything that subscribes is never told; hold it with `@Bindable` or a plain `let`.
// misconception-ja: `@Observable` なクラスを `ObservableObject` にもしてはいけません。その `objectWillChange`
// misconception-ja: は決して発火しないので、購読したものには何も伝わりません。`@Bindable` か普通の `let` で持ちます。
// lesson: #when-the-compiler-says-no
// The screen behaves, because Observation does the work; but the class now claims two ways of being observed,
// and its `objectWillChange` never fires, so anything that subscribes to it is never told of a change.

import MiniUI

@Observable
final class Lamp: ObservableObject, Identifiable {
    let id: Int
    var name: String
    var isLit: Bool

    init(id: Int, name: String, isLit: Bool) {
        self.id = id
        self.name = name
        self.isLit = isLit
    }
}
