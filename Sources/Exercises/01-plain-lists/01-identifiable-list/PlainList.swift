// Goal: turn this list of books into a generic PlainList<Item, Content> that shows any Identifiable items
// with any views, takes an `if` in its closure, and drops List's default styling.
// Check it: swift run puzzles check 01.1
// Lesson: Lessons/01-plain-lists/01-identifiable-list/README.md

import MiniUI

/// A list with none of List's default styling: no separators, no row insets, no minimum row height.
///
///     PlainList(books) { book in
///         Text(book.title)
///     }
// TODO: Make PlainList generic, `PlainList<Item, Content>`, where Item is Identifiable and Content is a View.
//       Then write `Item` where it says `Book`, and `Content` where it says `Text`.
struct PlainList: View {
    let items: [Book]
    let content: (Book) -> Text

    // TODO: Mark the `content` parameter @ViewBuilder, so that a caller can write an `if` in the closure.
    init(_ items: [Book], content: @escaping (Book) -> Text) {
        self.items = items
        self.content = content
    }

    var body: some View {
        List {
            ForEach(items) { item in
                content(item)
                // TODO: Hide this row's separator, and set its insets to zero: `.init()`.
            }
        }
        // TODO: Give the list the plain style, and set the minimum row height in its environment to 0.
    }
}
