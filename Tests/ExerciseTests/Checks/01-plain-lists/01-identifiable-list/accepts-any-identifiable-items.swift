// check: compiles
// PlainList shows any Identifiable items (books with Int ids, songs with String ids, items that are not
// Hashable) with any views. Its closure is a view builder: an `if`, an `if`/`else` with different views,
// or several views in a row all compile. Its type names the item and the row's view: `PlainList<Book, Text>`.
import MiniUI

@testable import Exercise01_1

/// An id of another type. A song holds a closure, so it is not Hashable; only its id is.
struct Song: Identifiable {
    let id: String
    let title: String
    let play: () -> Void
}

@MainActor
func usePlainLists(books: [Book], songs: [Song]) {
    let titles: PlainList<Book, Text> = PlainList(books) { book in
        Text(book.title)
    }
    let available = PlainList(books) { book in
        if !book.isSoldOut {
            Text(book.title)
        }
    }
    let marked = PlainList(books) { book in
        if book.isSoldOut {
            Text(book.title).foregroundStyle(.secondary)
        } else {
            Text(book.title)
        }
    }
    let playlist = PlainList(songs) { song in
        Text(song.title).font(.headline)
        Text(song.id)
    }
    let rows: PlainList<Song, HStack<TupleView<(Text, Spacer)>>> = PlainList(songs) { song in
        HStack {
            Text(song.title)
            Spacer()
        }
    }
    _ = (titles, available, marked, playlist, rows)
}
