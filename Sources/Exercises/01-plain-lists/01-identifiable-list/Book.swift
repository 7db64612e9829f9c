// Goal: turn this list of books into a generic PlainList<Item, Content> that shows any Identifiable items
// with any views, takes an `if` in its closure, and drops List's default styling.
// Check it: swift run puzzles check 01.1
// Lesson: Lessons/01-plain-lists/01-identifiable-list/README.md

/// A book in a shop's catalogue. It is Identifiable: its `id` tells it apart from every other book, even
/// from another book with the same title.
struct Book: Identifiable {
    let id: Int
    let title: String
    var isSoldOut = false
}
