// wrong: `updating` takes any KeyPath and casts it to a writable one at run time; `assign` is right
// rejected-by: rejects-read-only-paths
// misconception: Casting a key path to a writable one at run time compiles for every path, so a `let` or a get-only
// misconception: property is no longer refused: the write quietly does nothing (or, with a forced cast, stops the
// misconception: program). Ask for the writable kind in the signature, and the compiler refuses the others.
// misconception-ja: キーパスを実行時に書き込める種類へキャストすると、どんなキーパスでもコンパイルが通り、`let` や読み取り
// misconception-ja: 専用のプロパティが拒否されなくなります。書き込みは黙って何もしません(強制キャストならプログラムが止まり
// misconception-ja: ます)。書き込める種類をシグネチャで求めれば、それ以外はコンパイラが拒否します。
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

/// A copy of `root` with the value at `path` replaced; `root` itself is not changed.
///
///     updating(fern, \.nickname, to: "Fernando")
///
/// Writing needs a `WritableKeyPath`: `let` properties and get-only computed ones give plain `KeyPath`s,
/// and the compiler refuses them here instead of failing at run time.
func updating<Root, Value>(_ root: Root, _ path: KeyPath<Root, Value>, to value: Value) -> Root {
    guard let writable = path as? WritableKeyPath<Root, Value> else { return root }
    var copy = root
    copy[keyPath: writable] = value
    return copy
}

/// Sets the value at `path` on `object`, which every holder of the object then sees.
///
///     assign("North House", to: \.name, on: house)
///
/// A `ReferenceWritableKeyPath` writes through a reference, so `object` needs no `inout` and no `var`.
/// `Root: AnyObject` keeps structs out: on a struct, the write would land on a copy and be lost.
func assign<Root: AnyObject, Value>(_ value: Value, to path: ReferenceWritableKeyPath<Root, Value>, on object: Root) {
    object[keyPath: path] = value
}
