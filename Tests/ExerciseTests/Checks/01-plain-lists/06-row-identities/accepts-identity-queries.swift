// check: compiles
// Every PlainList answers the questions ForEach asks, with the list's own id type: `[Int]` for books
// identified by an Int, `[String]` for strings identified by themselves, `[ID]` in generic code, for any
// collection. The warnings are strings.
import MiniUI

@testable import Exercise01_6

struct Book: Identifiable {
    let id: Int
    let title: String
}

/// Works for any PlainList: the signature's `PlainList<Data, ID, Content>` brings its constraints along.
@MainActor
func identities<Data, ID, Content>(of list: PlainList<Data, ID, Content>) -> (ids: [ID], duplicates: Set<ID>) {
    (list.rowIDs, Set(list.duplicateIDs))
}

@MainActor
func useIdentities(books: [Book]) {
    let shelf = PlainList(books) { book in
        Text(book.title)
    }
    let ids: [Int] = shelf.rowIDs
    let duplicates: [Int] = shelf.duplicateIDs
    let warnings: [String] = shelf.duplicateIDWarnings

    let tags = PlainList(["swift", "ui"], id: \.self) { tag in
        Text(tag)
    }
    let tagIDs: [String] = tags.rowIDs
    let repeatedTags: [String] = tags.duplicateIDs

    let pages: [Int] = identities(of: PlainList(1...3, id: \.self) { Text("Page \($0)") }).ids
    let later: Set<Int> = identities(of: PlainList(books.dropFirst()) { Text($0.title) }).duplicates

    _ = (ids, duplicates, warnings, tagIDs, repeatedTags, pages, later)
}
