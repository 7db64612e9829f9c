// wrong: gives assign a WritableKeyPath and writes through a var copy of the reference
// rejected-by: rejects-read-only-paths
// misconception: It works, because copying a class reference copies the reference, but the signature now
// misconception: reads like the one for values and hides that the write lands on a shared object; a
// misconception: `ReferenceWritableKeyPath` says so in the type, and the checks ask for it.
// misconception-ja: クラスの参照をコピーしても参照がコピーされるだけなので動きはしますが、シグネチャは値型のためのものに見え、
// misconception-ja: 書き込みが共有のオブジェクトに届くことが隠れます。`ReferenceWritableKeyPath` なら型がそれを語り、チェックもそれを求めます。
// lesson: #ask-for-the-kind-you-need

struct Care {
    var wateringDays: Int
    let species: String
}

struct Plant: Identifiable {
    let id: Int
    var nickname: String
    var care: Care

    var summary: String { "\(nickname) (\(care.species)), water every \(care.wateringDays) days" }
}

/// A greenhouse that several screens share: a class, so every holder sees the same instance.
final class Greenhouse {
    let owner: String
    var name: String
    var featured: Plant

    init(owner: String, name: String, featured: Plant) {
        self.owner = owner
        self.name = name
        self.featured = featured
    }
}

func updating<Root, Value>(_ root: Root, _ path: WritableKeyPath<Root, Value>, to value: Value) -> Root {
    var copy = root
    copy[keyPath: path] = value
    return copy
}

func assign<Root: AnyObject, Value>(_ value: Value, to path: WritableKeyPath<Root, Value>, on object: Root) {
    var reference = object
    reference[keyPath: path] = value
}
