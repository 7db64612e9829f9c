// wrong: takes the two paths in mathematical order, compose(g, f) for "g after f", unlike the last exercise's compose
// rejected-by: accepts-key-paths-that-meet
// misconception: Like the last exercise's `compose(f, g)`, the key-path twin takes its paths in the order the value
// misconception: is read: first the path from `Root`, then the path from `Middle`. Taken in mathematical order, a
// misconception: caller who writes the outer path first gets a type error.
// misconception-ja: 前の演習の `compose(f, g)` と同じく、キーパス版も値を読む順にパスを受け取ります。まず `Root` からの
// misconception-ja: パス、次に `Middle` からのパスです。数学の順で受け取ると、外側のパスを先に書く呼び出し側は型エラーに
// misconception-ja: なります。
// lesson: #the-idea
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

/// The key path that follows `f`, then `g`: the key-path twin of composing two functions.
///
///     compose(\Delivery.parcel, \Parcel.contents)  // KeyPath<Delivery, String>
///
/// `f`'s value type is `g`'s root type, `Middle`, so the two paths meet and the result runs from `Root`
/// to `Value`. (A read-only KeyPath out is all a reader needs; appending writable paths can give more.)
func compose<Root, Middle, Value>(_ g: KeyPath<Middle, Value>, _ f: KeyPath<Root, Middle>) -> KeyPath<Root, Value> {
    f.appending(path: g)
}
