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
func compose<Root, Middle, Value>(_ f: KeyPath<Root, Middle>, _ g: KeyPath<Middle, Value>) -> KeyPath<Root, Value> {
    f.appending(path: g)
}
