// wrong: accepts any two key paths and force-casts the erased result
// rejected-by: rejects-key-paths-that-do-not-meet
// misconception: Four unrelated placeholders let any two paths in, and `as!` only makes the result look
// misconception: typed: paths that do not meet compile, then crash when the cast finds nil. Share the middle
// misconception: type between the two paths instead.
// misconception-ja: 互いに無関係な 4 つの型パラメータはどんな 2 つのキーパスも受け入れ、`as!` は結果を型付きに見せかけるだけです。
// misconception-ja: つながらないキーパスもコンパイルでき、キャストが nil に出会うとクラッシュします。真ん中の型を 2 つのキーパスで共有します。
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

func compose<A, B, C, D>(_ f: KeyPath<A, B>, _ g: KeyPath<C, D>) -> KeyPath<A, D> {
    (f as AnyKeyPath).appending(path: g) as! KeyPath<A, D>
}
