// wrong: marks GearObject `@unchecked Sendable` to quiet the concurrency checker
// rejected-by: rejects-changing-the-gear-from-any-thread
// misconception: Declaring the object safe to share (`@unchecked Sendable` on the class, or `Sendable` with a
// misconception: `nonisolated(unsafe)` property) promises the compiler that you protect it yourself, with a lock
// misconception: for example; nothing here does, so the compiler's complaint goes and the data race stays.
// misconception-ja: オブジェクトを共有してよいと宣言する(クラスに `@unchecked Sendable` を付ける、または `Sendable`
// misconception-ja: にしてプロパティを `nonisolated(unsafe)` にする)のは、(たとえばロックで)自分で守っているという
// misconception-ja: コンパイラへの約束です。ここでは何も守っていないので、指摘が消えてもデータ競合は残ります。
// lesson: #a-word-on-sendable

struct GearValue: Identifiable {
    let id: Int
    let label: String
    var isPacked: Bool
}

final class GearObject: Identifiable, @unchecked Sendable {
    let id: Int
    let label: String
    var isPacked: Bool

    init(id: Int, label: String, isPacked: Bool) {
        self.id = id
        self.label = label
        self.isPacked = isPacked
    }
}
