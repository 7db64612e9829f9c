// wrong: leaves out the stored id, so the class is identified by its object identity
// rejected-by: accepts-hand-made-bindings-over-objects
// misconception: A class that declares no `id` is still Identifiable, by an `ObjectIdentifier`, which is not the
// misconception: gear's id; give `GearObject` the same stored `id` and an initializer that takes it.
// misconception-ja: `id` を宣言しないクラスも `ObjectIdentifier` による `Identifiable` になりますが、それは道具の ID
// misconception-ja: ではありません。`GearObject` にも同じ格納プロパティの `id` と、
// misconception-ja: それを受け取るイニシャライザを持たせます。
// lesson: #when-the-compiler-says-no
// A class that declares no `id` still conforms to Identifiable: its `id` is then an ObjectIdentifier, which
// compiles, but it is not the gear's id, and the object cannot be made with `init(id:label:isPacked:)`.

struct GearValue: Identifiable {
    let id: Int
    let label: String
    var isPacked: Bool
}

final class GearObject: Identifiable {
    let label: String
    var isPacked: Bool

    init(label: String, isPacked: Bool) {
        self.label = label
        self.isPacked = isPacked
    }
}
