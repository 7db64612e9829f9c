// wrong: takes any KeyPath and casts it to a writable one at run time
// rejected-by: rejects-read-only-paths
// misconception: Casting with `as?` compiles for every path, so a `let` or a get-only property is no longer
// misconception: refused: the write quietly does nothing. Ask for the writable kind in the signature instead.
// misconception-ja: `as?` でキャストするとどんなキーパスでもコンパイルが通り、`let` や読み取り専用のプロパティが拒否されなくなって、
// misconception-ja: 書き込みは黙って何もしません。書き込める種類をシグネチャで求めます。
// lesson: #do-not-cast-your-way-out

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

func updating<Root, Value>(_ root: Root, _ path: KeyPath<Root, Value>, to value: Value) -> Root {
    guard let writable = path as? WritableKeyPath<Root, Value> else { return root }
    var copy = root
    copy[keyPath: writable] = value
    return copy
}

func assign<Root, Value>(_ value: Value, to path: KeyPath<Root, Value>, on object: Root) {
    guard let writable = path as? ReferenceWritableKeyPath<Root, Value> else { return }
    object[keyPath: writable] = value
}
