// wrong: composes type-erased key paths, AnyKeyPath to AnyKeyPath?
// rejected-by: accepts-key-paths-that-meet, rejects-key-paths-that-do-not-meet
// misconception: `AnyKeyPath`'s `appending(path:)` only finds out at run time whether two paths meet, and
// misconception: returns nil when they do not; keep the types, so the compiler refuses paths that do not meet
// misconception: and callers get a typed key path back.
// misconception-ja: `AnyKeyPath` の `appending(path:)` は 2 つのキーパスがつながるかを実行時にしか確かめられず、つながらなければ
// misconception-ja: nil を返します。型を保てば、つながらないキーパスはコンパイラが拒否し、呼び出し側は型付きのキーパスを受け取れます。
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

func compose(_ f: AnyKeyPath, _ g: AnyKeyPath) -> AnyKeyPath? {
    f.appending(path: g)
}
