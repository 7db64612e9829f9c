// wrong: `assign` takes any KeyPath into a class and casts it to a reference-writable one at run time
// rejected-by: rejects-read-only-paths
// misconception: Casting a key path to a writable one at run time compiles for every path, so a `let` such as a
// misconception: greenhouse's owner is no longer refused: the write quietly does nothing (or, with a forced cast,
// misconception: stops the program). Ask for `ReferenceWritableKeyPath` in the signature instead.
// misconception-ja: キーパスを実行時に書き込める種類へキャストすると、どんなキーパスでもコンパイルが通り、温室の持ち主の
// misconception-ja: ような `let` が拒否されなくなります。書き込みは黙って何もしません(強制キャストならプログラムが止まり
// misconception-ja: ます)。シグネチャで `ReferenceWritableKeyPath` を求めます。
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
func updating<Root, Value>(_ root: Root, _ path: WritableKeyPath<Root, Value>, to value: Value) -> Root {
    var copy = root
    copy[keyPath: path] = value
    return copy
}

/// Sets the value at `path` on `object`, which every holder of the object then sees.
///
///     assign("North House", to: \.name, on: house)
///
/// A `ReferenceWritableKeyPath` writes through a reference, so `object` needs no `inout` and no `var`.
/// `Root: AnyObject` keeps structs out: on a struct, the write would land on a copy and be lost.
func assign<Root: AnyObject, Value>(_ value: Value, to path: KeyPath<Root, Value>, on object: Root) {
    guard let writable = path as? ReferenceWritableKeyPath<Root, Value> else { return }
    object[keyPath: writable] = value
}
