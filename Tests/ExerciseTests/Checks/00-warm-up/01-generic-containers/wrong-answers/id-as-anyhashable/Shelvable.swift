// wrong: boxes every id in AnyHashable instead of declaring an associated type
// rejected-by: accepts-any-shelvable-item
// Avoids the associated type by boxing every id in AnyHashable; a type whose `id` is an Int or a String no
// longer conforms, and every lookup must box its key

protocol Shelvable {
    var id: AnyHashable { get }
}

struct Jar: Shelvable {
    let id: AnyHashable
    let contents: String
}
