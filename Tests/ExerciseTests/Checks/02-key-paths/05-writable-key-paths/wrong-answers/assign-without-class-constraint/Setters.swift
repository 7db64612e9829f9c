// wrong: writes through a WritableKeyPath into a local copy, with no class constraint
// rejected-by: rejects-read-only-paths
// misconception: For a class the local copy is another reference to the same object, so it seems to work;
// misconception: for a struct the copy takes the write and is thrown away, silently. Require a class
// misconception: (`Root: AnyObject`) and a `ReferenceWritableKeyPath`.
// misconception-ja: クラスならローカルのコピーは同じオブジェクトへのもう 1 つの参照なのでうまくいくように見えますが、構造体では
// misconception-ja: コピーが書き込みを受けて黙って捨てられます。クラス（`Root: AnyObject`）と `ReferenceWritableKeyPath` を求めます。
// lesson: #where-the-write-lands

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

func assign<Root, Value>(_ value: Value, to path: WritableKeyPath<Root, Value>, on object: Root) {
    var object = object
    object[keyPath: path] = value
}
