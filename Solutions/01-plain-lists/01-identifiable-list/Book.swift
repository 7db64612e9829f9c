/// A book in a shop's catalogue. It is Identifiable: its `id` tells it apart from every other book, even
/// from another book with the same title.
struct Book: Identifiable {
    let id: Int
    let title: String
    var isSoldOut = false
}
