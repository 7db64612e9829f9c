// wrong: marks GearObject `@unchecked Sendable` to quiet the concurrency checker
// rejected-by: rejects-changing-the-gear-from-any-thread
// misconception: `@unchecked Sendable` promises the compiler that you protect the object yourself, with a
// misconception: lock for example; nothing here does, so the warning goes and the data race stays.
// misconception-ja: `@unchecked Sendable` は、オブジェクトを(たとえばロックで)自分で守っているという約束です。ここでは何も
// misconception-ja: 守っていないので、警告が消えてもデータ競合は残ります。
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
