/// Something that can stand on a shelf: it carries an id that tells it apart from the others,
/// the way SwiftUI's `Identifiable` does.
///
///     struct Jar: Shelvable {
///         let id: Int
///         let contents: String
///     }
protocol Shelvable {
    /// Each conforming type picks its own id type (`Jar` says `Int`, another may say `String`).
    /// The `Hashable` requirement is a promise every conforming type must keep, so that any container
    /// of Shelvable items can use the ids as dictionary keys without asking again.
    associatedtype ID: Hashable

    var id: ID { get }
}

/// A sample item. Its `id` is an `Int`, so the compiler infers `Jar.ID == Int`.
struct Jar: Shelvable {
    let id: Int
    let contents: String
}
