// wrong: takes erased key paths, a `PartialKeyPath<Root>` then an `AnyKeyPath`, and casts the appended result back
// rejected-by: accepts-key-paths-that-meet
// misconception: Erased key paths let any two paths in, and `as!` only makes the result look typed: the compiler
// misconception: can no longer check that the paths meet, a key-path literal passed second has no root type to be
// misconception: inferred from, and paths that do not meet crash at the cast. Take two typed paths that share the
// misconception: middle type.
// misconception-ja: 型を消したキーパスはどんな 2 つのパスも受け入れ、`as!` は結果を型付きに見せかけるだけです。
// misconception-ja: パスがつながるかをコンパイラは確かめられず、2 番目に渡したキーパスのリテラルは根の型を推論できず、
// misconception-ja: つながらないパスはキャストでクラッシュします。真ん中の型を共有する 2 つの型付きのパスを受け取ります。
// lesson: #erased-key-paths-check-at-run-time

struct Destination {
    var city: String
    var postcode: String
}

struct Parcel: Identifiable {
    let id: Int
    var tracking: String
    var contents: String
    var destination: Destination
}

/// A parcel out for delivery with a courier. A parcel is out on one delivery at a time, so a delivery can
/// be identified by its parcel.
struct Delivery {
    var parcel: Parcel
    var courier: String
}

func compose<Root, Value>(_ outer: PartialKeyPath<Root>, _ inner: AnyKeyPath) -> KeyPath<Root, Value> {
    outer.appending(path: inner) as! KeyPath<Root, Value>
}
