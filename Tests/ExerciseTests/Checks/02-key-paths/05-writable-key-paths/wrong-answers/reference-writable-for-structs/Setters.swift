// wrong: uses ReferenceWritableKeyPath for updating as well
// rejected-by: accepts-writable-paths
// misconception: A `ReferenceWritableKeyPath` exists only when the write goes through a class instance; a
// misconception: path into a struct such as `\Plant.nickname` is a `WritableKeyPath`, so `updating` must take that.
// misconception-ja: `ReferenceWritableKeyPath` ができるのは、書き込みがクラスのインスタンスを通るときだけです。
// misconception-ja: `\Plant.nickname` のような構造体の中へのキーパスは `WritableKeyPath` なので、`updating` はそれを受け取ります。
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

func updating<Root, Value>(_ root: Root, _ path: ReferenceWritableKeyPath<Root, Value>, to value: Value) -> Root {
    root[keyPath: path] = value
    return root
}

func assign<Root: AnyObject, Value>(_ value: Value, to path: ReferenceWritableKeyPath<Root, Value>, on object: Root) {
    object[keyPath: path] = value
}
